/**
 * Configuration from the environment (and `.env`, read by dotenv), validated with zod. Every variable is
 * explained in `.env.example`. Without DISCORD_TOKEN, `npm start` runs the local playground.
 */
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { LOG_LEVELS, setLogLevel } from './log';
import { parseRestProxy, parseShardList, parseShardTotal, type ShardingSetting } from './sharding';
import { parseRenderThreads } from './render/pool-size';

/** Empty strings in `.env` mean "not set". */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A Discord snowflake id: 17–20 digits. */
const snowflake = (name: string) =>
  optionalText.refine((v) => v === undefined || /^\d{17,20}$/.test(v), {
    message: `${name} must be a Discord id (17 to 20 digits); copy it with Developer Mode -> Copy ID`,
  });

/** Hours a game waits on its players before they are reminded (and between reminders); 0 turns them off. */
export const DEFAULT_REMINDER_HOURS = 12;
/** Days a lobby nobody changes or starts stays open (src/table/lobby-expiry.ts). */
export const DEFAULT_LOBBY_DAYS = 14;
const MAX_LOBBY_DAYS = 365;
const MAX_REMINDER_HOURS = 24 * 30;

/** A span of time in hours or days from 0 to `max`, decimals allowed; `fallback` when unset; `rule` names it. */
const timeSpan = (rule: string, fallback: number, max: number) =>
  optionalText.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message: `${rule}, got "${v}"` });
      return z.NEVER;
    }
    return n;
  });

export const configSchema = z.object({
  DISCORD_TOKEN: optionalText,
  DISCORD_APP_ID: snowflake('DISCORD_APP_ID'),
  GUILD_ID: snowflake('GUILD_ID'),
  DATABASE_PATH: optionalText.transform((v) => v ?? './data/derrick.sqlite'),
  PORT: optionalText.transform((v, ctx) => {
    if (v === undefined) return 3000;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 65535) {
      ctx.addIssue({ code: 'custom', message: `PORT must be a whole number from 1 to 65535, got "${v}"` });
      return z.NEVER;
    }
    return n;
  }),
  HEALTH_PORT: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 65535) {
      ctx.addIssue({
        code: 'custom',
        message: `HEALTH_PORT must be a whole number from 1 to 65535 (or unset: no health endpoint), got "${v}"`,
      });
      return z.NEVER;
    }
    return n;
  }),
  HEALTH_HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  REMINDER_HOURS: timeSpan(
    `REMINDER_HOURS must be a number of hours from 0 (no reminders) to ${MAX_REMINDER_HOURS}`,
    DEFAULT_REMINDER_HOURS,
    MAX_REMINDER_HOURS,
  ),
  LOBBY_DAYS: timeSpan(
    `LOBBY_DAYS must be a number of days from 0 (lobbies never close) to ${MAX_LOBBY_DAYS}`,
    DEFAULT_LOBBY_DAYS,
    MAX_LOBBY_DAYS,
  ),
  SHARDS: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const total = parseShardTotal(v);
    if (!total.ok) {
      ctx.addIssue({ code: 'custom', message: total.problem });
      return z.NEVER;
    }
    return total.value;
  }),
  SHARD_LIST: optionalText,
  REST_PROXY: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const proxy = parseRestProxy(v);
    if (!proxy.ok) {
      ctx.addIssue({ code: 'custom', message: proxy.problem });
      return z.NEVER;
    }
    return proxy.value;
  }),
  RENDER_THREADS: optionalText.transform((v, ctx) => {
    const parsed = parseRenderThreads(v);
    if (parsed.ok) return parsed.threads;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }),
  LOG_LEVEL: optionalText.transform((v, ctx) => {
    if (v === undefined) return 'info' as const;
    const level = v.toLowerCase();
    const found = LOG_LEVELS.find((l) => l === level);
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${v}"`,
      });
      return z.NEVER;
    }
    return found;
  }),
});

/** The validated configuration. */
export interface Config {
  /** Absent: run the local playground instead of connecting to Discord. */
  discordToken?: string;
  discordAppId?: string;
  guildId?: string;
  databasePath: string;
  port: number;
  /** Remind the players to act after this many hours of waiting (at most 3 times per turn); 0 = never. */
  reminderHours: number;
  /** A lobby nobody changed or started for this many days closes itself; 0 = never. */
  lobbyDays: number;
  /** Worker threads that draw the board pictures (default: one per core less one, at least 1); 0 = the main thread. */
  renderThreads: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** SHARDS (and SHARD_LIST): run discord.js's ShardingManager, a process per shard. Absent: one process. */
  shards?: ShardingSetting;
  /**
   * REST_PROXY: a REST proxy shared by the shard processes of several machines (REST base for discord.js, e.g.
   * http://10.0.0.5:8080/api). Absent: with SHARDS, the manager runs one for this machine's shards.
   */
  restProxy?: string;
  /**
   * HEALTH_PORT and HEALTH_HOST (default 127.0.0.1): serve `/healthz` and `/metrics` there (src/health.ts; with
   * SHARDS, the manager answers for the machine's shards). Absent: no health endpoint.
   */
  health?: { port: number; host: string };
}

/** Thrown by `loadConfig` when the environment is invalid; `message` lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (check your .env, see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Parse the configuration from `env`. When `env` is `process.env` (the default), `.env` is read first
 * (variables already set in the environment win) and the logger takes LOG_LEVEL. Throws `ConfigError` with
 * a readable message when invalid.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromProcess = env === process.env;
  if (fromProcess) loadDotenv({ quiet: true });
  const parsed = configSchema.safeParse({
    DISCORD_TOKEN: env.DISCORD_TOKEN,
    DISCORD_APP_ID: env.DISCORD_APP_ID,
    GUILD_ID: env.GUILD_ID,
    DATABASE_PATH: env.DATABASE_PATH,
    PORT: env.PORT,
    HEALTH_PORT: env.HEALTH_PORT,
    HEALTH_HOST: env.HEALTH_HOST,
    REMINDER_HOURS: env.REMINDER_HOURS,
    LOBBY_DAYS: env.LOBBY_DAYS,
    RENDER_THREADS: env.RENDER_THREADS,
    LOG_LEVEL: env.LOG_LEVEL,
    SHARDS: env.SHARDS,
    SHARD_LIST: env.SHARD_LIST,
    REST_PROXY: env.REST_PROXY,
  });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  }
  const c = parsed.data;
  const shardList = c.SHARD_LIST === undefined ? undefined : parseShardList(c.SHARD_LIST, c.SHARDS);
  if (shardList && !shardList.ok) throw new ConfigError([`SHARD_LIST: ${shardList.problem}`]);
  if (fromProcess && env.LOG_LEVEL !== undefined) setLogLevel(c.LOG_LEVEL);
  return {
    discordToken: c.DISCORD_TOKEN,
    discordAppId: c.DISCORD_APP_ID,
    guildId: c.GUILD_ID,
    databasePath: c.DATABASE_PATH,
    port: c.PORT,
    reminderHours: c.REMINDER_HOURS,
    lobbyDays: c.LOBBY_DAYS,
    renderThreads: c.RENDER_THREADS,
    logLevel: c.LOG_LEVEL,
    ...(c.REST_PROXY === undefined ? {} : { restProxy: c.REST_PROXY }),
    ...(c.HEALTH_PORT === undefined ? {} : { health: { port: c.HEALTH_PORT, host: c.HEALTH_HOST } }),
    ...(c.SHARDS === undefined
      ? {}
      : { shards: { total: c.SHARDS, ...(shardList ? { list: shardList.value } : {}) } }),
  };
}
