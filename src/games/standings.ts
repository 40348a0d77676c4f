/**
 * The final standings of a game from its public scores and winners: the end-of-game message's places and the
 * board picture's, worked out the same way.
 */

export interface Standing {
  seat: number;
  score: number;
  /** 1 for the best score; equal scores share a place. Winners always come first. */
  place: number;
  winner: boolean;
}

/** Standings, winners first, then by score. */
export function standingsOf(scores: readonly number[], winners: readonly number[]): Standing[] {
  const rows = scores.map((score, seat) => ({ seat, score, winner: winners.includes(seat) }));
  rows.sort((a, b) => Number(b.winner) - Number(a.winner) || b.score - a.score || a.seat - b.seat);
  return rows.map((r) => {
    const first = rows.findIndex((x) => x.winner === r.winner && x.score === r.score);
    return { ...r, place: first + 1 };
  });
}
