/**
 * undo.*: what taking a move back costs the table, in a whole game of four people (the greedy bot's moves,
 * played through `Table.act`) who take back every third move they may:
 * - `undo.<game>.meanMs` / `maxMs`: one `Table.undo` (a replay of the log without the move, then the save);
 *   it grows with the log, the max is near the end of the game.
 * - `undo.<game>.decisionColdMs`: deciding the turn message's Undo button mid-game (~200 moves) after a
 *   restart (nothing remembered: what the move drew is read from the log, no replay since migration 020);
 *   `decisionWarmMs`: a whole game load (`Table.getGame`) with the decision remembered (a tail read of the log).
 * File database in a temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../src/games/rng';
import { openStore } from '../src/store';
import { Table } from '../src/table';
import { undoChanceOf } from '../src/table/undo-plan';
import { RandomMemo } from '../src/table/undo-random';
import type { Benchmark } from './harness';
import { mean, nowMs } from './harness';

interface Figures {
  meanMs: number;
  maxMs: number;
  decisionColdMs: number;
  decisionWarmMs: number;
}

const figures = new Map<string, Figures>();

function timeOf(times: number, work: () => void): number {
  const t = nowMs();
  for (let i = 0; i < times; i++) work();
  return (nowMs() - t) / times;
}

function play(gameId: string): Figures {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-undo-'));
  const store = openStore(join(dir, 'u.sqlite'));
  const table = new Table(store);
  try {
    table.openLobby({ guildId: 'g', channelId: 'c', gameId, host: { userId: 'u0', name: 'Ana' }, seed: 'b' });
    for (const [userId, name] of [
      ['u1', 'Ben'],
      ['u2', 'Caro'],
      ['u3', 'Dev'],
    ] as const)
      table.join({ channelId: 'c', userId, name });
    table.start({ channelId: 'c', byUserId: 'u0' });
    const undoMs: number[] = [];
    let decision: Pick<Figures, 'decisionColdMs' | 'decisionWarmMs'> | null = null;
    for (let v = 0; v < 3000; v++) {
      const g = table.getGame('c');
      if (!g.ok) throw new Error(g.message);
      const { game } = g;
      if (!game.status || game.status.over) break;
      const seat = game.status.toAct[0]!;
      const userId = game.seats[seat]!.userId!;
      if (game.undo && !decision && v > 200) {
        decision = {
          decisionColdMs: timeOf(10, () => undoChanceOf(store, new RandomMemo(), game)),
          decisionWarmMs: timeOf(50, () => table.getGame('c')),
        };
      }
      if (game.undo && v % 3 === 0) {
        const t = nowMs();
        const r = table.undo({ channelId: 'c', userId });
        undoMs.push(nowMs() - t);
        if (!r.ok) throw new Error(r.message);
        continue;
      }
      const bot = game.module.bots.greedy!;
      const action = bot(structuredClone(game.record.state), seat, Rng.fromSeed(`bench#${v}`));
      const r = table.act({ channelId: 'c', userId, action });
      if (!r.ok) throw new Error(r.message);
    }
    if (!decision) throw new Error(`${gameId}: no undo was possible after move 200`);
    return { meanMs: mean(undoMs), maxMs: Math.max(...undoMs), ...decision };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function figure(gameId: string, key: keyof Figures): number {
  let f = figures.get(gameId);
  if (!f) {
    f = play(gameId);
    figures.set(gameId, f);
  }
  return f[key];
}

export const benchmarks: Benchmark[] = ['catan', 'oil-springs'].flatMap((gameId) =>
  (['meanMs', 'maxMs', 'decisionColdMs', 'decisionWarmMs'] as const).map((key) => ({
    name: `undo.${gameId}.${key}`,
    unit: 'ms',
    run: () => figure(gameId, key),
  })),
);
