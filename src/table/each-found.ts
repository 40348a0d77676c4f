/**
 * The background sweeps' one shape (turn clocks, clock votes, reminders, vacations, lobby expiry): list what is
 * due, then visit each. A failed listing finds nothing and one failed visit is skipped, each logged, so that
 * neither a busy database nor one broken game row stops the tick or the others.
 */
import type { Logger } from '../log';

/** Whose log a sweep writes to, and in what words. */
export interface Sweep<V> {
  log: Pick<Logger, 'error'>;
  /** What is looked for, for the log: "clocks that ran out". */
  what: string;
  /** What names one item in the log: `{ id }`. */
  where: (item: V) => Record<string, unknown>;
}

/** A sweep over games, each named by its id in the log. */
export function overGames(log: Sweep<unknown>['log'], what: string): Sweep<{ id: number }> {
  return { log, what, where: (g) => ({ id: g.id }) };
}

/** `visit` each item `list` finds, collecting what the visits give, in order. Never throws. */
export function eachFound<V, T>(
  sweep: Sweep<V>,
  list: () => readonly V[],
  visit: (item: V) => readonly T[],
): T[] {
  let found: readonly V[];
  try {
    found = list();
  } catch (e) {
    sweep.log.error({ err: e }, `looking for ${sweep.what} failed`);
    return [];
  }
  const all: T[] = [];
  for (const item of found) {
    try {
      all.push(...visit(item));
    } catch (e) {
      sweep.log.error({ err: e, ...sweep.where(item) }, `${sweep.what}: one failed`);
    }
  }
  return all;
}
