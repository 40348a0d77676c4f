/** My hand in Oil Springs: the Metropolis line says it upgrades a city and what is missing (issue 11). */
import { describe, expect, it } from 'vitest';
import { onlyYouKnow, secretLines } from '../../src/discord/components/hand';
import type { GameEvent } from '../../src/games/types';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { RES, give, newGame, place, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

it('a Metropolis needs one of your cities, then its cost', () => {
  const state = toMain(newGame(), 0);
  give(state, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
  const noCity = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(noCity).toMatch(/✗ Metropolis \(upgrades a city\) — .*\(needs one of your cities to upgrade\)/);
  place(state, 12, 0, 2);
  const withCity = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(withCity).toMatch(
    /Metropolis \(upgrades a city\) — 2 oil, 1 brick, 1 grain, 1 ore — you can afford it/,
  );
});

it('the Costs lines say what the board or pieces forbid before "you can afford it", as the buttons do', () => {
  // A playtest's hand read "✓ City — 2 grain, 3 ore — you can afford it" while the turn's button was greyed
  // "Build city — no settlement to upgrade" (both of the player's buildings were cities).
  const state = toMain(newGame(), 0);
  place(state, 12, 0, 2);
  place(state, 43, 0, 2);
  give(state, 0, { grain: 2, ore: 3 });
  const citiesOnly = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(citiesOnly).toMatch(/✗ City — 2 grain, 3 ore \(no settlement to upgrade\)\n/);
  // What is lacked besides is still said: the player plans with it.
  state.hands[0]![RES.ore] = 1; // 1 ore of the 3
  expect(presenter.hand(snapOf(oilSprings, state), 0).description).toMatch(
    /✗ City — 2 grain, 3 ore \(no settlement to upgrade; needs 2 ore more\)\n/,
  );
  state.hands[0]![RES.ore] = 3;
  // A settlement to upgrade: the cost decides again.
  place(state, 20, 0, 1);
  const withSettlement = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(withSettlement).toMatch(/✓ City — 2 grain, 3 ore — you can afford it/);
  // No road of the player's reaches a free spot: a settlement has nowhere to go, whatever the cards.
  give(state, 0, { lumber: 1, brick: 1, wool: 1, grain: 1 });
  expect(presenter.hand(snapOf(oilSprings, state), 0).description).toMatch(
    /✗ Settlement — 1 lumber, 1 brick, 1 wool, 1 grain \(no free spot you can reach\)/,
  );
});

it('oil is not among the cards: it has its own line, as the public card counts leave it out', () => {
  // "Cards: 2 oil" beside "Oil: 2 of at most 4", while everyone else saw 0 cards.
  const state = toMain(newGame(), 0);
  give(state, 0, { grain: 1, oil: 2 });
  const hand = presenter.hand(snapOf(oilSprings, state), 0).description;
  expect(hand).toMatch(/\*\*Cards\*\*: 1 grain\n/);
  expect(hand).toMatch(/\*\*Oil\*\*: 2 of at most 4/);
  give(state, 0, { grain: -1 });
  expect(presenter.hand(snapOf(oilSprings, state), 0).description).toMatch(/\*\*Cards\*\*: nothing\n/);
});

describe('"Only you know" lines', () => {
  it('two identical steals are one line, counted; other lines stay as they are, where they last happened', () => {
    // A playtest read "Random bot stole 1 grain from you." twice and could not tell the two steals apart.
    const steal = { text: '{p1} stole 1 grain from {p0}.', kind: 'robber', to: [0, 1] };
    const mine = { text: '{p0} stole 1 ore from {p2}.', kind: 'robber', to: [0, 2] };
    expect(secretLines([steal, mine, steal], ['Ana', 'Random bot', 'Ben'], 0)).toEqual([
      '• You stole 1 ore from Ben.',
      '• Random bot stole 1 grain from you (twice).',
    ]);
    expect(secretLines([steal, steal, steal], ['Ana', 'Random bot'], 0)).toEqual([
      '• Random bot stole 1 grain from you (3 times).',
    ]);
  });

  it('five lines after the repeats are merged, when older ones are there to show', () => {
    // The latest five events held one steal twice: the hand showed four lines, though older ones existed.
    const got = (n: number): GameEvent => ({
      text: `{p0} got ${n} grain from the bank.`,
      kind: 'x',
      to: [0],
    });
    const steal = { text: '{p1} stole 1 grain from {p0}.', kind: 'robber', to: [0, 1] };
    const log = [got(1), got(2), got(3), got(4), steal, got(5), steal, got(6)];
    const desk = {
      privateEvents: (_row: number, _seat: number, limit: number) => log.slice(-limit),
    };
    expect(secretLines(onlyYouKnow(desk, {}, 1, 0), ['Ana', 'Random bot'], 0)).toEqual([
      '• You got 3 grain from the bank.',
      '• You got 4 grain from the bank.',
      '• You got 5 grain from the bank.',
      '• Random bot stole 1 grain from you (twice).',
      '• You got 6 grain from the bank.',
    ]);
  });
});

it('a discard owed after a 7 opens the hand, naming oil among what may go, as the discard form does', () => {
  const state = toMain(newGame(), 0);
  give(state, 1, { grain: 5, oil: 4 });
  state.phase = 'discard';
  state.discardOwed[1] = 4;
  const first = (seat: number) => presenter.hand(snapOf(oilSprings, state), seat).description.split('\n')[0];
  expect(first(1)).toBe(
    '⚠️ **You must discard 4 (cards or oil)** after the 7: press Discard on the turn message. The robber waits for every discard.',
  );
  expect(presenter.forms(snapOf(oilSprings, state), 1)[0]?.title).toBe('Discard 4 (cards or oil)');
  expect(first(0)).toMatch(/^\*\*Cards\*\*/);
});
