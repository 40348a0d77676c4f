/**
 * load.*: the bot under many games at once, through the local stand-in and unmodified discord.js. The bot
 * runs alone in a child process (bench/load-bot.ts); the stand-in and the driver users run in this one, so
 * the bot's memory and CPU figures are its own.
 *
 * - `load.sustained.*`: LOAD_GAMES (default 30) Oil Springs games in as many threads, two driver users and
 *   two greedy bots in each; in every game the user who must act clicks a random enabled action button (and
 *   picks at random in the private chooser) as soon as the previous board is up, for LOAD_SECONDS (default
 *   20) after LOAD_WARMUP_SECONDS (default 5); LOAD_THINK_MS (default 0) makes them wait that long after
 *   each board instead (a fixed load). Every move posts or edits the game's turn message with its
 *   board. The stand-in keeps Discord's global limit (50 bot-token requests a second; LOAD_RATE_LIMITS=off
 *   lifts it). Figures: interactions/s (clicks and picks), boards/s (moves), clickToBoard p50/p99 (from the
 *   click or pick that makes the move until the thread shows the new board), the bot's CPU time per
 *   interaction, its page faults per interaction (`botFaultsPerInteraction`: times machine.pageFaultUs, what
 *   the host's paging adds to that CPU) and its CPU share (CPU time / wall time; 1 = one core busy all the
 *   time), the mean picture's size and its time in a render worker (`pictureDrawMs`: its wait for a worker and
 *   the hand-offs are not in it). Its note also says what Discord's global limit did: the stand-in's counts
 *   (`standInLimits`: bot-token requests, the most in any second, 429s), the bot's own budget's holds
 *   (`botTokenHeld`: bot-token requests held back to keep 50 in any 1.1 s, src/discord/token-routes.ts, and
 *   their waits in all) and the slowest clicks (`slowestMs`).
 * - `load.activeGames.*`: LOAD_ACTIVE_GAMES (default 1000) started games seeded in the database, then
 *   LOAD_ACTIVE_MOVES (default 2000) moves through the bot in games picked at random (`/oil board` first in a
 *   game not yet shown), eight at a time; then a full GC in the bot process and its RSS, RssAnon (its own
 *   memory, without shared libraries' pages) and used heap; `quiet.*` the same two seconds later, no move
 *   meanwhile (players move now and then: the bot idles between moves).
 *
 * The bot runs as `npm start` runs it: compiled JavaScript bundled by esbuild (bench/bundle.ts), on plain node;
 * LOAD_BOT_TSX=1 runs it through tsx instead.
 *
 * Looking closer: LOAD_TRACE=1 splits each move's click to board into its parts (bench/load-trace.ts: to the
 * bot, the callback, the picture's wait and draw in the render pool, the REST request that put it up, back to
 * the drivers) and notes each part's p50/p99, the render pool's load and the slowest moves (LOAD_TRACE_FILE=<file>
 * keeps the raw notes); LOAD_CPU_PROF=<dir> writes a CPU profile of the bot process, LOAD_HEAP_SNAPSHOT=<dir> a
 * heap snapshot at each report after a GC; LOAD_REST_COUNT=1 counts the bot's REST requests by route (and
 * discord.js's own holds, `held by discord.js`); LOAD_RATE_LIMITS=off lifts the stand-in's global limit. For memory experiments on the bot process alone:
 * LOAD_BOT_NODE_FLAGS (Node/V8 flags, e.g. `--max-semi-space-size=4`), LOAD_BOT_PRELOAD (a library for
 * LD_PRELOAD, e.g. jemalloc), MALLOC_TRIM=off (no malloc_trim: src/memory/trim.ts), MALLOC_MMAP_THRESHOLD=dynamic
 * (glibc's own mmap threshold: src/memory/mallopt.ts), RENDER_IDLE_GC=off (idle render workers collect nothing:
 * src/memory/collect.ts), RENDER_PICTURE_GC=off (no minor collection after each picture: the same file). The
 * note gives each render worker's own V8 heap, the native memory its objects hold and its major collections,
 * asked once the process is measured.
 */
import { botCompiled, forkBot, type BotProcess, type BotReport } from './load-bot';
import { count, newTally, ThreadPlayer, watchThreads, type Tally } from './load-players';
import { splitSummary, type BotTrace } from './load-trace';
import { startLoadWorld, type LoadWorld } from './load-world';
import type { Benchmark } from './harness';
import { nowMs, percentile } from './harness';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeFileSync } from 'node:fs';
import { Rng } from '../src/games/rng';

