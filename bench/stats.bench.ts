/**
 * stats.*: what `/oil stats` and a lobby's reliability line cost on a busy server. 10 Catan games among 12
 * people (4 per game, the game's greedy bot as their policy) are played through the table under a clock that
 * advances 5 min per move, then copied 20 times in SQL: 200 finished games, about 56 000 logged actions.
 * - `stats.guildFirst.ms`: the first `/oil stats` (every finished game's result is read from its saved state
 *   and written to game_results, then everything is derived).
 * - `stats.guild.p50Ms`: later calls (results already written; ratings recomputed each time).
 * - `stats.lobbyReliability.p50Ms`: the reliability of 4 seated people (each lobby change).
 * File database in a temp folder; p50 of 9 calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getGame } from '../src/games/registry';
import { Rng, seedRng } from '../src/games/rng';
import { openStore, type Store } from '../src/store';
import { guildStats, reliabilityOf, Table } from '../src/table';
import type { Benchmark } from './harness';
import { median, nowMs, sampleMs } from './harness';

const PLAYED = 10;
const COPIES = 20;
const PEOPLE = 12;

interface World {
  store: Store;
  close(): void;
}

let world: World | undefined;

function build(): World {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-stats-'));
  const clock = { t: Date.UTC(2026, 0, 5) };
  const store = openStore(join(dir, 's.sqlite'), { now: () => clock.t });
  const table = new Table(store);
  const catan = getGame('catan')!;
  for (let g = 0; g < PLAYED; g++) {
    const channelId = `c${g}`;
    const seated = [0, 1, 2, 3].map((i) => ({
      userId: `u${(g * 3 + i) % PEOPLE}`,
      name: `P${(g * 3 + i) % PEOPLE}`,
    }));
    table.openLobby({ guildId: 'g', channelId, gameId: 'catan', host: seated[0]!, seed: `bench-${g}` });
    for (const p of seated.slice(1)) table.join({ channelId, ...p });
    if (!table.start({ channelId, byUserId: seated[0]!.userId }).ok) throw new Error('no start');
    const rng = new Rng(seedRng(`policy-${g}`));
    for (let n = 0; n < 5000; n++) {
      const r = table.getGame(channelId);
      if (!r.ok || r.game.record.lifecycle !== 'active' || !r.game.status) break;
      const seat = r.game.status.toAct[0]!;
      clock.t += 5 * 60_000;
      const userId = r.game.seats.find((s) => s.seat === seat)!.userId!;
      const a = table.act({ channelId, userId, action: catan.bots.greedy!(r.game.record.state, seat, rng) });
      if (!a.ok) throw new Error(a.message);
    }
  }
  // Copies: the same games again under new ids and channels.
  const db = store.db;
  db.transaction(() => {
    for (let c = 1; c < COPIES; c++) {
      const off = c * 1000;
      db.prepare(
        `INSERT INTO games (id, guild_id, channel_id, game_id, options, seed, state, version, lifecycle, host_user_id,
           created_at, updated_at, started_at, meta)
         SELECT id + ?, guild_id, channel_id || '-' || ?, game_id, options, seed, state, version, lifecycle,
           host_user_id, created_at, updated_at, started_at, meta FROM games WHERE id <= ?`,
      ).run(off, c, PLAYED);
      db.prepare(
        `INSERT INTO seats (game_id, seat, user_id, bot_kind, name, joined_at)
         SELECT game_id + ?, seat, user_id, bot_kind, name, joined_at FROM seats WHERE game_id <= ?`,
      ).run(off, PLAYED);
      db.prepare(
        `INSERT INTO actions (game_id, seq, seat, user_id, action, events, created_at)
         SELECT game_id + ?, seq, seat, user_id, action, events, created_at FROM actions WHERE game_id <= ?`,
      ).run(off, PLAYED);
    }
  })();
  return {
    store,
    close: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ensure(): World {
  world ??= build();
  return world;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'stats.guildFirst.ms',
    unit: 'ms',
    async run() {
      const w = ensure();
      const t = nowMs();
      const s = guildStats(w.store.stats, 'g');
      const ms = nowMs() - t;
      if (s.finished !== PLAYED * COPIES)
        throw new Error(`expected ${PLAYED * COPIES} finished, got ${s.finished}`);
      return ms;
    },
  },
  {
    name: 'stats.guild.p50Ms',
    unit: 'ms',
    async run() {
      const w = ensure();
      return median(await sampleMs(() => guildStats(w.store.stats, 'g'), 9));
    },
  },
  {
    name: 'stats.lobbyReliability.p50Ms',
    unit: 'ms',
    async run() {
      const w = ensure();
      const ms = await sampleMs(() => reliabilityOf(w.store.stats, 'g', ['u0', 'u1', 'u2', 'u3']), 9);
      w.close();
      world = undefined;
      return median(ms);
    },
  },
];
