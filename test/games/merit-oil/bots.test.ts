/** Merit's "Oil" greedy bot: its test wells. */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { DRILLING_COST, HELICOPTER } from '../../../src/games/merit-oil/data';
import { GREEDY } from '../../../src/games/merit-oil/bots';
import { Rng } from '../../../src/games/rng';
import { at, newGame, roll } from './helpers';

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
