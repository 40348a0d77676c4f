/**
 * The board picture's alt text tells a screen-reader user what a sighted player reads on the picture and its
 * panels: which seats a bot plays for their player, the special cards, a debt or a bankruptcy, the loans.
 */
import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanState } from '../../src/games/catan/types';
import type { MeritState } from '../../src/games/merit-oil/types';
import { getGame } from '../../src/games/registry';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { playBots } from '../../src/tools/play-bots';
import { oilSprings } from '../../src/games/oil-springs';
import { OIL, type OilSpringsState } from '../../src/games/oil-springs/oilState';
import {
  act,
  give,
  hex,
  newGame,
  oweDisaster,
  rigDice,
  setSequestered,
  toMain,
} from '../games/oil-springs/helpers';
import { NODE_NAMES } from '../../src/games/catan/board';
import { NAMES, snapOf } from './snap';

const GAMES = ['catan', 'oil-springs', 'merit-oil', 'wildcatters'];

/** A 4-seat game of `id` after `n` greedy-bot actions, as a snapshot seated Ana, Ben, Caro and Dev. */
function played(id: string, n: number) {
  const game = getGame(id)!;
  return snapOf(game, playBots(game, 4, 'alt-text', n).state);
}

describe('the alt text of a seat a bot plays for its player', () => {
  // A playtest: Dev's seat, handed to a bot, read "Dev (bot)" in the Scores and "bot" on Wildcatters' panel,
  // while the picture's alt text said "Dev" alone, as if he still played.
  it.each(GAMES)('%s: says "Dev (bot)"; a bot’s own seat as it is named', (id) => {
    const snap = played(id, 60);
    const alt = () => presenterFor(id).altText(snap);
    const before = alt();
    expect(before).not.toContain('(bot)');
    snap.seats[3] = { ...snap.seats[3]!, botKind: 'greedy' };
    snap.seats[1] = { ...snap.seats[1]!, userId: null, botKind: 'greedy', name: 'Greedy bot' };
    snap.names[1] = 'Greedy bot';
    const after = alt();
    expect(after).toContain('Dev (bot)');
    expect(after).not.toMatch(/\bDev(?! \(bot\))/);
    expect(after).toContain('Greedy bot');
    expect(after).not.toContain('Greedy bot (bot)');
    expect(after.length).toBeLessThanOrEqual(1024);
  });
});

