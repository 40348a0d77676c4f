/**
 * A fast seeded PRNG (sfc32, 128-bit state) whose whole state is plain JSON — four unsigned 32-bit integers —
 * so it can live inside a game state and be saved, cloned and replayed with it.
 *
 * String seeds are hashed with cyrb128 into the initial state. The generator is warmed up by 12 draws so
 * that similar seeds give unrelated streams.
 */

/** The RNG state: exactly four uint32 values. Stored inside game states. */
export type RngState = [number, number, number, number];

/** cyrb128: a small, well-mixed 128-bit string hash, used only to turn seeds into RNG states. */
function cyrb128(str: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Advance `s` in place and return the next uint32. */
export function nextU32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  // Keep the stored numbers unsigned so the JSON form is canonical.
  s[0] >>>= 0;
  s[1] >>>= 0;
  s[2] >>>= 0;
  s[3] >>>= 0;
  return t >>> 0;
}

/**
 * An integer in [0, n) drawn from `s` in place: what `Rng.int(n)` draws, without the wrapper object or the
 * argument check (the caller passes an integer in 1..2^32). Unbiased (rejection sampling).
 */
export function intBelow(s: RngState, n: number): number {
  if (n === 1) {
    nextU32(s);
    return 0;
  }
  // 2^32 mod n, as (2^32 - n) mod n in unsigned 32-bit integers: an integer remainder, where
  // `4294967296 % n` is a floating-point one (slow).
  const limit = 4294967296 - ((-n >>> 0) % n);
  let x = nextU32(s);
  while (x >= limit) x = nextU32(s);
  return x % n;
}

/** A fresh RNG state from a string seed. */
export function seedRng(seed: string): RngState {
  const s = cyrb128(seed);
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/**
 * A thin wrapper that draws from an `RngState` in place. Create one around the state stored in a game
 * (`new Rng(state.rng)`): every draw advances that stored state, so saving the game saves the RNG.
 */
export class Rng {
  constructor(readonly state: RngState) {}

  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  /** A float in [0, 1). */
  float(): number {
    return nextU32(this.state) / 4294967296;
  }

  /** An integer in [0, n). Unbiased (rejection sampling). `n` must be in 1..2^32. */
  int(n: number): number {
    if (!(n >= 1) || n > 4294967296 || !Number.isInteger(n)) throw new RangeError(`Rng.int(${n})`);
    return intBelow(this.state, n);
  }

  /** An integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** One die: 1..6. */
  die(): number {
    return 1 + this.int(6);
  }

  /** A uniformly chosen element. Throws on an empty array (a caller bug, never player input). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty array');
    return items[this.int(items.length)]!;
  }

  /** Shuffle in place (Fisher–Yates) and return the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** An index chosen with probability proportional to `weights` (non-negative, not all zero). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    if (!(total > 0)) throw new RangeError('Rng.weighted needs a positive total');
    let x = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i]!;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }
}
