/**
 * Time to move counts the wait a player let run out: when their turn clock ran out and a bot moved for them
 * (one move, or the seat handed to a bot), the game waited on them until then, so that wait is theirs. The bot's
 * later moves for the seat are nobody's. A clock that ran out on the last player at the table ends the game
 * (abandoned, unscored, no bot moves): that wait is theirs too, and the game counts as abandoned for its players.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import type { ClockPolicy } from '../../src/store/clocks';
import { Table } from '../../src/table';
import { dueClocks, runOutClock, setClock } from '../../src/table/clocks';
import { guildStats, sumUpOver } from '../../src/table/stats';
import { HOUR_MS } from '../../src/table/clocks-time';
import { handOver, leaveGame } from '../../src/table/seats-handover';
import { tempDir } from '../store/tmp';
import { ana, ben } from './helpers';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const GUILD = 'g1';
const CHANNEL = 'c1';
const safe = { type: 'choose', choice: 'safe' };

let tmp: ReturnType<typeof tempDir>;
let clock: number;
let store: Store;
let table: Table;
let row: number;

beforeEach(() => {
  tmp = tempDir('derrick-stats-clocks-');
  clock = T0;
  store = openStore(tmp.file('s.sqlite'), { now: () => clock });
  table = new Table(store, { now: () => clock });
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** A race of Ana (host) and Ben under a 24 h clock with `policy`, started at T0. */
function startRace(policy: ClockPolicy): void {
  const opened = table.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    gameId: 'test-race',
    host: ana,
    seed: 's',
  });
  if (!opened.ok) throw new Error(opened.message);
  row = opened.game.record.id;
  table.join({ channelId: CHANNEL, ...ben });
  if (!setClock(table, row, ana.userId, '24h', policy).ok) throw new Error('no clock');
  if (!table.start({ channelId: CHANNEL, byUserId: ana.userId }).ok) throw new Error('not started');
}

function act(user: { userId: string }): void {
  const r = table.act({ channelId: CHANNEL, userId: user.userId, action: safe });
  if (!r.ok) throw new Error(r.message);
}

/** Ana moves at 1 h; Ben lets his clock run out, dealt with at 26 h. */
function benRunsOut(policy: ClockPolicy): void {
  startRace(policy);
  clock = T0 + HOUR_MS;
  act(ana);
  clock = T0 + 26 * HOUR_MS;
  const [due] = dueClocks(table, clock);
  if (!due) throw new Error('no clock ran out');
  const r = runOutClock(table, due);
  if (!r.ok) throw new Error(r.message);
}

/** Each user's waits, in ms. */
function waits(): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const w of store.stats.moveWaits(GUILD)) (out[w.userId] ??= []).push(w.waited);
  return out;
}

describe('a wait a player let run out counts in their time to move', () => {
  it('bot-move: the wait until the bot moved for them is theirs', () => {
    benRunsOut('bot-move');
    expect(waits()).toEqual({ [ana.userId]: [HOUR_MS], [ben.userId]: [25 * HOUR_MS] });
  });

  it('hand-over: the wait that ran out is theirs, the bot’s later moves for the seat are nobody’s', () => {
    benRunsOut('hand-over');
    clock += HOUR_MS;
    act(ana);
    clock += 2 * HOUR_MS;
    act(ana);
    const w = waits();
    expect(w[ben.userId]).toEqual([25 * HOUR_MS]);
    expect(w[ana.userId]?.length).toBe(3);
  });

  it('counts still once the game is over and summed up', () => {
    benRunsOut('hand-over');
    clock += HOUR_MS;
    expect(table.abandon({ channelId: CHANNEL, byUserId: ana.userId }).ok).toBe(true);
    expect(sumUpOver(store.stats, GUILD)).toBe(1);
    expect(waits()[ben.userId]).toEqual([25 * HOUR_MS]);
  });

  it('the host handing an idle player’s seat to a bot: the wait until then is theirs', () => {
    startRace('bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 5 * HOUR_MS;
    expect(handOver(table, row, { userId: ana.userId, isAdmin: false }, 1).ok).toBe(true);
    expect(waits()[ben.userId]).toEqual([4 * HOUR_MS]);
  });

  it('stays theirs when they leave the game later', () => {
    benRunsOut('hand-over');
    clock += HOUR_MS;
    expect(leaveGame(table, row, ben.userId).ok).toBe(true);
    expect(waits()[ben.userId]).toEqual([25 * HOUR_MS]);
  });

  it('a player who leaves while waited on: not a move of theirs (they count as having left)', () => {
    startRace('bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 3 * HOUR_MS;
    expect(leaveGame(table, row, ben.userId).ok).toBe(true);
    expect(waits()[ben.userId]).toBeUndefined();
  });
});

describe('a seat handed to a bot while it was not waited on', () => {
  it('gives its player none of the bot’s waits', () => {
    startRace('bot-move');
    clock = T0 + HOUR_MS;
    act(ana);
    clock = T0 + 2 * HOUR_MS;
    act(ben);
    // A new round: Ben moves at once, then the host hands his seat to a bot; Ana moves, and the bot at once.
    act(ben);
    clock = T0 + 3 * HOUR_MS;
    expect(handOver(table, row, { userId: ana.userId, isAdmin: false }, 1).ok).toBe(true);
    clock = T0 + 5 * HOUR_MS;
    act(ana);
    expect(waits()).toEqual({ [ana.userId]: [HOUR_MS, 3 * HOUR_MS], [ben.userId]: [HOUR_MS] });
  });
});

describe('a clock that ran out on the last player at the table, ending the game', () => {
  /** Ben's seat went to a bot at 26 h and the bot moved; Ana, the last player, then lets her clock run out. */
  function anaRunsOutLast(): void {
    benRunsOut('hand-over');
    const [due] = dueClocks(table, (clock += 30 * HOUR_MS));
    if (!due) throw new Error('no clock ran out');
    const r = runOutClock(table, due);
    if (!r.ok || r.policy !== 'hand-over' || !r.ended) throw new Error('the game did not end');
  }

  it('counts the wait that ended it as the last player’s, in play and once summed up', () => {
    anaRunsOutLast();
    // Ana was waited on from the bot's move for Ben (at 26 h) until her clock ran out, at 56 h.
    const ended = { [ana.userId]: [HOUR_MS, 30 * HOUR_MS], [ben.userId]: [25 * HOUR_MS] };
    expect(waits()).toEqual(ended);
    expect(sumUpOver(store.stats, GUILD)).toBe(1);
    expect(waits()).toEqual(ended);
  });

  it('counts the game as abandoned for the server and each of its players, played by none, won by none', () => {
    anaRunsOutLast();
    const stats = guildStats(store.stats, GUILD);
    expect(stats).toMatchObject({ finished: 0, abandoned: 1, active: 0 });
    for (const p of [ana, ben]) {
      const mine = stats.players.find((x) => x.userId === p.userId);
      expect(mine).toMatchObject({ finished: 0, abandoned: 1, left: 0, games: [] });
    }
    expect(stats.players.find((x) => x.userId === ana.userId)?.medianMoveMs).toBe(15.5 * HOUR_MS);
  });
});
