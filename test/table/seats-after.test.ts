/**
 * Each logged action keeps who was to act after it (`ActionRecord.after`, migration 013): the game's status
 * just after it, for a person's move, each bot move after it and an undo entry alike. The thread reads it to
 * tell an offer answered out of turn from a change of turn (src/discord/turn-goes-on.ts `continuesTurn`).
 */
import { afterEach, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { RESOURCES } from '../../src/games/catan/data';
import type { CatanState } from '../../src/games/catan/types';
import { botRng } from '../../src/table/bots';
import { replayGame } from '../../src/table/replay';
import { ana, newTable, type Fixture } from './helpers';

let f: Fixture;
afterEach(() => f.close());

it('a person’s move, the bots’ moves after it and an undo each log the status after them; a replay agrees', () => {
  f = newTable();
  f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: 'catan', host: ana, seed: 'seats-after' });
  for (let i = 0; i < 3; i++) f.table.addBot({ channelId: 'c1', byUserId: ana.userId, kind: 'greedy' });
  expect(f.table.start({ channelId: 'c1', byUserId: ana.userId }).ok).toBe(true);
  const game = () => {
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    return g.game;
  };
  let offered = false;
  let undone = false;
  for (let v = 0; v < 300 && !(offered && undone); v++) {
    const g = game();
    const seat = g.status!.toAct[0]!;
    const state = g.record.state as CatanState<null>;
    // Ana offers a card for another once she can (the bots answer at once), and takes a move back once.
    const give = state.hands[seat]!.findIndex((n) => n > 0);
    if (!offered && state.phase === 'main' && state.trade === null && give >= 0) {
      const names = RESOURCES;
      const r = f.table.act({
        channelId: 'c1',
        userId: ana.userId,
        action: { type: 'offer', give: { [names[give]!]: 1 }, get: { [names[(give + 1) % 5]!]: 1 } },
      });
      expect(r.ok).toBe(true);
      offered = true;
      continue;
    }
    const action = catan.bots.greedy!(structuredClone(state), seat, botRng('seats-after', v));
    expect(f.table.act({ channelId: 'c1', userId: ana.userId, action }).ok).toBe(true);
    if (!undone && f.table.undo({ channelId: 'c1', userId: ana.userId }).ok) undone = true;
  }
  expect([offered, undone]).toEqual([true, true]);
  const g = game();
  const log = f.store.actions(g.record.id);
  if (!log.ok) throw new Error(log.message);
  expect(log.value.some((a) => a.userId === null)).toBe(true);
  for (const entry of log.value) {
    const replay = replayGame(catan, {
      seatCount: 4,
      options: g.record.options,
      seed: g.record.seed,
      actions: log.value,
      before: entry.seq + 1,
    });
    if (!replay.ok) throw new Error(replay.message);
    const status = catan.status(replay.state as never);
    expect(entry.after, `after action ${entry.seq}`).toEqual({
      toAct: [...status.toAct].sort((a, b) => a - b),
      mayAct: [...(status.mayAct ?? [])].sort((a, b) => a - b),
    });
  }
});
