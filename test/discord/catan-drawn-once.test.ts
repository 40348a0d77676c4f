/**
 * My hand in Catan and Oil Springs names a bought development card once: under "Development cards" (with
 * "new — playable next turn"), not again in "Only you know" as "You drew a Knight." (a playtest read it twice).
 * The buy's reply still tells the buyer which card it was. Through the table and the desk, on a stored game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TableDesk } from '../../src/discord/desk-table';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanAction, CatanState } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { botRng } from '../../src/table/bots';
import { ana, ben, cat, newTable, type Fixture } from '../table/helpers';
import { VICTORY_POINT } from '../../src/games/catan/data';
import { oilSprings } from '../../src/games/oil-springs';
import { act, devOnTop, give, newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const CHANNEL = 'c-drawn-once';

describe.each(['catan', 'oil-springs'])('a development card bought in %s', (gameId) => {
  const module = getGame(gameId)!;
  let f: Fixture;
  afterEach(() => f.close());

  it('is listed once in My hand; the buy still told which card it was', () => {
    f = newTable();
    f.table.openLobby({ guildId: 'g1', channelId: CHANNEL, gameId, host: ana, seed: `drawn-once-${gameId}` });
    for (const p of [ben, cat]) f.table.join({ channelId: CHANNEL, ...p });
    const started = f.table.start({ channelId: CHANNEL, byUserId: ana.userId });
    if (!started.ok) throw new Error(started.message);
    const row = started.game.record.id;
    const desk = new TableDesk(f.table, f.store, false);

    // The greedy bot plays for everyone until the seat to act may buy a development card.
    let seat = -1;
    for (let v = 0; v < 3000 && seat < 0; v++) {
      const snap = desk.snapshot(row)!;
      const state = snap.state as CatanState;
      const toAct = snap.status!.toAct[0]!;
      const legal = module.legalActions(state, toAct) as CatanAction[];
      if (legal.some((a) => a.type === 'buyDev')) {
        seat = toAct;
        break;
      }
      const userId = snap.seats.find((s) => s.seat === toAct)!.userId!;
      const r = f.table.act({
        channelId: CHANNEL,
        userId,
        action: module.bots.greedy!(state, toAct, botRng(gameId, v)),
      });
      if (!r.ok) throw new Error(r.message);
    }
    expect(seat).toBeGreaterThanOrEqual(0);

    const snap = desk.snapshot(row)!;
    const userId = snap.seats.find((s) => s.seat === seat)!.userId!;
    const turn = desk.turnFor(row, userId, null);
    if (!turn.ok) throw new Error(turn.message);
    const bought = desk.actOn(turn.value, { id: userId }, { type: 'buyDev' });
    if (!bought.ok) throw new Error(bought.message);
    // The buyer is told the card at once (the move's reply), and only the buyer.
    const drew = bought.value.events.filter((e) => e.to !== undefined);
    expect(drew.map((e) => e.to)).toEqual([[seat]]);
    const card =
      /drew an? (Knight|Victory Point(?= card)|Road Building|Year of Plenty|Monopoly)(?: card)?\./.exec(
        drew[0]!.text,
      )?.[1];
    expect(card).toBeDefined();

    const after = desk.snapshot(row)!;
    const hand = presenterFor(gameId).hand(after, seat).description;
    expect(hand).toMatch(
      new RegExp(
        `\\*\\*Development cards\\*\\*:.*\\d ${card}.*${card === 'Victory Point' ? 'counted in your points' : 'new — playable next turn'}`,
        'i',
      ),
    );
    // "Only you know" does not say it again.
    const secrets = desk.privateEvents(row, seat, 5).map((e) => e.text);
    expect(secrets.filter((t) => t.includes(' drew '))).toEqual([]);
  });
});

it('a Victory Point card in My hand counts in the points, and is never "playable next turn"', () => {
  // It is never played: "1 Victory point (1 new — playable next turn)" told the buyer to wait to play it.
  const state = toMain(newGame(), 0);
  give(state, 0, { wool: 1, grain: 1, ore: 1 });
  devOnTop(state, VICTORY_POINT);
  const events = act(state, 0, { type: 'buyDev' });
  expect(events.find((e) => e.to)?.text).toBe('{p0} drew a Victory Point card.');
  const hand = presenterFor('oil-springs').hand(snapOf(oilSprings, state), 0).description;
  expect(hand).toContain('**Development cards**: 1 Victory point (counted in your points, hidden)');
  expect(hand).not.toContain('playable next turn');
  expect(hand).toContain('**Victory points**: 1 (of 12 to win)');
});
