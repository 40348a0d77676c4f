import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGame } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/games/types';
import { openStore } from '../../src/store';
import { Table, replayGame } from '../../src/table';
import { botRng } from '../../src/table/bots';
import { actionWords, barrierText, standingEntries, undoMark } from '../../src/table/undo';
import { checkStoredGame } from '../../src/tools/replay';
import { ana, ben, newTable, snapshot, type Fixture } from './helpers';
import { walk, walkHiddenRng, walkPlain, type WalkState } from './undo-walk';

const fixtures: AnyGameModule[] = [walk, walkPlain, walkHiddenRng];
const games = (id: string) => fixtures.find((g) => g.id === id) ?? getGame(id);

describe('undo at the table', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable({ games });
  });
  afterEach(() => f.close());

  /** Ana (seat 0, acting first) and Ben, or a bot, in channel c1; returns Ana's user id. */
  function start(gameId = walk.id, second: 'ben' | 'bot' = 'ben', seed = 'walk') {
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId, host: ana, seed });
    if (second === 'ben') f.table.join({ channelId: 'c1', ...ben });
    else f.table.addBot({ channelId: 'c1', byUserId: ana.userId });
    const r = f.table.start({ channelId: 'c1', byUserId: ana.userId });
    if (!r.ok) throw new Error(r.message);
    // Seat 0 acts first: whoever it is.
    const first = r.game.seats[0]!;
    const other = r.game.seats[1]!;
    return { first: first.userId!, other: other.userId };
  }

  function act(userId: string, type: string) {
    const r = f.table.act({ channelId: 'c1', userId, action: { type } });
    if (!r.ok) throw new Error(`${type}: ${r.message}`);
    return r;
  }

  function game() {
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    return g.game;
  }

  it('the acting player takes back their own last action: state replayed without it, version up, log keeps both', () => {
    const { first } = start();
    act(first, 'step');
    const before = structuredClone(game().record.state) as WalkState;
    act(first, 'step');
    const r = f.table.undo({ channelId: 'c1', userId: first, expectedVersion: 2 });
    if (!r.ok) throw new Error(r.message);
    expect(r.version).toBe(3);
    expect(r.undone.seq).toBe(2);
    expect(game().record.state).toEqual(before);
    const log = f.store.actions(game().record.id);
    if (!log.ok) throw new Error(log.message);
    expect(log.value.map((a) => a.action)).toEqual([{ type: 'step' }, { type: 'step' }, { $undo: 2 }]);
    expect(log.value[2]!.events).toEqual([{ text: '{p0} took back: stepped to 2.', kind: 'undo' }]);
    expect(r.events).toEqual(log.value[2]!.events);
  });

  it('undo goes back one action at a time, to the start of the turn, and no further', () => {
    const { first, other } = start();
    act(first, 'pass');
    act(other!, 'step');
    act(other!, 'step');
    expect(f.table.undo({ channelId: 'c1', userId: other! }).ok).toBe(true);
    expect(f.table.undo({ channelId: 'c1', userId: other! }).ok).toBe(true);
    expect((game().record.state as WalkState).positions).toEqual([0, 0]);
    const third = f.table.undo({ channelId: 'c1', userId: other! });
    expect(third).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(third.ok ? '' : third.message).toBe(
      "Undo takes back only your own moves: you have made none since Ana's move (Ana passed).",
    );
  });

  it('an action that drew from the RNG stands: "You can\'t undo past the dice roll" (named by the game)', () => {
    const { first } = start();
    act(first, 'roll');
    const before = snapshot(f.store);
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(r.ok ? '' : r.message).toMatch(/^You can't undo past the dice roll \(Ana rolled \d\)\.$/);
    expect(snapshot(f.store)).toBe(before);
  });

  it('an action that drew from the RNG stands in any game (generic rule, no hook): a random outcome', () => {
    const { first } = start(walkPlain.id);
    act(first, 'step');
    act(first, 'roll');
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r.ok ? '' : r.message).toMatch(
      /^You can't undo past a random outcome \(Ana rolled \d\): luck stands\.$/,
    );
  });

  it('undo stops at the last random outcome: actions after it can be taken back, it cannot', () => {
    const { first } = start(walkPlain.id);
    act(first, 'roll');
    act(first, 'step');
    expect(game().undo).toMatchObject({ seat: 0, seq: 2, words: expect.stringMatching(/^stepped to \d+$/) });
    expect(f.table.undo({ channelId: 'c1', userId: first }).ok).toBe(true);
    expect(game().undo).toBeNull();
    expect(f.table.undo({ channelId: 'c1', userId: first })).toMatchObject({ code: 'cannot-undo' });
  });

  it('an action with private events stands (a hidden outcome), and its private text is never shown', () => {
    const { first } = start();
    act(first, 'peek');
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(r.ok ? '' : r.message).toBe(
      "You can't undo past a hidden outcome (Ana peeked): what was revealed stands.",
    );
    expect(r.ok ? '' : r.message).not.toContain('7');
    expect(game().undo).toBeNull();
  });

  it("Merit's charter before the roll stands: it showed the port's secret top bill (no Undo to shop for cargo)", () => {
    start('merit-oil');
    const merit = getGame('merit-oil')!;
    // Ana and Ben play the greedy bot's moves until one of them may charter before rolling.
    for (let v = 0; ; v++) {
      const g = game();
      const seat = g.status!.toAct[0]!;
      const legal = merit.legalActions(g.record.state, seat) as { type: string; port?: string }[];
      const charter = legal.find((a) => a.type === 'charter');
      const userId = g.seats[seat]!.userId!;
      if (charter && legal.some((a) => a.type === 'roll')) {
        const chartered = f.table.act({ channelId: 'c1', userId, action: charter });
        if (!chartered.ok) throw new Error(chartered.message);
        break;
      }
      if (v > 100) throw new Error('no charter before a roll');
      const r = f.table.act({
        channelId: 'c1',
        userId,
        action: merit.bots.greedy!(g.record.state, seat, botRng('walk', v)),
      });
      if (!r.ok) throw new Error(r.message);
    }
    const { seats, record } = game();
    const log = f.store.actions(record.id);
    const last = log.ok ? log.value.at(-1)! : null;
    expect(last?.action).toMatchObject({ type: 'charter' });
    // The charterer is still to act (the insurance question), yet the turn message offers no Undo.
    expect(game().undo).toBeNull();
    const before = snapshot(f.store);
    const r = f.table.undo({ channelId: 'c1', userId: seats[last!.seat]!.userId! });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(r.ok ? '' : r.message).toMatch(
      /^You can't undo past the bill of lading drawn \((Ana|Ben) chartered the \w+ tanker at .+: bill \d+, .+\): what was revealed stands\.$/,
    );
    expect(snapshot(f.store)).toBe(before);
  });

  it("Merit's kept card played stands: Lloyd's card showed (no Undo to hide it again)", () => {
    // In this deal a player draws Lloyd's card and soon charters: the greedy bot's moves for both, up to then.
    start('merit-oil', 'ben', 'kept-35');
    const merit = getGame('merit-oil')!;
    for (let v = 0; ; v++) {
      const g = game();
      const seat = g.status!.toAct[0]!;
      const legal = merit.legalActions(g.record.state, seat) as { type: string; useCard?: boolean }[];
      const userId = g.seats[seat]!.userId!;
      const lloyds = legal.find((a) => a.type === 'insure' && a.useCard);
      if (lloyds) {
        const played = f.table.act({ channelId: 'c1', userId, action: lloyds });
        if (!played.ok) throw new Error(played.message);
        break;
      }
      if (v > 100) throw new Error("no Lloyd's card played");
      const r = f.table.act({
        channelId: 'c1',
        userId,
        action: merit.bots.greedy!(g.record.state, seat, botRng('kept-35', v)),
      });
      if (!r.ok) throw new Error(r.message);
    }
    const { seats, record, status } = game();
    const log = f.store.actions(record.id);
    const last = log.ok ? log.value.at(-1)! : null;
    expect(last?.action).toEqual({ type: 'insure', useCard: true });
    // Still the insurer's turn (the roll is to come), yet the turn message offers no Undo.
    expect(status?.toAct).toEqual([last!.seat]);
    expect(game().undo).toBeNull();
    const before = snapshot(f.store);
    const r = f.table.undo({ channelId: 'c1', userId: seats[last!.seat]!.userId! });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(r.ok ? '' : r.message).toMatch(
      /^You can't undo past the kept MEMO card played \((Ana|Ben) insured the \w+ tanker's cargo free with Lloyd's special terms .*\): what was revealed stands\.$/,
    );
    expect(snapshot(f.store)).toBe(before);
  });

  /**
   * Ana and Ben play the greedy bot's moves until the player to act, with no offer open, may offer the other two
   * deals (so the other is still asked to answer the second once they answer the first). Returns who makes them
   * and who is offered them, the two offers (not made), and a way to act for a seat.
   */
  function meritOffers(seed: string) {
    start('merit-oil', 'ben', seed);
    const merit = getGame('merit-oil')!;
    type Offer = { type: string; to?: number };
    let offers: Offer[] = [];
    for (let v = 0; offers.length < 2; v++) {
      if (v > 200) throw new Error('no two offers to make');
      const g = game();
      const seat = g.status!.toAct[0]!;
      const state = g.record.state as { offers: unknown[] };
      const legal = merit.legalActions(state, seat) as Offer[];
      offers = state.offers.length === 0 ? legal.filter((a) => a.type === 'offerDeal') : [];
      if (offers.length >= 2) break;
      const r = f.table.act({
        channelId: 'c1',
        userId: g.seats[seat]!.userId!,
        action: merit.bots.greedy!(g.record.state, seat, botRng(seed, v)),
      });
      if (!r.ok) throw new Error(r.message);
    }
    const { seats } = game();
    const users = seats.map((s) => s.userId!);
    const act = (seat: number, action: unknown) => {
      const r = f.table.act({ channelId: 'c1', userId: users[seat]!, action });
      if (!r.ok) throw new Error(r.message);
    };
    return {
      maker: game().status!.toAct[0]!,
      partner: offers[0]!.to!,
      offers,
      users,
      who: seats.map((s) => s.name),
      act,
    };
  }

  /** The open offers' ids, oldest first, and whom each is made to. */
  const openOffers = () => (game().record.state as { offers: { id: number; to: number }[] }).offers;

  /** The last logged action's public event of `kind`, seat tokens replaced by `who`, its full stop dropped. */
  function lastEvent(kind: string, who: readonly string[]): string {
    const log = f.store.actions(game().record.id);
    const text = log.ok ? log.value.at(-1)!.events.find((e) => e.kind === kind)!.text : '';
    return text.replace(/\{p(\d)\}/g, (_m, n: string) => who[Number(n)]!).replace(/\.$/, '');
  }

  /** Neither seat may take the last move back: no Undo button, and each one's /oil undo says `message`, changing nothing. */
  function noUndoFor(seats: readonly number[], users: readonly string[], message: string): void {
    expect(game().undo).toBeNull();
    for (const seat of seats) {
      const stored = snapshot(f.store);
      const r = f.table.undo({ channelId: 'c1', userId: users[seat]! });
      expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
      expect(r.ok ? '' : r.message).toBe(message);
      expect(snapshot(f.store)).toBe(stored);
    }
  }

  it("Merit's accepted deal stands: neither the player who accepted it nor its maker may take it back", () => {
    const { maker, partner, offers, users, who, act } = meritOffers('undo-deal');
    // A move before any deal is the maker's own: the offer may be taken back (it is gone again).
    const before = structuredClone(game().record.state);
    act(maker, offers[0]);
    expect(game().undo).toMatchObject({ seat: maker, words: expect.stringMatching(/^offered \{p\d\} /) });
    expect(f.table.undo({ channelId: 'c1', userId: users[maker]! }).ok).toBe(true);
    expect(game().record.state).toEqual(before);
    // Made again with a second one; the other player accepts the first and is still asked about the second.
    act(maker, offers[0]);
    act(maker, offers[1]);
    const [first] = openOffers();
    expect(first!.to).toBe(partner);
    act(partner, { type: 'acceptDeal', offer: first!.id });
    expect(game().status!.toAct).toContain(partner);
    expect(game().status!.mayAct).toContain(maker);
    const deal = lastEvent('deal', who);
    expect(deal).toMatch(/^\w+ bought .+ from \w+ for £[\d,]+$/);
    noUndoFor([partner, maker], users, `You can't undo past the deal ${who[partner]} accepted (${deal}).`);
  });

  it("Merit's declined offer stands: the player who declined it, still asked about another, may not take the answer back", () => {
    const { maker, partner, offers, users, who, act } = meritOffers('undo-deal');
    act(maker, offers[0]);
    act(maker, offers[1]);
    const [first, second] = openOffers();
    act(partner, { type: 'declineDeal', offer: first!.id });
    // The second offer still waits on the partner; the maker saw the first declined.
    expect(openOffers()).toEqual([second]);
    expect(game().status!.toAct).toContain(partner);
    expect(game().status!.mayAct).toContain(maker);
    const answer = lastEvent('deal', who);
    expect(answer.startsWith(`${who[partner]} declined ${who[maker]}'s offer: `)).toBe(true);
    noUndoFor([partner, maker], users, `You can't undo past ${who[partner]}'s answer (${answer}).`);
    // The maker's own move after the answer is theirs again: the second offer, withdrawn, may be taken back.
    act(maker, { type: 'withdrawDeal', offer: second!.id });
    expect(game().undo).toMatchObject({
      seat: maker,
      words: expect.stringMatching(new RegExp(`^withdrew an offer to \\{p${partner}\\}: `)),
    });
    expect(f.table.undo({ channelId: 'c1', userId: users[maker]! }).ok).toBe(true);
    expect(openOffers()).toEqual([second]);
  });

  it("another player's reaction stands: Ben answered Ana's question, so Ana cannot take the question back", () => {
    const { first, other } = start();
    act(first, 'ask');
    act(other!, 'answer');
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r.ok ? '' : r.message).toBe(
      "Undo takes back only your own moves: you have made none since Ben's move (Ben answered).",
    );
    expect(game().undo).toBeNull();
  });

  it("a bot's action stands like any other player's", () => {
    const { first } = start(walk.id, 'bot');
    act(first, 'pass'); // the bot passes back at once
    expect(game().status?.toAct).toEqual([0]);
    expect(f.table.undo({ channelId: 'c1', userId: first })).toMatchObject({
      ok: false,
      code: 'cannot-undo',
    });
  });

  it("another player's move is quoted by its own line, not by a consequence the engine told first (a disaster)", () => {
    // A playtest: "…since Ana's move (Disaster! The Disaster Track reached 5 …)" for Ana's end of turn.
    const step = {
      seq: 9,
      seat: 0,
      userId: 'u0',
      action: { type: 'endTurn' },
      events: [
        { kind: 'secret', text: '{p0} kept a card.', to: [0] },
        {
          kind: 'disaster',
          text: "Disaster! The Disaster Track reached 5 on {p0}'s turn. Disaster roll: 7 (3+4) — pollution struck a 7.",
        },
        { kind: 'pollution', text: 'Pollution took the 7 token from H forest.' },
        { kind: 'turn', text: '{p0} ended the turn. {p1} to play.' },
      ],
    };
    expect(barrierText({ kind: 'other-seat', step }, ['Ana', 'Ben'], 1)).toBe(
      "Undo takes back only your own moves: you have made none since Ana's move (Ana ended the turn. Ben to play).",
    );
    // Past the disaster itself, its roll is what stands: it is still the line quoted.
    expect(barrierText({ kind: 'random', step }, ['Ana', 'Ben'], 0)).toMatch(
      /^You can't undo past a random outcome \(Disaster! The Disaster Track reached 5 on Ana's turn\. /,
    );
    // A move with no line of its actor's is quoted by its first public line, as before.
    const plain = { ...step, events: step.events.slice(1, 3) };
    expect(barrierText({ kind: 'other-seat', step: plain }, ['Ana', 'Ben'], 1)).toMatch(
      /since Ana's move \(Disaster! The Disaster Track/,
    );
  });

  it("a move made for the player's own seat by someone else (a bot, as a clock ran out) is named as such, not as theirs", () => {
    const step = {
      seq: 4,
      seat: 1,
      userId: null,
      action: { type: 'step' },
      events: [{ text: '{p1} stepped to 2.' }],
    };
    const barrier = { kind: 'other-seat', step } as const;
    expect(barrierText(barrier, ['Ana', 'Ben'], 1)).toBe(
      'Undo takes back only your own moves: you have made none since the move made for your seat (Ben stepped to 2).',
    );
    expect(barrierText(barrier, ['Ana', 'Ben'], 0)).toBe(
      "Undo takes back only your own moves: you have made none since Ben's move (Ben stepped to 2).",
    );
  });

  it("the game's own hook makes an action final: the reveal", () => {
    const { first } = start();
    act(first, 'reveal');
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r.ok ? '' : r.message).toBe("You can't undo past the reveal (Ana revealed card 1).");
  });

  it('a game that keeps its RNG elsewhere lets nothing be taken back (every action counts as random)', () => {
    const { first } = start(walkHiddenRng.id);
    act(first, 'step');
    expect(game().undo).toBeNull();
    expect(f.table.undo({ channelId: 'c1', userId: first })).toMatchObject({ code: 'cannot-undo' });
  });

  it('only the player to act may undo: after ending the turn it is over', () => {
    const { first, other } = start();
    act(first, 'step');
    act(first, 'pass');
    const r = f.table.undo({ channelId: 'c1', userId: first });
    expect(r).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect(r.ok ? '' : r.message).toBe('You can take back your moves only while it is your turn to act.');
    expect(f.table.undo({ channelId: 'c1', userId: other! })).toMatchObject({ code: 'cannot-undo' });
    expect(f.table.undo({ channelId: 'c1', userId: 'u-stranger' })).toMatchObject({ code: 'not-seated' });
  });

  it('nothing to take back at the start of the game', () => {
    const { first } = start();
    expect(f.table.undo({ channelId: 'c1', userId: first })).toMatchObject({
      ok: false,
      code: 'cannot-undo',
      message: 'There is nothing to take back.',
    });
  });

  it('an undo made on an older message is stale (old buttons go stale)', () => {
    const { first } = start();
    act(first, 'step');
    act(first, 'step');
    expect(f.table.undo({ channelId: 'c1', userId: first, expectedVersion: 1 })).toMatchObject({
      code: 'stale',
    });
  });

  it('TableGame.undo names who may take back which action, and is the same after a restart (no memory)', () => {
    const { first } = start();
    act(first, 'step');
    expect(game().undo).toEqual({ seat: 0, seq: 1, words: 'stepped to 1', held: true });
    const fresh = new Table(f.store, { games });
    const g = fresh.getGame('c1');
    expect(g.ok && g.game.undo).toEqual({ seat: 0, seq: 1, words: 'stepped to 1', held: true });
    const r = fresh.undo({ channelId: 'c1', userId: first });
    expect(r.ok).toBe(true);
  });

  it('after a move the Undo decision costs no replay: the table remembers whether the move drew from the RNG', () => {
    const { first } = start();
    const reads = vi.spyOn(f.store, 'actions');
    act(first, 'step');
    expect(game().undo).toMatchObject({ seq: 1 });
    // Only tails of the log were read (a replay reads it whole, from seq 0 without a limit).
    expect(reads.mock.calls.filter((c) => c[2] === undefined)).toEqual([]);
  });

  it('after a restart the Undo decision costs no replay and is the same: what each move drew is logged with it', () => {
    const { first } = start(walkPlain.id); // no hook: only what the move drew tells a roll
    /** Game c1's Undo chance as a table started anew reads it (nothing remembered), and the log reads it made. */
    const afterRestart = () => {
      const fresh = new Table(f.store, { games });
      const reads = vi.spyOn(f.store, 'actions');
      const g = fresh.getGame('c1');
      // Only tails of the log were read (a replay reads it whole, from seq 0 without a limit).
      const wholeReads = reads.mock.calls.filter((c) => c[2] === undefined).length;
      reads.mockRestore();
      if (!g.ok) throw new Error(g.message);
      return { undo: g.game.undo, wholeReads };
    };
    act(first, 'step');
    expect(afterRestart()).toEqual({ undo: game().undo, wholeReads: 0 });
    expect(game().undo).toMatchObject({ seq: 1, words: 'stepped to 1' });
    act(first, 'roll');
    expect(afterRestart()).toEqual({ undo: null, wholeReads: 0 });
    expect(game().undo).toBeNull();
  });

  it('a move refused as stale (another process saved first) is not remembered: its seq holds the other move', () => {
    const { first } = start(walkPlain.id); // no hook: only the remembered RNG answer tells a roll
    const other = openStore(f.path);
    const otherTable = new Table(other, { games });
    const append = f.store.appendActions.bind(f.store);
    f.store.appendActions = (...args) => {
      otherTable.act({ channelId: 'c1', userId: first, action: { type: 'roll' } });
      return append(...args);
    };
    const r = f.table.act({ channelId: 'c1', userId: first, action: { type: 'step' } });
    f.store.appendActions = append;
    other.close();
    expect(r).toMatchObject({ ok: false, code: 'stale' });
    // Seq 1 is the other process's roll: luck, so nothing may be taken back.
    expect(game().undo).toBeNull();
    expect(f.table.undo({ channelId: 'c1', userId: first })).toMatchObject({ code: 'cannot-undo' });
  });

  it('replay, the replay tool and repair understand undo entries: the saved state is the replay', () => {
    const { first, other } = start();
    act(first, 'step');
    act(first, 'step');
    f.table.undo({ channelId: 'c1', userId: first });
    act(first, 'roll');
    act(first, 'pass');
    act(other!, 'step');
    f.table.undo({ channelId: 'c1', userId: other! });
    const g = game();
    expect(g.record.version).toBe(7);
    const log = f.store.actions(g.record.id);
    if (!log.ok) throw new Error(log.message);
    const replay = replayGame(walk, {
      seatCount: 2,
      options: g.record.options,
      seed: g.record.seed,
      actions: log.value,
    });
    expect(replay.ok && replay.state).toEqual(g.record.state);
    expect(checkStoredGame(f.store, g.record.id, games)).toMatchObject({ verdict: 'ok' });
    const repaired = f.table.repair({ channelId: 'c1', byUserId: ana.userId, isAdmin: true });
    expect(repaired).toMatchObject({ ok: true, repaired: false, actions: 7 });
  });

  it('a log whose undo entry does not take back the last action standing fails to replay', () => {
    const log = [
      { seat: 0, action: { type: 'step' } },
      { seat: 0, action: { type: 'step' } },
      { seat: 0, action: { $undo: 1 } },
    ];
    const r = replayGame(walk, { seatCount: 2, options: { goal: 30 }, seed: 's', actions: log });
    expect(r).toMatchObject({ ok: false, atSeq: 3 });
  });
});

