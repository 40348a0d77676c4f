/**
 * Two players answer the same offer at the same moment (playtest 2026-12-05): the current player offers a trade to
 * everyone, and two of those asked press Decline on the turn message at once. Both were asked, so both answers
 * count: the second press, loaded before the first was saved, counts on the game as the first left it (the
 * table's rebase) instead of being refused as "The game moved on since that button was shown". A press twice
 * by the same player still counts once (test/discord/double-click.test.ts). Through the router, the desk and
 * the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { ANSWER_DECLINED, ANSWER_WAITING, type CatanState } from '../../src/games/catan/types';
import { catanHoldingCards, fakeInteraction, tableApp } from './table-app';
import { newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-answers-at-once';

let t: { f: Fixture; app: App; row: number; seat: number; player: string };

function game() {
  const g = t.f.table.getGame(CHANNEL);
  if (!g.ok) throw new Error(g.message);
  return g.game;
}

beforeAll(() => {
  const f = newTable();
  t = {
    f,
    app: tableApp(f, 'answers-at-once'),
    ...catanHoldingCards(f, CHANNEL, 'answers', [0, 0, 0, 0, 0]),
  };
  // Everyone holds one card of each kind, so the offer asks all three others.
  const state = game().record.state as CatanState;
  state.hands = state.hands.map(() => [1, 1, 1, 1, 1]);
  f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), t.row);
  const offered = f.table.act({
    channelId: CHANNEL,
    userId: t.player,
    action: { type: 'offer', give: { brick: 1 }, get: { ore: 1 } },
  });
  if (!offered.ok) throw new Error(offered.message);
});
afterAll(() => t.f.close());

describe('two players answer one offer at once', () => {
  it('counts both answers, and tells neither that the game moved on', async () => {
    const before = game();
    const asked = before.status!.toAct;
    expect(asked).toHaveLength(3);
    const [first, second] = asked.map((s) => before.seats.find((x) => x.seat === s)!);
    const customId = encodeControl({
      row: t.row,
      version: before.record.version,
      verb: 'act',
      group: 'decline',
    });
    const presses = [first!, second!].map((p) =>
      fakeInteraction({ kind: 'button', customId, user: p.userId!, guildId: 'g1', channelId: CHANNEL }),
    );
    await Promise.all(presses.map((p) => routeInteraction(t.app, p.fake)));
    const after = game();
    expect(after.record.version).toBe(before.record.version + 2);
    const answers = (after.record.state as CatanState).trade!.answers;
    expect(answers[first!.seat]).toBe(ANSWER_DECLINED);
    expect(answers[second!.seat]).toBe(ANSWER_DECLINED);
    expect(answers[asked[2]!]).toBe(ANSWER_WAITING);
    const texts = presses.flatMap((p) =>
      p.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '').filter((s) => s),
    );
    expect(texts.filter((s) => /moved on/.test(s))).toEqual([]);
  });
});
