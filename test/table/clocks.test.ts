/**
 * Turn clocks, seats handed over and back, and vacations in the table service, with an injected clock (the
 * store's timestamps and the table's `now` are the test's), on the race fixture: both players choose at
 * once each round, so each seat's clock runs on its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore, type Store } from '../../src/store';
import type { ClockPolicy } from '../../src/store/clocks';
import { offeredGames } from '../../src/games/registry';
import { Table } from '../../src/table';
import {
  castClockVote,
  closeUndecidedVotes,
  dueClocks,
  runOutClock,
  setClock,
  unpostedVotes,
} from '../../src/table/clocks';
import { DAY_MS, HOUR_MS, type ClockChoice } from '../../src/table/clocks-time';
import { dueReminders } from '../../src/table/reminders';
import {
  endVacation,
  setVacationAllowance,
  takeVacation,
  vacationsOver,
} from '../../src/table/clocks-vacation';
import {
  allowTakeover,
  handOver,
  leaveGame,
  leftSeat,
  returnSeat,
  takeOver,
} from '../../src/table/seats-handover';
import { tempDir } from '../store/tmp';
import { ana, ben, cat, dan } from './helpers';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const GUILD = 'g1';
const CHANNEL = 'c1';
const safe = { type: 'choose', choice: 'safe' };

let tmp: ReturnType<typeof tempDir>;
let path: string;
let clock: number;
let store: Store;
let table: Table;
let row: number;

function open(): void {
  store = openStore(path, { now: () => clock });
  table = new Table(store, { now: () => clock });
}

beforeEach(() => {
  tmp = tempDir('derrick-clocks-');
  path = tmp.file('c.sqlite');
  clock = T0;
  open();
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** A lobby of `gameId` that Ana opened in CHANNEL: its row is `row`. */
function openRace(gameId = 'test-race'): void {
  const opened = table.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    gameId,
    host: ana,
    seed: 's',
  });
  if (!opened.ok) throw new Error(opened.message);
  row = opened.game.record.id;
}

