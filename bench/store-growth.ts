/**
 * How the database and a move's cost grow with play, through the table's act path (load, checks, apply,
 * persist, reload) on a file database, as the bot plays:
 * - `store.dbBytesPerAction`: the database file's growth (after a WAL checkpoint) per action appended, over
 *   GROWTH_GAMES (default 8) Oil Springs games played to the end by four seats following the greedy bot.
 * - `store.actionCostGrowth`: in one Catan game played by four seats following the random bot (long games),
 *   the median cost of an act in actions 540–640 over its median in actions 5–105 (≈ 1: no growth; the
 *   state is loaded, not replayed). An act takes a few tenths of a millisecond, so the windows are wide (50
 *   warm acts each) and a warm-up game is played first: with 35-action windows and no warm-up the same code
 *   read 0.71–1.9 from run to run (2026-12-04), the early window paying for the JIT in some runs and not others.
 * - `store.actionCostGrowth.cold`: the same with a table fresh for every timed act, as for a game's first
 *   move after a restart: the undo button's "did that draw from the RNG?" is then answered by replaying the
 *   log once (the table remembers the answers of the last MEMO_GAMES games, so only then). Means, not
 *   medians: the occasional replay must show.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../src/games/rng';
import { openStore } from '../src/store';
import type { Store } from '../src/store/store';
import { Table } from '../src/table';
import type { Benchmark } from './harness';
import { mean, median, nowMs } from './harness';

const USERS = ['u0', 'u1', 'u2', 'u3'];

function tempStore(): { store: Store; path: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-growth-'));
  const path = join(dir, 'bench.sqlite');
  const store = openStore(path);
  return {
    store,
    path,
    done() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Open and start a four-human game in `channelId`. */
function startGame(table: Table, gameId: string, channelId: string, seed: string): void {
  const host = { userId: USERS[0]!, name: 'P0' };
  const opened = table.openLobby({ guildId: 'g', channelId, gameId, host, seed });
  if (!opened.ok) throw new Error(opened.message);
  for (const [i, userId] of USERS.slice(1).entries()) table.join({ channelId, userId, name: `P${i + 1}` });
  const started = table.start({ channelId, byUserId: host.userId });
  if (!started.ok) throw new Error(started.message);
}

/**
 * One act in `channelId` by whoever must act, choosing as `bot` would; `timed` measures only the act.
 * Returns false once the game is over.
 */
function step(table: Table, channelId: string, bot: string, n: number, timed?: number[]): boolean {
  const g = table.getGame(channelId);
  if (!g.ok || !g.game.status || g.game.status.over) return false;
  const { module, record, seats, status } = g.game;
  const seat = status.toAct[0]!;
  const choose = module.bots[bot]!;
  const action = choose(structuredClone(record.state), seat, Rng.fromSeed(`${record.seed}#${n}`));
  const userId = seats.find((s) => s.seat === seat)!.userId!;
  const t0 = nowMs();
  const r = table.act({ channelId, userId, action, expectedVersion: record.version });
  timed?.push(nowMs() - t0);
  if (!r.ok) throw new Error(`act ${n}: ${r.message}`);
  return !r.status.over;
}

function fileBytes(store: Store, path: string): number {
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  return statSync(path).size;
}

async function dbBytesPerAction(): Promise<number> {
  const games = Number(process.env.GROWTH_GAMES ?? 8);
  const t = tempStore();
  try {
    const table = new Table(t.store);
    const before = fileBytes(t.store, t.path);
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const channel = `c${i}`;
      startGame(table, 'oil-springs', channel, `growth-${i}`);
      for (let n = 0; n < 2000 && step(table, channel, 'greedy', n); n++);
      const g = table.getGame(channel);
      if (!g.ok) throw new Error(g.message);
      actions += g.game.record.version;
    }
    const after = fileBytes(t.store, t.path);
    process.stderr.write(`store: ${games} games, ${actions} actions, ${after - before} bytes\n`);
    return (after - before) / actions;
  } finally {
    t.done();
  }
}

/** The versions whose acts are timed: early in the game, and late in a long one. */
const EARLY = [5, 105] as const;
const LATE = [540, 640] as const;
/** Acts of the warm-up game played before the timed one. */
const WARM_UP_ACTS = 300;

/** Median act cost in the early and late windows, warm and with a fresh table per act. */
async function actionCosts(): Promise<{
  warm: [number, number];
  cold: [number, number];
  coldMax: [number, number];
}> {
  const t = tempStore();
  try {
    const table = new Table(t.store);
    // Warm the act path (and the JIT) on another game first, so the early window is not its first acts.
    startGame(table, 'catan', 'warm-up', 'growth-warm-up');
    for (let n = 0; n < WARM_UP_ACTS && step(table, 'warm-up', 'random', n); n++);
    const channel = 'long';
    startGame(table, 'catan', channel, 'growth-long');
    const early: number[] = [];
    const late: number[] = [];
    const earlyCold: number[] = [];
    const lateCold: number[] = [];
    for (let n = 0; n < 100_000; n++) {
      const g = table.getGame(channel);
      if (!g.ok) throw new Error(g.message);
      const v = g.game.record.version;
      if (v >= LATE[1]) break;
      const window =
        v >= EARLY[0] && v < EARLY[1]
          ? [early, earlyCold]
          : v >= LATE[0] && v < LATE[1]
            ? [late, lateCold]
            : null;
      // Alternate warm and cold acts inside each window.
      const cold = window !== null && n % 2 === 1;
      const playing = cold ? new Table(t.store) : table;
      if (!step(playing, channel, 'random', n, window ? window[cold ? 1 : 0] : undefined)) {
        throw new Error(`the long game ended at action ${v}`);
      }
    }
    return {
      warm: [median(early), median(late)],
      cold: [mean(earlyCold), mean(lateCold)],
      coldMax: [Math.max(...earlyCold), Math.max(...lateCold)],
    };
  } finally {
    t.done();
  }
}

let costs: ReturnType<typeof actionCosts> | null = null;
const costsOnce = () => (costs ??= actionCosts());

export const growthBenchmarks: Benchmark[] = [
  { name: 'store.dbBytesPerAction', unit: 'bytes', run: dbBytesPerAction },
  {
    name: 'store.actionCostGrowth',
    unit: 'ratio',
    run: async () => {
      const c = await costsOnce();
      process.stderr.write(`store: act ms early ${c.warm[0].toFixed(2)}, late ${c.warm[1].toFixed(2)}\n`);
      return c.warm[1] / c.warm[0];
    },
  },
  {
    name: 'store.actionCostGrowth.cold',
    unit: 'ratio',
    run: async () => {
      const c = await costsOnce();
      process.stderr.write(
        `store: cold act ms early ${c.cold[0].toFixed(2)} (max ${c.coldMax[0].toFixed(1)}), late ${c.cold[1].toFixed(2)} (max ${c.coldMax[1].toFixed(1)})\n`,
      );
      return c.cold[1] / c.cold[0];
    },
  },
];
