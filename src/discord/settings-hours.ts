/**
 * Quiet hours and time zones for `/oil settings`: reading "22-7", checking an IANA time zone name, and when
 * someone's quiet hours end. Pure: the time is always given.
 */
import type { UserSettings } from '../store/settings';

const HOUR = 3_600_000;

/** Time zones offered by the option's autocomplete (any valid IANA name is accepted). */
export const COMMON_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/**
 * The canonical spelling of an IANA time zone name, or of the one zone named after a city (`paris`, `new york`:
 * what people type when they do not pick from the autocomplete); null when `Intl.DateTimeFormat` knows neither.
 */
export function checkTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    const city = trimmed.toLowerCase().replace(/\s+/g, '_');
    const zones = Intl.supportedValuesOf('timeZone').filter(
      (z) => z.toLowerCase().split('/').at(-1) === city,
    );
    return zones.length === 1 ? zones[0]! : null;
  }
}

/** An hour as written, 0–23, or on a 12-hour clock with `am`/`pm` (12am is 0, 12pm is 12); null past them. */
function hourOf(digits: string, half: string | undefined): number | null {
  const h = Number(digits);
  if (!half) return h <= 23 ? h : null;
  if (h < 1 || h > 12) return null;
  return (h % 12) + (half === 'pm' ? 12 : 0);
}

/**
 * "22-7" (or "10pm-7am") → from 22:00 until 07:00; "off" or "none" → no quiet hours. Hours are whole, 0–23, and
 * differ. Returns a reason in words when the text cannot be read.
 */
export function parseQuietHours(
  text: string,
): { ok: true; quiet: UserSettings['quiet'] } | { ok: false; why: string } {
  const t = text.trim().toLowerCase();
  if (t === 'off' || t === 'none' || t === '') return { ok: true, quiet: null };
  const m = /^(\d{1,2})(?::00)?\s*(am|pm)?\s*[-–]\s*(\d{1,2})(?::00)?\s*(am|pm)?$/.exec(t);
  if (!m)
    return {
      ok: false,
      why: 'Quiet hours are written from-until in whole hours, like `22-7` or `10pm-7am` (from 22:00 until 07:00), or `off`.',
    };
  const from = hourOf(m[1]!, m[2]);
  const until = hourOf(m[3]!, m[4]);
  if (from === null || until === null)
    return { ok: false, why: 'Quiet hours run from 0 to 23 (or 1 to 12 with am or pm).' };
  if (from === until) return { ok: false, why: 'Quiet hours must start and end at different hours.' };
  return { ok: true, quiet: { from, until } };
}

/** "22:00–07:00" */
export function quietText(quiet: UserSettings['quiet']): string {
  if (!quiet) return 'none';
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${hh(quiet.from)}–${hh(quiet.until)}`;
}

/** The local hour, minute, second and millisecond at `now` in `timeZone`. */
function localTime(now: number, timeZone: string): { h: number; m: number; s: number; ms: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { h: part('hour') % 24, m: part('minute'), s: part('second'), ms: ((now % 1000) + 1000) % 1000 };
}

/**
 * When `settings`' quiet hours end, if `now` falls inside them; null when it does not (or there are none).
 * (A daylight-saving change inside the quiet hours can move the end by that hour.)
 */
export function quietUntil(settings: Pick<UserSettings, 'quiet' | 'timeZone'>, now: number): number | null {
  const q = settings.quiet;
  if (!q) return null;
  const timeZone = checkTimeZone(settings.timeZone) ?? 'UTC';
  const t = localTime(now, timeZone);
  const inside = q.from < q.until ? t.h >= q.from && t.h < q.until : t.h >= q.from || t.h < q.until;
  if (!inside) return null;
  const hoursLeft = (q.until - t.h + 24) % 24;
  return now + hoursLeft * HOUR - t.m * 60_000 - t.s * 1000 - t.ms;
}
