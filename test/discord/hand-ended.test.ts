/**
 * My hand shows what is still private and still of use: a secret the game has since told everyone (a sealed
 * bid, once the auction's result lists every bid) leaves "Only you know", and after the game the hand is what
 * the player held and where they finished, without costs or what to do next. In every game with a hand.
 */
import { describe, expect, it } from 'vitest';
import { finalPlaceWords } from '../../src/discord/components/hand';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { stillSecret } from '../../src/games/events';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule, GameEvent } from '../../src/games/types';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { NAMES, playUntil, snapOf } from './snap';
import {
  act,
  fourTokensRemoved,
  newGame,
  oweDisaster,
  place,
  rigDice,
  toMain,
} from '../games/oil-springs/helpers';

/** Greedy bots play `state` on until `stop`; the events of every move, oldest first. */
function playOn(
  module: AnyGameModule,
  state: unknown,
  stop: (state: unknown) => boolean,
  events: GameEvent[] = [],
): unknown {
  const bot = module.bots.greedy!;
  for (let i = 0; i < 5000 && !stop(state); i++) {
    const status = module.status(state);
    if (status.over) break;
    const seat = status.toAct[0]!;
    const r = module.apply(state, seat, bot(structuredClone(state), seat, Rng.fromSeed(`end#${i}`)));
    if (!r.ok) throw new Error(r.error);
    events.push(...r.events);
    state = r.state;
  }
  return state;
}

describe('My hand', () => {
  it('keeps a sealed bid among "only you know" until the auction closes, then drops it', () => {
    // A playtest: "Your sealed bid: 8 shares…" still listed after every bid was shown publicly.
    const open = (s: unknown) => (s as WildcattersState).pending?.kind === 'auction';
    const before = playUntil(wildcatters, 'secret-bid', open) as WildcattersState;
    expect(open(before)).toBe(true);
    const events: GameEvent[] = [];
    const bidder = wildcatters.status(before).toAct[0]!;
    const bidding = playOn(
      wildcatters,
      before,
      (s) => wildcatters.status(s as WildcattersState).toAct[0] !== bidder,
      events,
    );
    const mine = () => stillSecret(events, bidder).map((e) => e.text);
    if (open(bidding)) expect(mine().some((t) => t.startsWith('Your sealed'))).toBe(true);
    playOn(wildcatters, bidding, (s) => !open(s), events);
    expect(events.some((e) => e.kind === 'auctionWon' && !e.to)).toBe(true);
    expect(mine().filter((t) => t.startsWith('Your sealed'))).toEqual([]);
    // A secret with no "until" stays: a card drawn, a steal.
    const drawn: GameEvent = { text: 'You drew a Knight', kind: 'buyDev', to: [0] };
    expect(stillSecret([drawn, { text: 'x', kind: 'auctionWon' }], 0)).toEqual([drawn]);
  });

  const games: [AnyGameModule, RegExp][] = [
    [catan, /\*\*Costs\*\*|Bank trades|playable next turn|to win\)/],
    [oilSprings, /\*\*Costs\*\*|Bank trades|playable next turn|to win\)|usable this turn|at most/],
    [meritOil, /\*\*Costs\*\*|Open offers|so far/],
    [wildcatters, /Costs in workers|Next consolidation chips|repay/],
  ];
  for (const [module, next] of games)
    it(`after ${module.title} ends: what you held and where you finished, nothing to do next`, () => {
      const presenter = presenterFor(module.id);
      const during = playUntil(module, `hand-${module.id}`, (s) => module.status(s).toAct.length > 0);
      expect(presenter.hand(snapOf(module, during), 0).description).toMatch(/Costs/);
      const end = playOn(module, during, () => false);
      const ended = snapOf(module, end);
      const snap = { ...ended, record: { ...ended.record, lifecycle: 'finished' as const } };
      expect(snap.status.over).toBe(true);
      for (const seat of [0, 1, 2, 3]) {
        const hand = presenter.hand(snap, seat);
        expect(hand.description).not.toMatch(next);
        expect(hand.description.length).toBeGreaterThan(20);
        const words = finalPlaceWords(snap, seat, presenter);
        if (!snap.status.result!.winners.includes(seat)) {
          // Where they finished, then how the game ended: "Ana wins with 10 VP."
          expect(words).toMatch(/^You finished [1-4](st|nd|rd|th) of 4( \(tied\))?, with .+\. .+/);
          continue;
        }
        // A winner reads the result as theirs, once: not "You win with 12 VP. Caro wins with 12 VP."
        expect(words).toMatch(/\b[Yy]ou (win|share)\b/);
        expect(words).not.toContain(NAMES[seat]!);
        expect(words.match(/\bwin/g)).toHaveLength(1);
        if (module === catan) expect(words).toBe(`You win with ${snap.status.scores[seat]} VP.`);
      }
    });

  it('after an Oil Springs collapse: where each finished and that nobody wins, in no words of a set-up step', () => {
    // A playtest read "Place 1 of 4" under the abandoned island as a placement still to make.
    const presenter = presenterFor('oil-springs');
    const state = toMain(newGame(), 0);
    place(state, '20', 1, 3); // Ben ahead, Caro next, Ana and Dev level
    place(state, '24', 2, 1);
    fourTokensRemoved(state);
    oweDisaster(state, 0);
    rigDice(state, 2); // B, the only 2: the fifth token goes
    act(state, 0, { type: 'endTurn' });
    expect(state.result?.ending).toBe('collapse');
    const ended = snapOf(oilSprings, state);
    const snap = { ...ended, record: { ...ended.record, lifecycle: 'finished' as const } };
    const vp = snap.status.scores;
    expect(new Set(vp).size).toBe(3);
    for (const seat of [0, 1, 2, 3]) {
      const words = finalPlaceWords(snap, seat, presenter);
      expect(words).not.toMatch(/Place \d/);
      const place = 1 + vp.filter((v) => v > vp[seat]!).length;
      const tied = vp.filter((v) => v === vp[seat]).length > 1 ? ' \\(tied\\)' : '';
      expect(words).toMatch(
        new RegExp(
          `^You finished ${place}(st|nd|rd|th) of 4${tied}, with ${vp[seat]} VP\\. The island was abandoned: nobody wins\\.`,
        ),
      );
      expect(presenter.hand(snap, seat).description).not.toMatch(/usable this turn|\*\*Costs\*\*|to win\)/);
    }
  });
});
