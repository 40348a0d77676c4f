import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord-api-types/v10';
import type { InteractionEditReplyOptions } from 'discord.js';
import { leaderboardPayload } from '../../src/discord/leaderboard';
import { openGamesPayload } from '../../src/discord/open-games';
import {
  formatDuration,
  longestText,
  packLines,
  playerStatsPayload,
  reliabilityText,
  serverStatsPayload,
} from '../../src/discord/stats';
import type { GameSnapshot } from '../../src/discord/desk';
import { catan } from '../../src/games/catan';
import type { GuildStats, PlayerStats, Reliability } from '../../src/table';
import { lobbyPayload } from '../../src/discord/lobby';
import { lobbyReliability } from '../../src/discord/reliability';
import type { GameDesk } from '../../src/discord/desk';
import type { Logger } from '../../src/log';
import { race } from '../fixtures/race';
import { snapOf } from './snap';
import { scoreWordsOf } from '../../src/discord/summary/message';
import { presenterFor } from '../../src/discord/presenters';

function embedOf(p: InteractionEditReplyOptions): APIEmbed {
  const e = p.embeds?.[0];
  if (!e) throw new Error('no embed');
  return ('toJSON' in e ? e.toJSON() : e) as APIEmbed;
}

/** Discord's embed limits. */
function expectWithinLimits(e: APIEmbed): void {
  const fields = e.fields ?? [];
  expect((e.title ?? '').length).toBeLessThanOrEqual(256);
  expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
  expect(fields.length).toBeLessThanOrEqual(25);
  for (const f of fields) {
    expect(f.name.length).toBeLessThanOrEqual(256);
    expect(f.value.length).toBeLessThanOrEqual(1024);
  }
  const total = [e.title, e.description, e.footer?.text, ...fields.flatMap((f) => [f.name, f.value])].join(
    '',
  ).length;
  expect(total).toBeLessThanOrEqual(6000);
}

/** Every game may be linked (every reader sees every channel). */
const all = () => true;
const longId = (i: number) => `1${String(i).padStart(18, '0')}`;
const rating = { mu: 31.234, sigma: 2.5, ordinal: 23.734, games: 40 };

/** A game of nine days and 2,345 moves, linked. */
const nineDays = (gameId: string) => ({
  row: 1,
  gameId,
  channelId: longId(9999),
  parentChannelId: null,
  ms: 9 * 86_400_000,
  actions: 2345,
});

/** A busy server: 200 players, 30 games offered (more than an embed has fields). */
function busyServer(): GuildStats {
  const games = Array.from({ length: 30 }, (_, g) => `game-${g}`);
  const players: PlayerStats[] = Array.from({ length: 200 }, (_, i) => ({
    userId: longId(i),
    name: `Player ${'x'.repeat(200)} ${i}`,
    medianMoveMs: 3_600_000 * (i + 1),
    moves: 1000 + i,
    finished: 500,
    abandoned: 12,
    left: 3,
    games: games.map((gameId) => ({
      gameId,
      played: 40,
      wins: 13,
      winRate: 13 / 40,
      averageScore: 8.333,
      rating,
      longest: nineDays(gameId),
    })),
  }));
  return {
    finished: 9000,
    abandoned: 400,
    active: 120,
    games: games.map((gameId) => ({
      gameId,
      finished: 300,
      abandoned: 12,
      active: 4,
      longest: nineDays(gameId),
      leaderboard: players.map((p) => ({ userId: p.userId, name: p.name, rating, played: 40, wins: 13 })),
    })),
    players,
    fastest: { userId: longId(0), name: 'Ana', medianMoveMs: 60_000, moves: 1000 },
  };
}

