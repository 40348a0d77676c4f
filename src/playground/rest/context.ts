import { DiscordHttpError, ErrorCode } from '../errors';
import { applyEdit, checkFiles, checkMessageInput, type MessageInput } from '../messages';
import type { StoredMessage } from '../model';
import type { RestRequest } from '../router';
import type { Store } from '../store';
import type { RequestValidator } from '../validation';
import type { SessionStarts } from '../session-starts';

export interface Timing {
  /** Time allowed for the first acknowledgement of an interaction (Discord: 3000 ms). */
  interactionAckMs: number;
  /** Lifetime of an interaction token for follow-ups and @original (Discord: 15 minutes). */
  interactionTokenMs: number;
}

export interface RestContext {
  store: Store;
  validator: RequestValidator;
  timing: Timing;
  /** ws:// URL handed out by GET /gateway(/bot). */
  gatewayUrl(): string;
  recommendedShards: number;
  /** The session start limit the gateway spends (GET /gateway/bot reports it; default: Discord's, unspent). */
  sessionStarts?: SessionStarts;
}

export const param = (request: RestRequest, name: string): string => request.params[name] ?? '';

export const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Edit a stored message with the request's body and files: checked, refused if it would leave it empty. */
export function editFromRequest(store: Store, stored: StoredMessage, request: RestRequest): void {
  const input = asObject(request.body) as MessageInput;
  checkMessageInput(input, []);
  checkFiles(request.files);
  applyEdit(store, stored, input, request.files);
  store.updateMessage(stored);
}

export function requireApplication(rest: RestContext, applicationId: string): void {
  if (applicationId !== rest.store.applicationId) {
    throw new DiscordHttpError(
      403,
      20012,
      'You are not authorized to perform this action on this application',
    );
  }
}

export const queryFlag = (request: RestRequest, name: string): boolean => {
  const value = request.query.get(name);
  return value === 'true' || value === '1' || value === 'True';
};

export const unknown = {
  channel: () => new DiscordHttpError(404, ErrorCode.UnknownChannel, 'Unknown Channel'),
  message: () => new DiscordHttpError(404, ErrorCode.UnknownMessage, 'Unknown Message'),
};
