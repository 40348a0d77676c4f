/**
 * Shards: Discord splits a bot's guilds over `count` gateway sessions by `(guild_id >> 22) % count`. A
 * Derrick process serves some shards (all of them when it runs alone) and only the games of their guilds:
 * its reminder and clock loops and its catch-up never touch another shard's games. Direct-message games
 * (no guild) belong to shard 0, where Discord sends DMs.
 */

/** The shard a guild belongs to, as Discord computes it. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The shards one process serves, out of `count`. */
export interface ShardScope {
  shards: readonly number[];
  count: number;
}

/** Whether a game of `guildId` (null: a DM game, shard 0's) belongs to `scope`; no scope owns every game. */
export function ownsGuild(scope: ShardScope | undefined, guildId: string | null): boolean {
  if (!scope) return true;
  let shard = 0;
  if (guildId !== null && /^\d{1,20}$/.test(guildId)) shard = shardOfGuild(guildId, scope.count);
  return scope.shards.includes(shard);
}

/** Discord's cap on shards one bot can be told to run in this code (a sanity bound for SHARDS=N). */
export const MAX_SHARDS = 4096;

/** SHARDS: 'auto' (Discord's recommendation) or a whole number of shards. */
export type ShardTotal = 'auto' | number;

/** How `npm start` shards: the total, and the shards this machine runs (SHARD_LIST; default all). */
export interface ShardingSetting {
  total: ShardTotal;
  list?: number[];
}

/** A parsed setting, or the problem with it in words. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Parse SHARDS. */
export function parseShardTotal(text: string): Parsed<ShardTotal> {
  const v = text.trim().toLowerCase();
  if (v === 'auto') return { ok: true, value: 'auto' };
  const n = Number(v);
  if (/^\d+$/.test(v) && n >= 1 && n <= MAX_SHARDS) return { ok: true, value: n };
  return {
    ok: false,
    problem: `SHARDS must be "auto" or a whole number of shards from 1 to ${MAX_SHARDS}, got "${text}"`,
  };
}

/** Parse SHARD_LIST ("0,1"): distinct shard ids below the total when it is a number. */
export function parseShardList(text: string, total: ShardTotal | undefined): Parsed<number[]> {
  const fail = (problem: string) => ({ ok: false, problem }) as const;
  if (total === undefined) return fail('SHARD_LIST needs SHARDS (the total number of shards, or auto)');
  const parts = text.split(',').map((p) => p.trim());
  const ids = parts.map(Number);
  const bad = parts.find((p, i) => !/^\d+$/.test(p) || (total !== 'auto' && ids[i]! >= total));
  if (bad !== undefined) {
    const range = total === 'auto' ? 'whole numbers from 0' : `whole numbers from 0 to ${total - 1}`;
    return fail(
      `SHARD_LIST must be shard ids separated by commas (${range}), e.g. "0,1"; "${bad}" is not one`,
    );
  }
  if (new Set(ids).size !== ids.length) return fail(`SHARD_LIST names a shard twice: "${text}"`);
  return { ok: true, value: ids };
}

/** Env var telling a shard's child process the REST base to use instead of Discord's (the playground's stand-in). */
export const API_URL_ENV = 'DERRICK_API_URL';

/** This child's shards and shard count, from the manager's SHARDS (an id, or ids with commas) and SHARD_COUNT. */
export function shardsFromEnv(env: NodeJS.ProcessEnv): { shards: number[]; shardCount: number } {
  const parts = (env.SHARDS ?? '').split(',').map((s) => s.trim());
  const shards = parts.map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  const shardCount = Number(env.SHARD_COUNT);
  const valid =
    Number.isInteger(shardCount) &&
    shardCount >= 1 &&
    shards.length > 0 &&
    shards.every((s) => Number.isInteger(s) && s >= 0 && s < shardCount);
  if (!valid)
    throw new Error(
      `src/shard.ts runs under SHARDS=auto|N npm start (got SHARDS=${env.SHARDS}, SHARD_COUNT=${env.SHARD_COUNT})`,
    );
  return { shards, shardCount };
}

/**
 * Parse REST_PROXY: the address of a REST proxy shared by every shard process (of every machine), which then
 * gets the bot-token requests in place of Discord. An http(s) URL without credentials, query or version:
 * `http://10.0.0.5:8080` means its `/api` (where the clients send `/api/v10/…`, as to Discord); a URL with a
 * path is used as it is. Gives the REST base for discord.js's `rest.api`.
 */
export function parseRestProxy(text: string): Parsed<string> {
  const fail = (why: string) =>
    ({
      ok: false,
      problem: `REST_PROXY must be the proxy's http(s) address, e.g. http://10.0.0.5:8080 (${why}), got "${text}"`,
    }) as const;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return fail('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('http or https only');
  if (url.username || url.password) return fail('no user or password in it');
  if (url.search || url.hash) return fail('no query or #');
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/v\d+$/.test(path)) return fail('without the API version: the bot adds /v10');
  return { ok: true, value: `${url.origin}${path || '/api'}` };
}