describe('stats replies fit Discord', () => {
  it('a busy server’s stats, a player’s and the leaderboards stay within the embed limits', () => {
    const s = busyServer();
    for (const p of [
      serverStatsPayload(s, all),
      playerStatsPayload(s, { id: longId(3), name: 'N'.repeat(300) }, all),
      leaderboardPayload(s, 'game-1'),
      leaderboardPayload(s, null),
    ]) {
      expectWithinLimits(embedOf(p));
    }
    // The games that fit, and the players always (room is kept for them).
    const fields = embedOf(serverStatsPayload(s, all)).fields ?? [];
    expect(fields.at(-1)?.name).toBe('Players');
    expect(fields.at(-1)?.value).toMatch(/\n… and \d+ more$/);
    expect(fields.length).toBeGreaterThan(5);
  });

  it('a player’s average score is in the game’s own words: a fortune in pounds, victory points', () => {
    // A playtest read "average score 919875" for Merit's "Oil", where every other score reads "£919,875".
    const s = busyServer();
    const me = s.players[3]!;
    me.games = [
      { ...me.games[0]!, gameId: 'merit-oil', averageScore: 919_875 },
      { ...me.games[1]!, gameId: 'catan', averageScore: 8.333 },
    ];
    const words = (gameId: string) => scoreWordsOf(presenterFor(gameId));
    const fields = embedOf(playerStatsPayload(s, { id: me.userId, name: 'Caro' }, all, words)).fields ?? [];
    expect(fields.find((f) => f.name === 'Merit\'s "Oil"')?.value).toContain('average score £919,875\n');
    expect(fields.find((f) => f.name === 'Catan')?.value).toContain('average score 8.3 VP\n');
  });

  it('a player’s stats name them in the title escaped: an embed title is message text', () => {
    const s = busyServer();
    expect(embedOf(playerStatsPayload(s, { id: longId(3), name: '*Ben*_B' }, all)).title).toBe(
      'Stats of \\*Ben\\*\\_B',
    );
    expect(embedOf(playerStatsPayload(s, { id: longId(999), name: 'Ana_B_' }, all)).title).toBe(
      'Stats of Ana\\_B\\_',
    );
  });

  it('a long list is cut between lines, and says how many more there are', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${'y'.repeat(40)}`);
    const packed = packLines(lines, 1024);
    expect(packed.length).toBeLessThanOrEqual(1024);
    const out = packed.split('\n');
    const shown = out.slice(0, -1);
    expect(shown.every((l, i) => l === lines[i])).toBe(true);
    expect(out.at(-1)).toBe(`… and ${100 - shown.length} more`);
    expect(packLines(lines, 4096, 25).split('\n')).toHaveLength(26);
    expect(packLines(['a', 'b'], 100)).toBe('a\nb');
  });

  it('the leaderboard of one game lists 25 players at most, best first', () => {
    const e = embedOf(leaderboardPayload(busyServer(), 'game-2'));
    const lines = (e.description ?? '').split('\n');
    expect(lines[0]).toMatch(/^1\. <@1000000000000000000> \*\*23\.7\*\* · 40 played, 13 won \(33 %\)$/);
    expect(lines.length).toBeLessThanOrEqual(26);
    expect(lines.at(-1)).toMatch(/^… and \d+ more$/);
  });

  it('a hundred open games fit, the rest counted', () => {
    const snaps = Array.from(
      { length: 100 },
      (_, i) =>
        ({
          record: {
            id: i + 1,
            channelId: longId(i),
            gameId: 'catan',
            lifecycle: 'active',
            updatedAt: 1_700_000_000_000,
            hostUserId: longId(0),
          },
          module: catan,
          seats: [0, 1, 2, 3].map((seat) => ({ seat, userId: longId(seat), botKind: null, name: 'P' })),
          names: [],
          status: { toAct: [0, 1, 2, 3], over: false, scores: [] },
          state: null,
        }) as unknown as GameSnapshot,
    );
    const e = embedOf(openGamesPayload(snaps));
    expectWithinLimits(e);
    const lines = (e.description ?? '').split('\n');
    expect(lines[0]).toContain(`<#${longId(0)}> — Catan · waits on <@${longId(0)}>, <@${longId(1)}>`);
    expect(lines.at(-1)).toMatch(/^… and \d+ more$/);
  });

  it('a lobby says when it was opened, so that one nobody joined stands out', () => {
    const opened = Date.UTC(2026, 10, 2, 9, 30);
    const lobby = {
      record: {
        id: 7,
        channelId: longId(7),
        gameId: 'catan',
        lifecycle: 'lobby',
        createdAt: opened,
        updatedAt: opened + 3_600_000,
        hostUserId: longId(1),
      },
      module: catan,
      seats: [{ seat: 0, userId: longId(1), botKind: null, name: 'P' }],
      names: [],
      status: { toAct: [], over: false, scores: [] },
      state: null,
    } as unknown as GameSnapshot;
    expect(embedOf(openGamesPayload([lobby])).description).toBe(
      `<#${longId(7)}> — Catan · lobby, 1/4 seats (host <@${longId(1)}>) · opened <t:${opened / 1000}:R>`,
    );
  });

  it('durations read in minutes, hours and days', () => {
    expect(formatDuration(30_000)).toBe('under a minute');
    expect(formatDuration(12 * 60_000)).toBe('12 min');
    expect(formatDuration(185 * 60_000)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86_400_000)).toBe('2 d');
    expect(formatDuration(52 * 3_600_000)).toBe('2 d 4 h');
  });

  it('the longest game counts moves, as its summary and /oil log do', () => {
    const longest = {
      row: 1,
      gameId: 'catan',
      channelId: longId(9),
      parentChannelId: longId(8),
      ms: 185 * 60_000,
      actions: 262,
    };
    expect(longestText(longest, all)).toBe(`3 h 5 min, 262 moves (<#${longId(9)}>)`);
    // A game in a channel not every reader sees: its figures, not where it is.
    expect(longestText(longest, () => false)).toBe('3 h 5 min, 262 moves');
  });
});

