/**
 * What the page's bridge needs from the world behind it: the stand-in's driver in the real playground, a small
 * in-memory fake in the page's own tests. Everything is in the page's terms (protocol.ts); the adapter to the
 * stand-in's driver lives in driver-backend.ts.
 */
import type {
  ActionResponse,
  AutocompleteResponse,
  ClickRequest,
  CommandInfo,
  DismissRequest,
  PageMessage,
  RunCommandRequest,
  SayRequest,
  SelectRequest,
  SubmitModalRequest,
  WorldInfo,
} from './protocol';
import type { APIMessage } from 'discord-api-types/v10';

/** A change in the world. `visibleTo` set means an ephemeral message only that user may learn of. */
export type BackendChange =
  | { type: 'message'; channelId: string; message: APIMessage; visibleTo?: string }
  | { type: 'messageDelete'; channelId: string; messageId: string; visibleTo?: string }
  | { type: 'world' }
  | { type: 'commands' };

export interface PlaygroundBackend {
  world(): WorldInfo;
  commands(): CommandInfo[];
  /** The channel as `userId` sees it, oldest first; undefined for an unknown channel. */
  messages(channelId: string, userId: string): PageMessage[] | undefined;
  runCommand(request: RunCommandRequest): Promise<ActionResponse>;
  autocomplete(request: RunCommandRequest): Promise<AutocompleteResponse>;
  click(request: ClickRequest): Promise<ActionResponse>;
  select(request: SelectRequest): Promise<ActionResponse>;
  submitModal(request: SubmitModalRequest): Promise<ActionResponse>;
  dismiss(request: DismissRequest): Promise<ActionResponse>;
  /** Posts the person's plain message (already trimmed and within Discord's limits). */
  say(request: SayRequest): Promise<ActionResponse>;
  /**
   * An attachment's bytes for `/files/<path>`, or undefined when there is none. Optional: in the playground the
   * stand-in serves attachments itself, on the same origin as the page.
   */
  file?(path: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  /** Listen to changes; returns the function that stops listening. */
  subscribe(listener: (change: BackendChange) => void): () => void;
}
