/**
 * The page's side of the bridge (see ../protocol.ts): small typed fetch helpers and the event stream. When the
 * server cannot be reached at all (stopped, restarting), requests fail with `Unreachable` and the page is told
 * (`whenUnreachable`), so it can say "Reconnecting…" instead of passing on the browser's "Failed to fetch".
 */
import type {
  ActionResponse,
  AutocompleteResponse,
  ClickRequest,
  CommandInfo,
  DismissRequest,
  MessagesResponse,
  PageEvent,
  RunCommandRequest,
  SayRequest,
  SelectRequest,
  SubmitModalRequest,
  WorldInfo,
} from '../protocol';

/** The server did not answer at all (no HTTP response): it is stopped or restarting. */
export class Unreachable extends Error {
  constructor() {
    super('The playground server is not answering: it may be restarting.');
    this.name = 'Unreachable';
  }
}

let reportUnreachable: () => void = () => undefined;

/** `handler` runs whenever a request finds the server unreachable. */
export function whenUnreachable(handler: () => void): void {
  reportUnreachable = handler;
}

async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    // fetch rejects only when no response came at all (connection refused or dropped).
    reportUnreachable();
    throw new Unreachable();
  }
}

async function getJson<T>(path: string): Promise<T> {
  const res = await request(path, { cache: 'no-store' });
  if (!res.ok) throw new Error(await errorOf(res));
  return (await res.json()) as T;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(await errorOf(res));
  return (await res.json()) as T;
}

async function errorOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: string };
    return body.error ?? `${res.status} ${res.statusText}`;
  } catch {
    return `${res.status} ${res.statusText}`;
  }
}

/** What an action brings back: the bridge's answer, or `unreachable` when the request never got one. */
export type ActionResult = ActionResponse | { ok: false; error: string; unreachable: true };

/** Runs an action; a failure becomes a refused action with the reason. */
async function act(path: string, body: unknown): Promise<ActionResult> {
  try {
    return await postJson<ActionResponse>(path, body);
  } catch (error) {
    if (error instanceof Unreachable) return { ok: false, error: error.message, unreachable: true };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export const api = {
  world: () => getJson<WorldInfo>('/bridge/world'),
  commands: () => getJson<CommandInfo[]>('/bridge/commands'),
  messages: (channelId: string, user: string, limit: number) =>
    getJson<MessagesResponse>(
      `/bridge/channels/${encodeURIComponent(channelId)}/messages?user=${encodeURIComponent(user)}&limit=${limit}`,
    ),
  run: (r: RunCommandRequest) => act('/bridge/run', r),
  autocomplete: async (r: RunCommandRequest): Promise<AutocompleteResponse> => {
    try {
      return await postJson<AutocompleteResponse>('/bridge/autocomplete', r);
    } catch {
      return { choices: [] };
    }
  },
  click: (r: ClickRequest) => act('/bridge/click', r),
  select: (r: SelectRequest) => act('/bridge/select', r),
  submit: (r: SubmitModalRequest) => act('/bridge/submit', r),
  dismiss: (r: DismissRequest) => act('/bridge/dismiss', r),
  say: (r: SayRequest) => act('/bridge/say', r),
};

/** A live event stream; `retry` drops it and connects again (after a request found the server gone). */
export interface Listener {
  stop(): void;
  retry(): void;
}

/** Waits between attempts to reach a stopped server: short at first, then every few seconds. */
const RETRY_MS = [250, 500, 1000, 2000, 3000];

/**
 * Listens to the page events for `user`. `onState(true)` runs on every (re)connect, so the page can refetch
 * what it may have missed, and `onState(false)` when the stream drops. The stream is reopened here rather than
 * by the browser, which gives up for good once an attempt gets an HTTP error (a server still starting).
 */
export function listen(
  user: string,
  onEvent: (event: PageEvent) => void,
  onState: (connected: boolean) => void,
): Listener {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  const open = (): void => {
    timer = undefined;
    if (stopped) return;
    const current = new EventSource(`/bridge/events?user=${encodeURIComponent(user)}`);
    source = current;
    current.onopen = () => {
      attempt = 0;
      onState(true);
    };
    current.onerror = () => drop(current);
    current.onmessage = (e: MessageEvent<string>) => {
      try {
        onEvent(JSON.parse(e.data) as PageEvent);
      } catch {
        // A malformed event is skipped; the next refetch repairs the view.
      }
    };
  };
  const drop = (which: EventSource | undefined): void => {
    if (stopped || which !== source || timer !== undefined) return;
    which?.close();
    source = undefined;
    onState(false);
    timer = setTimeout(open, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    attempt += 1;
  };
  open();
  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
    },
    retry: () => drop(source),
  };
}
