/** The page's side of the bridge (see ../protocol.ts): small typed fetch helpers and the event stream. */
import type {
  ActionResponse,
  AutocompleteResponse,
  ClickRequest,
  CommandInfo,
  DismissRequest,
  MessagesResponse,
  PageEvent,
  RunCommandRequest,
  SelectRequest,
  SubmitModalRequest,
  WorldInfo,
} from '../protocol';

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { cache: 'no-store' });
  if (!res.ok) throw new Error(await errorOf(res));
  return (await res.json()) as T;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
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

/** Runs an action; a network failure becomes a refused action with the reason. */
async function act(path: string, body: unknown): Promise<ActionResponse> {
  try {
    return await postJson<ActionResponse>(path, body);
  } catch (error) {
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
};

/**
 * Listens to the page events for `user`. EventSource reconnects by itself; `onOpen` runs on every (re)connect
 * so the page can refetch what it may have missed.
 */
export function listen(
  user: string,
  onEvent: (event: PageEvent) => void,
  onState: (connected: boolean) => void,
): () => void {
  const source = new EventSource(`/bridge/events?user=${encodeURIComponent(user)}`);
  source.onopen = () => onState(true);
  source.onerror = () => onState(false);
  source.onmessage = (e: MessageEvent<string>) => {
    try {
      onEvent(JSON.parse(e.data) as PageEvent);
    } catch {
      // A malformed event is skipped; the next refetch repairs the view.
    }
  };
  return () => source.close();
}
