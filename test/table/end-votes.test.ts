/**
 * The players' vote to end a game (src/table/end-votes.ts): a player who is not the host proposes it, every other
 * present player must agree, one refusal or a move ends it, it lapses after END_VOTE_MS, and absent players (the
 * game waiting on them for ABSENT_MS, not on vacation) are not waited for, though they may refuse. Closed once; kept in the store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { Table } from '../../src/table';
import { takeVacation } from '../../src/table/clocks-vacation';
import { leaveGame } from '../../src/table/seats-handover';
import {
  ABSENT_MS,
  END_VOTE_MS,
  UNPOSTED_MS,
  castEndBallot,
  closingOf,
  endOf,
  proposeEnd,
  reviewEndVoteOf,
  settleEndVotes,
} from '../../src/table/end-votes';
import { tempDir } from '../store/tmp';
import { ana, ben, cat, dan, snapshot } from './helpers';

const T0 = Date.UTC(2026, 0, 5, 12);
const GUILD = 'g1';
let clock = T0;
let store: Store;
let table: Table;
let cleanup: () => void;

afterEach(() => {
  store.close();
  cleanup();
});

/** A game of test-race hosted by Ana with `players` seated (Ana first), started at T0. */
function started(players = [ana, ben, cat]): number {
  const tmp = tempDir('derrick-end-votes-');
  cleanup = tmp.cleanup;
  clock = T0;
  store = openStore(tmp.file('t.sqlite'), { now: () => clock });
  table = new Table(store, { now: () => clock });
  table.openLobby({ guildId: GUILD, channelId: 'c', gameId: 'test-race', host: players[0]!, seed: 's' });
  for (const p of players.slice(1)) table.join({ channelId: 'c', ...p });
  const s = table.start({ channelId: 'c', byUserId: players[0]!.userId });
  if (!s.ok) throw new Error(s.message);
  return s.game.record.id;
}

function lifecycle(row: number): string {
  const g = table.getGameById(row);
  if (!g.ok) throw new Error(g.message);
  return g.game.record.lifecycle;
}

function choose(userId: string): void {
  const r = table.act({ channelId: 'c', userId, action: { type: 'choose', choice: 'safe' } });
  if (!r.ok) throw new Error(r.message);
}

describe('proposing', () => {
  it('a player proposes; every other player still playing is asked, the present ones must agree', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    expect(p.ok && p.voters.sort()).toEqual([ana.userId, cat.userId].sort());
    expect(p.ok && p.vote.required.sort()).toEqual([ana.userId, cat.userId].sort());
  });

  it('a second proposal while one is open, a non-player and the last player are refused, changing nothing', () => {
    const row = started([ana, ben]);
    expect(proposeEnd(table, row, ben.userId, clock).ok).toBe(true);
    const before = snapshot(store) + JSON.stringify(store.endVotes.allOpen());
    const again = proposeEnd(table, row, ana.userId, clock);
    expect(!again.ok && again.code).toBe('vote-open');
    const outsider = proposeEnd(table, row, dan.userId, clock);
    expect(!outsider.ok && outsider.code).toBe('not-seated');
    expect(snapshot(store) + JSON.stringify(store.endVotes.allOpen())).toBe(before);
  });

  it('one never posted (the bot stopped before its message went up) gives way to a new one after a minute', () => {
    const row = started();
    const lost = proposeEnd(table, row, ben.userId, clock);
    expect(lost.ok).toBe(true);
    const soon = proposeEnd(table, row, cat.userId, clock + UNPOSTED_MS - 1);
    expect(!soon.ok && soon.code).toBe('vote-open');
    clock += UNPOSTED_MS;
    const next = proposeEnd(table, row, cat.userId, clock);
    expect(next.ok && next.vote.userId).toBe(cat.userId);
    expect(lost.ok && store.endVotes.get(row, lost.vote.openedAt)?.outcome).toBe('lapsed');
    // The one replaced comes back with the new one (its message, if its post comes back late, says so), and
    // reads as withdrawn, not as lapsed, before its 48 hours were up.
    expect(next.ok && next.replaced?.vote.openedAt).toBe(lost.ok && lost.vote.openedAt);
    expect(next.ok && next.replaced && endOf(next.replaced.vote, next.replaced.outcome, clock)).toBe(
      'withdrawn',
    );
    const click = castEndBallot(table, row, lost.ok ? lost.vote.openedAt : 0, ana.userId, 'agree', clock);
    expect(!click.ok && click.message).toMatch(/^This proposal was withdrawn before anyone could answer it/);
    expect(endOf({ openedAt: T0 }, 'lapsed', T0 + END_VOTE_MS)).toBe('lapsed');
  });
});

