/**
 * Catan and Oil Springs: "Offer a trade" is greyed when, by public counts, nobody else holds anything to give. A
 * playtest's offer was legal and closed at once ("Nobody can take the offer; it is closed."): the engine still
 * lists it (no rule forbids making it), the public button says it is pointless.
 */
import { expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { oilSprings } from '../../src/games/oil-springs';
import { presenterFor } from '../../src/discord/presenters';
import { emptyGame, give as giveCatan } from '../games/catan/helpers';
import { give, newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const OFFER_BUTTONS = ['Offer a trade', 'Write your own offer…'];

/** Both offer buttons greyed for `why` (the label's words) and `note` (the whole reason), or open. */
const both = (why?: string, note?: string) => OFFER_BUTTONS.map((label) => [label, why, note]);

/** The offer buttons' greyed reasons (undefined: open), and their notes. */
function offerButtons(snap: Parameters<ReturnType<typeof presenterFor>['publicActions']>[0]) {
  return presenterFor(snap.record.gameId)
    .publicActions(snap)
    .filter((a) => OFFER_BUTTONS.includes(a.label))
    .map((a) => [a.label, a.disabledReason, a.note]);
}

it('Catan: greyed "nobody else holds any cards" while the others hold none; open once one does', () => {
  const state = emptyGame();
  giveCatan(state, 0, { brick: 2 });
  // The engine keeps the offer legal: only the public button says nobody can take it.
  expect(catan.legalActions(state, 0).some((a) => a.type === 'offer')).toBe(true);
  expect(offerButtons(snapOf(catan, state))).toEqual(
    both('nobody else holds cards', 'nobody else holds any cards'),
  );
  giveCatan(state, 2, { ore: 1 });
  expect(offerButtons(snapOf(catan, state))).toEqual(both());
});

it('Oil Springs: oil the others hold is something to give; with neither cards nor oil the button says so', () => {
  const state = toMain(newGame(), 0);
  for (const hand of state.hands) hand.fill(0);
  give(state, 0, { wool: 1 });
  expect(offerButtons(snapOf(oilSprings, state))).toEqual(
    both('others hold nothing', 'nobody else holds any cards or oil'),
  );
  give(state, 3, { oil: 1 });
  expect(offerButtons(snapOf(oilSprings, state))).toEqual(both());
});
