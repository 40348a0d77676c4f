/** Helpers for the games' end-of-game awards (`GameModule.awards`): who leads a count, and its award. */
import type { Award } from './types';

/** The seats with the highest count, when it is above zero (ties share). */
export function leadersOf(counts: readonly number[]): number[] {
  const best = Math.max(0, ...counts);
  if (best <= 0) return [];
  return counts.flatMap((n, seat) => (n === best ? [seat] : []));
}

/** "1 road", "8 roads". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Caro" (`joiner` 'or': "Ana, Ben or Caro"). */
export function listWords(words: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

/** The award `title` for the seats leading `counts` ("Biggest trader: 11 trades"); none when nobody scored. */
export function mostAward(title: string, counts: readonly number[], one: string, many: string): Award[] {
  const seats = leadersOf(counts);
  if (seats.length === 0) return [];
  return [{ title, seats, detail: plural(counts[seats[0]!]!, one, many) }];
}