describe('reliability in the lobby', () => {
  function lobbyGame() {
    const snap = snapOf(race, race.setup(3, { target: 10 }, 'l'));
    const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const, guildId: 'g1' } };
    game.seats = [
      { seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null },
      { seat: 1, userId: '200000000000000001', name: 'Ben', botKind: null },
      { seat: 2, userId: null, name: 'Bot 1', botKind: 'cautious' },
    ];
    return game;
  }

  it('each seated person shows their median time to move and games finished vs. abandoned; bots none', () => {
    const game = lobbyGame();
    const ana: Reliability = { medianMoveMs: 2 * 3_600_000, moves: 40, finished: 3, abandoned: 1, left: 0 };
    const text = embedOf(
      lobbyPayload(game, race, new Map([['200000000000000000', ana]])) as InteractionEditReplyOptions,
    ).description!;
    expect(text).toContain('1. <@200000000000000000> (host) — moves in 2 h · 3 finished, 1 abandoned');
    expect(text).toContain('2. <@200000000000000001> — new here');
    expect(text).toContain('3. Bot 1\n');
  });

  it('someone who left games mid-game: the lobby and /oil stats say how many, apart from those abandoned', () => {
    const ben: Reliability = { medianMoveMs: 2 * 3_600_000, moves: 9, finished: 3, abandoned: 1, left: 2 };
    const text = embedOf(
      lobbyPayload(lobbyGame(), race, new Map([['200000000000000001', ben]])) as InteractionEditReplyOptions,
    ).description!;
    expect(text).toContain(
      '2. <@200000000000000001> — moves in 2 h · 3 finished, 1 abandoned, 2 left mid-game',
    );
    // Only games they left: not "new here", nor "no game ended yet".
    const gone = { ...ben, medianMoveMs: null, moves: 0, finished: 0, abandoned: 0, left: 1 };
    expect(reliabilityText(gone)).toBe('no moves yet · 0 finished, 0 abandoned, 1 left mid-game');
  });

  it('someone whose first games are still on: "no game ended yet", not "0 finished, 0 abandoned"', () => {
    const ben: Reliability = { medianMoveMs: 20_000, moves: 6, finished: 0, abandoned: 0, left: 0 };
    const text = embedOf(
      lobbyPayload(lobbyGame(), race, new Map([['200000000000000001', ben]])) as InteractionEditReplyOptions,
    ).description!;
    expect(text).toContain('2. <@200000000000000001> — moves in under a minute · no game ended yet');
  });

  it('someone listed whose first game is on and who has not moved yet: not "no games here yet"', () => {
    // /oil stats listed Ana, seated in a game in play, as "0 played, 0 won · no games here yet": everyone the
    // answer lists has a game here.
    const ana: Reliability = { medianMoveMs: null, moves: 0, finished: 0, abandoned: 0, left: 0 };
    expect(reliabilityText(ana)).toBe('no moves yet · no game ended yet');
  });

  it('is only a courtesy: when it cannot be read the lobby goes on without it', () => {
    const game = lobbyGame();
    const warned: unknown[] = [];
    const app = {
      desk: {
        reliability: () => {
          throw new Error('SQLITE_BUSY');
        },
      } as unknown as GameDesk,
      log: { warn: (o: unknown) => warned.push(o) } as unknown as Logger,
    };
    expect(lobbyReliability(app, game)).toBeUndefined();
    expect(warned).toHaveLength(1);
    // Unknown is not "new here": the lobby then shows no reliability at all.
    expect(embedOf(lobbyPayload(game, race) as InteractionEditReplyOptions).description).not.toContain(' — ');
    const asked: string[][] = [];
    const ok = {
      desk: {
        reliability: (_g: string, ids: readonly string[]) => (asked.push([...ids]), new Map()),
      } as unknown as GameDesk,
      log: app.log,
    };
    lobbyReliability(ok, game);
    expect(asked).toEqual([['200000000000000000', '200000000000000001']]);
  });
});
