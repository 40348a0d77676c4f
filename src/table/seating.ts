import { Rng } from '../games/rng';

/**
 * The play order at the start: the lobby seats shuffled by an RNG derived from the game seed only, so the
 * same seed gives the same order (and a replay needs nothing else).
 */
export function shuffleSeats<T>(seed: string, lobbySeats: readonly T[]): T[] {
  return Rng.fromSeed(`${seed}#seats`).shuffle([...lobbySeats]);
}
