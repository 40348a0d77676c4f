/**
 * A server's stats, derived from its games in the store on each call: per game (games finished and
 * abandoned, the longest game, the skill leaderboard) and per player (games, wins, win rate and average score
 * per game, rating, longest game, and reliability: median time to move, games finished vs. abandoned vs. left).
 * Bot seats are not players: they appear in no tally and are not rated. Abandoned games count only as abandoned,
 * and a game someone left counts for them only as left (the result of a seat a bot played on is not theirs).
 *
 * Ratings are computed on demand from the finished games, in the order they ended, rather than stored and
 * updated at each game's end: the figures then always agree with the games table (a repaired or deleted game
 * changes them too), no write joins the move path, and rating a server's few hundred games takes
 * milliseconds. What a game over needs is written once, the first time stats meet it (`game_results`: a
 * finished game's final scores; `move_waits`: its human moves' waits), so no saved state is parsed and no
 * ended game's action log is walked twice.
 */
import { getGame as registryGetGame, listGames } from '../games/registry';
import type { AnyGameModule } from '../games/types';
import type { PlayedGame, SeatResult, StatsStore, UnsummedGame } from '../store';
import { rateGames, type Placing, type SkillRating } from './ratings';
import { upgradeState } from './rules-update';

/** A player needs this many moves measured to be named the fastest mover. */
export const FASTEST_MOVER_MIN_MOVES = 5;

/** A finished game, by how long it lasted. */
export interface LongestGame {
  /** The games row id. */
  row: number;
  gameId: string;
  channelId: string;
  /** The channel it was opened from (its thread's parent), which says who may see it. */
  parentChannelId: string | null;
  /** From its start to its last action. */
  ms: number;
  actions: number;
}

/** Reliability, shown (never a penalty): how long a player keeps a game waiting, and how their games ended. */
export interface Reliability {
  /** Median wait of the games for their moves (ms); null before their first move. */
  medianMoveMs: number | null;
  /** Moves measured. */
  moves: number;
  /** Started games they still sat in when someone won. */
  finished: number;
  /** Started games they still sat in when they ended early. */
  abandoned: number;
  /**
   * Games they left for good mid-game (`/oil leave`), however the game went on: a bot or someone else played
   * their seat. A seat handed to a bot by the host or a clock is still theirs, so that game counts by its end.
   */
  left: number;
}

/** No game, no move. */
export function noReliability(): Reliability {
  return { medianMoveMs: null, moves: 0, finished: 0, abandoned: 0, left: 0 };
}

/** The people who left `g` for good and hold no seat of it now (one who came back to a seat plays it on). */
function leftBy(g: PlayedGame): string[] {
  const seated = new Set(g.seats.map((s) => s.userId));
  return [...new Set(g.leavers.map((l) => l.userId))].filter((id) => !seated.has(id));
}

/** One player's record in one game (only finished games count). */
export interface PlayerGameStats {
  gameId: string;
  played: number;
  wins: number;
  /** wins / played. */
  winRate: number;
  averageScore: number;
  /** null until a finished game with another human player rated them. */
  rating: SkillRating | null;
  longest: LongestGame | null;
}

export interface PlayerStats extends Reliability {
  userId: string;
  /** The name they last sat down with. */
  name: string;
  /** Per game they finished, in the registry's order. */
  games: PlayerGameStats[];
}

/** A rated player of one game. */
export interface LeaderboardEntry {
  userId: string;
  name: string;
  rating: SkillRating;
  played: number;
  wins: number;
}

export interface GameTally {
  gameId: string;
  finished: number;
  abandoned: number;
  active: number;
  longest: LongestGame | null;
  /** Rated players, best rating (ordinal) first. */
  leaderboard: LeaderboardEntry[];
}

export interface FastestMover {
  userId: string;
  name: string;
  medianMoveMs: number;
  moves: number;
}

export interface GuildStats {
  finished: number;
  abandoned: number;
  active: number;
  /** Per game played here, in the registry's order (games no longer offered last). */
  games: GameTally[];
  /** Every human who sat in a started game here (and those who left one), by name. */
  players: PlayerStats[];
  /** The lowest median time to move among players with at least `FASTEST_MOVER_MIN_MOVES` moves. */
  fastest: FastestMover | null;
}

