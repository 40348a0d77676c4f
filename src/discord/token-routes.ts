/**
 * Interaction-token routes, how a bot that sends its REST requests through a shared proxy sends those
 * directly instead (and its bot-token requests too while the proxy cannot be reached, `ProxyReach`), and how a
 * bot without one keeps its bot-token requests within Discord's global limit.
 * Discord's global limit (50 requests a second) is per bot token; an interaction's callback and its webhook
 * routes (reply edits, follow-ups: `/webhooks/{application_id}/{interaction_token}`) are authorized by the
 * interaction's token, not the bot's, and Discord leaves them out of that limit. Their buckets are per token,
 * and a token is only ever used by the one shard that received the interaction: there is nothing to share
 * between processes. Through the proxy they would only queue behind the bot-token requests of every shard and
 * add a hop, while an interaction must be answered within 3 seconds.
 */
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { DISCORD_GLOBAL_PER_SEC, type SlidingBudget } from '../rest-budget';

/** POST /interactions/{id}/{token}/callback and /webhooks/{id}/{token}… (not /webhooks/{id}, a bot route). */
const TOKEN_ROUTE = /^\/interactions\/\d+\/[^/?]+\/callback(?:[/?]|$)|^\/webhooks\/\d+\/[^/?]+/;

/** Whether an API path (after `/api/v10`, e.g. `/webhooks/1/abc/messages/@original`) is an interaction-token route. */
export function isTokenRoute(path: string): boolean {
  return TOKEN_ROUTE.test(path);
}

type MakeRequest = RESTOptions['makeRequest'];

/**
 * The part of `url` after the REST base `base` (without its trailing slash), e.g. "/v10/interactions/…", when
 * `url` is an interaction-token route under it; null otherwise.
 */
function tokenRouteUnder(base: string, url: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const rest = url.slice(base.length);
  const version = /^\/v\d+/.exec(rest)?.[0] ?? '';
  return isTokenRoute(rest.slice(version.length)) ? rest : null;
}

/** How long a proxy found unreachable is left alone before its `/healthz` is asked again. */
export const PROXY_RETRY_MS = 5_000;

/** How long the probe of an unreachable proxy's `/healthz` waits for its answer. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Errors that mean a request never reached the proxy (nothing listens, no route to its machine, its name does not
 * resolve, the connection could not be made in time): such a request may go elsewhere without being sent twice.
 * A connection that broke once made (ECONNRESET, a timeout waiting for the answer) is not one of them: the proxy
 * may have passed the request on, so it fails as before, and discord.js decides (it sends again on ECONNRESET).
 */
function neverReached(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'ETIMEDOUT') return syscall === 'connect';
  return (
    typeof code === 'string' &&
    [
      'ECONNREFUSED',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'ENOTFOUND',
      'EAI_AGAIN',
      'UND_ERR_CONNECT_TIMEOUT',
    ].includes(code)
  );
}

/**
 * This process's share of Discord's global limit while its proxy cannot be reached: `perSec` times the part of
 * the bot's shards it serves (at least 1), so that every process of every machine sending straight to Discord at
 * once still stays within the bot's limit together.
 */
export function proxyFallbackShare(
  shards: number,
  shardCount: number,
  perSec = DISCORD_GLOBAL_PER_SEC,
): number {
  return Math.max(1, Math.floor((perSec * shards) / shardCount));
}

export interface ProxyReachOptions {
  /** How long after the proxy was found unreachable its `/healthz` is asked again, and again (default 5 s). */
  retryMs?: number;
  /** Whether the proxy answers at `healthz` (default: a GET that must answer 200 within 2 s). */
  probe?: (healthz: string) => Promise<boolean>;
  /** Told when the proxy was found unreachable, and when it answered again, with the requests sent around it. */
  onChange?: (reachable: boolean, bypassed: number) => void;
}

/**
 * Whether a client's REST proxy can be reached, as its requests found it. While it cannot (see `neverReached`),
 * the client sends its bot-token requests straight to Discord, each waiting for a place in `budget` (this
 * process's share, `proxyFallbackShare`), and asks the proxy's `/healthz` every `retryMs` in the background;
 * once it answers, requests go through it again. No request is put at risk to find that out.
 */