describe('answering', () => {
  it('passes when every other player agreed: the game ends as abandoned, once', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    const first = castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(first.ok && first.closed).toBe(null);
    expect(lifecycle(row)).toBe('active');
    // A double click with the same answer changes nothing.
    const twice = castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(twice.ok && twice.closed).toBe(null);
    const last = castEndBallot(table, row, p.vote.openedAt, cat.userId, 'agree', clock);
    expect(last.ok && last.closed?.outcome).toBe('passed');
    expect(lifecycle(row)).toBe('abandoned');
    const late = castEndBallot(table, row, p.vote.openedAt, cat.userId, 'agree', clock);
    expect(!late.ok && late.code).toBe('vote-closed');
  });

  it('one refusal ends it and the game goes on; a new proposal may follow', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    const no = castEndBallot(table, row, p.vote.openedAt, cat.userId, 'refuse', clock);
    expect(no.ok && no.closed?.outcome).toBe('refused');
    expect(lifecycle(row)).toBe('active');
    clock += 1000;
    expect(proposeEnd(table, row, cat.userId, clock).ok).toBe(true);
  });

  it('a required player who leaves their seat meanwhile is no longer waited for: the others’ agreement passes it', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    expect(p.vote.required.sort()).toEqual([ana.userId, cat.userId].sort());
    castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(leaveGame(table, row, cat.userId).ok).toBe(true);
    // Cat can answer no more; Ana, the only one still required, agreed: the clock loop's tick passes it.
    expect(settleEndVotes(table, clock).map((c) => c.outcome)).toEqual(['passed']);
    expect(lifecycle(row)).toBe('abandoned');
  });

  it('reviewed after each seat change: open with the voters left until the change that decides it closes it', () => {
    const row = started([ana, ben, cat, dan]);
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(leaveGame(table, row, dan.userId).ok).toBe(true);
    const open = reviewEndVoteOf(table, row, clock);
    expect(open && 'outcome' in open).toBe(false);
    expect(open?.voters.sort()).toEqual([ana.userId, cat.userId].sort());
    expect(lifecycle(row)).toBe('active');
    expect(leaveGame(table, row, cat.userId).ok).toBe(true);
    // As Cat's agreement would have: passed, the game ended, once.
    expect(reviewEndVoteOf(table, row, clock)).toMatchObject({ outcome: 'passed', voters: [ana.userId] });
    expect(lifecycle(row)).toBe('abandoned');
    expect(reviewEndVoteOf(table, row, clock)).toBeNull();
  });

  it('the proposer, a non-player and a stale or forged vote are refused and change nothing', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    const before = JSON.stringify(store.endVotes.allOpen());
    const own = castEndBallot(table, row, p.vote.openedAt, ben.userId, 'agree', clock);
    expect(!own.ok && own.code).toBe('not-voter');
    const outsider = castEndBallot(table, row, p.vote.openedAt, dan.userId, 'refuse', clock);
    expect(!outsider.ok && outsider.code).toBe('not-voter');
    const forged = castEndBallot(table, row, p.vote.openedAt + 1, ana.userId, 'agree', clock);
    expect(!forged.ok && forged.code).toBe('vote-closed');
    expect(JSON.stringify(store.endVotes.allOpen())).toBe(before);
  });

  it('a person’s move voids it: the game moved on', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    choose(cat.userId);
    const r = castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(r.ok && [r.counted, r.closed?.outcome]).toEqual([false, 'moved']);
    expect(store.endVotes.get(row, p.vote.openedAt)?.outcome).toBe('moved');
    const again = castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(!again.ok && again.message).toMatch(/a player moved since/);
    expect(lifecycle(row)).toBe('active');
  });
});

/** A game of Ana and Ben in which Ana has not moved for ABSENT_MS, and Ben's proposal to end it. */
function proposedWhileAnaIsAbsent() {
  const row = started([ana, ben]);
  choose(ben.userId);
  clock = T0 + ABSENT_MS + 1;
  const p = proposeEnd(table, row, ben.userId, clock);
  if (!p.ok) throw new Error(p.message);
  return { row, p };
}