function envNumber(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

function note(what: string, detail: unknown): void {
  process.stderr.write(`load: ${what} ${JSON.stringify(detail)}\n`);
}

async function withBot<T>(
  world: LoadWorld,
  work: (bot: BotProcess, players: ThreadPlayer[]) => Promise<T>,
): Promise<T> {
  const bot = await forkBot({
    token: world.standIn.token,
    api: world.standIn.restUrl,
    databasePath: world.databasePath,
    guildIds: [world.guildId],
  });
  const players = world.games.map(
    (g, i) => new ThreadPlayer(world.standIn.driver, g.thread, world.humans, `load-player-${i}`),
  );
  const unwatch = watchThreads(world.standIn.driver, players);
  try {
    return await work(bot, players);
  } finally {
    unwatch();
    await bot.stop();
    await world.close();
  }
}

/** The bot's REST requests by route between two reports (LOAD_REST_COUNT). */
function requestsBetween(before: BotReport, after: BotReport): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after.requests)
      .map(([k, n]) => [k, n - (before.requests[k] ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** Bot-token requests the bot's budget held back between two reports, and their waits in all (ms). */
function heldBetween(before: BotReport, after: BotReport): { sends: number; ms: number } {
  return {
    sends: after.restHeld.sends - before.restHeld.sends,
    ms: Math.round(after.restHeld.ms - before.restHeld.ms),
  };
}

/** LOAD_TRACE: where the moves' time went (bench/load-trace.ts); LOAD_TRACE_FILE=<file> keeps the raw notes. */
function noteSplits(tally: Tally, trace: BotTrace): void {
  if (process.env.LOAD_TRACE_FILE)
    writeFileSync(process.env.LOAD_TRACE_FILE, JSON.stringify({ moves: tally.traces, bot: trace }));
  note('split', splitSummary(tally.traces, trace));
}

interface Sustained {
  seconds: number;
  tally: Tally;
  botCpuMs: number;
  driverCpuMs: number;
  before: BotReport;
  after: BotReport;
}

/**
 * Every game played until `until` (ms, nowMs clock): as fast as the bot answers, or with `thinkMs` between
 * a board and the next move (people do not click at once; a fixed load instead of a closed loop, where the
 * latency is simply games ÷ throughput).
 */
async function playUntil(
  players: readonly ThreadPlayer[],
  until: number,
  tally: Tally,
  thinkMs = 0,
): Promise<void> {
  await Promise.all(
    players.map(async (p, i) => {
      // Spread the first moves over the thinking time, so the games do not click in step.
      if (thinkMs > 0) await sleep((thinkMs * i) / players.length);
      while (nowMs() < until) {
        const outcome = await p.move();
        if (nowMs() <= until) count(tally, outcome);
        if (outcome.kind === 'nobody') return; // the game is over (or waits for no driver user)
        if (thinkMs > 0) await sleep(thinkMs);
      }
    }),
  );
}

async function sustained(): Promise<Sustained> {
  const games = envNumber('LOAD_GAMES', 30);
  const seconds = envNumber('LOAD_SECONDS', 20);
  const warmup = envNumber('LOAD_WARMUP_SECONDS', 5);
  const thinkMs = envNumber('LOAD_THINK_MS', 0);
  const world = await startLoadWorld({
    games,
    gameId: 'oil-springs',
    humans: 2,
    globalRateLimit: process.env.LOAD_RATE_LIMITS !== 'off',
  });
  return withBot(world, async (bot, players) => {
    const shown = newTally();
    await Promise.all(players.map(async (p) => count(shown, await p.showBoard())));
    if (shown.moves !== players.length) throw new Error(`only ${shown.moves} of ${games} boards came up`);
    await playUntil(players, nowMs() + warmup * 1000, newTally(), thinkMs);
    const tally = newTally();
    const before = await bot.report();
    const driverCpu0 = process.cpuUsage();
    world.standIn.rateLimits.resetStats();
    const t0 = nowMs();
    await playUntil(players, t0 + seconds * 1000, tally, thinkMs);
    const elapsed = (nowMs() - t0) / 1000;
    const after = await bot.report();
    const driverCpu = process.cpuUsage(driverCpu0);
    const run: Sustained = {
      seconds: elapsed,
      tally,
      botCpuMs: after.cpuMs - before.cpuMs,
      driverCpuMs: (driverCpu.user + driverCpu.system) / 1000,
      before,
      after,
    };
    note('sustained', {
      games,
      thinkMs,
      seconds: elapsed,
      interactions: tally.interactions,
      moves: tally.moves,
      refused: tally.refused,
      timeouts: tally.timeouts,
      botCpuMs: Math.round(run.botCpuMs),
      standInAndDriversCpuMs: Math.round(run.driverCpuMs),
      botRssMb: Math.round(after.rssMb),
      botCache: after.cache,
      pictures: picturesBetween(before, after),
      ...(process.env.LOAD_REST_COUNT ? { restRequests: requestsBetween(before, after) } : {}),
      // What Discord's global limit did: the stand-in's 429s and busiest second, the bot's own budget's holds.
      standInLimits: world.standIn.rateLimits.counts,
      botTokenHeld: heldBetween(before, after),
      slowestMs: [...tally.clickToBoardMs]
        .sort((a, b) => b - a)
        .slice(0, 10)
        .map(Math.round),
    });
    if (after.trace) noteSplits(tally, after.trace);
    return run;
  });
}

/**
 * The pictures the bot's render pool made between two reports: how many, their bytes (the mean picture is
 * what players downloaded) and their workers' time (the rest of a picture's wait is its queue and hand-offs).
 */
function picturesBetween(
  before: BotReport,
  after: BotReport,
): { count: number; bytes: number; drawMs: number } {
  const none = { palette: 0, bytes: 0, drawMs: 0 };
  const a = after.pictures ?? none;
  const b = before.pictures ?? none;
  return { count: a.palette - b.palette, bytes: a.bytes - b.bytes, drawMs: a.drawMs - b.drawMs };
}

/** How long the active games' bot is left without moves before its memory is read again (`quiet`). */
const QUIET_MS = 2_000;

interface Active {
  before: BotReport;
  after: BotReport;
  /** After QUIET_MS without moves: the players move now and then, and the bot is idle between moves. */
  quiet: BotReport;
  tally: Tally;
}

async function activeGames(): Promise<Active> {
  const games = envNumber('LOAD_ACTIVE_GAMES', 1000);
  const moves = envNumber('LOAD_ACTIVE_MOVES', 2000);
  const t0 = nowMs();
  const world = await startLoadWorld({ games, gameId: 'oil-springs', humans: 2, globalRateLimit: true });
  note('active: seeded', { games, seconds: Math.round((nowMs() - t0) / 1000) });
  return withBot(world, async (bot, players) => {
    const before = await bot.report(true);
    const rng = Rng.fromSeed('load-active');
    const shown = new Set<number>();
    const busy = new Set<number>();
    const tally = newTally();
    let left = moves;
    const worker = async () => {
      while (left > 0) {
        left--;
        let i = rng.int(players.length);
        while (busy.has(i)) i = rng.int(players.length);
        busy.add(i);
        const p = players[i]!;
        if (!shown.has(i)) {
          count(tally, await p.showBoard());
          shown.add(i);
        }
        count(tally, await p.move());
        busy.delete(i);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const after = await bot.report(true);
    await sleep(QUIET_MS);
    const quiet = await bot.report(true);
    note('active', {
      games,
      gamesTouched: shown.size,
      moves: tally.moves,
      interactions: tally.interactions,
      refused: tally.refused,
      timeouts: tally.timeouts,
      seconds: Math.round((nowMs() - t0) / 1000),
      before: { rssMb: Math.round(before.rssMb), heapMb: Math.round(before.heapMb) },
      after: {
        rssMb: Math.round(after.rssMb),
        heapMb: Math.round(after.heapMb),
        heapTotalMb: Math.round(after.heapTotalMb),
        newSpaceMb: Math.round(after.newSpaceMb),
        externalMb: Math.round(after.externalMb),
        rssAnonMb: after.rssAnonMb === null ? null : Math.round(after.rssAnonMb),
        rssFileMb: after.rssFileMb === null ? null : Math.round(after.rssFileMb),
        anonKinds: after.anonKinds && {
          mainHeapMb: Math.round(after.anonKinds.mainHeapMb),
          arenasMb: Math.round(after.anonKinds.arenasMb),
          mimallocMb: Math.round(after.anonKinds.mimallocMb),
          otherMb: Math.round(after.anonKinds.otherMb),
        },
        beforeCollections: after.beforeCollections && {
          rssMb: Math.round(after.beforeCollections.rssMb),
          mainHeapMb:
            after.beforeCollections.anonKinds && Math.round(after.beforeCollections.anonKinds.mainHeapMb),
          arenasMb:
            after.beforeCollections.anonKinds && Math.round(after.beforeCollections.anonKinds.arenasMb),
        },
      },
      quiet: {
        rssMb: Math.round(quiet.rssMb),
        rssAnonMb: quiet.rssAnonMb === null ? null : Math.round(quiet.rssAnonMb),
        arenasMb: quiet.anonKinds && Math.round(quiet.anonKinds.arenasMb),
      },
      renderThreads: after.renderThreads,
      workers: after.workers.map((w) => ({
        heapTotalMb: Math.round(w.heapTotalMb * 10) / 10,
        heapUsedMb: Math.round(w.heapUsedMb * 10) / 10,
        externalMb: Math.round(w.externalMb * 10) / 10,
        idleReleases: w.idleReleases,
        majorCollections: w.majorCollections,
        majorGcs: w.majorGcs,
        pictureScavenges: w.pictureScavenges,
      })),
      compiled: botCompiled(),
      trims: after.trims,
      botCpuMs: Math.round(after.cpuMs - before.cpuMs),
      botCache: after.cache,
    });
    return { before, after, quiet, tally };
  });
}

let sustainedRun: Promise<Sustained> | null = null;
const sustainedOnce = () => (sustainedRun ??= sustained());
let activeRun: Promise<Active> | null = null;
const activeOnce = () => (activeRun ??= activeGames());

export const benchmarks: Benchmark[] = [
  {
    name: 'load.sustained.interactionsPerSec',
    unit: 'interactions/s',
    run: async () => {
      const r = await sustainedOnce();
      return r.tally.interactions / r.seconds;
    },
  },
  {
    name: 'load.sustained.boardsPerSec',
    unit: 'boards/s',
    run: async () => {
      const r = await sustainedOnce();
      return r.tally.moves / r.seconds;
    },
  },
  {
    name: 'load.sustained.clickToBoard.p50Ms',
    unit: 'ms',
    run: async () => percentile((await sustainedOnce()).tally.clickToBoardMs, 50),
  },
  {
    name: 'load.sustained.clickToBoard.p99Ms',
    unit: 'ms',
    run: async () => percentile((await sustainedOnce()).tally.clickToBoardMs, 99),
  },
  {
    name: 'load.sustained.botCpuMsPerInteraction',
    unit: 'ms',
    run: async () => {
      const r = await sustainedOnce();
      return r.botCpuMs / r.tally.interactions;
    },
  },
  {
    // Each fault is a fresh page the kernel maps and zeroes: multiplied by machine.pageFaultUs
    // (bench/machine.bench.ts), the share of the CPU above that the host's paging costs.
    name: 'load.sustained.botFaultsPerInteraction',
    unit: 'faults',
    run: async () => {
      const r = await sustainedOnce();
      return (r.after.pageFaults - r.before.pageFaults) / r.tally.interactions;
    },
  },
  {
    name: 'load.sustained.botCpuShare',
    unit: 'cores',
    run: async () => {
      const r = await sustainedOnce();
      return r.botCpuMs / (r.seconds * 1000);
    },
  },
  {
    name: 'load.sustained.pictureKiB',
    unit: 'KiB',
    run: async () => {
      const { before, after } = await sustainedOnce();
      const p = picturesBetween(before, after);
      return p.count === 0 ? 0 : p.bytes / p.count / 1024;
    },
  },
  {
    // A picture's time in its worker under this load (drawing, pixel read, encode), against the click to board.
    name: 'load.sustained.pictureDrawMs',
    unit: 'ms',
    run: async () => {
      const { before, after } = await sustainedOnce();
      const p = picturesBetween(before, after);
      return p.count === 0 ? 0 : p.drawMs / p.count;
    },
  },
  {
    name: 'load.activeGames.rssMb',
    unit: 'MB',
    run: async () => (await activeOnce()).after.rssMb,
  },
  {
    // The process's own memory (heaps, native allocations), without the shared libraries' pages in RssFile.
    name: 'load.activeGames.rssAnonMb',
    unit: 'MB',
    run: async () => {
      const anon = (await activeOnce()).after.rssAnonMb;
      if (anon === null) throw new Error('no RssAnon on this system (/proc/self/status)');
      return anon;
    },
  },
  {
    // The same bot QUIET_MS after the last move (between two players' moves), the render workers idle.
    name: 'load.activeGames.quiet.rssMb',
    unit: 'MB',
    run: async () => (await activeOnce()).quiet.rssMb,
  },
  {
    name: 'load.activeGames.quiet.rssAnonMb',
    unit: 'MB',
    run: async () => {
      const anon = (await activeOnce()).quiet.rssAnonMb;
      if (anon === null) throw new Error('no RssAnon on this system (/proc/self/status)');
      return anon;
    },
  },
  {
    name: 'load.activeGames.heapMb',
    unit: 'MB',
    run: async () => (await activeOnce()).after.heapMb,
  },
];