/** A race with Ana (host), Ben and the others, the clock chosen in the lobby, started at T0. */
function startRace(choice: ClockChoice, policy: ClockPolicy, others = [ben], gameId = 'test-race'): void {
  openRace(gameId);
  for (const p of others) table.join({ channelId: CHANNEL, ...p });
  const set = setClock(table, row, ana.userId, choice, policy);
  if (!set.ok) throw new Error(set.message);
  const started = table.start({ channelId: CHANNEL, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
}

function seatOf(user: { userId: string }): number {
  return table.getGameById(row).ok ? table.seatOf(CHANNEL, user.userId)! : -1;
}

function act(user: { userId: string }) {
  return table.act({ channelId: CHANNEL, userId: user.userId, action: safe });
}

function game() {
  const g = table.getGameById(row);
  if (!g.ok) throw new Error(g.message);
  return g.game;
}

/**
 * A race of Ana, Ben and `others` under a 24 h 'vote' clock in which everyone but Ben moves in the first hour;
 * at 24 h Ben's clock is due and is run out. The due clock, and what running it out gave.
 */
function runOutBenUnderVote(others: (typeof ben)[]) {
  startRace('24h', 'vote', [ben, ...others]);
  clock = T0 + HOUR_MS;
  act(ana);
  for (const p of others) act(p);
  clock = T0 + 24 * HOUR_MS;
  const [due] = dueClocks(table, clock);
  if (!due) throw new Error('no clock ran out');
  return { due, ran: runOutClock(table, due) };
}

describe('a move clock', () => {
  it('runs out after its limit and not before, for the seat that has not moved', () => {
    startRace('24h', 'bot-move');
    clock = T0 + HOUR_MS;
    expect(act(ana).ok).toBe(true);
    clock = T0 + 24 * HOUR_MS - 1;
    expect(dueClocks(table, clock)).toEqual([]);
    clock = T0 + 24 * HOUR_MS;
    const due = dueClocks(table, clock);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ id: row, seat: seatOf(ben), since: T0, deadline: T0 + 24 * HOUR_MS });
  });

  it('lists those about to run out, with `aheadMs`, after those that ran out: the loop redraws them', () => {
    startRace('24h', 'bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 24 * HOUR_MS - 60_000;
    expect(dueClocks(table, clock)).toEqual([]);
    const near = dueClocks(table, clock, 120_000);
    expect(near).toEqual([expect.objectContaining({ seat: seatOf(ben), deadline: T0 + 24 * HOUR_MS })]);
    expect(game().clock!.running).toEqual([expect.objectContaining({ soon: true, ranOut: false })]);
  });

  it('a game that fails to be read is skipped: the other games’ clocks still run out', () => {
    startRace('24h', 'bot-move');
    const broken = row;
    const other = table.openLobby({
      guildId: GUILD,
      channelId: 'c2',
      gameId: 'test-race',
      host: cat,
      seed: 's',
    });
    if (!other.ok) throw new Error(other.message);
    table.join({ channelId: 'c2', ...dan });
    setClock(table, other.game.record.id, cat.userId, '24h', 'bot-move');
    table.start({ channelId: 'c2', byUserId: cat.userId });
    const sync = table.syncClock.bind(table);
    vi.spyOn(table, 'syncClock').mockImplementation((id, status) => {
      if (id === broken) throw new Error('a broken row');
      sync(id, status);
    });
    clock = T0 + 24 * HOUR_MS;
    expect(new Set(dueClocks(table, clock).map((d) => d.id))).toEqual(new Set([other.game.record.id]));
  });

  it('shows each waiting seat’s deadline on the table game', () => {
    startRace('72h', 'bot-move');
    const running = game().clock!.running;
    expect(running.map((r) => r.deadline)).toEqual([T0 + 72 * HOUR_MS, T0 + 72 * HOUR_MS]);
    clock = T0 + 2 * HOUR_MS;
    act(ana);
    expect(game().clock!.running.map((r) => r.seat)).toEqual([seatOf(ben)]);
  });
});

/** A race under `choice` and 'bot-move' in which Ana moves in the first hour; at `at` Ben's clock is run out. */
function runOutBenUnderBotMove(choice: ClockChoice, at: number) {
  startRace(choice, 'bot-move');
  clock = T0 + HOUR_MS;
  act(ana);
  clock = at;
  const [due] = dueClocks(table, clock);
  if (due?.seat !== seatOf(ben)) throw new Error('Ben’s clock did not run out');
  return runOutClock(table, due);
}

describe('when a clock runs out', () => {
  it('bot-move: a bot plays that one move, the player keeps the seat and gets a new clock', () => {
    const r = runOutBenUnderBotMove('24h', T0 + 25 * HOUR_MS);
    expect(r.ok && r.policy).toBe('bot-move');
    const g = game();
    expect(g.record.version).toBe(2);
    const benSeat = g.seats.find((s) => s.userId === ben.userId)!;
    expect(benSeat.botKind).toBeNull();
    // A new round: both asked again, Ben's new wait starts with the bot's move.
    expect(g.clock!.running.find((x) => x.seat === benSeat.seat)!.since).toBe(clock);
    expect(dueClocks(table, clock)).toEqual([]);
  });

  it('bot-move: the bot plays all the game waits on the seat for in this turn, not one action a clock', () => {
    // A playtest of Catan under a 24 h clock: an absent player's set-up took a day for the settlement and
    // another for its road, and each turn one day per action (roll, build, end).
    startRace('24h', 'bot-move', [ben, cat], 'catan');
    const first = game().status!.toAct[0]!;
    clock = T0 + 25 * HOUR_MS;
    const [due] = dueClocks(table, clock);
    expect(due?.seat).toBe(first);
    const r = runOutClock(table, due!);
    if (!r.ok || r.policy !== 'bot-move') throw new Error('no bot move');
    expect(r.steps.map((s) => [s.seat, (s.action as { type: string }).type])).toEqual([
      [first, 'settlement'],
      [first, 'road'],
    ]);
    // The game waits on the next seat now, with a clock of its own; the first seat is waited on no more.
    const next = game().status!.toAct;
    expect(next).not.toContain(first);
    expect(game().clock!.running.map((x) => x.seat)).toEqual(next);
  });

  it("bot-move in Merit's Oil: the bot plays the rest of the seat's turn (a roll and a drill), not one action", () => {
    startRace('24h', 'bot-move', [ben, cat], 'merit-oil');
    const played: number[] = [];
    // Every player is away: each clock that runs out has a bot play what the game waits on that seat for.
    for (let n = 1; n <= 8; n++) {
      clock = T0 + n * 25 * HOUR_MS;
      const [due] = dueClocks(table, clock);
      if (!due) break;
      const r = runOutClock(table, due);
      if (!r.ok || r.policy !== 'bot-move') throw new Error('no bot move');
      expect(r.steps.every((s) => s.seat === due.seat)).toBe(true);
      // It stops once the game waits on another seat (the next turn, or the answer to a deal it offered).
      expect(game().status!.toAct).not.toContain(due.seat);
      played.push(r.steps.length);
    }
    expect(played.length).toBe(8);
    expect(Math.max(...played)).toBeGreaterThan(1);
  });

  it('is not preceded by a turn reminder: a seat whose clock ran out is left to the clock', () => {
    startRace('24h', 'bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    const policy = { afterMs: 12 * HOUR_MS };
    const reminded = (at: number) =>
      dueReminders(table, at, policy).flatMap((d) => d.toRemind.map((s) => s.seat));
    // Ben has waited 23 hours: a reminder is due, and his clock has not run out.
    expect(reminded(T0 + 24 * HOUR_MS - 1)).toEqual([seatOf(ben)]);
    // His clock runs out (the bot was down, or the reminder's tick came first): the clock's tick is about to
    // play for him, so no reminder pings him just before.
    expect(reminded(T0 + 24 * HOUR_MS)).toEqual([]);
    expect(reminded(T0 + 30 * HOUR_MS)).toEqual([]);
    expect(runOutClock(table, dueClocks(table, T0 + 30 * HOUR_MS)[0]!).ok).toBe(true);
  });

  it('hand-over: the seat is handed to a bot until its player returns', () => {
    startRace('24h', 'hand-over');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 24 * HOUR_MS;
    const r = runOutClock(table, dueClocks(table, clock)[0]!);
    expect(r.ok && r.policy).toBe('hand-over');
    const benSeat = game().seats.find((s) => s.userId === ben.userId)!;
    expect(benSeat.botKind).toBe('cautious');
    // The bot played Ben's move at once; only Ana is waited on now.
    expect(game().status!.toAct).toEqual([seatOf(ana)]);
    expect(act(ben)).toMatchObject({ ok: false, code: 'handed-over' });
    expect(returnSeat(table, row, ben.userId).ok).toBe(true);
    act(ana);
    expect(game().status!.toAct).toEqual([seatOf(ana), seatOf(ben)].sort());
    expect(act(ben).ok).toBe(true);
  });

  it('is dealt with once, also after the database is reopened', () => {
    startRace('24h', 'hand-over');
    clock = T0 + 30 * HOUR_MS;
    const due = dueClocks(table, clock);
    expect(due).toHaveLength(2);
    expect(runOutClock(table, due[0]!).ok).toBe(true);
    store.close();
    open();
    expect(runOutClock(table, due[0]!)).toMatchObject({ ok: false, code: 'stale' });
  });

  it('vote: a majority of the other players waiting gives more time; handing over needs a majority too', () => {
    const { due, ran: r } = runOutBenUnderVote([cat, dan]);
    expect(r.ok && r.policy === 'vote' && [...r.voters].sort()).toEqual(
      [ana.userId, cat.userId, dan.userId].sort(),
    );
    const s = due.seat;
    expect(castClockVote(table, row, s, due.since, ben.userId, 'wait')).toMatchObject({ code: 'not-voter' });
    expect(castClockVote(table, row, s, due.since, ana.userId, 'wait')).toMatchObject({
      ok: true,
      decided: null,
    });
    expect(castClockVote(table, row, s, due.since, cat.userId, 'bot')).toMatchObject({
      ok: true,
      decided: null,
    });
    expect(castClockVote(table, row, s, due.since, dan.userId, 'wait')).toMatchObject({
      ok: true,
      decided: 'wait',
    });
    // 24 more hours, then the clock runs out again (and a new vote opens).
    expect(dueClocks(table, T0 + 48 * HOUR_MS - 1)).toEqual([]);
    expect(castClockVote(table, row, s, due.since, cat.userId, 'bot')).toMatchObject({
      code: 'vote-closed',
    });
    const [again] = dueClocks(table, T0 + 48 * HOUR_MS);
    expect(again).toMatchObject({ seat: s, since: due.since });
    expect(runOutClock(table, again!).ok).toBe(true);
    expect(castClockVote(table, row, s, due.since, cat.userId, 'bot')).toMatchObject({
      ok: true,
      decided: null,
      bot: 1,
      wait: 0,
    });
  });

  it('vote: a majority for the bot hands the seat over', () => {
    const { due } = runOutBenUnderVote([cat]);
    castClockVote(table, row, due.seat, due.since, ana.userId, 'bot');
    const r = castClockVote(table, row, due.seat, due.since, cat.userId, 'bot');
    expect(r).toMatchObject({ ok: true, decided: 'bot' });
    expect(game().seats.find((x) => x.userId === ben.userId)!.botKind).toBe('cautious');
  });
});

describe('an undecided vote', () => {
  it('ends, after the time waiting would have given, with the seat handed to a bot (no stall)', () => {
    const { due } = runOutBenUnderVote([cat, dan]);
    castClockVote(table, row, due.seat, due.since, ana.userId, 'wait');
    castClockVote(table, row, due.seat, due.since, cat.userId, 'bot');
    expect(closeUndecidedVotes(table, T0 + 48 * HOUR_MS - 1)).toEqual([]);
    const [closed] = closeUndecidedVotes(table, T0 + 48 * HOUR_MS);
    expect(closed).toMatchObject({ id: row, seat: due.seat });
    expect(game().seats.find((s) => s.userId === ben.userId)!.botKind).toBe('cautious');
    expect(closeUndecidedVotes(table, T0 + 100 * HOUR_MS)).toEqual([]);
  });

  it('waits while the player is away on vacation', () => {
    runOutBenUnderVote([cat]);
    takeVacation(table, GUILD, ben.userId, 2, T0 + 30 * HOUR_MS);
    expect(closeUndecidedVotes(table, T0 + 48 * HOUR_MS)).toEqual([]);
    expect(closeUndecidedVotes(table, T0 + 30 * HOUR_MS + 48 * HOUR_MS)).toHaveLength(1);
  });

  it('is closed without a hand-over when the player moved meanwhile', () => {
    runOutBenUnderVote([cat]);
    act(ben);
    expect(closeUndecidedVotes(table, T0 + 48 * HOUR_MS)).toEqual([]);
    expect(game().seats.find((s) => s.userId === ben.userId)!.botKind).toBeNull();
    expect(store.clocks.openVotes()).toEqual([]);
  });
});

describe('a vote with no message to vote with', () => {
  /** Ben's clock (of Ana, Ben, Cat and Dan) ran out under 'vote' at 24 h; Ana voted to wait. */
  function openVote() {
    const { due, ran } = runOutBenUnderVote([cat, dan]);
    if (!ran.ok) throw new Error(ran.message);
    castClockVote(table, row, due.seat, due.since, ana.userId, 'wait');
    return due;
  }

  it('is listed with its voters and ballots until its message is posted', () => {
    const due = openVote();
    const [vote, ...more] = unpostedVotes(table);
    expect(more).toEqual([]);
    expect(vote).toMatchObject({
      id: row,
      channelId: CHANNEL,
      seat: due.seat,
      since: due.since,
      wait: 1,
      bot: 0,
    });
    expect([...vote!.voters].sort()).toEqual([ana.userId, cat.userId, dan.userId].sort());
    expect(vote!.game.record.id).toBe(row);
    store.clocks.setVoteMessage(row, due.seat, due.since, 'm1');
    expect(unpostedVotes(table)).toEqual([]);
  });

  it('is not listed once decided, or once the player moved', () => {
    const due = openVote();
    castClockVote(table, row, due.seat, due.since, cat.userId, 'wait');
    expect(unpostedVotes(table)).toEqual([]);
    clock = T0 + 48 * HOUR_MS;
    const [again] = dueClocks(table, clock);
    expect(runOutClock(table, again!).ok).toBe(true);
    expect(unpostedVotes(table)).toHaveLength(1);
    act(ben);
    expect(unpostedVotes(table)).toEqual([]);
  });

  it('a broken game row is skipped, not thrown', () => {
    openVote();
    store.db.prepare("UPDATE games SET state = '{not json' WHERE id = ?").run(row);
    expect(unpostedVotes(table)).toEqual([]);
  });
});

describe('a budget clock', () => {
  it('counts the time each player used over all their moves', () => {
    startRace('budget', 'bot-move');
    clock = T0 + 3 * DAY_MS;
    act(ana);
    act(ben);
    // Round 2 starts at T0 + 3 days; Ana used 3 days of 7, so she has 4 left.
    const aSeat = seatOf(ana);
    expect(game().clock!.running.find((r) => r.seat === aSeat)!.deadline).toBe(T0 + 7 * DAY_MS);
    clock = T0 + 7 * DAY_MS - 1;
    expect(dueClocks(table, clock)).toEqual([]);
    expect(dueClocks(table, T0 + 7 * DAY_MS)).toHaveLength(2);
  });

  it('once spent, each later move has a day: a bot does not play every move the moment it is asked', () => {
    // A playtest: after Ben's 7 days ran out under 'bot-move', a bot played each of his moves within the minute
    // it was asked, for the rest of the game, each time saying "Their clock starts again".
    expect(runOutBenUnderBotMove('budget', T0 + 7 * DAY_MS).ok).toBe(true);
    // The bot's move ended the round; both are asked again, and Ben, with nothing left, has a day.
    const running = game().clock!.running.find((r) => r.seat === seatOf(ben))!;
    expect(running.deadline).toBe(clock + DAY_MS);
    expect(dueClocks(table, clock + DAY_MS - 1).filter((d) => d.seat === seatOf(ben))).toEqual([]);
    clock += HOUR_MS;
    expect(act(ben).ok).toBe(true);
    expect(game().clock!.running.find((r) => r.seat === seatOf(ben))).toBeUndefined();
  });

  it('once spent, a player back from a hand-over has a day for their move, not a seat handed back at once', () => {
    startRace('budget', 'hand-over');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 7 * DAY_MS;
    expect(runOutClock(table, dueClocks(table, clock)[0]!)).toMatchObject({ ok: true, policy: 'hand-over' });
    clock += HOUR_MS;
    expect(returnSeat(table, row, ben.userId).ok).toBe(true);
    act(ana);
    expect(game().clock!.running.find((r) => r.seat === seatOf(ben))!.deadline).toBe(clock + DAY_MS);
    expect(dueClocks(table, clock + HOUR_MS)).toEqual([]);
  });
});

describe('a vacation', () => {
  it('pauses the player’s clock without anyone’s vote', () => {
    startRace('24h', 'bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 10 * HOUR_MS;
    const v = takeVacation(table, GUILD, ben.userId, 3, clock);
    expect(v).toMatchObject({ ok: true, games: [row] });
    const g = game();
    expect(g.clock!.away).toEqual([{ seat: seatOf(ben), untilAt: clock + 3 * DAY_MS }]);
    // 24 h of clock, of which 3 days are paused.
    const deadline = T0 + 24 * HOUR_MS + 3 * DAY_MS;
    expect(g.clock!.running[0]!.deadline).toBe(deadline);
    expect(dueClocks(table, T0 + 3 * DAY_MS)).toEqual([]);
    expect(dueClocks(table, deadline - 1)).toEqual([]);
    expect(dueClocks(table, deadline)).toHaveLength(1);
  });

  it('ended early counts only the days it lasted', () => {
    startRace('24h', 'bot-move');
    takeVacation(table, GUILD, ben.userId, 5, T0);
    clock = T0 + DAY_MS;
    expect(endVacation(table, GUILD, ben.userId, clock)).toMatchObject({ ok: true, daysLeft: 13 });
    expect(game().clock!.running.find((r) => r.seat === seatOf(ben))!.deadline).toBe(T0 + 2 * DAY_MS);
  });

  it('that ends on its own is told once (also after a reopen); one ended early is the player’s to tell', () => {
    startRace('24h', 'bot-move', [ben, cat]);
    takeVacation(table, GUILD, ben.userId, 2, T0);
    takeVacation(table, GUILD, cat.userId, 2, T0);
    endVacation(table, GUILD, cat.userId, T0 + DAY_MS);
    expect(vacationsOver(table, T0 + 2 * DAY_MS - 1)).toEqual([]);
    expect(vacationsOver(table, T0 + 2 * DAY_MS)).toEqual([
      { guildId: GUILD, userId: ben.userId, games: [row] },
    ]);
    store.close();
    open();
    expect(vacationsOver(table, T0 + 3 * DAY_MS)).toEqual([]);
  });

  it('is refused beyond the days a year the server’s admins chose', () => {
    expect(setVacationAllowance(table, GUILD, false, 3)).toMatchObject({ code: 'not-admin' });
    expect(setVacationAllowance(table, GUILD, true, 3).ok).toBe(true);
    expect(takeVacation(table, GUILD, ben.userId, 4, T0)).toMatchObject({
      code: 'vacation',
      message:
        'This server allows 3 vacation days a year; you have 3 left this year. Ask for `away:3` or fewer.',
    });
    expect(takeVacation(table, GUILD, ben.userId, 2, T0).ok).toBe(true);
    expect(takeVacation(table, GUILD, ben.userId, 1, T0 + DAY_MS)).toMatchObject({ code: 'vacation' });
    expect(takeVacation(table, GUILD, ben.userId, 2, T0 + 3 * DAY_MS)).toMatchObject({ code: 'vacation' });
    expect(takeVacation(table, GUILD, ben.userId, 1, T0 + 3 * DAY_MS).ok).toBe(true);
    expect(takeVacation(table, GUILD, ben.userId, 1, T0 + 5 * DAY_MS)).toMatchObject({
      message:
        'This server allows 3 vacation days a year; you have 0 left this year. The days come back on 1 January (UTC).',
    });
  });
});

describe('seats handed over and back', () => {
  it('leave mid-game: a bot plays the seat from now on, the game goes on and the log says so', () => {
    startRace('off', 'bot-move');
    act(ana);
    const r = leaveGame(table, row, ben.userId);
    expect(r.ok).toBe(true);
    const g = game();
    expect(g.seats.find((s) => s.name === 'Ben')).toMatchObject({ userId: null, botKind: 'cautious' });
    expect(leftSeat(table, g, ben.userId)).toEqual({ seat: r.ok ? r.seat.seat : -1, takenBy: null });
    // The bot chose for Ben at once, and again in the next round.
    expect(g.record.version).toBe(3);
    expect(g.status!.toAct).toEqual([seatOf(ana)]);
    const log = table.log(CHANNEL);
    const lines = log.ok ? log.entries.flatMap((e) => e.events.map((x) => x.text)) : [];
    expect(lines).toContain(
      `{p${r.ok ? r.seat.seat : -1}} left the game: a bot plays their seat from now on.`,
    );
  });

  it('only the host hands an absent player’s seat to a bot, and the player returns to it', () => {
    startRace('off', 'bot-move', [ben, cat]);
    expect(handOver(table, row, { userId: cat.userId, isAdmin: false }, seatOf(ben))).toMatchObject({
      code: 'not-host',
      message: 'Only the host or a server admin (Manage Threads) can hand Ben’s seat to a bot.',
    });
    expect(handOver(table, row, { userId: ana.userId, isAdmin: false }, seatOf(ben)).ok).toBe(true);
    expect(returnSeat(table, row, cat.userId)).toMatchObject({ code: 'not-handed-over' });
    const back = returnSeat(table, row, ben.userId);
    expect(back.ok && back.seat).toMatchObject({ userId: ben.userId, botKind: null });
  });

  it('a human takes over a bot seat only when the host allows it', () => {
    startRace('off', 'bot-move', [ben]);
    leaveGame(table, row, ben.userId);
    const benSeat = game().seats.find((s) => s.name === 'Ben')!.seat;
    expect(takeOver(table, row, cat, benSeat)).toMatchObject({ code: 'takeover-closed' });
    expect(takeOver(table, row, cat, seatOf(ana))).toMatchObject({ code: 'not-bot-seat' });
    expect(allowTakeover(table, row, { userId: cat.userId, isAdmin: false }, true)).toMatchObject({
      code: 'not-host',
    });
    expect(allowTakeover(table, row, { userId: ana.userId, isAdmin: false }, true).ok).toBe(true);
    const r = takeOver(table, row, cat, benSeat);
    expect(r.ok && r.seat).toMatchObject({ userId: cat.userId, botKind: null, name: 'Cat' });
    expect(takeOver(table, row, cat, benSeat)).toMatchObject({ code: 'already-seated' });
  });
});

describe('an absent player’s seat, taken over', () => {
  it('in a lobby, taking over or returning to a seat says how to take one there: Join', () => {
    openRace();
    const join =
      'The game has not started yet: in its lobby, press **Join** (or `/oil join`) to take a free seat.';
    expect(takeOver(table, row, cat, 0)).toMatchObject({ code: 'lobby', message: join });
    expect(returnSeat(table, row, cat.userId)).toMatchObject({ code: 'lobby', message: join });
  });

  it('is refused while its player plays it, and says how: the host hands it to a bot first', () => {
    startRace('off', 'bot-move', [ben]);
    allowTakeover(table, row, { userId: ana.userId, isAdmin: false }, true);
    expect(takeOver(table, row, cat, seatOf(ben))).toMatchObject({
      code: 'not-bot-seat',
      message: `Ben still plays their seat, so it cannot be taken over. If they are absent, the host or a server admin can hand it to a bot first with \`/oil leave seat:${seatOf(ben) + 1}\`; then it can be taken over.`,
    });
  });

  it('once a bot plays it for them: the seat keeps its state, the newcomer plays it, and the player has left it', () => {
    startRace('off', 'bot-move', [ben]);
    const benSeat = seatOf(ben);
    expect(handOver(table, row, { userId: ana.userId, isAdmin: false }, benSeat).ok).toBe(true);
    expect(takeOver(table, row, cat, benSeat)).toMatchObject({ code: 'takeover-closed' });
    expect(allowTakeover(table, row, { userId: ana.userId, isAdmin: false }, true).ok).toBe(true);
    act(ana); // the bot moves for Ben meanwhile: the seat has a state of its own to keep
    const before = game();
    expect(leftSeat(table, before, ben.userId)).toBeNull(); // handed to a bot, not left: his to return to
    const r = takeOver(table, row, cat, benSeat);
    expect(r.ok && r.seat).toMatchObject({ seat: benSeat, userId: cat.userId, botKind: null, name: 'Cat' });
    const after = game();
    expect(leftSeat(table, after, ben.userId)).toMatchObject({ seat: benSeat, takenBy: { name: 'Cat' } });
    expect(leftSeat(table, after, cat.userId)).toBeNull();
    expect(after.record.version).toBe(before.record.version);
    expect(after.record.state).not.toBeNull();
    expect(after.record.state).toEqual(before.record.state);
    // Ben lost the seat for good: nothing to return to, and the log says who plays it now.
    expect(returnSeat(table, row, ben.userId)).toMatchObject({
      code: 'seat-taken',
      message:
        'Cat took over your seat while a bot played it, so you have no seat in this game to return to. You can still follow it here, and `/oil games` lists lobbies with a free seat.',
    });
    const log = table.log(CHANNEL);
    const lines = log.ok ? log.entries.flatMap((e) => e.events.map((x) => x.text)) : [];
    expect(lines).toContain('Cat took over Ben’s seat, which a bot played while they were away.');
  });

  it('is refused while its player is away on vacation: their seat waits for them', () => {
    startRace('off', 'bot-move', [ben]);
    const benSeat = seatOf(ben);
    handOver(table, row, { userId: ana.userId, isAdmin: false }, benSeat);
    allowTakeover(table, row, { userId: ana.userId, isAdmin: false }, true);
    expect(takeVacation(table, GUILD, ben.userId, 2, clock).ok).toBe(true);
    const refused = takeOver(table, row, cat, benSeat);
    expect(refused).toMatchObject({ code: 'away' });
    expect(!refused.ok && refused.message).toMatch(
      /^Ben is away on vacation until <t:\d+:f>, and their seat waits/,
    );
    expect(game().seats[benSeat]).toMatchObject({ userId: ben.userId, botKind: 'cautious' });
    clock += 2 * DAY_MS;
    expect(takeOver(table, row, cat, benSeat).ok).toBe(true);
  });
});

describe('every offered game', () => {
  for (const module of offeredGames()) {
    it(`${module.id}: a clock that runs out makes its greedy bot play the move, and a hand-over plays on`, () => {
      const channelId = `c-${module.id}`;
      const opened = table.openLobby({ guildId: GUILD, channelId, gameId: module.id, host: ana, seed: 's1' });
      if (!opened.ok) throw new Error(opened.message);
      const id = opened.game.record.id;
      for (const p of [ben, cat].slice(0, Math.max(1, module.players.min - 1)))
        table.join({ channelId, ...p });
      setClock(table, id, ana.userId, '24h', 'bot-move');
      expect(table.start({ channelId, byUserId: ana.userId }).ok).toBe(true);
      clock = T0 + 24 * HOUR_MS;
      const [due] = dueClocks(table, clock);
      const r = runOutClock(table, due!);
      expect(r.ok && r.policy).toBe('bot-move');
      const g = table.getGameById(id);
      expect(g.ok && g.game.record.version).toBeGreaterThanOrEqual(1);
      const actions = store.actions(id);
      expect(actions.ok && actions.value[0]).toMatchObject({ seat: due!.seat, userId: null });
      // Handing that seat over: the greedy bot keeps playing it until a player is to act.
      const seated = g.ok ? g.game.seats.find((x) => x.seat === due!.seat)! : null;
      const handed = handOver(table, id, { userId: ana.userId, isAdmin: false }, seated!.seat);
      expect(handed.ok && handed.seat.botKind).toBe('greedy');
      const after = table.getGameById(id);
      expect(after.ok && after.game.status!.toAct).not.toContain(seated!.seat);
    });
  }
});

describe('migration 009', () => {
  it('a seat handed to a bot keeps its player: both set is allowed, neither is refused', () => {
    startRace('off', 'bot-move');
    const insert = (seat: number, user: string | null, bot: string | null) =>
      store.db
        .prepare(
          'INSERT INTO seats (game_id, seat, user_id, bot_kind, name, joined_at) VALUES (?, ?, ?, ?, ?, 0)',
        )
        .run(row, seat, user, bot, 'X');
    expect(() => insert(7, 'u-x', 'cautious')).not.toThrow();
    expect(() => insert(8, null, null)).toThrow(/CHECK/);
  });
});
