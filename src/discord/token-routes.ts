/**
 * Interaction-token routes, how a bot that sends its REST requests through a shared proxy sends those
 * directly instead, and how a bot without one keeps its bot-token requests within Discord's global limit.
 * Discord's global limit (50 requests a second) is per bot token; an interaction's callback and its webhook
 * routes (reply edits, follow-ups: `/webhooks/{application_id}/{interaction_token}`) are authorized by the
 * interaction's token, not the bot's, and Discord leaves them out of that limit. Their buckets are per token,
 * and a token is only ever used by the one shard that received the interaction: there is nothing to share
 * between processes. Through the proxy they would only queue behind the bot-token requests of every shard and
 * add a hop, while an interaction must be answered within 3 seconds.
 */
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { SlidingBudget } from '../rest-budget';

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

/**
 * discord.js's `makeRequest` for a client whose REST base is `proxy` (`…/api`): bot-token requests go to the
 * proxy, interaction-token requests (see above) straight to `direct` (the real API base, e.g.
 * `https://discord.com/api`), through the same `send`.
 */
export function tokenRoutesDirect(
  proxy: string,
  direct: string,
  send: MakeRequest = DefaultRestOptions.makeRequest,
): MakeRequest {
  const base = proxy.replace(/\/+$/, '');
  const directBase = direct.replace(/\/+$/, '');
  return (url, init) => {
    const rest = tokenRouteUnder(base, url);
    return send(rest === null ? url : `${directBase}${rest}`, init);
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
  return async (url, init) => {
    if (tokenRouteUnder(base, url) !== null) return send(url, init);
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
