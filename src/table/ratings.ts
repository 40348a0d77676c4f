/**
 * Skill ratings per game with openskill (Weng-Lin's Bayesian rating, Plackett-Luce model, made for
 * free-for-all games of many players): each finished game, in the order the games ended, moves its human
 * players' ratings by their places in it. Pure: the same games in the same order give the same ratings.
 */
import { createRequire } from 'node:module';

type OpenSkill = typeof import('openskill');
let openskillLoaded: OpenSkill | undefined;

/**
 * openskill, loaded at the first rating (its CommonJS build, synchronously): its ES build pulls in all of ramda
 * and a dozen @stdlib modules, ~0.3 s of CPU at import (0.17 s as CommonJS) that every process importing the
 * table paid, each test file and the bot's start among them, though only the stats commands rate.
 */
function openskill(): OpenSkill {
  return (openskillLoaded ??= createRequire(import.meta.url)('openskill') as OpenSkill);
}

/** How one human player ended a finished game. */
export interface Placing {
  userId: string;
  won: boolean;
  /** The public score at the end. */
  score: number;
}

export interface SkillRating {
  /** openskill's estimate of the skill (starts at 25). */
  mu: number;
  /** How unsure that estimate is (starts at 25/3, shrinks with each game). */
  sigma: number;
  /** mu − 3·sigma: the cautious figure shown and ranked by (starts at 0). */
  ordinal: number;
  /** Rated games played. */
  games: number;
}

/** Whether `a` ended ahead of `b`: a winner is ahead of every non-winner; non-winners by score. */
function isAhead(a: Placing, b: Placing): boolean {
  if (a.won !== b.won) return a.won;
  return !a.won && a.score > b.score;
}

/**
 * The place of each player (1 = best), by the final result: the winners first (all sharing 1st place, as a
 * shared victory is one), then the others by score, highest first; equal scores share a place.
 */
export function placesOf(placings: readonly Placing[]): number[] {
  return placings.map((p) => 1 + placings.filter((q) => isAhead(q, p)).length);
}

/** A player's rating before their first rated game. */
export function firstRating(): SkillRating {
  const { ordinal, rating } = openskill();
  const r = rating();
  return { mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), games: 0 };
}

/**
 * The ratings after `games` (each the placings of one finished game's human players), applied in the order
 * given. A game with fewer than two human players rates no one (bots are not rated, and one player alone
 * has no one to be measured against).
 */
export function rateGames(games: readonly (readonly Placing[])[]): Map<string, SkillRating> {
  const { ordinal, rate } = openskill();
  const table = new Map<string, SkillRating>();
  for (const placings of games) {
    if (placings.length < 2) continue;
    const before = placings.map((p) => table.get(p.userId) ?? firstRating());
    const after = rate(
      before.map((r) => [{ mu: r.mu, sigma: r.sigma }]),
      { rank: placesOf(placings) },
    );
    placings.forEach((p, i) => {
      const r = after[i]?.[0];
      const old = before[i];
      if (!r || !old) return;
      table.set(p.userId, { mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), games: old.games + 1 });
    });
  }
  return table;
}
