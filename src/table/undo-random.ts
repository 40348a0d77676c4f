/**
 * The one thing undo reads from states: whether an action drew from the game's RNG, kept at `state.rng` by
 * every game (an RngState: four uint32). A state without one counts every action as random, so a game that
 * keeps its RNG elsewhere never lets luck be taken back. The answers are remembered per game row and seq (an
 * action's answer never changes: the actions before it are fixed once it is logged), so the button on the
 * turn message rarely costs a replay.
 */
import type { RngState } from '../games/rng';

/** A copy of the RNG a state keeps at `rng`, or null when it keeps none there. */
export function rngOf(state: unknown): RngState | null {
  if (typeof state !== 'object' || state === null) return null;
  const rng = (state as { rng?: unknown }).rng;
  if (!Array.isArray(rng) || rng.length !== 4 || !rng.every((n) => Number.isInteger(n))) return null;
  return [rng[0], rng[1], rng[2], rng[3]] as RngState;
}

/** Whether an action drew from the RNG: `before` is `rngOf` the state before it, `after` the state after. */
export function drewFromRng(before: RngState | null, after: unknown): boolean {
  const now = rngOf(after);
  if (!before || !now) return true;
  return before.some((n, i) => n !== now[i]);
}

/**
 * How many games' answers are kept (least recently used dropped first): more than the games a busy bot plays
 * at once, since a forgotten game costs a replay of its whole log on its next move.
 */
export const MEMO_GAMES = 2048;
/** How many answers are kept per game (the latest seqs): undo only ever looks at the end of the log. */
export const MEMO_SEQS_PER_GAME = 32;

/** Remembered answers of `drewFromRng`, by game row and action seq; bounded by the two limits above. */
export class RandomMemo {
  private readonly games = new Map<number, Map<number, boolean>>();

  constructor(
    private readonly maxGames = MEMO_GAMES,
    private readonly seqsPerGame = MEMO_SEQS_PER_GAME,
  ) {}

  /** How many answers are kept in all (tests). */
  get size(): number {
    let n = 0;
    for (const game of this.games.values()) n += game.size;
    return n;
  }

  get(row: number, seq: number): boolean | undefined {
    const game = this.games.get(row);
    if (!game) return undefined;
    this.games.delete(row);
    this.games.set(row, game); // most recently used last
    return game.get(seq);
  }

  set(row: number, seq: number, drew: boolean): void {
    let game = this.games.get(row);
    if (!game) {
      game = new Map();
      this.games.set(row, game);
      const oldest = this.games.keys().next();
      if (this.games.size > this.maxGames && !oldest.done) this.games.delete(oldest.value);
    }
    game.set(seq, drew);
    if (game.size > this.seqsPerGame) {
      // Answers come in log order (moves, replays), so the lowest seq is forgotten.
      let lowest = seq;
      for (const s of game.keys()) lowest = Math.min(lowest, s);
      game.delete(lowest);
    }
  }

  /** Forget an answer (its action was not logged after all). */
  forget(row: number, seq: number): void {
    this.games.get(row)?.delete(seq);
  }
}
