/** Merit's "Oil" greedy bot: its test wells and its insurance. */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { DRILLING_COST, HELICOPTER } from '../../../src/games/merit-oil/data';
import { GREEDY, lossChance } from '../../../src/games/merit-oil/bots';
import type { MeritState } from '../../../src/games/merit-oil';
import { Rng } from '../../../src/games/rng';
import { act, at, bareGame, billOnTop, giveWell, newGame, roll } from './helpers';

const greedy = meritOil.bots.greedy!;

describe('the greedy bot drills whatever cash a test well leaves it', () => {
  // It drilled only when £60,000 stayed in hand, and so passed by wells worth more than their price (59.7 % of a
  // concession card with turns to spare); played out both ways, drilling gained its player about £130,000.
  it('drills at £50,000 with less than its reserve left', () => {
    const s = newGame(4, 'bot-drill-reserve');
    at(s, 0, 0);
    roll(s, 4); // a test-drilling square
    expect(s.choice).toBe('drill');
    s.players[0]!.cash = DRILLING_COST + GREEDY.reserve - 1;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'drill' });
    s.players[0]!.cash = DRILLING_COST;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'drill' });
  });

  it('flies the helicopter for £15,000 with less than its reserve left', () => {
    const s = newGame(4, 'bot-heli-reserve');
    at(s, 0, 12);
    roll(s, 1); // HELICOPTER
    expect(s.choice).toBe('helicopter');
    s.players[0]!.cash = HELICOPTER.cost + GREEDY.reserve - 1;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'helicopter' });
    s.players[0]!.cash = HELICOPTER.cost;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'helicopter' });
  });

  it("plays the Geologist's report with less than its reserve left", () => {
    const s = newGame(4, 'bot-geologist');
    s.players[0]!.kept = ['memo-5'];
    s.memo = s.memo.filter((id) => id !== 'memo-5');
    at(s, 0, 0);
    roll(s, 4);
    s.players[0]!.cash = HELICOPTER.cost;
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'drill', useCard: true });
  });

  it('does not drill when the well cannot pay before the end (drillPays), cash or not', () => {
    const s = newGame(4, 'bot-drill-late');
    at(s, 0, 0);
    roll(s, 4);
    s.round = s.roundLimit!; // the last round: a well begun now strikes nothing
    s.players[0]!.cash = 1_000_000;
    expect(greedy(s, 0, Rng.fromSeed('g'))).not.toMatchObject({ type: 'drill' });
  });
});

describe("the greedy bot insures a cargo only when a loss is likelier than the premium's 5 % of the payout", () => {
  // It insured every cargo: on a short run the policy costs more than it pays back on average. Played out both
  // ways from each cargo, insuring only the likelier losses gained its player about £15,000 by the end.
  /** Seat 0 charters bill `id` at `port` from a well `card` holding `tons`, holding the MEMO cards `kept`. */
  function chartered(
    port: keyof MeritState['bills'],
    card: number,
    tons: number,
    id: number,
    kept: string[] = [],
  ) {
    const s = bareGame(4, `bot-insure-${id}`);
    giveWell(s, 0, card, tons);
    s.players[0]!.kept = kept;
    s.memo = s.memo.filter((c) => !kept.includes(c));
    billOnTop(s, port, id);
    act(s, 0, { type: 'charter', port });
    expect(s.insuring).not.toBeNull();
    return s;
  }
  const mediterranean = () => chartered('tripoli', 13, 18_000, 15); // Tripoli to Genoa: 3 stages
  const channel = (kept: string[] = []) => chartered('mina-al-ahmadi', 1, 27_000, 1, kept); // Suez, Biscay: 13

  it('reckons a short run less likely lost than a long one, and either below one in ten', () => {
    const short = lossChance(mediterranean(), 'red');
    const long = lossChance(channel(), 'red');
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(0.05);
    expect(long).toBeGreaterThan(0.05);
    expect(long).toBeLessThan(0.1);
  });

  it('sails a Mediterranean run uninsured and insures a voyage from the Gulf to the Channel', () => {
    expect(greedy(mediterranean(), 0, Rng.fromSeed('g'))).toEqual({ type: 'declineInsurance' });
    expect(greedy(channel(), 0, Rng.fromSeed('g'))).toEqual({ type: 'insure' });
  });

  it("keeps Lloyd's card for a voyage worth insuring", () => {
    const s = chartered('tripoli', 13, 18_000, 15, ['memo-6']);
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'declineInsurance' });
    expect(greedy(channel(['memo-6']), 0, Rng.fromSeed('g'))).toEqual({ type: 'insure', useCard: true });
  });

  it('insures nothing it would lose only after the end: a cargo chartered in the last round', () => {
    const s = channel();
    s.round = s.roundLimit!;
    expect(lossChance(s, 'red')).toBeLessThan(0.02);
    expect(greedy(s, 0, Rng.fromSeed('g'))).toEqual({ type: 'declineInsurance' });
  });
});