describe('time and absence', () => {
  it('lapses after END_VOTE_MS when not all present players agreed (closed once, also after a restart)', () => {
    const row = started();
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    castEndBallot(table, row, p.vote.openedAt, ana.userId, 'agree', clock);
    expect(settleEndVotes(table, clock + END_VOTE_MS - 1)).toEqual([]);
    // A new table on the same store (a restarted bot) still knows the vote and its ballot.
    table = new Table(store, { now: () => clock });
    expect(store.endVotes.openOf(row)?.ballots).toEqual({ [ana.userId]: 'agree' });
    const closed = settleEndVotes(table, clock + END_VOTE_MS);
    expect(closed.map((c) => c.outcome)).toEqual(['lapsed']);
    expect(settleEndVotes(table, clock + END_VOTE_MS)).toEqual([]);
    expect(lifecycle(row)).toBe('active');
  });

  it('a player with no move for ABSENT_MS is not waited for: the present ones’ agreement passes it', () => {
    const row = started();
    // Ben and Cat play on; Ana (the host) never comes back.
    choose(ben.userId);
    clock = T0 + ABSENT_MS / 2;
    choose(cat.userId);
    clock = T0 + ABSENT_MS + 1;
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    expect(p.vote.required).toEqual([cat.userId]);
    expect(p.voters.sort()).toEqual([ana.userId, cat.userId].sort());
    const r = castEndBallot(table, row, p.vote.openedAt, cat.userId, 'agree', clock);
    expect(r.ok && r.closed?.outcome).toBe('passed');
    expect(lifecycle(row)).toBe('abandoned');
  });

  it('a player the game is not waiting on is present, however long since their own move', () => {
    const row = started();
    // Ana and Ben chose at once; the round waits on Cat alone for two days.
    choose(ana.userId);
    choose(ben.userId);
    clock = T0 + ABSENT_MS + 1;
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    expect(p.vote.required).toEqual([ana.userId]);
    expect(settleEndVotes(table, clock + END_VOTE_MS).map((c) => c.outcome)).toEqual(['lapsed']);
    expect(lifecycle(row)).toBe('active');
  });

  it('with every other player absent it passes only after END_VOTE_MS unrefused, and an absent player may refuse', () => {
    const { row, p } = proposedWhileAnaIsAbsent();
    expect(p.vote.required).toEqual([]);
    expect(settleEndVotes(table, clock + END_VOTE_MS - 1)).toEqual([]);
    expect(settleEndVotes(table, clock + END_VOTE_MS).map((c) => c.outcome)).toEqual(['passed']);
    expect(lifecycle(row)).toBe('abandoned');
  });

  it('an absent player who comes back and refuses keeps the game going', () => {
    const { row, p } = proposedWhileAnaIsAbsent();
    const r = castEndBallot(table, row, p.vote.openedAt, ana.userId, 'refuse', clock);
    expect(r.ok && r.closed?.outcome).toBe('refused');
    expect(settleEndVotes(table, clock + END_VOTE_MS)).toEqual([]);
    expect(lifecycle(row)).toBe('active');
  });

  it('a player away on vacation is waited for, however long since their last move: it lapses', () => {
    const row = started([ana, ben]);
    choose(ben.userId);
    clock = T0 + ABSENT_MS + 1;
    expect(takeVacation(table, GUILD, ana.userId, 5, clock).ok).toBe(true);
    const p = proposeEnd(table, row, ben.userId, clock);
    if (!p.ok) throw new Error(p.message);
    expect(p.vote.required).toEqual([ana.userId]);
    expect(settleEndVotes(table, clock + END_VOTE_MS).map((c) => c.outcome)).toEqual(['lapsed']);
    expect(lifecycle(row)).toBe('active');
  });

  it('the rule alone: refusal first, then complete agreement, then time', () => {
    const vote = { required: ['a'], ballots: {}, openedAt: 0 };
    const at = (now: number) => ({ over: false, moved: false, now });
    expect(closingOf(vote, ['a', 'b'], at(0))).toBe(null);
    expect(closingOf({ ...vote, ballots: { a: 'agree' } }, ['a', 'b'], at(0))).toBe('passed');
    expect(closingOf({ ...vote, ballots: { a: 'agree', b: 'refuse' } }, ['a', 'b'], at(0))).toBe('refused');
    expect(closingOf(vote, ['a', 'b'], at(END_VOTE_MS))).toBe('lapsed');
    expect(closingOf({ ...vote, required: [] }, ['a', 'b'], at(END_VOTE_MS))).toBe('passed');
    expect(closingOf(vote, ['a'], { over: true, moved: true, now: 0 })).toBe('over');
  });
});