type GameLookup = (gameId: string) => AnyGameModule | undefined;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

/**
 * A finished game's results from its saved final state (the game's `status()`, the state upgraded when saved under
 * older rules: rules-update.ts), or none when unreadable.
 */
function resultsOf(module: AnyGameModule | undefined, game: UnsummedGame): SeatResult[] {
  if (!module) return [];
  try {
    const status = module.status(upgradeState(module, JSON.parse(game.state), game.rulesVersion));
    if (!status.over) return [];
    const winners = status.result?.winners ?? [];
    return status.scores.map((score, seat) => ({ seat, score, won: winners.includes(seat) }));
  } catch {
    return [];
  }
}

/**
 * Sum up the server's games that are over and not summed up yet: a finished game's results (from its saved
 * final state; none when the game is no longer offered or its state cannot be read: it still counts as
 * finished) and every such game's move waits. Each game once. Returns how many games were summed up.
 */
export function sumUpOver(store: StatsStore, guildId: string, games: GameLookup = registryGetGame): number {
  // A game saved under newer rules than this bot runs (an update rolled back) is summed up once they are back.
  const over = store
    .unsummed(guildId)
    .filter((g) => g.rulesVersion <= (games(g.gameId)?.rulesVersion ?? Infinity));
  for (const g of over) {
    store.saveSummary(g.id, g.lifecycle === 'finished' ? resultsOf(games(g.gameId), g) : []);
  }
  return over.length;
}

function lengthOf(g: PlayedGame): LongestGame | null {
  if (g.lifecycle !== 'finished' || g.endedAt === null) return null;
  return {
    row: g.id,
    gameId: g.gameId,
    channelId: g.channelId,
    parentChannelId: g.parentChannelId,
    ms: g.endedAt - g.startedAt,
    actions: g.actions,
  };
}

function longer(a: LongestGame | null, b: LongestGame | null): LongestGame | null {
  if (!a) return b;
  if (!b) return a;
  return b.ms > a.ms ? b : a;
}

/** The human players of a summed-up finished game and how they ended it. */
function placingsOf(g: PlayedGame): Placing[] {
  return g.seats.flatMap((s) =>
    s.userId !== null && s.score !== null && s.won !== null
      ? [{ userId: s.userId, won: s.won, score: s.score }]
      : [],
  );
}

/** Game ids in the registry's order, then the others (no longer offered) by id. */
function inRegistryOrder(ids: readonly string[]): string[] {
  const offered = listGames().map((g) => g.id);
  const rest = [...new Set(ids)].filter((id) => !offered.includes(id)).sort();
  return [...offered.filter((id) => ids.includes(id)), ...rest];
}

/** Reliability of each human who sat in a started game of the server (all of them, or only `userIds`). */
export function reliabilityOf(
  store: StatsStore,
  guildId: string,
  userIds?: readonly string[],
  played: readonly PlayedGame[] = store.playedGames(guildId),
): Map<string, Reliability> {
  sumUpOver(store, guildId);
  const out = new Map<string, Reliability>();
  const entry = (userId: string) => {
    let r = out.get(userId);
    if (!r) {
      r = noReliability();
      out.set(userId, r);
    }
    return r;
  };
  for (const id of userIds ?? []) entry(id);
  const wanted = (id: string) => !userIds || userIds.includes(id);
  for (const g of played) {
    for (const userId of leftBy(g)) if (wanted(userId)) entry(userId).left++;
    if (g.lifecycle === 'active') continue;
    for (const s of g.seats) {
      if (s.userId === null || !wanted(s.userId)) continue;
      entry(s.userId)[g.lifecycle]++;
    }
  }
  const waits = new Map<string, number[]>();
  for (const w of store.moveWaits(guildId, userIds)) {
    const list = waits.get(w.userId) ?? [];
    list.push(w.waited);
    waits.set(w.userId, list);
  }
  for (const [userId, list] of waits) {
    const r = entry(userId);
    r.medianMoveMs = median(list);
    r.moves = list.length;
  }
  return out;
}

