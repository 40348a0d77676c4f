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

describe('a counter-offer the offerer can be seen not to take', () => {
  // A playtest's Ben countered Ana's "1 wool for 1 brick" with "1 oil for 1 wool" while Ana held 4 oil, in
  // public: the counter was posted, and Ana's Confirm could only answer "A holding limit blocks this trade."
  it('giving oil to an offerer at the 4-oil limit is refused, saying why', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 4, wool: 1 });
    give(s, 1, { oil: 1, brick: 1 });
    act(s, 0, { type: 'offer', give: { wool: 1 }, get: { brick: 1 } });
    const r = oilSprings.apply(structuredClone(s), 1, {
      type: 'counter',
      give: { oil: 1 },
      get: { wool: 1 },
    });
    expect(r.ok ? 'accepted' : r.error).toBe(
      'Your counter-offer could not be taken: {p0} has no room for oil.',
    );
  });

  it('asking the offerer for oil they do not hold is refused; one they can take is posted', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 1, wool: 1 });
    give(s, 1, { brick: 2 });
    act(s, 0, { type: 'offer', give: { wool: 1 }, get: { brick: 1 } });
    const r = oilSprings.apply(structuredClone(s), 1, {
      type: 'counter',
      give: { brick: 2 },
      get: { oil: 2 },
    });
    expect(r.ok ? 'accepted' : r.error).toBe('Your counter-offer could not be taken: {p0} holds 1 oil.');
    const events = act(s, 1, { type: 'counter', give: { brick: 2 }, get: { oil: 1 } });
    expect(text(events)).toBe('{p1} countered, giving 2 brick for 1 oil.');
  });
});
