import { Rng } from '../games/rng';

/**
 * The play order at the start: the lobby seats shuffled by an RNG derived from the game seed only, so the
 * same seed gives the same order (and a replay needs nothing else).
 */
export function shuffleSeats<T>(seed: string, lobbySeats: readonly T[]): T[] {
  return Rng.fromSeed(`${seed}#seats`).shuffle([...lobbySeats]);
}

/** What naming a seat reads: a person's (`userId`) or a bot's (`botKind`), and its name. */
type LobbySeat = { userId: string | null; botKind: string | null; name: string };

/** The name a bot of `kind` is given when the host names none: "Greedy bot" (then "Greedy bot 2", …). */
export function botBaseName(kind: string): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} bot`;
}

/**
 * The kind's name (`botBaseName`) of a bot's own seat still named after it, with or without a number ("Greedy
 * bot 2" → "Greedy bot"); null for a person's seat, also one a bot now plays for them (they left, or their turn
 * clock handed it over), which keeps its person's name.
 */
export function botOwnName(s: LobbySeat): string | null {
  if (s.userId !== null || !s.botKind) return null;
  const base = botBaseName(s.botKind);
  return s.name === base || (s.name.startsWith(`${base} `) && /^\d+$/.test(s.name.slice(base.length + 1)))
    ? base
    : null;
}

/**
 * The seats in play order with their bots numbered in that order: a bot is saved in the lobby numbered as added
 * ("Greedy bot", "Greedy bot 2"), and the shuffle at the start could put "Greedy bot 2" before "Greedy bot".
 * Each bot still named after its kind (`botBaseName`, with or without a number) is renamed: the first in seat
 * order the plain name, the next "… 2", and so on, never a name another seat has; a lone one loses its number.
 * Other names are kept. Only at the start (`seatsAtStart`; the open lobby shows the same names: `namesAtStart`):
 * a started game's names are saved, and stay as they are.
 */
export function numberBotsInSeatOrder<T extends LobbySeat>(seats: readonly T[]): T[] {
  const taken = new Set(seats.filter((s) => botOwnName(s) === null).map((s) => s.name));
  return seats.map((s) => {
    const base = botOwnName(s);
    if (base === null) return s;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    taken.add(name);
    return { ...s, name };
  });
}

/** The seats in play order, named as the game names them (`numberBotsInSeatOrder`): what the start saves. */
export function seatsAtStart<T extends LobbySeat>(seed: string, lobbySeats: readonly T[]): T[] {
  return numberBotsInSeatOrder(shuffleSeats(seed, lobbySeats));
}

/**
 * The name each lobby seat will have once the game starts, in the lobby's order: the lobby shows these, so that a
 * bot keeps its name at the start ("Greedy bot 2" may sit first). A seat joining or leaving reshuffles the
 * seats, so a bot may change its number in the lobby, never after.
 */
export function namesAtStart(seed: string, lobbySeats: readonly LobbySeat[]): string[] {
  const names = lobbySeats.map((s) => s.name);
  const order = seatsAtStart(
    seed,
    lobbySeats.map((seat, i) => ({ ...seat, i })),
  );
  for (const s of order) names[s.i] = s.name;
  return names;
}
