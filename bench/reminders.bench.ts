/**
 * reminders.*: what one tick of the reminder timer costs the table (it runs every minute in the bot).
 * - `reminders.scanNoneDue.p50Ms`: looking for due reminders among 1000 active Oil Springs games that all
 *   moved recently (the usual tick: one SQL query, no game loaded).
 * - `reminders.scanAllDue.p50Ms`: the same 1000 games all waiting past REMINDER_HOURS (every game is loaded
 *   and its status computed to find the humans to act) — the worst tick.
 * File database in a temp folder, injected clock; p50 of 15 ticks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../src/store';
import { dueReminders, Table } from '../src/table';
import type { Benchmark } from './harness';
import { median, sampleMs } from './harness';

const GAMES = 1000;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5);

interface World {
  table: Table;
  store: Store;
  close(): void;
}

let world: World | undefined;

/** 1000 started 3-player Oil Springs games (humans only), all started at T0. */
function build(): World {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-reminders-'));
  const store = openStore(join(dir, 'r.sqlite'), { now: () => T0 });
  const table = new Table(store);
  for (let g = 0; g < GAMES; g++) {
    const channelId = `c${g}`;
    const host = { userId: `u${g}-0`, name: 'Ana' };
    table.openLobby({ guildId: 'g', channelId, gameId: 'oil-springs', host, seed: `s${g}` });
    table.join({ channelId, userId: `u${g}-1`, name: 'Ben' });
    table.join({ channelId, userId: `u${g}-2`, name: 'Caro' });
    const r = table.start({ channelId, byUserId: host.userId });
    if (!r.ok) throw new Error(r.message);
  }
  return {
    table,
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

const policy = { afterMs: 12 * HOUR };

export const benchmarks: Benchmark[] = [
  {
    name: 'reminders.scanNoneDue.p50Ms',
    unit: 'ms',
    async run() {
      const w = ensure();
      const due: number[] = [];
      const ms = await sampleMs(() => due.push(dueReminders(w.table, T0 + HOUR, policy).length), 15);
      if (due.some((n) => n !== 0)) throw new Error('expected no game to be due');
      return median(ms);
    },
  },
  {
    name: 'reminders.scanAllDue.p50Ms',
    unit: 'ms',
    async run() {
      const w = ensure();
      const due: number[] = [];
      const ms = await sampleMs(() => due.push(dueReminders(w.table, T0 + 13 * HOUR, policy).length), 15);
      w.close();
      world = undefined;
      if (due.some((n) => n !== GAMES)) throw new Error(`expected all ${GAMES} games to be due`);
      return median(ms);
    },
  },
];