export class ProxyReach {
  /** Bot-token requests sent straight to Discord because the proxy could not be reached. */
  bypassed = 0;
  private down = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly healthz: string;

  constructor(
    proxy: string,
    /** This process's share of the global limit, for the requests sent around the proxy. */
    readonly budget: SlidingBudget,
    private readonly options: ProxyReachOptions = {},
  ) {
    // Beside the REST base: http://10.0.0.5:8080/api → http://10.0.0.5:8080/healthz.
    this.healthz = `${proxy.replace(/\/+$/, '').replace(/\/api$/, '')}/healthz`;
  }

  get reachable(): boolean {
    return !this.down;
  }

  /** A request found the proxy unreachable. */
  lost(): void {
    if (this.down) return;
    this.down = true;
    this.options.onChange?.(false, this.bypassed);
    this.askLater();
  }

  /** Stop asking the proxy (the client is stopping). */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private askLater(): void {
    this.timer = setTimeout(() => void this.ask(), this.options.retryMs ?? PROXY_RETRY_MS);
    this.timer.unref();
  }

  private async ask(): Promise<void> {
    const probe = this.options.probe ?? answersOk;
    if (!(await probe(this.healthz).catch(() => false))) {
      if (this.timer) this.askLater();
      return;
    }
    this.timer = undefined;
    this.down = false;
    this.options.onChange?.(true, this.bypassed);
  }
}

async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await response.body?.cancel();
  return response.ok;
}

/**
 * discord.js's `makeRequest` for a client whose REST base is `proxy` (`…/api`): bot-token requests go to the
 * proxy, interaction-token requests (see above) straight to `direct` (the real API base, e.g.
 * `https://discord.com/api`), through the same `send`. While the proxy cannot be reached (`reach`), bot-token
 * requests go to `direct` too, paced by `reach.budget`: the shards of a machine whose proxy has stopped go on
 * posting their boards.
 */
export function throughProxy(
  proxy: string,
  direct: string,
  reach: ProxyReach,
  send: MakeRequest = DefaultRestOptions.makeRequest,
): MakeRequest {
  const base = proxy.replace(/\/+$/, '');
  const directBase = direct.replace(/\/+$/, '');
  const paced = pacedSend(reach.budget, send);
  return async (url, init) => {
    const rest = tokenRouteUnder(base, url);
    if (rest !== null) return send(`${directBase}${rest}`, init);
    if (reach.reachable) {
      try {
        return await send(url, init);
      } catch (error) {
        if (!neverReached(error)) throw error;
        reach.lost();
      }
    }
    reach.bypassed += 1;
    return paced(url.startsWith(base) ? `${directBase}${url.slice(base.length)}` : url, init);
  };
}

/** `send`, each request first waiting for a place in `budget` (see pacedBotTokenRoutes). */
function pacedSend(budget: SlidingBudget, send: MakeRequest): MakeRequest {
  return async (url, init) => {
    const signal = init.signal ?? undefined;
    const place = await budget.take(signal);
    if (!place)
      throw signal?.reason ?? new DOMException('The request was given up while it waited', 'AbortError');
    try {
      return await send(url, init);
    } finally {
      place.answered();
    }
  };
}

/**
 * discord.js's `makeRequest` for a client that sends straight to `api` (no shared proxy): each bot-token request
 * waits for a place in `budget` (`discordGlobalBudget`: 50 in any second, counted from their answers),
 * interaction-token requests go at once. discord.js's own global limit counts both kinds and is off
 * (REST_GLOBAL_PER_SEC); at 100 a second, as it was, a busy bot still sent more than 50 bot-token requests in
 * some seconds: Discord's global 429 then held every request, replies included, for up to a second (bench/load.bench.ts at a fixed pace: the stand-in's
 * 429s and discord.js's `rateLimited` holds of ~0.1–1.1 s were its slowest moves). A request whose signal
 * aborts while it waits (discord.js's timeout) is not sent: its AbortError lets discord.js send it again.
 */
export function pacedBotTokenRoutes(
  api: string,
  budget: SlidingBudget,
  send: MakeRequest = DefaultRestOptions.makeRequest,
): MakeRequest {
  const base = api.replace(/\/+$/, '');
  const paced = pacedSend(budget, send);
  return (url, init) => (tokenRouteUnder(base, url) !== null ? send(url, init) : paced(url, init));
}
