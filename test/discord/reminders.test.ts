/**
 * The Discord side of turn reminders without a gateway: the message (who is pinged, the link, the wait), and
 * the timer (claims before posting, one message per due game, failures logged and never thrown, an interval
 * that starts only when reminders are on and stops with the bot).
 */
import pino from 'pino';
import type { MessageManager } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/discord/app';
import { ReminderTimer, reminderMessage, waitedText } from '../../src/discord/reminders';
import {
  ShownReminders,
  type ShownReminder,
  type ShownReminderRows,
} from '../../src/discord/reminders-shown';
import type { DueReminder, LapsedAnswer, ReminderPolicy } from '../../src/table';

const HOUR = 3_600_000;

function due(over: Partial<DueReminder> = {}): DueReminder {
  return {
    id: 7,
    gameId: 'test-race',
    guildId: '100000000000000001',
    channelId: '200000000000000002',
    version: 4,
    toRemind: [{ seat: 1, userId: '300000000000000003', botKind: null, name: 'Ben' }],
    waitingSince: 0,
    waitedMs: 12 * HOUR + 5 * 60_000,
    alreadySent: 0,
    turnMessageId: '400000000000000004',
    ...over,
  };
}

describe('reminder message', () => {
  it('pings only the players to act and links the current turn', () => {
    expect(reminderMessage(due())).toEqual({
      content:
        '⏰ <@300000000000000003>, the game is waiting for your move (12 h). [Jump to the turn](https://discord.com/channels/100000000000000001/200000000000000002/400000000000000004)',
      allowedMentions: { users: ['300000000000000003'], parse: [] },
    });
  });

  it('several players to act are named together; without a known turn message there is no link', () => {
    const m = reminderMessage(
      due({
        turnMessageId: null,
        toRemind: [
          { seat: 0, userId: '1', botKind: null, name: 'Ana' },
          { seat: 2, userId: '3', botKind: null, name: 'Caro' },
        ],
      }),
    );
    expect(m.content).toBe('⏰ <@1> and <@3>, the game is waiting for your moves (12 h).');
    expect(m.allowedMentions).toEqual({ users: ['1', '3'], parse: [] });
  });

  it('each player’s wait counts from when they were first asked; different waits are told apart', () => {
    const two = [
      { seat: 0, userId: '1', botKind: null, name: 'Ana' },
      { seat: 2, userId: '3', botKind: null, name: 'Caro' },
    ];
    expect(reminderMessage(due({ waitedBySeat: { 1: 30 * HOUR }, turnMessageId: null })).content).toBe(
      '⏰ <@300000000000000003>, the game is waiting for your move (30 h).',
    );
    expect(
      reminderMessage(due({ toRemind: two, waitedBySeat: { 0: 22 * HOUR }, turnMessageId: null })).content,
    ).toBe('⏰ <@1> (22 h) and <@3> (12 h), the game is waiting for your moves.');
  });

  it('the wait reads in minutes, hours or days, rounded down', () => {
    expect(waitedText(20_000)).toBe('1 min');
    expect(waitedText(45 * 60_000)).toBe('45 min');
    expect(waitedText(12 * HOUR + 59 * 60_000)).toBe('12 h');
    expect(waitedText(47 * HOUR)).toBe('47 h');
    expect(waitedText(73 * HOUR)).toBe('3 days');
  });
});

/** Reminders kept as the store keeps them: the newest `kept` of a game, oldest first. */
function shownRows(): ShownReminderRows {
  const byRow = new Map<number, ShownReminder[]>();
  const of = (row: number) => byRow.get(row) ?? [];
  return {
    add: (row, shown, _at, kept) => void byRow.set(row, [...of(row), shown].slice(-kept)),
    of,
    drop: (row, id) =>
      void byRow.set(
        row,
        of(row).filter((r) => r.messageId !== id),
      ),
  };
}

