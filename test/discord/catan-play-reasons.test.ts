/**
 * Catan's "Play a card" when no card of the player's can be played: the private answer says which card and why
 * (a playtest read "You can't play a card right now: none of your cards can be used right now." holding a Road
 * Building with no road piece left, and a Year of Plenty with the bank empty).
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { ROAD_BUILDING, YEAR_OF_PLENTY } from '../../src/games/catan/data';
import type { CatanState } from '../../src/games/catan/types';
import { emptyGame, giveDev, place } from '../games/catan/helpers';
import { oilSprings } from '../../src/games/oil-springs';
import { give, newGame as newOilGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('catan');

function playReason(state: CatanState<null>): string | undefined {
  return presenter.unavailable(snapOf(catan, state), 0).find((u) => u.group === 'play')?.reason;
}

function emptyBank(state: CatanState<null>): void {
  for (let r = 0; r < state.bank.length; r++) {
    state.hands[1]![r]! += state.bank[r]!;
    state.bank[r] = 0;
  }
}

it('Road Building with no road piece left, or no place for a road, says so', () => {
  const state = emptyGame();
  place(state, 0, { settlements: ['41'], roads: ['31-41'] });
  giveDev(state, 0, ROAD_BUILDING);
  state.roadsLeft[0] = 0;
  expect(playReason(state)).toBe('your Road Building needs a road piece, and you have none left');
  // Pieces, but every path beside the player's road and settlement taken.
  state.roadsLeft[0] = 5;
  for (const at of ['30-31', '31-32', '40-41', '41-42']) place(state, 1, { roads: [at] });
  expect(playReason(state)).toBe('your Road Building has no free path to place a road on');
  // Before the roll too (any card may be played then).
  state.rolled = false;
  state.phase = 'roll';
  expect(playReason(state)).toBe('your Road Building has no free path to place a road on');
});

it('Year of Plenty with an empty bank says so; beside a card that cannot be played, both are told', () => {
  const state = emptyGame();
  place(state, 0, { settlements: ['41'], roads: ['31-41'] });
  giveDev(state, 0, YEAR_OF_PLENTY);
  emptyBank(state);
  expect(playReason(state)).toBe('your Year of Plenty has nothing to take: the bank is empty');
  giveDev(state, 0, ROAD_BUILDING);
  state.roadsLeft[0] = 0;
  expect(playReason(state)).toBe(
    'your Road Building needs a road piece, and you have none left; your Year of Plenty has nothing to take: the bank is empty',
  );
});

it('Trade with the bank, holding enough for a rate while the bank has nothing else, says the bank is the reason', () => {
  // "you don't hold enough of any resource for your rates" was told to a player holding 4 ore, when the bank had
  // none of the other four resources to give.
  const state = emptyGame();
  place(state, 0, { settlements: ['41'], roads: ['31-41'] });
  state.hands[0]![4] = 4;
  state.bank[4]! -= 4;
  for (let r = 0; r < 4; r++) {
    state.hands[1]![r]! += state.bank[r]!;
    state.bank[r] = 0;
  }
  const reason = () =>
    presenter.unavailable(snapOf(catan, state), 0).find((u) => u.group === 'maritime')?.reason;
  expect(reason()).toBe('the bank has none of the other resources to give you');
  // Short of the rate, the cards are the reason.
  state.hands[0]![4] = 3;
  expect(reason()).toBe("you don't hold enough of any resource for your rates (4:1 for anything)");
});

it('Oil Springs: Trade with the bank, holding only oil (which the bank never takes), says the cards are short, at the rates the bank takes', () => {
  const state = toMain(newOilGame(), 0);
  give(state, 0, { oil: 4, ore: 3 });
  const reason = presenterFor('oil-springs')
    .unavailable(snapOf(oilSprings, state), 0)
    .find((u) => u.group === 'maritime')?.reason;
  expect(reason).toBe("you don't hold enough of any resource for your rates (4:1 for anything)");
});
