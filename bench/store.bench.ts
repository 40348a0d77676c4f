/**
 * store.dbBytesPerAction / store.actionCostGrowth: see bench/store-growth.ts.
 *
 * store.actionsPerSec: sustained persisted actions per second through `Store.applyAction` (one transaction
 * per action: version check, state save, log append) on a file database in a temp folder, WAL +
 * synchronous=NORMAL. The state is a ~2 KB JSON document, about the size of a mid-game board state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { GameModule } from '../src/games/types';
import { openStore } from '../src/store';
import { Table } from '../src/table';
import type { Benchmark } from './harness';
import { opsPerSec } from './harness';
import { growthBenchmarks } from './store-growth';

function sampleState(step: number): Record<string, unknown> {
  return {
    step,
    hexes: Array.from({ length: 19 }, (_, i) => ({
      id: i,
      resource: 'ore',
      number: (i % 11) + 2,
      oil: i % 3,
    })),
    players: Array.from({ length: 4 }, (_, i) => ({
      seat: i,
      vp: step % 10,
      hand: { ore: 1, wool: 2, grain: 3 },
    })),
    rng: [1, 2, 3, step >>> 0],
  };
}

/** A two-player game that never ends: seats alternate "tick"; the state carries a board-sized payload. */
const ticker: GameModule<Record<string, unknown> & { step: number }, { type: 'tick' }, object> = {
  id: 'bench-ticker',
  title: 'Ticker (benchmark)',
  players: { min: 2, max: 2 },
  rulesVersion: 1,
  optionsSchema: z.object({}),
  actionSchema: z.object({ type: z.literal('tick') }),
  setup: () => sampleState(0) as Record<string, unknown> & { step: number },
  legalActions: () => [{ type: 'tick' }],
  apply: (state) => ({
    ok: true,
    state: { ...sampleState(state.step + 1), step: state.step + 1 },
    events: [{ text: 'tick' }],
  }),
  view: (state) => state,
  status: (state) => ({ toAct: [state.step % 2], over: false, scores: [0, 0] }),
  bots: {},
};

export const benchmarks: Benchmark[] = [
  {
    name: 'store.actionsPerSec',
    unit: 'actions/s',
    async run() {
      const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-'));
      const store = openStore(join(dir, 'bench.sqlite'));
      try {
        const seats = [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, botKind: null, name: `P${i}` }));
        const created = store.createGame({
          guildId: 'g',
          channelId: 'bench',
          gameId: 'bench',
          options: {},
          seed: 'bench',
          hostUserId: 'u0',
          seats,
        });
        if (!created.ok) throw new Error(created.message);
        const id = created.game.id;
        store.startGame(id, seats, sampleState(0));
        let version = 0;
        const step = () => {
          const r = store.applyAction(
            id,
            version,
            {
              seat: version % 4,
              userId: `u${version % 4}`,
              action: { type: 'build', at: version % 54 },
              events: [{ text: '{p0} built' }],
            },
            sampleState(version + 1),
          );
          if (!r.ok) throw new Error(r.message);
          version = r.version;
        };
        for (let i = 0; i < 500; i++) step(); // warm-up
        return await opsPerSec(step, 3000);
      } finally {
        store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'table.actsPerSec',
    unit: 'acts/s',
    async run() {
      const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-'));
      const store = openStore(join(dir, 'bench.sqlite'));
      try {
        const table = new Table(store, { games: (id) => (id === ticker.id ? ticker : undefined) });
        const host = { userId: 'u0', name: 'P0' };
        table.openLobby({ guildId: 'g', channelId: 'bench', gameId: ticker.id, host, seed: 'bench' });
        table.join({ channelId: 'bench', userId: 'u1', name: 'P1' });
        let r = table.start({ channelId: 'bench', byUserId: 'u0' });
        if (!r.ok) throw new Error(r.message);
        const seatToUser = new Map(r.game.seats.map((s) => [s.seat, s.userId as string]));
        // Full path per act: load (JSON parse), checks, zod parse, apply, persist, reload.
        const step = () => {
          if (!r.ok) throw new Error(r.message);
          const userId = seatToUser.get(r.status.toAct[0] as number) as string;
          r = table.act({ channelId: 'bench', userId, action: { type: 'tick' }, expectedVersion: r.version });
          if (!r.ok) throw new Error(r.message);
        };
        for (let i = 0; i < 200; i++) step();
        return await opsPerSec(step, 2000);
      } finally {
        store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  ...growthBenchmarks,
];
