/**
 * store.actionsPerSec: sustained persisted actions per second through `Store.applyAction` (one transaction
 * per action: version check, state save, log append) on a file database in a temp folder, WAL +
 * synchronous=NORMAL. The state is a ~2 KB JSON document, about the size of a mid-game board state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/store';
import type { Benchmark } from './harness';
import { opsPerSec } from './harness';

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
];