/** A context whose desk offers `offered` and whose channels record what was sent. */
function fakeContext(
  offered: DueReminder[],
  options: { claim?: (row: number) => number | null; lapsed?: LapsedAnswer[] } = {},
) {
  const sent: { channelId: string; body: unknown }[] = [];
  const failing = new Set<string>();
  const logLines: string[] = [];
  const shown = shownRows();
  const claims: number[] = [];
  const app = {
    client: {
      channels: {
        fetch: async (id: string) =>
          id === 'gone'
            ? null
            : {
                isSendable: () => true,
                send: async (body: unknown) => {
                  if (failing.has(id)) throw new Error('Missing Permissions');
                  sent.push({ channelId: id, body });
                  return { id: `m${sent.length}` };
                },
              },
      },
    },
    desk: {
      settings: { due: () => [] },
      dueReminders: (_now: number, _policy: ReminderPolicy) => offered,
      lapseSpentQuestions: () => options.lapsed ?? [],
      homeOf: (row: number) => ({ guildId: '100000000000000001', channelId: `thread-${row}` }),
      claimReminder: (row: number) => {
        claims.push(row);
        return options.claim ? options.claim(row) : 1;
      },
    },
    threads: { sync: async () => ({ ok: true }), reminders: new ShownReminders(() => shown) },
    log: pino({ level: 'info' }, { write: (l: string) => void logLines.push(l) }),
  } as unknown as App;
  return { app, sent, failing, logLines, claims };
}

describe('reminder timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts one message per due game it could claim, in that game’s thread', async () => {
    const f = fakeContext([due({ id: 1, channelId: 'a' }), due({ id: 2, channelId: 'b' })], {
      claim: (row) => (row === 2 ? null : 1),
    });
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 });
    expect(await timer.tick()).toBe(1);
    expect(f.claims).toEqual([1, 2]);
    expect(f.sent.map((s) => s.channelId)).toEqual(['a']);
  });

  it('a question that lapsed is said in its thread: the answer shown was the game’s, not the player’s', async () => {
    // A playtest read "Ben declined Ana's offer" when Ben never answered: the game declined it for him.
    const ben = { seat: 1, userId: '300000000000000003', botKind: null, name: 'Ben_B' };
    const f = fakeContext([], { lapsed: [{ id: 9, seat: ben }] });
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 });
    await timer.tick();
    expect(f.sent).toEqual([
      {
        channelId: 'thread-9',
        body: {
          content:
            '⌛ Ben\\_B did not answer in time: the game answered for them, as the turn message shows.',
          allowedMentions: { parse: [] },
          // Posted later if Discord refuses it, never twice: its nonce names the game and the tick.
          nonce: 'x9.0',
          enforceNonce: true,
        },
      },
    ]);
  });

  it('several questions lapsing in one tick are said in one line a game, naming each player once', async () => {
    // Ben (asked twice) and Caro let questions of game 9 lapse, and Dev one of game 4.
    const seat = (n: number, name: string) => ({
      seat: n,
      userId: `30000000000000000${n}`,
      botKind: null,
      name,
    });
    const [ben, caro, dev] = [seat(1, 'Ben'), seat(2, 'Caro'), seat(3, 'Dev')];
    const f = fakeContext([], {
      lapsed: [
        { id: 9, seat: caro },
        { id: 9, seat: ben },
        { id: 4, seat: dev },
        { id: 9, seat: ben },
      ],
    });
    await new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 }).tick();
    const said = (who: string) => ({
      content: `⌛ ${who} did not answer in time: the game answered for them, as the turn message shows.`,
      allowedMentions: { parse: [] },
      nonce: expect.stringMatching(/^x\d\.0$/) as unknown,
      enforceNonce: true,
    });
    expect(f.sent).toEqual([
      { channelId: 'thread-9', body: said('Ben and Caro') },
      { channelId: 'thread-4', body: said('Dev') },
    ]);
  });

  it('a refused post or a vanished thread is logged and the others still go out', async () => {
    const f = fakeContext([
      due({ id: 1, channelId: 'a' }),
      due({ id: 2, channelId: 'gone' }),
      due({ id: 3, channelId: 'c' }),
    ]);
    f.failing.add('a');
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 });
    expect(await timer.tick()).toBe(1);
    expect(f.sent.map((s) => s.channelId)).toEqual(['c']);
    expect(f.logLines.filter((l) => l.includes('turn reminder not posted'))).toHaveLength(2);
  });

  it('a failing desk is logged, never thrown', async () => {
    const f = fakeContext([]);
    f.app.desk.dueReminders = () => {
      throw new Error('disk on fire');
    };
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 });
    expect(await timer.tick()).toBe(0);
    expect(f.logLines.some((l) => l.includes('turn reminder tick failed'))).toBe(true);
  });

  it('ticks every `everyMs` once started, and not after stop', async () => {
    vi.useFakeTimers();
    const f = fakeContext([due({ channelId: 'a' })]);
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, everyMs: 1000, now: () => 0 });
    timer.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(f.claims).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.claims).toHaveLength(1);
    timer.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.claims).toHaveLength(1);
    expect(await timer.tick()).toBe(0);
  });

  it('REMINDER_HOURS = 0: no interval and no tick', async () => {
    vi.useFakeTimers();
    const f = fakeContext([due()]);
    const timer = new ReminderTimer(f.app, { afterMs: 0, everyMs: 1000, now: () => 0 });
    timer.start();
    expect(vi.getTimerCount()).toBe(0);
    expect(await timer.tick()).toBe(0);
    expect(f.claims).toHaveLength(0);
  });

  it('a tick still running makes the next one skip instead of piling up', async () => {
    const f = fakeContext([due({ channelId: 'a' })]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const timer = new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 }, async (work) => {
      await gate;
      return work();
    });
    const first = timer.tick();
    expect(await timer.tick()).toBe(0);
    release();
    expect(await first).toBe(1);
  });
});

