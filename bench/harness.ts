/**
 * The benchmark contract and small timing helpers. Each area adds `bench/<area>.bench.ts` with
 * `export const benchmarks: Benchmark[]`; `npm run bench [-- --only PREFIX]` runs them and prints one JSON
 * line `{"name","value","unit"}` per figure.
 */

export interface Benchmark {
  /** Dotted name, area first: "store.actionsPerSec", "render.oilSprings.msPerPng". */
  name: string;
  /** Unit of the figure: "actions/s", "ms", "games/s", ... */
  unit: string;
  /** Measure once and return the figure. */
  run(): Promise<number> | number;
}

/** One line of bench output. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

/** Milliseconds since an arbitrary origin, sub-millisecond precision. */
export function nowMs(): number {
  return performance.now();
}

/** Where the p-th percentile (0..100) falls among `count` values in order: a rank, maybe between two. */
function percentileRank(count: number, p: number): number {
  return (Math.min(100, Math.max(0, p)) / 100) * (count - 1);
}

/** The p-th percentile (0..100) of `values`, linear interpolation between ranks. NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = percentileRank(sorted.length, p);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (rank - lo);
}

/**
 * The p-th percentile (0..100) of `values` as one of them: the value at the rank below (`percentile` interpolates
 * between it and the next), for figures told as values a game gives (a fortune in whole pounds). NaN when empty.
 */
export function percentileValue(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(percentileRank(values.length, p))] as number;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Time each call of `fn` (after `warmup` untimed calls); returns the durations in ms. */
export async function sampleMs(
  fn: () => unknown | Promise<unknown>,
  samples: number,
  warmup = Math.min(3, samples),
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = nowMs();
    await fn();
    out.push(nowMs() - t0);
  }
  return out;
}

/**
 * Call `step` repeatedly for at least `minMs` (and at least `minOps` times); each call reports how many
 * operations it did (default 1). Returns operations per second.
 */
export async function opsPerSec(
  step: () => number | void | Promise<number | void>,
  minMs = 1000,
  minOps = 1,
): Promise<number> {
  let ops = 0;
  const t0 = nowMs();
  let elapsed = 0;
  while (elapsed < minMs || ops < minOps) {
    const n = await step();
    ops += typeof n === 'number' ? n : 1;
    elapsed = nowMs() - t0;
  }
  return (ops * 1000) / elapsed;
}

/** Round for display: 3 significant decimals below 100, whole numbers above. */
export function roundFigure(v: number): number {
  if (!Number.isFinite(v)) return v;
  return Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 1000) / 1000;
}
