/**
 * Where the oil springs go. Works on plain per-hex arrays (terrain index and number token, 0 = none) as the
 * base board data uses them, so it serves both the beginner map and a variable map the base engine dealt.
 */
import { BEGINNER_HEXES, DESERT, TERRAINS } from '../catan/data';
import type { Rng } from '../rng';
import {
  BEGINNER_SPRINGS,
  BEGINNER_SWAP,
  DESERT_SPRING_NUMBER,
  VARIABLE_EXTRA_SPRINGS,
  VARIABLE_SPRING_FORBIDDEN_NUMBERS,
} from './data';

export interface SpringMap {
  /** Terrain index per hex (catan/data TERRAINS). */
  terrain: number[];
  /** Number token per hex (0 = none); the desert spring carries its own number. */
  numbers: number[];
  /** Hexes covered by a spring. */
  springs: number[];
}

function terrainIndex(name: string): number {
  const t = (TERRAINS as readonly string[]).indexOf(name);
  if (t < 0) throw new Error(`unknown terrain ${name}`);
  return t;
}

function findHex(
  terrain: readonly number[],
  numbers: readonly number[],
  t: string,
  n: number | null,
): number {
  const want = terrainIndex(t);
  const i = terrain.findIndex((x, h) => x === want && (n === null || numbers[h] === n));
  if (i < 0) throw new Error(`beginner map has no ${t} ${n ?? ''}`);
  return i;
}

/**
 * The beginner map with springs on the desert (number 5), the forest 9 and the north-east 10 — which is
 * made a pasture by swapping terrains with the Pasture 4 beside it (decision, see data.ts).
 */
export function beginnerSpringMap(): SpringMap {
  const terrain = BEGINNER_HEXES.map(([t]) => t);
  const numbers = BEGINNER_HEXES.map(([, n]) => n);
  const swapFrom = findHex(terrain, numbers, BEGINNER_SWAP.from.terrain, BEGINNER_SWAP.from.number);
  const springs: number[] = [];
  for (const s of BEGINNER_SPRINGS) {
    const h = findHex(terrain, numbers, s.terrain, s.number);
    springs.push(h);
    if ('becomes' in s) terrain[h] = terrainIndex(s.becomes);
  }
  terrain[swapFrom] = terrainIndex(BEGINNER_SWAP.becomes);
  const desert = springs[0]!;
  numbers[desert] = DESERT_SPRING_NUMBER;
  return { terrain, numbers, springs };
}

/**
 * A variable map's springs (decision): the desert (number 5) and two other producing hexes at random, never
 * on a 6 or 8 and never two springs on one number.
 */
export function variableSpringMap(
  terrain: readonly number[],
  numbers: readonly number[],
  rng: Rng,
): SpringMap {
  const t = terrain.slice();
  const n = numbers.slice();
  const desert = t.indexOf(DESERT);
  n[desert] = DESERT_SPRING_NUMBER;
  const springs = [desert];
  const used = new Set<number>([DESERT_SPRING_NUMBER]);
  const pool = rng.shuffle(t.map((_, h) => h).filter((h) => h !== desert));
  for (const h of pool) {
    if (springs.length > VARIABLE_EXTRA_SPRINGS) break;
    const num = n[h]!;
    if (num === 0 || used.has(num) || VARIABLE_SPRING_FORBIDDEN_NUMBERS.includes(num)) continue;
    springs.push(h);
    used.add(num);
  }
  return { terrain: t, numbers: n, springs };
}
