/**
 * Seats that may act although the game does not wait on them (`GameStatus.mayAct`): the table lets their moves
 * through to the rules, while pings, clocks and bots follow `toAct` alone. In Merit's "Oil" a solvent player may
 * offer to buy an insolvent player's shares (seed: "If you are in a solvent position, you may offer to buy shares
 * from him"), and the maker of an offer waits for its answer without being asked; in Catan the maker of an offer
 * may confirm with one who accepted, or withdraw, while the others still answer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { meritOil, type MeritState } from '../../src/games/merit-oil';
import { runBotTurns } from '../../src/table/bots';
import type { SeatInfo } from '../../src/table/types';
import { at, newGame, onTop, roll } from '../games/merit-oil/helpers';
import { playUntil } from '../discord/snap';
import { ana, ben, cat, dan, newTable, snapshot, type Fixture } from './helpers';

/** Seat 0 holds 3 refinery blocks (bought from the bank). */
function refineryHeld(seed: string): MeritState {
  const s = newGame(4, seed);
  s.players[0]!.shares.refinery = 3;
  s.bankShares.refinery -= 3;
  return s;
}

/** An offer of refinery blocks to `to`, made by whoever sends it: `side` is the maker's (they buy or sell). */
function refineryDeal(to: number, side: 'buy' | 'sell', blocks: number, price: number) {
  return {
    type: 'offerDeal',
    to,
    side,
    goods: { kind: 'shares', company: 'refinery', blocks },
    price,
  } as const;
}

/** Seat 0 holds 3 refinery blocks and £10,000, then draws a £30,000 MEMO: it owes the bank £20,000. */
function insolvent(): MeritState {
  const s = refineryHeld('ruin');
  s.players[0]!.cash = 10_000;
  at(s, 0, 0);
  onTop(s.memo, 'memo-12');
  roll(s, 1);
  return s;
}

/** A started game of four players in channel "M" with `state` saved as its state; the user ids by seat. */
function tableWith(f: Fixture, state: unknown, gameId = 'merit-oil'): string[] {
  const opened = f.table.openLobby({
    guildId: 'g',
    channelId: 'M',
    gameId,
    host: ana,
    seed: 's',
    options: {},
  });
  if (!opened.ok) throw new Error(opened.message);
  for (const p of [ben, cat, dan]) if (!f.table.join({ channelId: 'M', ...p }).ok) throw new Error('join');
  if (!f.table.start({ channelId: 'M', byUserId: ana.userId }).ok) throw new Error('start');
  const g = f.table.getGame('M');
  if (!g.ok) throw new Error(g.message);
  f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), g.game.record.id);
  return [...g.game.seats].sort((a, b) => a.seat - b.seat).map((s) => s.userId!);
}

const buyTwoBlocks = refineryDeal(0, 'buy', 2, 30_000);

describe('seats that may act unasked (GameStatus.mayAct)', () => {
  let f: Fixture;
  afterEach(() => f.close());

  it("a solvent player offers to buy an insolvent player's shares through the table; the debtor accepts", () => {
    f = newTable();
    const users = tableWith(f, insolvent());
    const g = f.table.getGame('M');
    expect(g.ok && g.game.status).toMatchObject({ toAct: [0], mayAct: [1, 2, 3] });
    // The solvent player's menus list the offer, though the game does not wait on them.
    const menu = f.table.legalActions('M', users[2]!);
    expect(menu.ok && menu.actions.some((a) => (a as { type: string }).type === 'offerDeal')).toBe(true);

    expect(f.table.act({ channelId: 'M', userId: users[2]!, action: buyTwoBlocks }).ok).toBe(true);
    const after = f.table.getGame('M');
    expect(after.ok && (after.game.record.state as MeritState).offers).toHaveLength(1);
    const offer = after.ok ? (after.game.record.state as MeritState).offers[0]!.id : -1;
    expect(f.table.act({ channelId: 'M', userId: users[0]!, action: { type: 'acceptDeal', offer } }).ok).toBe(
      true,
    );
    const done = f.table.getGame('M');
    const s = done.ok ? (done.game.record.state as MeritState) : null;
    expect(s?.players[0]!.debt).toBe(0);
    expect(s?.players[2]!.shares.refinery).toBe(2);
  });

  it('what a seat may do unasked is still the rules’ to refuse, and a refusal changes nothing', () => {
    f = newTable();
    const users = tableWith(f, insolvent());
    const before = snapshot(f.store);
    expect(f.table.act({ channelId: 'M', userId: users[3]!, action: { type: 'roll' } })).toMatchObject({
      ok: false,
      code: 'rule',
    });
    expect(snapshot(f.store)).toBe(before);
  });

  it('the maker of an offer is not asked while it waits for the answer, yet may still withdraw it', () => {
    f = newTable();
    const users = tableWith(f, refineryHeld('offer'));
    const sell = refineryDeal(2, 'sell', 1, 20_000);
    expect(f.table.act({ channelId: 'M', userId: users[0]!, action: sell }).ok).toBe(true);
    const g = f.table.getGame('M');
    expect(g.ok && g.game.status).toMatchObject({ toAct: [2], mayAct: [0] });
    // Nobody else may act: the table refuses before the rules are asked.
    expect(f.table.act({ channelId: 'M', userId: users[1]!, action: { type: 'roll' } })).toMatchObject({
      code: 'not-your-turn',
    });
    const offer = g.ok ? (g.game.record.state as MeritState).offers[0]!.id : -1;
    expect(
      f.table.act({ channelId: 'M', userId: users[0]!, action: { type: 'withdrawDeal', offer } }).ok,
    ).toBe(true);
    const after = f.table.getGame('M');
    expect(after.ok && after.game.status).toMatchObject({ toAct: [0], mayAct: [] });
  });
});

