/**
 * Undo in Catan and Oil Springs, through the table in games played to the main phase: a trade confirmed with
 * another player needed their accept, so it stands like their move (no Undo, a clear refusal), and so does an
 * offer withdrawn after another player accepted it (they saw it withdrawn); a maritime trade with the bank, or
 * an offer withdrawn before anyone answered, is the player's own and may be taken back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { CatanAction, CatanState } from '../../src/games/catan/types';
import { botRng } from '../../src/table/bots';
import { ana, ben, cat, newTable, snapshot, type Fixture } from './helpers';

describe.each(['catan', 'oil-springs'])('undo of trades in %s', (gameId) => {
  const module = getGame(gameId)!;
  let f: Fixture;
  afterEach(() => f.close());

  function game() {
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    return g.game;
  }

  function act(seat: number, action: unknown) {
    const userId = game().seats[seat]!.userId!;
    const r = f.table.act({ channelId: 'c1', userId, action });
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.message}`);
    return r;
  }

  /**
   * Ana, Ben and Cat play the greedy bot's moves until `pick` finds a move for the seat to act; returns that
   * seat and move (not played).
   */
  function playUntil(
    pick: (state: CatanState, seat: number, legal: CatanAction[]) => CatanAction | undefined,
  ) {
    for (let v = 0; v < 3000; v++) {
      const g = game();
      const seat = g.status!.toAct[0]!;
      const state = g.record.state as CatanState;
      const found = pick(state, seat, module.legalActions(state, seat) as CatanAction[]);
      if (found) return { seat, action: found };
      act(seat, module.bots.greedy!(state, seat, botRng(gameId, v)));
    }
    throw new Error('not found');
  }

  function start() {
    f = newTable();
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId, host: ana, seed: `undo-trade-${gameId}` });
    for (const p of [ben, cat]) f.table.join({ channelId: 'c1', ...p });
    const r = f.table.start({ channelId: 'c1', byUserId: ana.userId });
    if (!r.ok) throw new Error(r.message);
  }

  /** Plays to a 1-for-1 offer another player holds the card asked for; returns the offerer, offer and partner. */
  function playToOffer() {
    const names = (module as unknown as { design: { resources: string[] } }).design.resources;
    let partner = -1;
    const { seat, action } = playUntil((state, s, legal) =>
      legal.find((a) => {
        if (a.type !== 'offer' || state.trade) return false;
        const wanted = names.indexOf(Object.keys(a.get)[0]!);
        partner = [0, 1, 2].find((o) => o !== s && state.hands[o]![wanted]! > 0) ?? -1;
        return partner >= 0;
      }),
    );
    return { seat, action, partner };
  }

  /**
   * `seat` presses Undo and is refused: no Undo button was shown, nothing changed; returns the refusal (names
   * for seat tokens).
   */
  function refusedUndo(seat: number): string {
    expect(game().undo).toBeNull();
    const before = snapshot(f.store);
    const r = f.table.undo({ channelId: 'c1', userId: game().seats[seat]!.userId! });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(snapshot(f.store)).toBe(before);
    return r.ok ? '' : r.message;
  }

  it('a trade confirmed with another player stands: no Undo, and /oil undo says why', () => {
    start();
    // A 1-for-1 offer another player holds the card asked for (so they may accept).
    const { seat, action, partner } = playToOffer();
    act(seat, action);
    act(partner, { type: 'accept' });
    act(seat, { type: 'confirm', with: partner });
    expect(game().status?.toAct).toEqual([seat]);
    const who = game().seats.map((s) => s.name);
    expect(refusedUndo(seat)).toMatch(
      new RegExp(
        `^You can't undo past a trade agreed by both players \\(${who[seat]} traded 1 \\w+ to ${who[partner]} for 1 \\w+\\)\\.$`,
      ),
    );
  });

  it('an offer withdrawn after another player accepted it stands: no Undo to reopen it with their accept', () => {
    start();
    const { seat, action, partner } = playToOffer();
    act(seat, action);
    act(partner, { type: 'accept' });
    act(seat, { type: 'withdraw' });
    const who = game().seats.map((s) => s.name);
    expect(refusedUndo(seat)).toBe(
      `You can't undo past the withdrawn offer (${who[seat]} withdrew the offer, which ${who[partner]} had accepted).`,
    );
    expect((game().record.state as CatanState).trade).toBeNull();
  });

  it('an offer withdrawn before anyone accepted or countered it may be taken back: the offer is open again', () => {
    start();
    const { seat, action } = playToOffer();
    act(seat, action);
    const open = structuredClone(game().record.state);
    act(seat, { type: 'withdraw' });
    expect(game().undo).toMatchObject({ seat, words: 'withdrew the offer' });
    const r = f.table.undo({ channelId: 'c1', userId: game().seats[seat]!.userId! });
    expect(r.ok).toBe(true);
    expect(game().record.state).toEqual(open);
  });

  it('a Monopoly on a hidden resource stands: it showed how many the others held (no Undo to ask again)', () => {
    start();
    const { seat, action } = playUntil((_state, _s, legal) =>
      legal.find((a) => a.type === 'monopoly' && a.resource !== 'oil'),
    );
    act(seat, action);
    expect(game().undo).toBeNull();
    // Oil Springs' oil is public: a Monopoly on it showed nothing, so it may be taken back.
    if (gameId === 'oil-springs')
      expect(module.undoBarrier!({ type: 'monopoly', resource: 'oil' }, [], seat)).toBeNull();
    const r = f.table.undo({ channelId: 'c1', userId: game().seats[seat]!.userId! });
    const who = game().seats[seat]!.name;
    expect(r.ok ? '' : r.message).toMatch(
      new RegExp(
        `^You can't undo past what Monopoly revealed \\(${who} played Monopoly on \\w+ and took (?:\\d+: \\d+ from .+|none: nobody had \\w+)\\)\\.$`,
      ),
    );
  });

  it('a development card played from the hand stands: everyone saw it (no Undo to hide it again)', () => {
    start();
    const { seat, action } = playUntil((_state, _s, legal) =>
      legal.find((a) => a.type === 'yearOfPlenty' || a.type === 'roadBuilding'),
    );
    act(seat, action);
    expect(game().undo).toBeNull();
    const r = f.table.undo({ channelId: 'c1', userId: game().seats[seat]!.userId! });
    const who = game().seats[seat]!.name;
    expect(r.ok ? '' : r.message).toMatch(
      new RegExp(
        `^You can't undo past the development card played \\(${who} played (Year of Plenty|Road Building)`,
      ),
    );
  });

  it('a maritime trade with the bank may be taken back: the state is as before it', () => {
    start();
    const { seat, action } = playUntil((_state, _s, legal) => legal.find((a) => a.type === 'maritime'));
    const before = structuredClone(game().record.state);
    act(seat, action);
    expect(game().undo).toMatchObject({
      seat,
      words: expect.stringMatching(/^traded \d \w+ for 1 \w+ with the bank$/),
    });
    const r = f.table.undo({ channelId: 'c1', userId: game().seats[seat]!.userId! });
    expect(r.ok).toBe(true);
    expect(game().record.state).toEqual(before);
  });
});
