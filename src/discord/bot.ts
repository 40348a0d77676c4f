/**
 * `startBot`: a discord.js client with only the Guilds intent, wired to the interaction router and the table
 * service. Used by `npm start` against Discord, by the playground against the local stand-in
 * (`api` = the stand-in's REST url) and by the end-to-end tests.
 */
import { Client, Events, GatewayIntentBits, MessageFlags, type Interaction } from 'discord.js';
import { DEFAULT_LOBBY_DAYS, DEFAULT_REMINDER_HOURS } from '../config';
import { DAY_MS } from '../table/clocks-time';
import { logger as rootLogger, type Logger } from '../log';
import type { ShardScope } from '../sharding';
import { closeRenderPool } from '../render/pool';
import { acquireInstanceLock } from '../store/instance-lock';
import type { App } from './app';
import type { GameDesk } from './desk';
import { presenterFor } from './presenters';
import { ReminderTimer, type ReminderOptions } from './reminders';
import { ClockLoop, type ClockLoopOptions } from './clocks';
import { CatchUpLoop, type CatchUpOptions } from './catch-up';
import { InFlight } from './in-flight';
import { routeInteraction } from './router';
import { ThreadKeeper } from './thread';
import { FormDrafts } from './form-drafts';
import { PrivateViews } from './private-views';
import { lookAtHands } from './components/hand';
import { OpenChoosers } from './open-choosers';
import { UserRateLimit, type RateLimitOptions } from './rate-limit';
import { watchDeletions } from './deletions';
import { clientCacheOptions } from './client-options';
import { ProxyReach, proxyFallbackShare } from './token-routes';
import { discordGlobalBudget, type SlidingBudget } from '../rest-budget';
import {
  BotMetrics,
  botHealth,
  startHealthServer,
  type Health,
  type HealthServer,
  type InteractionKind,
} from '../health';

export const RESTARTING = 'Derrick is restarting — try again in a moment. Nothing changed.';

export interface StartBotOptions {
  token: string;
  /** REST base without version, e.g. `http://127.0.0.1:4000/api` for the stand-in; default Discord's. */
  api?: string;
  /** A shared REST proxy's base (REST_PROXY; with SHARDS, the manager's own): bot-token requests go through it. */
  restProxy?: string;
  /** SQLite file (default from config: ./data/derrick.sqlite). Ignored when `desk` is given. */
  databasePath?: string;
  /** A ready desk (tests); otherwise one is opened on `databasePath`. */
  desk?: GameDesk;
  /** Register the /oil command for these guilds on ready (the playground does; production uses deploy-commands). */
  registerCommandsIn?: string[] | 'global';
  logger?: Logger;
  /**
   * Shards (default: one, or Discord's recommendation with 'auto'). Given as a list with `shardCount` (what
   * a ShardingManager child gets), the bot takes the instance lock for exactly those shards, and its
   * reminders, clocks and catch-up only handle the games of their guilds.
   */
  shards?: number[] | 'auto';
  shardCount?: number;
  /**
   * Turn reminders: after `afterMs` of waiting (0 = off), checked every `everyMs` (default a minute), with an
   * injectable clock `now` for tests. Default: REMINDER_HOURS' default, 12 hours.
   */
  reminders?: ReminderOptions;
  /**
   * Turn clocks: checked every `everyMs` (default a minute); `now` (tests) is also the clock of the desk this
   * bot opens, so moves are stamped on the same clock that runs them out.
   */
  clocks?: ClockLoopOptions;
  /** Threads that stayed behind (a turn Discord refused to show): looked for every `everyMs` (default 5 min). */
  catchUp?: CatchUpOptions;
  /** Per-user limits on commands and clicks (default: a burst of 8, then one every 1.5 s). */
  rateLimit?: RateLimitOptions;
  /** HEALTH_PORT (and HEALTH_HOST): serve `/healthz` and `/metrics` there (src/health.ts); off by default. */
  health?: { port: number; host?: string };
  /**
   * Watch the process's own figures (CPU, memory, event loop lag, GC) for `metrics`: default with `health`; a
   * shard process whose manager serves HEALTH_PORT asks for them too.
   */
  processFigures?: boolean;
  /**
   * Called once the bot has stopped because another process took its database lock over (see `onLost` below):
   * a process that serves nothing else ends itself there (src/shard.ts, src/index.ts), so that whatever spawns it
   * (the sharding manager, the machine's supervisor) starts it again, to be refused while the other one serves
   * and to take over once it does not. Default: the process stays up with the bot stopped.
   */
  onLockLost?: () => void;
}