describe('the alt text says what the player panels show', () => {
  it.each(['catan', 'oil-springs'])(
    '%s: Longest Road, Largest Army, development cards and knights; no "turn 0" in set-up',
    (id) => {
      const setup = played(id, 0);
      expect(presenterFor(id).altText(setup)).toMatch(/ board, set-up\. /);
      const snap = played(id, 90);
      const state = snap.state as CatanState;
      state.longestRoad = 2;
      state.largestArmy = 1;
      state.devPlayed[1]![0] = 3; // knights (DEV_CARDS[0])
      state.devHand[0] = [1, 0, 0, 1, 0];
      const alt = presenterFor(id).altText(snap);
      expect(alt).toMatch(/ board, turn \d+\. /);
      expect(alt).toMatch(/Ana [^;]*, 2 development cards[;.]/);
      expect(alt).toMatch(/Ben [^;]*, 3 knights played, Largest Army[;.]/);
      expect(alt).toMatch(/Caro [^;]*, Longest Road[;.]/);
    },
  );

  it('oil-springs: each player’s oil and oil sequestered, as their panel shows them (public only)', () => {
    const state = toMain(newGame(), 0);
    give(state, 0, { oil: 2, lumber: 2, brick: 1 });
    give(state, 1, { ore: 2, grain: 1 });
    give(state, 3, { oil: 1 });
    setSequestered(state, [3, 0, 1, 0], 0);
    expect(oilSprings.invariants!(state)).toEqual([]);
    const alt = (s: OilSpringsState) => presenterFor('oil-springs').altText(snapOf(oilSprings, s));
    const seen = alt(state);
    expect(seen).toMatch(/Ana [^;]* and 3 cards, 2 oil, 3 oil sequestered; /);
    expect(seen).toMatch(/Ben [^;]* and 3 cards; /);
    expect(seen).toMatch(/Caro [^;]* and 0 cards, 1 oil sequestered; /);
    expect(seen).toMatch(/Dev [^;.]* and 0 cards, 1 oil\. /);
    // Ana's secret cards and Ben's change places (as many each, the oil kept): the words are the same.
    const other = structuredClone(state);
    other.hands[0] = [...state.hands[1]!.slice(0, OIL), state.hands[0]![OIL]!];
    other.hands[1] = [...state.hands[0]!.slice(0, OIL), state.hands[1]![OIL]!];
    expect(other.hands).not.toEqual(state.hands);
    expect(oilSprings.invariants!(other)).toEqual([]);
    expect(alt(other)).toBe(seen);
  });

  it('merit-oil: a debt and a bankruptcy, as the panels tag them', () => {
    const snap = played('merit-oil', 40);
    const state = snap.state as MeritState;
    state.players[1]!.debt = 20_000;
    state.players[2]!.bankrupt = true;
    const alt = presenterFor('merit-oil').altText(snap);
    expect(alt).toMatch(/Ben [^;]*, owes £20,000, /);
    expect(alt).toContain('Caro bankrupt, out of the game;');
    expect(alt).not.toMatch(/Caro (on|in|at|drilling)/);
  });

  it('wildcatters: the loans a player owes', () => {
    const snap = played('wildcatters', 60);
    const state = snap.state as WildcattersState;
    state.players[0]!.loans = 2;
    state.players[1]!.loans = 1;
    const alt = presenterFor('wildcatters').altText(snap);
    expect(alt).toMatch(/Ana: \d+ VP, \d+ workers, 2 loans, /);
    expect(alt).toMatch(/Ben: \d+ VP, \d+ workers, 1 loan, /);
    expect(alt).not.toMatch(/Caro: [^.]*loan/);
  });
});

