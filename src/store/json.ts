import { errorText } from '../error-text';
import type { GameEvent } from '../games/types';
import type { Drew, Loaded } from './types';

/** Parse a JSON column; a bad value becomes a clear `corrupt` result naming the row and column. */
export function parseColumn(text: string | null, where: string): Loaded<unknown> {
  if (text === null) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    const why = errorText(err);
    return { ok: false, reason: 'corrupt', message: `Corrupt data in ${where}: not valid JSON (${why})` };
  }
}

export function parseObjectColumn(text: string, where: string): Loaded<Record<string, unknown>> {
  const r = parseColumn(text, where);
  if (!r.ok) return r;
  if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) {
    return { ok: false, reason: 'corrupt', message: `Corrupt data in ${where}: expected a JSON object` };
  }
  return { ok: true, value: r.value as Record<string, unknown> };
}

export function parseEventsColumn(text: string, where: string): Loaded<GameEvent[]> {
  const r = parseColumn(text, where);
  if (!r.ok) return r;
  const ok =
    Array.isArray(r.value) &&
    r.value.every(
      (e: unknown) =>
        typeof e === 'object' && e !== null && typeof (e as { text?: unknown }).text === 'string',
    );
  if (!ok)
    return { ok: false, reason: 'corrupt', message: `Corrupt data in ${where}: expected a list of events` };
  return { ok: true, value: r.value as GameEvent[] };
}

/**
 * A JSON array of seats (a turn message's `to_act`, an action's `to_act` and `may_act`); null when the column
 * is NULL (not recorded) or not such an array, as these columns only inform what the thread posts.
 */
export function parseSeatsColumn(text: string | null): number[] | null {
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    return isSeats(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * An action's `drew` column (`Drew`: true, false or a pile's name, as JSON); null when the column is NULL (not
 * recorded) or holds anything else: undo then finds it out by a replay.
 */
export function parseDrewColumn(text: string | null): Drew | null {
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'boolean' || typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Whether `v` is a list of seats (whole numbers), as a seats column or a JSON column's field holds them. */
export function isSeats(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((x) => Number.isInteger(x));
}