export interface RunningBot {
  client: Client;
  app: App;
  /** Threads brought up to date at start (moves saved but not posted before a crash). */
  caughtUp: number;
  /**
   * The budget that keeps this client's bot-token requests within Discord's global limit, and what it held back
   * (`held`). With a shared REST proxy (src/rest-proxy.ts), which keeps the limit for every shard, it paces only
   * what is sent around the proxy while it cannot be reached: this process's share (./token-routes, ProxyReach).
   */
  restBudget: SlidingBudget;
  /** Its figures (src/health.ts): served on `/metrics` when `health` is set, asked by the sharding manager. */
  metrics: BotMetrics;
  /** Whether it can play now: its gateway shards, its database, its render pool (`/healthz`). */
  health(): Promise<Health>;
  /** The health endpoint's server, when `health` was set. */
  healthServer: HealthServer | null;
  /** Resolves when no interaction is being handled (tests). */
  idle(): Promise<void>;
  /** Finish in-flight actions, disconnect, close the render pool and the database. */
  stop(): Promise<void>;
}

let processGuarded = false;

/**
 * A stray rejected promise must not stop a bot that serves many games: log it and go on (every move is saved
 * before anything is posted, and a thread left behind is caught up). Installed once per process.
 */
export function guardProcess(log: Logger): void {
  if (processGuarded) return;
  processGuarded = true;
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
}

export async function startBot(options: StartBotOptions): Promise<RunningBot> {
  const log = (options.logger ?? rootLogger).child({ module: 'discord' });
  guardProcess(log);
  const dbPath = options.databasePath ?? './data/derrick.sqlite';
  /** This bot, once started (the lock's `onLost` stops it). */
  const self: { bot?: RunningBot } = {};
  // One process per database and shard: a second one refuses to start (InstanceLockError says which).
  const releaseLock = options.desk
    ? undefined
    : acquireInstanceLock(dbPath, {
        shards: Array.isArray(options.shards) ? options.shards : [0],
        shardCount: shardScopeOf(options)?.count ?? 1,
        // Another process took the database over: this one stops answering at once, so only one serves.
        onLost: (holder) => {
          log.error({ holder }, 'another process took over the database lock: stopping');
          void self.bot
            ?.stop()
            .catch((error: unknown) => log.error({ err: error }, 'stop after the lock was lost failed'))
            .then(() => options.onLockLost?.());
        },
      });
  const desk = options.desk ?? (await openDesk(dbPath, options.clocks?.now, shardScopeOf(options)));
  const proxy = options.restProxy
    ? { url: options.restProxy, reach: proxyReach(options.restProxy, options, log) }
    : undefined;
  // With a proxy, this process's share of the global limit while the proxy cannot be reached.
  const restBudget = proxy?.reach.budget ?? discordGlobalBudget();
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...clientCacheOptions(options.api, proxy, restBudget),
    ...(options.shards ? { shards: options.shards } : {}),
    ...(options.shardCount ? { shardCount: options.shardCount } : {}),
  });
  const base = {
    client,
    desk,
    presenter: presenterFor,
    log,
    limits: new UserRateLimit(options.rateLimit),
    choosers: new OpenChoosers(),
    drafts: new FormDrafts(),
    lobbyExpiryMs: options.clocks?.lobbyExpiryMs ?? DEFAULT_LOBBY_DAYS * DAY_MS,
    // The hand is drawn for the app below, once it exists; the views' edits count as work in flight.
    views: new PrivateViews(
      (row) => lookAtHands(app, row),
      log,
      () => desk.now(),
      (work) => inFlight.run(work),
    ),
  };
  const inFlight = new InFlight();
  const app: App = { ...base, threads: new ThreadKeeper(base, options.reminders?.now) };
  const metrics = new BotMetrics(
    client,
    desk,
    options.processFigures ?? options.health !== undefined,
    restBudget,
    proxy?.reach,
  );
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    if (inFlight.closing) {
      if (interaction.isRepliable()) {
        void interaction.reply({ content: RESTARTING, flags: MessageFlags.Ephemeral }).catch(() => undefined);
      }
      return;
    }
    metrics.begin(interaction.id, kindOf(interaction));
    void inFlight.run(async () => metrics.end(interaction.id, await routeInteraction(app, interaction)));
  });
  client.on(Events.Error, (err) => log.error({ err }, 'discord client error'));
  watchDeletions(app);
  // After a reconnect, post what the threads missed while the bot was away (moves saved, not yet posted).
  client.on(Events.ShardResume, () => void inFlight.run(() => app.threads.catchUp()));
  client.on(Events.ShardError, (err, shard) => log.warn({ err, shard }, 'shard error'));
  const health = () => botHealth(client, desk);
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  let healthServer: HealthServer | null = null;
  try {
    // Up before the gateway, so a readiness probe sees the bot starting (503) rather than nothing.
    if (options.health)
      healthServer = await startHealthServer({
        ...options.health,
        health,
        metrics: async () => ({
          text: await metrics.registry.metrics(),
          contentType: metrics.registry.contentType,
        }),
      });
    await client.login(options.token);
  } catch (err) {
    await healthServer?.close();
    releaseLock?.();
    throw err;
  }
  await ready;
  if (options.registerCommandsIn) await registerCommands(client, options.registerCommandsIn);
  // Threads left behind by a crash (a move saved, its turn not posted; a start without its first turn).
  const caughtUp = await inFlight.run(() => app.threads.catchUp());
  const reminders = new ReminderTimer(
    app,
    options.reminders ?? { afterMs: DEFAULT_REMINDER_HOURS * 3_600_000 },
    (work) => inFlight.run(work),
  );
  reminders.start();
  const clocks = new ClockLoop(app, options.clocks ?? {}, (work) => inFlight.run(work));
  clocks.start();
  const stayedBehind = new CatchUpLoop(app, options.catchUp ?? {}, (work) => inFlight.run(work));
  stayedBehind.start();
  log.info(
    { user: client.user?.tag, games: desk.openGames().length, caughtUp, reminders: reminders.enabled },
    'bot ready',
  );
  let stopped = false;
  const running: RunningBot = {
    client,
    app,
    caughtUp,
    restBudget,
    metrics,
    health,
    healthServer,
    idle: () => inFlight.idle(30_000),
    async stop() {
      if (stopped) return;
      stopped = true;
      reminders.stop();
      clocks.stop();
      stayedBehind.stop();
      inFlight.closing = true;
      await inFlight.idle();
      await client.destroy();
      proxy?.reach.close();
      await healthServer?.close();
      await closeRenderPool();
      if (!options.desk) desk.close();
      releaseLock?.();
      log.info('bot stopped');
    },
  };
  self.bot = running;
  return running;
}

