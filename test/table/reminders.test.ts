/**
 * Turn reminders in the table service, with an injected clock (the store's timestamps and `now` are the
 * test's): which games are due, bots and closed games excluded, at most 3 per state version, a new action
 * starts again, and the record survives reopening the database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { claimReminder, dueReminders, Table, type ReminderPolicy, type TableOptions } from '../../src/table';
import { tempDir } from '../store/tmp';
import { ana, ben } from './helpers';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const policy: ReminderPolicy = { afterMs: 12 * HOUR };
const safe = { type: 'choose', choice: 'safe' };

let tmp: ReturnType<typeof tempDir>;
let path: string;
let clock: number;
let store: Store;
let table: Table;

function open(options: TableOptions = {}): void {
  store = openStore(path, { now: () => clock });
  table = new Table(store, options);
}

beforeEach(() => {
  tmp = tempDir('derrick-reminders-');
  path = tmp.file('r.sqlite');
  clock = T0;
  open();
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** A started race in `channelId` with Ana and the given others (users or bot kinds). */
function startGame(channelId: string, others: ('ben' | 'bot')[], target = 10): void {
  const opened = table.openLobby({
    guildId: 'g',
    channelId,
    gameId: 'test-race',
    host: ana,
    seed: `rem-${channelId}`,
    options: { target },
  });
  if (!opened.ok) throw new Error(opened.message);
  for (const o of others) {
    const r =
      o === 'ben'
        ? table.join({ channelId, ...ben })
        : table.addBot({ channelId, byUserId: ana.userId, kind: 'cautious' });
    if (!r.ok) throw new Error(r.message);
  }
  const started = table.start({ channelId, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
}

function act(channelId: string, userId: string): void {
  const r = table.act({ channelId, userId, action: safe });
  if (!r.ok) throw new Error(r.message);
}

/** Due reminders at `at`: channel -> user ids to remind. */
function dueAt(at: number, p: ReminderPolicy = policy): Record<string, string[]> {
  return Object.fromEntries(
    dueReminders(table, at, p).map((d) => [d.channelId, d.toRemind.map((s) => s.userId ?? 'bot')]),
  );
}

/** Claim the channel's due reminder at `at`; its number, or null when none was due. */
function remind(channelId: string, at: number): number | null {
  const due = dueReminders(table, at, policy).find((d) => d.channelId === channelId);
  if (!due) return null;
  const c = claimReminder(table, due, at, policy);
  return c.ok ? c.number : null;
}

describe('turn reminders', () => {
  it('a game becomes due once the players to act have waited REMINDER_HOURS, not before', () => {
    startGame('c1', ['ben']);
    expect(dueAt(T0 + 12 * HOUR - 1)).toEqual({});
    expect(dueAt(T0 + 12 * HOUR)).toEqual({ c1: ['u-ana', 'u-ben'] });
    const [due] = dueReminders(table, T0 + 13 * HOUR, policy);
    expect(due).toMatchObject({
      gameId: 'test-race',
      guildId: 'g',
      channelId: 'c1',
      version: 0,
      waitingSince: T0,
      waitedMs: 13 * HOUR,
      alreadySent: 0,
    });
  });

  it('only the players who must act are reminded, and waiting counts from the last action', () => {
    startGame('c1', ['ben']);
    clock = T0 + 5 * HOUR;
    act('c1', ana.userId);
    expect(dueAt(T0 + 12 * HOUR)).toEqual({});
    expect(dueAt(T0 + 17 * HOUR)).toEqual({ c1: ['u-ben'] });
    expect(dueReminders(table, T0 + 17 * HOUR, policy)[0]?.waitingSince).toBe(T0 + 5 * HOUR);
  });

  it('each player’s wait counts from when the game first asked them, not from the last move by anyone', () => {
    // Both choose at once from the start; Ana chooses after 5 h, Ben is still asked.
    startGame('c1', ['ben']);
    clock = T0 + 5 * HOUR;
    act('c1', ana.userId);
    const [due] = dueReminders(table, T0 + 17 * HOUR, policy);
    expect(due?.waitedMs).toBe(12 * HOUR);
    expect(due?.waitedBySeat).toEqual({ 1: 17 * HOUR });
    // Ben's choice at 20 h resolves the round and asks both again; Ana chooses at 21 h. Ben has been asked since
    // his own move at 20 h, though the game reached its version at 21 h.
    clock = T0 + 20 * HOUR;
    act('c1', ben.userId);
    clock = T0 + 21 * HOUR;
    act('c1', ana.userId);
    const [next] = dueReminders(table, T0 + 33 * HOUR, policy);
    expect(next?.waitedMs).toBe(12 * HOUR);
    expect(next?.waitedBySeat).toEqual({ 1: 13 * HOUR });
  });

  it('bots are never reminded; a game waiting only on a bot is not due', () => {
    // With no bot actions allowed per call the bot seat stays in toAct, as after a capped bot loop.
    store.close();
    open({ maxBotActions: 0 });
    startGame('c1', ['bot']);
    expect(dueAt(T0 + 12 * HOUR)).toEqual({ c1: ['u-ana'] });
    act('c1', ana.userId);
    const status = table.getGame('c1');
    expect(status.ok && status.game.status?.toAct).toHaveLength(1);
    expect(dueAt(T0 + 100 * HOUR)).toEqual({});
  });

  it('lobbies, finished and abandoned games are never due', () => {
    const lobby = table.openLobby({ guildId: 'g', channelId: 'lobby', gameId: 'test-race', host: ana });
    expect(lobby.ok).toBe(true);
    startGame('done', ['ben'], 3);
    for (let round = 0; round < 3; round++) {
      act('done', ana.userId);
      act('done', ben.userId);
    }
    const done = table.getGame('done');
    expect(done.ok && done.game.record.lifecycle).toBe('finished');
    startGame('gone', ['ben']);
    expect(table.abandon({ channelId: 'gone', byUserId: ana.userId }).ok).toBe(true);
    expect(dueAt(T0 + 1000 * HOUR)).toEqual({});
  });

  it('at most 3 reminders per state version, each at least REMINDER_HOURS after the previous', () => {
    startGame('c1', ['ben']);
    expect(remind('c1', T0 + 12 * HOUR)).toBe(1);
    expect(remind('c1', T0 + 12 * HOUR)).toBeNull();
    expect(dueAt(T0 + 24 * HOUR - 1)).toEqual({});
    expect(dueReminders(table, T0 + 24 * HOUR, policy)[0]?.alreadySent).toBe(1);
    expect(remind('c1', T0 + 24 * HOUR)).toBe(2);
    expect(remind('c1', T0 + 40 * HOUR)).toBe(3);
    expect(dueAt(T0 + 52 * HOUR)).toEqual({});
    expect(dueAt(T0 + 1000 * HOUR)).toEqual({});
  });

  it('a new action starts the count again for the new version', () => {
    startGame('c1', ['ben']);
    for (const h of [12, 24, 36]) expect(remind('c1', T0 + h * HOUR)).toBe(h / 12);
    clock = T0 + 50 * HOUR;
    act('c1', ben.userId);
    expect(dueAt(T0 + 61 * HOUR)).toEqual({});
    expect(dueAt(T0 + 62 * HOUR)).toEqual({ c1: ['u-ana'] });
    expect(remind('c1', T0 + 62 * HOUR)).toBe(1);
    expect(store.reminders.at(store.listGames()[0]!.id, 0)).toEqual({ count: 0, lastAt: null });
  });

  it('a claim is refused once the game moved on, so nobody is reminded of a stale turn', () => {
    startGame('c1', ['ben']);
    const [due] = dueReminders(table, T0 + 12 * HOUR, policy);
    clock = T0 + 12 * HOUR;
    act('c1', ana.userId);
    const claimed = claimReminder(table, due!, T0 + 12 * HOUR, policy);
    expect(claimed).toMatchObject({ ok: false, code: 'stale' });
  });

  it('a reminder claimed through one connection is not claimed again through another', () => {
    startGame('c1', ['ben']);
    const other = openStore(path, { now: () => clock });
    try {
      const otherTable = new Table(other);
      const at = T0 + 12 * HOUR;
      const [mine] = dueReminders(table, at, policy);
      const [theirs] = dueReminders(otherTable, at, policy);
      expect(claimReminder(table, mine!, at, policy)).toEqual({ ok: true, number: 1 });
      expect(claimReminder(otherTable, theirs!, at, policy)).toMatchObject({ ok: false, code: 'stale' });
    } finally {
      other.close();
    }
  });

  it('reminders survive reopening the database: none forgotten, none repeated', () => {
    startGame('c1', ['ben']);
    startGame('c2', ['ben']);
    expect(remind('c1', T0 + 12 * HOUR)).toBe(1);
    store.close();
    open();
    expect(dueAt(T0 + 13 * HOUR)).toEqual({ c2: ['u-ana', 'u-ben'] });
    expect(dueReminders(table, T0 + 24 * HOUR, policy).map((d) => [d.channelId, d.alreadySent])).toEqual([
      ['c1', 1],
      ['c2', 0],
    ]);
  });

  it('REMINDER_HOURS = 0 turns reminders off', () => {
    startGame('c1', ['ben']);
    expect(dueAt(T0 + 1000 * HOUR, { afterMs: 0 })).toEqual({});
  });

  it('a turn message showing the current version is offered for a link; posting it does not postpone', () => {
    startGame('c1', ['ben']);
    clock = T0 + 6 * HOUR;
    const g = table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    const id = g.game.record.id;
    table.recordTurnMessage(id, {
      messageId: '123',
      version: 0,
      first: 0,
      since: 0,
      toAct: [0],
      postedAt: clock,
    });
    const [due] = dueReminders(table, T0 + 12 * HOUR, policy);
    expect(due?.turnMessageId).toBe('123');
    expect(due?.waitingSince).toBe(T0);
  });
});
