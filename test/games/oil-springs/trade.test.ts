/** Domestic trade in Oil Springs: oil holdings are public, so a player who holds too little oil is not asked. */
import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import { act, give, newGame, text, toMain } from './helpers';

describe('an offer asking for oil', () => {
  it('is not put to a player whose public oil is too little, and waits only on the others', () => {
    // Reported: "Strong bot offers 1 ore for 1 oil" pinged Ben, whose 0 oil everyone can see.
    const s = toMain(newGame(), 0);
    give(s, 0, { ore: 1 });
    give(s, 1, { oil: 1 });
    give(s, 2, { grain: 3 }); // cards, but no oil
    give(s, 3, { oil: 2 });
    const events = act(s, 0, { type: 'offer', give: { ore: 1 }, get: { oil: 1 } });
    expect(text(events)).toBe('{p0} offered 1 ore for 1 oil.\n{p2} is not asked (holds 0 oil).');
    expect(oilSprings.status(s).toAct).toEqual([1, 3]);
  });

  it('hidden cards are counted only in all: a player with cards may hold what is asked, and is asked', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 1 });
    give(s, 1, { grain: 1 });
    give(s, 2, { oil: 3 }); // oil is not a resource card: no card to pay ore with
    give(s, 3, { wool: 1 });
    const events = act(s, 0, { type: 'offer', give: { oil: 1 }, get: { ore: 1 } });
    expect(text(events)).toBe('{p0} offered 1 oil for 1 ore.\n{p2} is not asked (holds 0 cards).');
    expect(oilSprings.status(s).toAct).toEqual([1, 3]);
  });
});