/** What `interaction` came as (the metrics' `kind`). */
function kindOf(interaction: Interaction): InteractionKind {
  if (interaction.isChatInputCommand()) return 'command';
  if (interaction.isAutocomplete()) return 'autocomplete';
  if (interaction.isButton()) return 'button';
  if (interaction.isAnySelectMenu()) return 'select';
  if (interaction.isModalSubmit()) return 'modal';
  return 'other';
}

/**
 * What this bot's requests find of its REST proxy. While they cannot reach it, its bot-token requests go straight
 * to Discord at this process's share of the global limit (its shards out of all of them), and the log says so
 * when that starts and ends.
 */
function proxyReach(
  url: string,
  options: Pick<StartBotOptions, 'shards' | 'shardCount'>,
  log: Logger,
): ProxyReach {
  const scope = shardScopeOf(options);
  const perSec = proxyFallbackShare(scope?.shards.length ?? 1, scope?.count ?? 1);
  return new ProxyReach(url, discordGlobalBudget(perSec), {
    onChange: (reachable, bypassed) =>
      reachable
        ? log.info({ bypassed }, 'REST proxy reachable again: bot-token requests go through it')
        : log.warn(
            { perSec },
            "REST proxy unreachable: bot-token requests go straight to Discord, at this process's share of the global limit",
          ),
  });
}

/** The shards this bot serves, when it serves only some of them (a list out of `shardCount`). */
export function shardScopeOf(
  options: Pick<StartBotOptions, 'shards' | 'shardCount'>,
): ShardScope | undefined {
  if (!Array.isArray(options.shards) || !options.shardCount) return undefined;
  return { shards: options.shards, count: options.shardCount };
}

async function openDesk(path: string, now?: () => number, shards?: ShardScope): Promise<GameDesk> {
  const { TableDesk } = await import('./desk-table');
  const { openStore } = await import('../store');
  const { Table } = await import('../table');
  const store = openStore(path, { ...(now ? { now } : {}), ...(shards ? { shards } : {}) });
  return new TableDesk(new Table(store, now ? { now } : {}), store, true);
}

export async function registerCommands(client: Client, where: string[] | 'global'): Promise<void> {
  const { commandBodies } = await import('../commands');
  const application = client.application;
  if (!application) throw new Error('the client has no application yet (call after ready)');
  const body = commandBodies();
  if (where === 'global') await application.commands.set(body);
  else for (const guildId of where) await application.commands.set(body, guildId);
}
