/**
 * "Since your last turn" at the top of My hand: what happened since the player last acted, in words, the
 * events about them in bold (a roll that paid them, a steal from them, a build next to theirs names them).
 */
import { formatSeats } from '../games/events';
import type { ActionRecord } from '../store';
import { concerns, digestFor } from '../table/digest';
import { clip } from './names';

/** At most this many lines; older ones are counted ("…3 earlier"). */
export const DIGEST_LINES = 10;
/** The digest's share of the hand's description. */
const DIGEST_CHARS = 1200;

/** The digest's text for `seat` (empty when nothing happened since their last action). */
export function digestText(history: readonly ActionRecord[], seat: number, names: readonly string[]): string {
  const { events } = digestFor(history, seat);
  if (events.length === 0) return '';
  const lines = events.map((e) => {
    const text = formatSeats(e.text, names);
    return concerns(e, seat) ? `• **${text}**` : `• ${text}`;
  });
  const shown = lines.slice(-DIGEST_LINES);
  const omitted = lines.length - shown.length;
  const head = omitted > 0 ? [`…${omitted} earlier (see /oil log)`] : [];
  return clip(['**Since your last turn**', ...head, ...shown].join('\n'), DIGEST_CHARS);
}
