/**
 * A player who leaves a game for good (`/oil leave`) stays in its stats: the seat's player becomes nobody (a bot
 * plays it), and the store keeps who left it, so the game counts for them as one they left, in `/oil stats` and
 * in the lobby's reliability line, however it went on. A seat the host handed to a bot stays its player's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guildStats, reliabilityOf } from '../../src/table';
import { allowTakeover, handOver, leaveGame, takeOver } from '../../src/table/seats-handover';
import { ana, ben, cat, dan, newTable, type Fixture } from './helpers';

const GUILD = 'g1';
const safe = { type: 'choose', choice: 'safe' };

let f: Fixture;

beforeEach(() => {
  f = newTable();
});
afterEach(() => f.close());

/** A started race of Ana (host), Ben and Cat in `channel`; its row. */
function start(channel: string): number {
  const opened = f.table.openLobby({
    guildId: GUILD,
    channelId: channel,
    gameId: 'test-race',
    host: ana,
    seed: 's',
  });
  if (!opened.ok) throw new Error(opened.message);
  for (const p of [ben, cat]) f.table.join({ channelId: channel, ...p });
  const started = f.table.start({ channelId: channel, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
  return opened.game.record.id;
}

/** Each person to act moves until the game is over (bots move by themselves). */
function playOut(channel: string): void {
  for (let n = 0; n < 100; n++) {
    const g = f.table.getGame(channel);
    if (!g.ok || g.game.record.lifecycle !== 'active') return;
    const seat = g.game.seats.find((s) => g.game.status!.toAct.includes(s.seat) && s.botKind === null)!;
    const r = f.table.act({ channelId: channel, userId: seat.userId!, action: safe });
    if (!r.ok) throw new Error(r.message);
  }
}

function moveAll(channel: string, people: { userId: string }[]): void {
  for (const p of people) {
    const r = f.table.act({ channelId: channel, userId: p.userId, action: safe });
    if (!r.ok) throw new Error(r.message);
  }
}

/** What the lobby's reliability line reads of `p`. */
function lobbyLine(p: { userId: string }) {
  return reliabilityOf(f.store.stats, GUILD, [p.userId]).get(p.userId);
}

describe('a player who left a game', () => {
  it('counts it as left, not finished, when the others play it out: not erased from /oil stats', () => {
    const row = start('c1');
    moveAll('c1', [ana, ben, cat]);
    expect(leaveGame(f.table, row, cat.userId).ok).toBe(true);
    playOut('c1');
    expect(f.table.getGame('c1').ok && f.table.getGame('c1')).toMatchObject({
      game: { record: { lifecycle: 'finished' } },
    });
    const s = guildStats(f.store.stats, GUILD);
    const of = (name: string) => s.players.find((p) => p.name === name);
    expect(of('Cat')).toMatchObject({ finished: 0, abandoned: 0, left: 1, moves: 1, games: [] });
    expect(of('Ana')).toMatchObject({ finished: 1, abandoned: 0, left: 0 });
    expect(of('Ana')?.games[0]?.played).toBe(1);
    // The lobby's line reads the same.
    expect(lobbyLine(cat)).toMatchObject({
      finished: 0,
      left: 1,
      moves: 1,
    });
  });

  it('counts a game still in play as left at once, with their moves in it', () => {
    const row = start('c1');
    moveAll('c1', [ana, ben, cat]);
    leaveGame(f.table, row, ben.userId);
    // (The store's own clock times the moves here.)
    expect(lobbyLine(ben)).toMatchObject({
      moves: 1,
      finished: 0,
      abandoned: 0,
      left: 1,
    });
  });

  it('the last player leaving ends the game: left for them, not abandoned', () => {
    const row = start('c1');
    moveAll('c1', [ana, ben, cat]);
    for (const p of [ben, cat, ana]) expect(leaveGame(f.table, row, p.userId).ok).toBe(true);
    const s = guildStats(f.store.stats, GUILD);
    expect(s.abandoned).toBe(1);
    expect(s.players.map((p) => [p.name, p.abandoned, p.left])).toEqual([
      ['Ana', 0, 1],
      ['Ben', 0, 1],
      ['Cat', 0, 1],
    ]);
  });

  it('who came back to a seat (took it over) plays on: not counted as left', () => {
    const row = start('c1');
    const catsSeat = f.table.seatOf('c1', cat.userId)!;
    leaveGame(f.table, row, cat.userId);
    allowTakeover(f.table, row, { userId: ana.userId, isAdmin: false }, true);
    expect(takeOver(f.table, row, cat, catsSeat).ok).toBe(true);
    playOut('c1');
    const catStats = guildStats(f.store.stats, GUILD).players.find((p) => p.name === 'Cat');
    expect(catStats).toMatchObject({ finished: 1, left: 0 });
  });
});

describe('an absent player whose seat someone took over', () => {
  it('counts the game as one they left; the newcomer plays it on to its end', () => {
    const row = start('c1');
    moveAll('c1', [ana, ben, cat]);
    const catsSeat = f.table.seatOf('c1', cat.userId)!;
    expect(handOver(f.table, row, { userId: ana.userId, isAdmin: false }, catsSeat).ok).toBe(true);
    allowTakeover(f.table, row, { userId: ana.userId, isAdmin: false }, true);
    expect(takeOver(f.table, row, dan, catsSeat).ok).toBe(true);
    playOut('c1');
    const s = guildStats(f.store.stats, GUILD);
    expect(s.players.find((p) => p.name === 'Cat')).toMatchObject({ finished: 0, left: 1, moves: 1 });
    expect(s.players.find((p) => p.name === 'Dan')).toMatchObject({ finished: 1, left: 0 });
  });
});

describe('a seat the host handed to a bot', () => {
  it('stays its player’s: the game counts for them by how it ended, with the seat’s result', () => {
    const row = start('c1');
    moveAll('c1', [ana, ben, cat]);
    expect(
      handOver(f.table, row, { userId: ana.userId, isAdmin: false }, f.table.seatOf('c1', ben.userId)!).ok,
    ).toBe(true);
    playOut('c1');
    const benStats = guildStats(f.store.stats, GUILD).players.find((p) => p.name === 'Ben');
    expect(benStats).toMatchObject({ finished: 1, abandoned: 0, left: 0 });
    expect(benStats?.games[0]?.played).toBe(1);
  });
});
