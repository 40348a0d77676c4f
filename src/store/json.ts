import type { GameEvent } from '../games/types';
import type { Loaded } from './types';

/** Parse a JSON column; a bad value becomes a clear `corrupt` result naming the row and column. */
export function parseColumn(text: string | null, where: string): Loaded<unknown> {
  if (text === null) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
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
