/**
 * Oil Springs: a ready-made offer that no other player can take, by public counts (oil is public, and so is how
 * many cards each holds), says so under it before it is picked. A playtest offered "Ask for 1 oil" while nobody
 * else held oil: every other player was "not asked (holds 0 oil)" and the offer closed at once. The offer stays
 * listed: the engine's legal actions (and so the bots' play) are not changed.
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsState } from '../../src/games/oil-springs';
import { give, newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

/** Seat 0 to act with 1 wool and 1 oil; the others with `oil` oil each, and 1 grain and 1 brick. */
function table(oil: number[]): OilSpringsState {
  const state = toMain(newGame(), 0);
  for (const hand of state.hands) hand.fill(0);
  give(state, 0, { wool: 1, oil: 1 });
  for (const seat of [1, 2, 3]) give(state, seat, { grain: 1, brick: 1, oil: oil[seat - 1]! });
  return state;
}

/** The second line under each "Ask for …" of seat 0's offers, by the offer's two steps. */
function offerDetails(state: OilSpringsState): Map<string, string | undefined> {
  const choices = presenter.choices(snapOf(oilSprings, state), 0).filter((c) => c.group === 'offer');
  expect(choices.length).toBe(oilSprings.legalActions(state, 0).filter((a) => a.type === 'offer').length);
  return new Map(choices.map((c) => [c.steps!.join(' › '), c.stepDetails?.[1]]));
}

it('says under "Ask for 1 oil" that nobody can take it while the others hold no oil', () => {
  const none = offerDetails(table([0, 0, 0]));
  expect(none.get('Give 1 wool › Ask for 1 oil')).toBe('Nobody can take it: Ben, Caro and Dev hold 0 oil');
  // The others hold cards: asking for one of them, someone may be able to give it (which cards is secret).
  expect(none.has('Give 1 wool › Ask for 1 ore')).toBe(true);
  expect(none.get('Give 1 wool › Ask for 1 ore')).toBeUndefined();
  // One of them holds oil: he is asked, and may take it.
  const one = offerDetails(table([0, 1, 0]));
  expect(one.has('Give 1 wool › Ask for 1 oil')).toBe(true);
  expect(one.get('Give 1 wool › Ask for 1 oil')).toBeUndefined();
});

it('names each reason when the others cannot take an offer for different reasons', () => {
  // Giving oil: Ben is at the oil limit (no room for it), Caro and Dev hold no card to give for it.
  const state = table([4, 0, 0]);
  for (const seat of [2, 3]) state.hands[seat]!.fill(0);
  const details = offerDetails(state);
  expect(details.get('Give 1 oil › Ask for 1 ore')).toBe(
    'Nobody can take it: Ben has no room for oil, Caro holds 0 cards and Dev holds 0 cards',
  );
});
