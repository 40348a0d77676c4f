import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import { OIL } from '../../../src/games/oil-springs/oilState';
import { polluteHex } from '../../../src/games/oil-springs/oilRules';
import { act, give, hex, newGame, oil, place, refused, rigDice, text, toMain, toRoll } from './helpers';

describe('robber, 7s and oil', () => {
  it('the robber enters the board on the first 7', () => {
    const s = toRoll(newGame(), 0);
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(s.phase).toBe('robber');
    const targets = oilSprings.legalSpots(s, 0, 'robber');
    expect(targets).toHaveLength(19); // off the board, every hex is a move
    act(s, 0, { type: 'robber', hex: 'J' });
    expect(s.robber).toBe(hex('J'));
  });

  it('the discard line says when oil is part of the count: "must discard 4 of 9 (8 cards, 1 oil)"', () => {
    const s = toRoll(newGame(), 0);
    give(s, 1, { lumber: 4, ore: 4, oil: 1 }); // 9, as the scores show it: 8 cards · 1 oil
    give(s, 2, { grain: 8 }); // no oil: the base line
    give(s, 3, { wool: 5, oil: 4 }); // 9: 5 cards · 4 oil
    rigDice(s, 7);
    const lines = act(s, 0, { type: 'roll' })
      .filter((e) => e.kind === 'discard')
      .map((e) => e.text);
    expect(lines).toEqual([
      '{p1} must discard 4 of 9 (8 cards, 1 oil).',
      '{p2} must discard 4 of 8 cards.',
      '{p3} must discard 4 of 9 (5 cards, 4 oil).',
    ]);
  });

  it('the robber enters the board on the first Knight', () => {
    const s = toRoll(newGame(), 0);
    s.devDeck.splice(s.devDeck.indexOf(0), 1);
    s.devHand[0]![0] = 1;
    act(s, 0, { type: 'knight' });
    act(s, 0, { type: 'robber', hex: 'C' });
    expect(s.robber).toBe(hex('C'));
  });

  it('no robber on a destroyed hex', () => {
    const s = toMain(newGame(), 0);
    polluteHex(s, { hex: hex('A'), number: 10, spring: false }, 0);
    s.phase = 'robber';
    expect(oilSprings.legalSpots(s, 0, 'robber')).not.toContain('A');
    expect(refused(s, 0, { type: 'robber', hex: 'A' })).toBe('illegal-spot');
  });

  it('the robber chooses: steal one oil', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '6', 1, 1);
    give(s, 1, { oil: 2, ore: 3 });
    const legal = oilSprings.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    act(s, 0, { type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    expect([oil(s, 0), oil(s, 1)]).toEqual([1, 1]);
    expect(s.hands[1]![4]).toBe(3);
  });

  it('the robber may not choose oil when the thief already holds 4 (the 4-oil limit)', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '6', 1, 1);
    give(s, 0, { oil: 4 });
    give(s, 1, { oil: 2, ore: 3 });
    const legal = oilSprings.legalActions(s, 0);
    expect(legal).not.toContainEqual({ type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    expect(legal).toContainEqual({ type: 'robber', hex: 'C', victim: 1 });
    expect(refused(s, 0, { type: 'robber', hex: 'C', victim: 1, steal: 'oil' })).toBe('bad-steal');
  });

  it('a random steal takes a resource card, never oil', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '6', 1, 1);
    give(s, 1, { oil: 3 });
    const events = act(s, 0, { type: 'robber', hex: 'C', victim: 1 });
    expect(oil(s, 1)).toBe(3);
    expect(text(events)).toMatch(/no cards to steal/);
  });

  it('oil stolen does not move the Disaster Track', () => {
    const s = toMain(newGame(), 0);
    s.phase = 'robber';
    place(s, '6', 1, 1);
    give(s, 1, { oil: 1 });
    act(s, 0, { type: 'robber', hex: 'C', victim: 1, steal: 'oil' });
    expect(s.ext.marker).toBe(0);
  });

  it('oil counts toward the 7-card limit and may be discarded back to the supply', () => {
    const s = toRoll(newGame(), 0);
    give(s, 1, { ore: 6, oil: 2 });
    rigDice(s, 7);
    act(s, 0, { type: 'roll' });
    expect(s.phase).toBe('discard');
    expect(s.discardOwed[1]).toBe(4);
    act(s, 1, { type: 'discard', cards: { oil: 2, ore: 2 } });
    expect(oil(s, 1)).toBe(0);
    expect(s.bank[OIL]).toBe(15);
    expect(s.ext.marker).toBe(0);
  });
});

