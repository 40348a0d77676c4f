/**
 * The one thing undo reads from states: whether an action drew luck or a hidden card — from the game's RNG,
 * kept at `state.rng` by every game (an RngState: four uint32), or from a pile the game names secret
 * (`GameModule.hiddenPiles`: a bill of lading, a MEMO card, a development card, a display dealt from the
 * deck), which the RNG cannot tell as it was shuffled long before. A state without an RNG counts every action
 * as random, so a game that keeps its RNG elsewhere never lets luck be taken back. The answers are remembered
 * with each action (`ActionRecord.drew`), and for actions logged without it (before migration 020) per game row
 * and seq (an action's answer never changes: the actions before it are fixed once it is logged), so the button
 * on the turn message rarely costs a replay.
 */
import type { RngState } from '../games/rng';
import type { AnyGameModule } from '../games/types';
import type { Drew } from '../store/types';

/** What undo keeps of a state before an action: a copy of its RNG and of its hidden piles (null: none, or unreadable). */
export interface LuckBefore {
  rng: RngState | null;
  piles: { name: string; cards: (string | number)[] }[] | null;
}

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

/** The hidden piles of `state` by `module`'s hook (copied); [] without the hook; null when the hook throws. */
function pilesOf(module: AnyGameModule, state: unknown): LuckBefore['piles'] {
  if (!module.hiddenPiles) return [];
  try {
    return module.hiddenPiles(state).map((p) => ({ name: p.name, cards: [...p.cards] }));
  } catch {
    return null;
  }
}

/** What undo must keep of `state` (about to be given to `apply`, which may change it) to tell what an action drew. */
export function luckOf(module: AnyGameModule, state: unknown): LuckBefore {
  return { rng: rngOf(state), piles: pilesOf(module, state) };
}

/**
 * Whether `after` lies under `before` with only cards slid under it: the same cards on top (the end), in the
 * same order. A card played face down to the bottom of a pile shows nothing; any other change does.
 */
function onlySlidUnder(before: readonly (string | number)[], after: readonly (string | number)[]): boolean {
  const under = after.length - before.length;
  return under >= 0 && before.every((card, i) => after[under + i] === card);
}

/**
 * What an action drew, from `before` (`luckOf` the state before it) and `after` (the state after it): the RNG
 * first (a roll that then draws a card is luck), then the first hidden pile it took from. A hook that throws,
 * or names other piles after than before, counts as a draw.
 */
export function drewBetween(module: AnyGameModule, before: LuckBefore, after: unknown): Drew {
  if (drewFromRng(before.rng, after)) return true;
  const now = pilesOf(module, after);
  if (!before.piles || !now || now.length !== before.piles.length) return 'a hidden card';
  for (let i = 0; i < now.length; i++) {
    const was = before.piles[i]!;
    if (was.name !== now[i]!.name || !onlySlidUnder(was.cards, now[i]!.cards)) return was.name;
  }
  return false;
}

/**
 * How many games' answers are kept (least recently used dropped first): more than the games a busy bot plays
 * at once, since a forgotten game whose last action was logged without its answer (before migration 020) costs a
 * replay of its whole log on its next load.
 */
export const MEMO_GAMES = 2048;
/** How many answers are kept per game (the latest seqs): undo only ever looks at the end of the log. */
export const MEMO_SEQS_PER_GAME = 32;

/** Remembered answers of `drewBetween`, by game row and action seq; bounded by the two limits above. */
export class RandomMemo {
  private readonly games = new Map<number, Map<number, Drew>>();

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

  get(row: number, seq: number): Drew | undefined {
    const game = this.games.get(row);
    if (!game) return undefined;
    this.games.delete(row);
    this.games.set(row, game); // most recently used last
    return game.get(seq);
  }

  set(row: number, seq: number, drew: Drew): void {
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
