import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { Rng } from '../../../src/games/rng';
import { emptyGame, give, handOf, ok, place, refused } from './helpers';

describe('maritime trade', () => {
  it('4:1 with the bank without a harbor', () => {
    const s = emptyGame();
    give(s, 0, { wool: 4 });
    ok(s, 0, { type: 'maritime', give: 'wool', get: 'ore' });
    expect(handOf(s, 0)).toEqual({ ore: 1 });
    give(s, 0, { wool: 3 });
    expect(refused(s, 0, { type: 'maritime', give: 'wool', get: 'ore' })).toBe('cannot-afford');
    expect(refused(s, 0, { type: 'maritime', give: 'wool', get: 'wool' })).toBe('like-for-like');
  });

  it('3:1 with a generic harbor (settlement on either of its intersections)', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['2'] }); // harbor slot 0 (3:1) is on 1-2
    give(s, 0, { wool: 3 });
    expect(catan.view(s, 0).you!.rates).toMatchObject({ wool: 3, ore: 3 });
    ok(s, 0, { type: 'maritime', give: 'wool', get: 'ore' });
    expect(handOf(s, 0)).toEqual({ ore: 1 });
  });

  it('2:1 only for the resource of a special harbor', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['5'] }); // grain harbor on 4-5
    give(s, 0, { grain: 2, wool: 2 });
    expect(refused(s, 0, { type: 'maritime', give: 'wool', get: 'ore' })).toBe('cannot-afford');
    ok(s, 0, { type: 'maritime', give: 'grain', get: 'ore' });
    expect(handOf(s, 0)).toEqual({ wool: 2, ore: 1 });
  });

  it('the bank must have the card asked for', () => {
    const s = emptyGame();
    give(s, 1, { ore: 19 });
    give(s, 0, { wool: 4 });
    expect(refused(s, 0, { type: 'maritime', give: 'wool', get: 'ore' })).toBe('bank-short');
  });
});