describe('development cards with oil', () => {
  function withCard(card: number) {
    const s = toMain(newGame(), 0);
    s.devDeck.splice(s.devDeck.indexOf(card), 1);
    s.devHand[0]![card] = 1;
    return s;
  }

  it('Year of Plenty may take oil', () => {
    const s = withCard(3);
    act(s, 0, { type: 'yearOfPlenty', take: ['oil', 'oil'] });
    expect(oil(s, 0)).toBe(2);
    expect(s.ext.marker).toBe(0);
  });

  it('Year of Plenty respects the 4-oil limit', () => {
    const s = withCard(3);
    give(s, 0, { oil: 3 });
    expect(refused(s, 0, { type: 'yearOfPlenty', take: ['oil', 'oil'] })).toBe('over-limit');
    act(s, 0, { type: 'yearOfPlenty', take: ['oil', 'ore'] });
    expect(oil(s, 0)).toBe(4);
  });

  /** Seat 0 plays Monopoly on oil with the seats holding `held`: the oil each holds after, and the log. */
  function monopolyOnOil(held: number[]) {
    const s = withCard(4);
    held.forEach((n, seat) => give(s, seat, { oil: n }));
    const events = act(s, 0, { type: 'monopoly', resource: 'oil' });
    return { after: held.map((_, seat) => oil(s, seat)), log: events.map((e) => e.text) };
  }

  it('Monopoly on oil: one at a time from the next player clockwise, up to the limit', () => {
    // Room for 3: seat 1, seat 2, seat 3 give one each.
    expect(monopolyOnOil([1, 1, 3, 2])).toEqual({
      after: [4, 0, 2, 1],
      log: [
        '{p0} played Monopoly on oil and took 3: 1 from {p1}, 1 from {p2}, 1 from {p3} (4 held, the limit).',
      ],
    });
  });

  it('Monopoly on oil [FAQ]: "collect one from each player, starting with the next player to play and going clockwise ... until your limit is reached": who gives, not only how many', () => {
    // Room for 1: seat 1 holds none, so seat 2 (next clockwise with oil) gives it, not seat 3.
    expect(monopolyOnOil([3, 0, 1, 1]).after).toEqual([4, 0, 0, 1]);
    // Room for 3: seat 1 then seat 3 in the first round, seat 1 again in the second.
    expect(monopolyOnOil([1, 2, 0, 2])).toEqual({
      after: [4, 0, 0, 1],
      log: ['{p0} played Monopoly on oil and took 3: 2 from {p1}, 1 from {p3} (4 held, the limit).'],
    });
  });

  it('Monopoly on oil by a player already at the limit takes nothing', () => {
    const s = withCard(4);
    give(s, 0, { oil: 4 });
    give(s, 1, { oil: 2 });
    const events = act(s, 0, { type: 'monopoly', resource: 'oil' });
    expect([oil(s, 0), oil(s, 1)]).toEqual([4, 2]);
    expect(events.map((e) => e.text)).toEqual([
      '{p0} played Monopoly on oil and took none (4 held, the limit).',
    ]);
  });

  it('as in base Catan, any one development card may be played before the roll: Year of Plenty takes oil, which waits for the roll to be used', () => {
    const s = withCard(3);
    toRoll(s, 0);
    act(s, 0, { type: 'yearOfPlenty', take: ['oil', 'oil'] });
    expect(oil(s, 0)).toBe(2);
    expect(s.phase).toBe('roll');
    expect(refused(s, 0, { type: 'convertOil', resource: 'ore' })).toBe('roll-first');
  });

  it('as in base Catan, Monopoly on oil may be played before the roll', () => {
    const s = withCard(4);
    toRoll(s, 0);
    give(s, 1, { oil: 2 });
    act(s, 0, { type: 'monopoly', resource: 'oil' });
    expect([oil(s, 0), oil(s, 1)]).toEqual([2, 0]);
    act(s, 0, { type: 'roll' });
  });

  it('Monopoly on oil goes round the table when the next player runs out', () => {
    const s = withCard(4);
    give(s, 2, { oil: 3 });
    const events = act(s, 0, { type: 'monopoly', resource: 'oil' });
    expect([oil(s, 0), oil(s, 2)]).toEqual([3, 0]);
    expect(events.map((e) => e.text)).toEqual(['{p0} played Monopoly on oil and took 3: 3 from {p2}.']);
  });
});

describe('trading oil', () => {
  it('maritime trade never yields oil, and the bank takes no oil', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { ore: 4, oil: 4 });
    const legal = oilSprings.legalActions(s, 0);
    expect(legal.some((a) => a.type === 'maritime' && (a.get === 'oil' || a.give === 'oil'))).toBe(false);
    expect(refused(s, 0, { type: 'maritime', give: 'ore', get: 'oil' })).toBe('not-tradable');
    expect(refused(s, 0, { type: 'maritime', give: 'oil', get: 'ore' })).toBe('not-tradable');
  });

  it('a domestic trade may not put a player above 4 oil', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 4, brick: 1 });
    give(s, 1, { oil: 1, ore: 1 });
    give(s, 2, { oil: 4, ore: 1 });
    // Asking for oil you could not hold is refused at once.
    expect(refused(s, 0, { type: 'offer', give: { brick: 1 }, get: { oil: 1 } })).toBe('over-limit');
    // The refusal names the limit and the room left under it.
    const refusal = oilSprings.apply(s, 0, { type: 'offer', give: { brick: 1 }, get: { oil: 1 } });
    expect(refusal.ok ? '' : refusal.error).toBe(
      'You could not hold what you ask for: nobody may hold more than 4 oil, and you have room for none.',
    );
    // A player already holding 4 (in public) cannot take oil: they are not asked.
    const events = act(s, 0, { type: 'offer', give: { oil: 1 }, get: { ore: 1 } });
    expect(events.map((e) => e.text)).toContain('{p2} is not asked (has no room for oil).');
    expect(oilSprings.status(s).toAct).not.toContain(2);
    expect(refused(s, 2, { type: 'accept' })).toBe('already-answered');
  });

  it('domestic oil trades are allowed and do not move the track', () => {
    const s = toMain(newGame(), 0);
    give(s, 0, { oil: 1 });
    give(s, 1, { brick: 2 });
    act(s, 0, { type: 'offer', give: { oil: 1 }, get: { brick: 2 } });
    act(s, 1, { type: 'accept' });
    act(s, 0, { type: 'confirm', with: 1 });
    expect(oil(s, 1)).toBe(1);
    expect(s.hands[0]![1]).toBe(2);
    expect(s.ext.marker).toBe(0);
  });
});