describe('standingEntries: a slice of the log as it stands', () => {
  const move = (seq: number) => ({ seq, action: { type: 'move', n: seq } });
  const undo = (seq: number, target: number) => ({ seq, action: undoMark(target) });

  it('leaves out a move taken back within the slice, with its undo', () => {
    const slice = [move(5), move(6), undo(7, 6), move(8)];
    expect(standingEntries(slice).map((e) => e.seq)).toEqual([5, 8]);
    // Undone twice in a row: each undo takes back the one before it.
    expect(standingEntries([move(5), move(6), undo(7, 6), undo(8, 5)]).map((e) => e.seq)).toEqual([]);
  });

  it('keeps the undo of a move before the slice: news to those who saw that move', () => {
    expect(standingEntries([undo(9, 8), move(10)]).map((e) => e.seq)).toEqual([9, 10]);
  });

  it('keeps, in place of the move, the undo of a move told already (through `told`): news too', () => {
    // A message posted at version 6 asked others about move 6 (an offer): its undo is told, the offer is not.
    expect(standingEntries([move(5), move(6), undo(7, 6), move(8)], 6).map((e) => e.seq)).toEqual([5, 7, 8]);
    // A later move taken back within the slice still goes with its undo.
    expect(standingEntries([move(5), move(6), move(7), undo(8, 7)], 6).map((e) => e.seq)).toEqual([5, 6]);
    expect(standingEntries([move(6), move(7), undo(8, 7), undo(9, 6)], 6).map((e) => e.seq)).toEqual([9]);
  });
});