describe('domestic trade', () => {
  it('the active player offers; others accept or decline; the active player confirms with one acceptor', () => {
    const s = emptyGame();
    give(s, 0, { wool: 2 });
    give(s, 1, { ore: 1 });
    give(s, 2, { ore: 1 });
    give(s, 3, { grain: 1 }); // one card: everyone sees it could be ore, so seat 3 is asked too
    ok(s, 0, { type: 'offer', give: { wool: 2 }, get: { ore: 1 } });
    expect(catan.status(s).toAct).toEqual([1, 2, 3]);
    ok(s, 1, { type: 'accept' });
    ok(s, 2, { type: 'accept' });
    expect(refused(s, 3, { type: 'accept' })).toBe('not-held');
    ok(s, 3, { type: 'decline' });
    expect(catan.status(s).toAct).toEqual([0]);
    expect(refused(s, 0, { type: 'confirm', with: 3 })).toBe('not-accepted');
    expect(refused(s, 0, { type: 'endTurn' })).toBe('offer-open');
    ok(s, 0, { type: 'confirm', with: 2 });
    expect(handOf(s, 0)).toEqual({ ore: 1 });
    expect(handOf(s, 2)).toEqual({ wool: 2 });
    expect(handOf(s, 1)).toEqual({ ore: 1 });
    expect(s.trade).toBeNull();
    expect(catan.invariants!(s)).toEqual([]);
  });

  it('a counter-offer can be confirmed on its own terms', () => {
    const s = emptyGame();
    give(s, 0, { wool: 2, grain: 1 });
    give(s, 1, { ore: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 2 }, get: { ore: 1 } });
    ok(s, 1, { type: 'counter', give: { ore: 1 }, get: { grain: 1, wool: 1 } });
    expect(catan.view(s, null).trade!.answers[0]).toMatchObject({ seat: 1, answer: 'countered' });
    ok(s, 0, { type: 'confirm', with: 1 });
    expect(handOf(s, 0)).toEqual({ wool: 1, ore: 1 });
    expect(handOf(s, 1)).toEqual({ wool: 1, grain: 1 });
  });

  it('a counter-offer asking the maker for cards they lack is not listed as a confirm', () => {
    // The counter is checked against its maker's hand only (the offerer's hand is secret), so it may ask
    // for what the offerer does not hold: the engine refuses to confirm it, and the listing must agree.
    const s = emptyGame();
    give(s, 0, { wool: 2 });
    give(s, 1, { ore: 1 });
    give(s, 2, { ore: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 2 }, get: { ore: 1 } });
    ok(s, 1, { type: 'counter', give: { ore: 1 }, get: { brick: 1 } });
    ok(s, 2, { type: 'accept' });
    expect(refused(s, 0, { type: 'confirm', with: 1 })).toBe('not-held');
    const listed = catan.legalActions(s, 0);
    expect(listed).toEqual([{ type: 'confirm', with: 2 }, { type: 'withdraw' }]);
    for (const a of listed) expect(catan.apply(structuredClone(s), 0, a).ok).toBe(true);
    // A bot offerer confirms with one it can trade with (it used to pick the first answer, and was refused).
    for (const kind of ['greedy', 'random'])
      expect(catan.bots[kind]!(structuredClone(s), 0, Rng.fromSeed('confirm'))).toEqual({
        type: 'confirm',
        with: 2,
      });
  });

  it('the active player may withdraw the offer', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    give(s, 1, { grain: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 0, { type: 'withdraw' });
    expect(s.trade).toBeNull();
    expect(refused(s, 1, { type: 'accept' })).toBe('no-offer');
  });

  it('withdrawing an offer nobody answered may be taken back; one someone accepted or countered stands', () => {
    // The table asks the module's undoBarrier from the withdraw's own events: they say who had answered.
    const stands = (events: ReturnType<typeof ok>) => catan.undoBarrier!({ type: 'withdraw' }, events, 0);
    const s = emptyGame();
    give(s, 0, { wool: 2, grain: 1 });
    for (const seat of [1, 2, 3]) give(s, seat, { ore: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 1, { type: 'decline' }); // a decline is no agreement: the offer may reopen with it standing
    let events = ok(s, 0, { type: 'withdraw' });
    expect(events.map((e) => e.text)).toEqual(['{p0} withdrew the offer.']);
    expect(stands(events)).toBeNull();

    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 2, { type: 'accept' });
    events = ok(s, 0, { type: 'withdraw' });
    expect(events.map((e) => e.text)).toEqual(['{p0} withdrew the offer, which {p2} had accepted.']);
    expect(stands(events)).toBe('the withdrawn offer');

    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 3, { type: 'counter', give: { ore: 1 }, get: { grain: 1 } });
    events = ok(s, 0, { type: 'withdraw' });
    expect(events.map((e) => e.text)).toEqual(['{p0} withdrew the offer, which {p3} had countered.']);
    expect(stands(events)).toBe('the withdrawn offer');

    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 1, { type: 'accept' });
    ok(s, 3, { type: 'accept' });
    ok(s, 2, { type: 'counter', give: { ore: 1 }, get: { grain: 1 } });
    events = ok(s, 0, { type: 'withdraw' });
    expect(events.map((e) => e.text)).toEqual([
      '{p0} withdrew the offer, which {p1} and {p3} had accepted and {p2} had countered.',
    ]);
    expect(stands(events)).toBe('the withdrawn offer');
    expect(s.trade).toBeNull();
  });

  it('an offer everyone declines closes by itself', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    for (const seat of [1, 2, 3]) give(s, seat, { grain: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    for (const seat of [1, 2, 3]) ok(s, seat, { type: 'decline' });
    expect(s.trade).toBeNull();
    expect(catan.status(s).toAct).toEqual([0]);
  });

  it('a player with fewer cards than the offer asks is not asked (only card counts are public)', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    give(s, 1, { ore: 2 });
    give(s, 2, { grain: 1 }); // one card only: everyone sees it cannot pay two
    const events = ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 2 } });
    expect(catan.status(s).toAct).toEqual([1]);
    expect(events.map((e) => e.text)).toEqual([
      '{p0} offered 1 wool for 2 ore.',
      '{p2} is not asked (holds 1 card).',
      '{p3} is not asked (holds 0 cards).',
    ]);
    expect(catan.view(s, null).trade!.answers.map((a) => a.answer)).toEqual([
      'waiting',
      'declined',
      'declined',
    ]);
  });

  it('an offer nobody can be seen to pay closes at once', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    const events = ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    expect(s.trade).toBeNull();
    // Nobody declined: nobody was asked, and the closing line says so.
    expect(events.map((e) => e.text)).toEqual([
      '{p0} offered 1 wool for 1 ore.',
      '{p1} is not asked (holds 0 cards).',
      '{p2} is not asked (holds 0 cards).',
      '{p3} is not asked (holds 0 cards).',
      'Nobody can take the offer; it is closed.',
    ]);
    expect(catan.status(s).toAct).toEqual([0]);
  });

  it('an offer closed when some declined and the rest were not asked says everyone asked declined', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    give(s, 1, { grain: 1 });
    give(s, 3, { brick: 1 }); // seat 2 holds no card: not asked
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 1, { type: 'decline' });
    const events = ok(s, 3, { type: 'decline' });
    expect(s.trade).toBeNull();
    expect(events.map((e) => e.text)).toEqual([
      '{p3} declined.',
      'Everyone asked declined; the offer is closed.',
    ]);
  });

  it('an offer all asked declined says everybody declined', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    for (const seat of [1, 2, 3]) give(s, seat, { grain: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } });
    ok(s, 1, { type: 'decline' });
    ok(s, 2, { type: 'decline' });
    expect(ok(s, 3, { type: 'decline' }).at(-1)!.text).toBe('Everybody declined; the offer is closed.');
  });

  it("the public view says who was not asked and why, in the words of the offer's event", () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    give(s, 1, { ore: 2 });
    give(s, 2, { grain: 2 });
    give(s, 3, { grain: 1 });
    ok(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 2 } });
    ok(s, 1, { type: 'decline' });
    // Seat 1 declined by choice, seat 2 is still asked, seat 3 was not asked.
    expect(catan.view(s, null).trade!.answers.map((a) => [a.seat, a.answer, a.notAsked])).toEqual([
      [1, 'declined', undefined],
      [2, 'waiting', undefined],
      [3, 'declined', 'holds 1 card'],
    ]);
  });

  it('an offer everyone refused is remembered for a few rounds, and bots do not put it again meanwhile', () => {
    const s = emptyGame();
    give(s, 0, { wool: 1 });
    for (const seat of [1, 2, 3]) give(s, seat, { grain: 1 });
    const offers = ['lumber', 'brick', 'grain', 'ore'].map((r) => ({ give: { wool: 1 }, get: { [r]: 1 } }));
    // The table declines every 1-for-1 offer seat 0 can make.
    for (const o of offers) {
      ok(s, 0, { type: 'offer', ...o });
      for (const seat of [1, 2, 3]) ok(s, seat, { type: 'decline' });
    }
    expect(s.refusedOffers).toHaveLength(4);
    s.offersThisTurn = 0;
    // The random bot offers now and then; with every offer refused lately it never does.
    const offered = (state: typeof s) =>
      Array.from({ length: 400 }, (_, i) =>
        catan.bots.random!(structuredClone(state), 0, Rng.fromSeed(`r${i}`)),
      ).filter((a) => a.type === 'offer').length;
    expect(offered(s)).toBe(0);
    const fresh = structuredClone(s);
    delete fresh.refusedOffers;
    expect(offered(fresh)).toBeGreaterThan(0);
    // Three rounds later (12 turns at four seats) it is forgotten.
    for (let turn = 0; turn < 12; turn++) {
      const seat = s.current;
      s.phase = 'main';
      s.rolled = true;
      ok(s, seat, { type: 'endTurn' });
      expect(s.refusedOffers === undefined).toBe(turn === 11);
    }
  });

  it('no gifts, no like-for-like, and only cards you hold', () => {
    const s = emptyGame();
    give(s, 0, { wool: 2 });
    expect(refused(s, 0, { type: 'offer', give: { wool: 1 }, get: {} })).toBe('gift');
    expect(refused(s, 0, { type: 'offer', give: {}, get: { ore: 1 } })).toBe('gift');
    expect(refused(s, 0, { type: 'offer', give: { wool: 1 }, get: { wool: 1, ore: 1 } })).toBe(
      'like-for-like',
    );
    expect(refused(s, 0, { type: 'offer', give: { wool: 3 }, get: { ore: 1 } })).toBe('not-held');
    expect(refused(s, 0, { type: 'offer', give: { gold: 1 }, get: { ore: 1 } })).toBe('bad-cards');
  });

  it('no trades between two players who are not active', () => {
    const s = emptyGame();
    give(s, 1, { wool: 1 });
    expect(refused(s, 1, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } })).toBe('not-your-turn');
    give(s, 0, { grain: 1 });
    give(s, 2, { wool: 1 });
    ok(s, 0, { type: 'offer', give: { grain: 1 }, get: { ore: 1 } });
    expect(refused(s, 1, { type: 'confirm', with: 2 })).toBe('no-offer-to-you');
    expect(refused(s, 0, { type: 'accept' })).toBe('own-offer');
  });

  it('domestic trade needs the dice rolled first', () => {
    const s = emptyGame();
    s.phase = 'roll';
    s.rolled = false;
    give(s, 0, { wool: 1 });
    expect(refused(s, 0, { type: 'offer', give: { wool: 1 }, get: { ore: 1 } })).toBe('roll-first');
  });
});