describe('the alt text says what the picture marks beyond the board', () => {
  const alt = (s: unknown) => presenterFor('oil-springs').altText(snapOf(oilSprings, s));

  it('oil-springs: a flood’s headline, and whose building each ring marks, as the picture draws them', () => {
    // A playtest: the picture ringed the spots the flood emptied and the city it reduced in their owners'
    // colours; a screen reader had whose they were from the message text alone. Seeded greedy bots: the 248th
    // action ends Ana's turn into a flood that washes away 6 settlements of 3 players and reduces a city.
    const before = playBots(oilSprings, 4, 'flood-6', 247).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-6', 248).state as OilSpringsState;
    const d = state.ext.lastDisaster!;
    expect(d).toMatchObject({ kind: 'flood', seat: 0, turn: state.turn - 1 });
    expect(d.washedAway).toHaveLength(6);
    expect(d.reduced).toHaveLength(1);
    // Each mark with the owner and the building the engine's state had before the flood.
    const took = [
      ...d.washedAway.map(
        (n) =>
          `${NAMES[before.nodeOwner[n]!]}'s ${before.nodeLevel[n] === 2 ? 'city' : 'settlement'} on ${NODE_NAMES[n]}`,
      ),
      ...d.reduced!.map((n) => `${NAMES[before.nodeOwner[n]!]}'s city on ${NODE_NAMES[n]} reduced`),
    ];
    const seen = alt(state);
    expect(seen).toContain("Flood on Ana's turn (7): 6 settlements washed away, 1 city reduced.");
    expect(seen).toContain(`Rings mark what the flood took: ${took.join('; ')}.`);
    expect(seen.length).toBeLessThanOrEqual(1024);
    // Public only: a secret card of Ben's and one of Caro's change kinds (every count the same): the same words.
    const hidden = structuredClone(state);
    const r = state.hands[1]!.findIndex((n, k) => k < OIL && n > 0);
    const k = state.hands[2]!.findIndex((n, j) => j < OIL && j !== r && n > 0);
    expect(Math.min(r, k)).toBeGreaterThanOrEqual(0);
    hidden.hands[1]![r]!--;
    hidden.hands[2]![r]!++;
    hidden.hands[2]![k]!--;
    hidden.hands[1]![k]!++;
    expect(oilSprings.invariants!(hidden)).toEqual([]);
    expect(alt(hidden)).toBe(seen);
    // Once the next player acts the picture drops the marks, and so do the words: the new headline instead.
    const next = playBots(oilSprings, 4, 'flood-6', 249).state as OilSpringsState;
    expect(alt(next)).not.toContain('Rings mark');
    expect(alt(next)).not.toContain('Flood on');
    expect(alt(next)).toMatch(/ board, turn \d+\. [^.]+\. Ben (rolled|played)/);
  });

  it('oil-springs: a pollution’s headline, as the picture’s', () => {
    const state = toMain(newGame(), 0);
    oweDisaster(state, 0);
    const h = hex('A');
    rigDice(state, state.numbers[h]!);
    act(state, 0, { type: 'endTurn' });
    const d = state.ext.lastDisaster!;
    expect(d).toMatchObject({ kind: 'pollution', seat: 0 });
    const seen = alt(state);
    expect(seen).toMatch(/Disaster on Ana's turn \(\d+\): (spring|hex) [A-S] polluted, [^.]+\./);
    expect(seen).not.toContain('Rings mark');
  });

  it('catan: the picture’s headline', () => {
    // "Ana built a road" on the picture; "Last roll 8." alone in the words.
    const snap = played('catan', 60);
    expect(presenterFor('catan').altText(snap)).toMatch(
      / board, turn \d+\. [^.]+\. (Ana|Ben|Caro|Dev) [a-z]+ [^.]*\. Last roll \d+\. /,
    );
  });
});

describe('the alt text says the roll once', () => {
  // A review: "Ben rolled 8. Last roll 8." just after the roll. Later in the turn the headline is the latest
  // move ("Ben built a road."), and the dice are told by "Last roll 8." alone.
  it.each(['catan', 'oil-springs'])('%s: in the headline just after it, else as "Last roll"', (id) => {
    const game = getGame(id)!;
    const seen = { rolled: 0, later: 0 };
    for (let n = 20; n < 70; n++) {
      const snap = snapOf(game, playBots(game, 4, 'alt-text', n).state);
      const roll = (snap.state as CatanState).lastRoll;
      if (!roll) continue;
      const total = roll[0]! + roll[1]!;
      const alt = presenterFor(id).altText(snap);
      const last = (snap.module.view(snap.state, null) as { last: { kind: string } | null }).last;
      if (last?.kind === 'roll') {
        seen.rolled++;
        expect(alt).toMatch(new RegExp(` rolled ${total}\\. `));
        expect(alt).not.toContain('Last roll');
      } else {
        seen.later++;
        expect(alt).not.toMatch(/ rolled \d+\. /);
        expect(alt).toContain(`Last roll ${total}. `);
      }
    }
    expect(seen.rolled).toBeGreaterThan(5);
    expect(seen.later).toBeGreaterThan(5);
  });

  it('oil-springs: a disaster’s headline tells the disaster’s dice, and "Last roll" the turn’s roll', () => {
    const state = playBots(oilSprings, 4, 'flood-6', 248).state as OilSpringsState;
    const seen = presenterFor('oil-springs').altText(snapOf(oilSprings, state));
    expect(seen).toContain("Flood on Ana's turn (7)");
    expect(seen).toContain(`Last roll ${state.lastRoll![0]! + state.lastRoll![1]!}. `);
  });
});
