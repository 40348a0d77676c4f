/** Discord's JSON error codes used by the stand-in (https://discord.com/developers/docs/topics/opcodes-and-status-codes). */
export const ErrorCode = {
  General: 0,
  UnknownChannel: 10003,
  UnknownGuild: 10004,
  UnknownMember: 10007,
  UnknownMessage: 10008,
  UnknownUser: 10013,
  UnknownWebhook: 10015,
  UnknownApplication: 10002,
  UnknownInteraction: 10062,
  UnknownApplicationCommand: 10063,
  Unauthorized: 0,
  MissingAccess: 50001,
  CannotEditOtherUsersMessage: 50005,
  CannotSendEmptyMessage: 50006,
  InvalidWebhookToken: 50027,
  MissingPermissions: 50013,
  InvalidFormBody: 50035,
  RequestEntityTooLarge: 40005,
  InteractionAlreadyAcknowledged: 40060,
  ThreadAlreadyCreatedForMessage: 160004,
  ThreadLocked: 160005,
  MaxActiveThreads: 160006,
  CannotSendInNonTextChannel: 50008,
  CannotExecuteOnChannelType: 50024,
  ThreadArchived: 50083,
  InvalidRecipient: 50033,
} as const;

/** Nested `errors` object as Discord returns it: path segments down to `{ _errors: [{ code, message }] }`. */
export interface FieldErrors {
  [key: string]: FieldErrors | FieldError[];
}
export interface FieldError {
  code: string;
  message: string;
}

export interface DiscordErrorBody {
  message: string;
  code: number;
  errors?: FieldErrors;
}

/** An error the REST layer turns into Discord's status code and JSON body. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }

  get body(): DiscordErrorBody {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (code: number, what: string): DiscordHttpError =>
  new DiscordHttpError(404, code, `Unknown ${what}`);

/** Adds one field error at `path` (e.g. ['data', 'components', 0, 'components', 1, 'custom_id']). */
export function addFieldError(into: FieldErrors, path: (string | number)[], error: FieldError): void {
  let node: FieldErrors = into;
  for (const segment of path) {
    const key = String(segment);
    const next = node[key];
    if (!next || Array.isArray(next)) node[key] = {};
    node = node[key] as FieldErrors;
  }
  const list = (node._errors as FieldError[] | undefined) ?? [];
  list.push(error);
  node._errors = list;
}

export function invalidFormBody(errors: FieldErrors): DiscordHttpError {
  return new DiscordHttpError(400, ErrorCode.InvalidFormBody, 'Invalid Form Body', errors);
}