describe('a reminder an undo outdated', () => {
  const BEN = '300000000000000003';
  /** The edits made, by message id. */
  function messages() {
    const edits = new Map<string, unknown>();
    const manager = {
      edit: async (id: string, body: unknown) => {
        edits.set(id, body);
        return {};
      },
    } as unknown as MessageManager;
    return { edits, manager };
  }

  it('is struck through once the move it reminded of is taken back and Ben no longer has to act; an edit, no ping', async () => {
    const f = fakeContext([due({ id: 7, channelId: 'a', version: 4 })]);
    expect(await new ReminderTimer(f.app, { afterMs: HOUR, now: () => 0 }).tick()).toBe(1);
    const shown = f.app.threads.reminders;
    const { edits, manager } = messages();
    // Ana's later move taken back (seq 5): the game still waits as the reminder said.
    expect(await shown.strikeTakenBack(7, manager, () => new Set([5]), [])).toBe(0);
    // Her offer to Ben (seq 4) taken back, and Ben still asked: it still stands.
    expect(await shown.strikeTakenBack(7, manager, () => new Set([4]), [BEN])).toBe(0);
    // Taken back, and the game no longer waits on Ben: struck through, once.
    expect(await shown.strikeTakenBack(7, manager, () => new Set([4]), [])).toBe(1);
    expect(edits.get('m1')).toEqual({
      content:
        `~~⏰ <@${BEN}>, the game is waiting for your move (12 h). ` +
        '[Jump to the turn](https://discord.com/channels/100000000000000001/a/400000000000000004)~~ (taken back below)',
      allowedMentions: { parse: [] },
    });
    expect(await shown.strikeTakenBack(7, manager, () => new Set([4]), [])).toBe(0);
    // Another game's reminders are its own.
    expect(await shown.strikeTakenBack(8, manager, () => new Set([4]), [])).toBe(0);
  });
});
