/**
 * "Since your last turn" at the top of My hand: what happened since the player last acted, in words, the
 * events about them in bold (a roll that paid them, a steal from them, a build next to theirs names them).
 */
import { filledIn, foldTallies, formatSeatsFor, stillNews, type TallyText } from '../games/events';
import type { GameEvent } from '../games/types';
import type { ActionRecord } from '../store';
import { concerns, digestFor } from '../table/digest';
import { clip } from './names';
import { earlierLine, latestEvents } from './latest-events';
import { moverLine } from './mover-words';

/** At most this many lines; older ones are counted ("…3 earlier"). */
export const DIGEST_LINES = 10;
/** The digest's share of the hand's description. */
const DIGEST_CHARS = 1200;

/**
 * `event` as `reader` reads it. A private one addressed to them names them "you" (`formatSeatsFor`: private texts
 * are written so that it agrees). A public one is written for everyone, in the third person ("{p0} gets 1 oil",
 * "{p0} is not asked", "{p0} kept their loans"): it says "You" where the move's own receipt does (`moverLine`:
 * "You took the Texas card", "You kept your loans", "You were called to a conference"), and keeps their name
 * where "You" would not agree, but says "from you" of what was taken from them.
 */
function lineFor(event: GameEvent, reader: number, names: readonly string[]): string {
  if (event.to?.includes(reader)) return formatSeatsFor(event.text, names, reader);
  // Taken from the reader, in a line written for all: "Ben stole 1 oil from you." (an oil steal has no private
  // line, as oil is public), "…took 3: 2 from you, 1 from Dev.", where it read "from Ana" in Ana's own digest.
  return moverLine(event.text.replaceAll(`from {p${reader}}`, 'from you'), reader, names);
}

/**
 * `events` with a player's same move made again and again told once (`foldTallies`, in the game's words), as the
 * turn message tells them; `madeFor`: those that tell a move made for the reader, and of the result, the lines
 * that do (a folded line tells only such moves). A move made for the reader is never folded with one that was
 * not: each stretch of events that are, or are not, made for them is folded on its own.
 */
function foldedFor(
  events: readonly GameEvent[],
  madeFor: ReadonlySet<GameEvent>,
  tallyText?: TallyText,
): { events: GameEvent[]; madeFor: ReadonlySet<GameEvent> } {
  const out: GameEvent[] = [];
  const made = new Set<GameEvent>();
  for (let i = 0; i < events.length;) {
    const forThem = madeFor.has(events[i]!);
    let end = i + 1;
    while (end < events.length && madeFor.has(events[end]!) === forThem) end++;
    const folded = foldTallies(events.slice(i, end), tallyText);
    if (forThem) folded.forEach((e) => made.add(e));
    out.push(...folded);
    i = end;
  }
  return { events: out, madeFor: made };
}

/**
 * The digest's text for `seat` (empty when nothing happened since their last action): their own lines in the
 * second person where that reads right (`lineFor`), the others' by name, a player's same move again told once
 * (`tallyText`: the game's words, `GameModule.tallyText`); the latest `DIGEST_LINES`, and any earlier one of a
 * `kept` kind (`Presenter.keptEvents`).
 */
export function digestText(
  history: readonly ActionRecord[],
  seat: number,
  names: readonly string[],
  kept?: ReadonlySet<string>,
  tallyText?: TallyText,
): string {
  const digest = digestFor(history, seat);
  // A step a later line sums up (an answer to an auction, once its result lists every bid) is left out, and a
  // public line the reader's private one after it tells in full (a steal: "a card", then which).
  const { events, madeFor } = foldedFor(filledIn(stillNews(digest.events)), digest.madeFor, tallyText);
  if (events.length === 0) return '';
  const latest = latestEvents(events, DIGEST_LINES, kept);
  const lines = latest.events.map((e) => {
    const text = lineFor(e, seat, names);
    // "You rolled 8" of a move a bot or the game made for them says so: they did not make it.
    const made = madeFor.has(e) ? ' (played for you)' : '';
    return concerns(e, seat) ? `• **${text}**${made}` : `• ${text}${made}`;
  });
  return clip(
    ['**Since your last turn**', ...earlierLine(latest.omitted), ...lines].join('\n'),
    DIGEST_CHARS,
  );
}