/** Everything `/oil stats` and `/oil leaderboard` show for one server. */
export function guildStats(
  store: StatsStore,
  guildId: string,
  games: GameLookup = registryGetGame,
): GuildStats {
  sumUpOver(store, guildId, games);
  const played = store.playedGames(guildId);
  // Ratings: each game's finished games in the order they ended.
  const byEnd = played
    .filter((g) => g.lifecycle === 'finished')
    .sort((a, b) => (a.endedAt ?? 0) - (b.endedAt ?? 0) || a.id - b.id);
  const gameIds = inRegistryOrder(played.map((g) => g.gameId));
  const ratings = new Map<string, Map<string, SkillRating>>();
  for (const id of gameIds) {
    ratings.set(id, rateGames(byEnd.filter((g) => g.gameId === id).map(placingsOf)));
  }

  const names = new Map<string, string>();
  /** Per person, per game: finished games, wins, summed scores, longest game. */
  type Tally = { played: number; wins: number; score: number; longest: LongestGame | null };
  const records = new Map<string, Map<string, Tally>>();
  for (const g of played) {
    for (const l of g.leavers) names.set(l.userId, l.name);
    for (const s of g.seats) if (s.userId !== null) names.set(s.userId, s.name);
    if (g.lifecycle !== 'finished') continue;
    for (const p of placingsOf(g)) {
      const mine = records.get(p.userId) ?? new Map<string, Tally>();
      const r: Tally = mine.get(g.gameId) ?? { played: 0, wins: 0, score: 0, longest: null };
      r.played++;
      if (p.won) r.wins++;
      r.score += p.score;
      r.longest = longer(r.longest, lengthOf(g));
      mine.set(g.gameId, r);
      records.set(p.userId, mine);
    }
  }

  const reliability = reliabilityOf(store, guildId, undefined, played);
  const players: PlayerStats[] = [...names].map(([userId, name]) => {
    const mine = records.get(userId);
    const perGame = gameIds.flatMap((gameId): PlayerGameStats[] => {
      const r = mine?.get(gameId);
      if (!r) return [];
      return [
        {
          gameId,
          played: r.played,
          wins: r.wins,
          winRate: r.wins / r.played,
          averageScore: r.score / r.played,
          rating: ratings.get(gameId)?.get(userId) ?? null,
          longest: r.longest,
        },
      ];
    });
    const rel = reliability.get(userId) ?? noReliability();
    return { userId, name, games: perGame, ...rel };
  });
  players.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));

  const tallies: GameTally[] = gameIds.map((gameId) => {
    const mine = played.filter((g) => g.gameId === gameId);
    const leaderboard = [...(ratings.get(gameId) ?? new Map<string, SkillRating>())]
      .map(([userId, rating]) => {
        const r = records.get(userId)?.get(gameId);
        return {
          userId,
          name: names.get(userId) ?? userId,
          rating,
          played: r?.played ?? 0,
          wins: r?.wins ?? 0,
        };
      })
      .sort((a, b) => b.rating.ordinal - a.rating.ordinal || a.name.localeCompare(b.name));
    return {
      gameId,
      finished: mine.filter((g) => g.lifecycle === 'finished').length,
      abandoned: mine.filter((g) => g.lifecycle === 'abandoned').length,
      active: mine.filter((g) => g.lifecycle === 'active').length,
      longest: mine.map(lengthOf).reduce(longer, null),
      leaderboard,
    };
  });

  let fastest: FastestMover | null = null;
  for (const p of players) {
    if (p.medianMoveMs === null || p.moves < FASTEST_MOVER_MIN_MOVES) continue;
    if (!fastest || p.medianMoveMs < fastest.medianMoveMs) {
      fastest = { userId: p.userId, name: p.name, medianMoveMs: p.medianMoveMs, moves: p.moves };
    }
  }

  return {
    finished: tallies.reduce((n, t) => n + t.finished, 0),
    abandoned: tallies.reduce((n, t) => n + t.abandoned, 0),
    active: tallies.reduce((n, t) => n + t.active, 0),
    games: tallies,
    players,
    fastest,
  };
}