describe('the words of a move taken back', () => {
  const step = (text: string, seat = 1) => ({ seq: 1, seat, userId: null, action: {}, events: [{ text }] });
  it('are its first public sentence, without its actor: what follows says what it opens', () => {
    expect(actionWords(step('{p1} built a road on B7.'))).toBe('built a road on B7');
    expect(
      actionWords(
        step(
          "{p1} ended the turn's actions. They may buy the Asia consolidation chip for 21 shares (3+ colours).",
        ),
      ),
    ).toBe("ended the turn's actions");
    // A company's "Co." does not end the sentence.
    expect(actionWords(step('{p1} bought 2 blocks of Anglo Tanker Shipping Co. shares for £5,000.'))).toBe(
      'bought 2 blocks of Anglo Tanker Shipping Co. shares for £5,000',
    );
    expect(actionWords(step('{p2} rolled 8 (5+3).'))).toBe('{p2} rolled 8 (5+3)');
  });

  it('add what the same move did besides, when its later public events tell the actor’s own deeds', () => {
    // Oil Springs' robber taking oil by name (public: the move may be taken back, and the oil comes back too).
    const events = (...texts: (string | { text: string; to: number[] })[]) => ({
      ...step(''),
      events: texts.map((t) => (typeof t === 'string' ? { text: t } : t)),
    });
    expect(
      actionWords(events('{p1} moved the robber to J oil spring 5.', '{p1} stole 1 oil from {p2}.')),
    ).toBe('moved the robber to J oil spring 5 and stole 1 oil from {p2}');
    // Not: a private event, another player's, one in the present tense, or after a first event not the actor's.
    expect(
      actionWords(
        events(
          '{p1} placed a road on 1-2.',
          { text: '{p1} drew a Knight.', to: [1] },
          '{p2} lost Longest Road.',
          '{p1} must discard 4 of 8.',
        ),
      ),
    ).toBe('placed a road on 1-2');
    // The card the move took, told in the past like the move itself, goes back with it.
    expect(actionWords(events('{p1} placed a road on 1-2.', '{p1} took Longest Road (5).'))).toBe(
      'placed a road on 1-2 and took Longest Road (5)',
    );
    expect(actionWords(events('Disaster! The spring on J floods.', '{p1} ended the turn.'))).toBe('Disaster');
  });
});