describe('Catan: the maker of an offer while the others answer', () => {
  let f: Fixture;
  afterEach(() => f.close());

  it('confirms through the table with the first who accepted, while the other two have not answered', () => {
    f = newTable();
    const s = playUntil(catan, 'may-act', (x) => (x as CatanState).phase === 'main') as CatanState<null>;
    const from = s.current;
    const yes = (from + 1) % 4;
    s.hands[from] = [1, 0, 0, 0, 0];
    s.hands[yes] = [0, 1, 0, 0, 0];
    const users = tableWith(f, s, 'catan');
    const move = (seat: number, action: unknown) =>
      f.table.act({ channelId: 'M', userId: users[seat]!, action });
    expect(move(from, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } }).ok).toBe(true);
    expect(move(yes, { type: 'accept' }).ok).toBe(true);
    const g = f.table.getGame('M');
    expect(g.ok && g.game.status).toMatchObject({ mayAct: [from] });
    expect(g.ok && g.game.status?.toAct).toHaveLength(2); // the other two still to answer
    expect(move(from, { type: 'confirm', with: yes }).ok).toBe(true);
    const done = f.table.getGame('M');
    const after = done.ok ? (done.game.record.state as CatanState) : null;
    expect(after?.trade).toBeNull();
    expect(after?.hands[from]).toEqual([0, 1, 0, 0, 0]);
  });
});

describe('Catan: a bot maker of an offer', () => {
  it('confirms with the first who accepted, without waiting for the others to answer', () => {
    // Reported: a bot's offer was accepted by Ana, yet the turn message went on asking Ben, and the bot
    // waited for Ben's decline before it confirmed (the rules let the maker confirm once one accepted).
    const s = playUntil(catan, 'bot-confirms', (x) => (x as CatanState).phase === 'main') as CatanState<null>;
    const from = s.current;
    const yes = (from + 1) % 4;
    s.hands = s.hands.map(() => [0, 1, 0, 0, 0]);
    s.hands[from] = [1, 0, 0, 0, 0];
    const offered = catan.apply(s, from, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } });
    expect(offered.ok).toBe(true);
    const accepted = catan.apply(s, yes, { type: 'accept' });
    expect(accepted.ok).toBe(true);
    expect(catan.status(s)).toMatchObject({ toAct: [0, 1, 2, 3].filter((x) => x !== from && x !== yes) });
    const seats: SeatInfo[] = [0, 1, 2, 3].map((seat) =>
      seat === from
        ? { seat, userId: null, botKind: 'greedy', name: `Bot ${seat}` }
        : { seat, userId: `u${seat}`, botKind: null, name: `P${seat}` },
    );
    const run = runBotTurns({ module: catan, state: s, seats, seed: 'bot-confirms', version: 0 });
    expect(run.steps[0]).toMatchObject({ seat: from, action: { type: 'confirm', with: yes } });
    expect((run.state as CatanState).trade).toBeNull();
    expect((run.state as CatanState).hands[from]).toEqual([0, 1, 0, 0, 0]);
  });

  it('is not played while nobody has accepted yet (the others are still asked)', () => {
    const s = playUntil(catan, 'bot-waits', (x) => (x as CatanState).phase === 'main') as CatanState<null>;
    const from = s.current;
    s.hands = s.hands.map(() => [0, 1, 0, 0, 0]);
    s.hands[from] = [1, 0, 0, 0, 0];
    expect(catan.apply(s, from, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } }).ok).toBe(true);
    expect(catan.status(s).botsMayAct).toBeUndefined();
    const seats: SeatInfo[] = [0, 1, 2, 3].map((seat) =>
      seat === from
        ? { seat, userId: null, botKind: 'greedy', name: `Bot ${seat}` }
        : { seat, userId: `u${seat}`, botKind: null, name: `P${seat}` },
    );
    const run = runBotTurns({ module: catan, state: s, seats, seed: 'bot-waits', version: 0 });
    expect(run.steps).toEqual([]);
    expect(run.stop).toBe('human');
  });
});

describe("a bot's deal offer waits for its answer", () => {
  const seats = (bot: number): SeatInfo[] =>
    [0, 1, 2, 3].map((seat) =>
      seat === bot
        ? { seat, userId: null, botKind: 'greedy', name: `Bot ${seat}` }
        : { seat, userId: `u${seat}`, botKind: null, name: `P${seat}` },
    );

  it('a greedy bot offers a human its shares and stops there, the human asked, until the answer comes', () => {
    const s = refineryHeld('bot-offer');
    const run = runBotTurns({ module: meritOil, state: s, seats: seats(0), seed: 'bot-offer', version: 0 });
    expect(run.stop).toBe('human');
    const state = run.state as MeritState;
    // One offer, still open: the bot did not go on with its turn (which would have let the offer lapse).
    expect(run.steps.map((st) => (st.action as { type: string }).type)).toEqual(['offerDeal']);
    expect(state.offers).toHaveLength(1);
    expect(state.rolled).toBe(false);
    expect(run.status).toMatchObject({ toAct: [state.offers[0]!.to], mayAct: [0] });

    // The human declines; the bot goes on with its turn, and makes no second offer this turn.
    const declined = meritOil.apply(state, state.offers[0]!.to, {
      type: 'declineDeal',
      offer: state.offers[0]!.id,
    });
    expect(declined.ok).toBe(true);
    const next = runBotTurns({
      module: meritOil,
      state: declined.ok ? declined.state : state,
      seats: seats(0),
      seed: 'bot-offer',
      version: run.version + 1,
    });
    const types = next.steps.map((st) => (st.action as { type: string }).type);
    expect(types).toContain('roll');
    expect(types).not.toContain('offerDeal');
  });
});
