/**
 * A move's public lines as the player who made it reads them in their private answer: a private reply speaks
 * to "you" ("Done: You have answered the auction (sealed)."), never of its reader by name, where the line
 * allows it.
 */
import { formatSeats, formatSeatsFor, opensInPastTense } from '../games/events';
import type { GameEvent } from '../games/types';

/** Verbs in the present that open a public line about its subject, as they read after "You". */
const AFTER_YOU: Readonly<Record<string, string>> = { has: 'have', is: 'are', was: 'were' };

/** Verbs that read the same after any subject. */
const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'should', 'will', 'would']);

/**
 * A line that opens in the present (has, is) may say more of its subject in the present further on, after
 * "and" or in brackets ("has sequestered more than Ben and takes the token" would, "is not asked (holds 0 cards)"):
 * after "You" that would not agree. (Past-tense lines go on in the past.)
 */
const LATER_VERB = /(\band |\()(?!(its|this|as)\b)[a-z]+s\b/;

/**
 * The third-person pronouns of a line that opens with its subject, as that subject reads it: an engine's "they",
 * "their" and "theirs" there are always the subject's ("{p0} kept their loans.", "{p0} ended the turn's actions.
 * They may buy …", "a barrel of theirs"), as Undo's answer reads them (`undoAnswer`) — outside quotation marks.
 */
const SUBJECT_PRONOUNS: readonly [RegExp, string][] = [
  [/\btheir own\b/g, 'your own'],
  [/\btheirs\b/g, 'yours'],
  [/\btheir\b/g, 'your'],
  [/\bthemselves\b/g, 'yourself'],
  [/\bthem\b/g, 'you'],
  [/\bthey\b/g, 'you'],
  [/\bThey\b/g, 'You'],
];

/** Words after a seat that leave it the object or one of several subjects ("to {p0} for the train"). */
const NOT_A_VERB = new Set(['and', 'or', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from']);

/** A third person's pronoun: whose it is, beside a clause of the reader's own, no word says. */
const THIRD_PERSON = /\b(they|them|their|theirs|themselves)\b/i;

/**
 * `text` with the reader's own seat said where it is not a sentence's subject: "(yours)" after a thing of theirs
 * ("the Texas refinery ({p0})"), "you" in a tally ("{p0} +9 shares") or after a word ("1 share to {p0} for the
 * train"), "your" for "{p0}'s"; or the subject of a clause in the past ("Final scoring 6, …: {p2} paid 51
 * shares for 2 loans", "Bids: {p2} passed, …"), which agrees with "you", when no "they" or "their" in the line
 * could be theirs or another's. Null when another verb may follow it ("— {p0} has no tanker at sea", "{p0} gets
 * 1 oil", "{p1} and {p0} may ride along"), where "you" might not agree or reads oddly.
 */
function secondPersonAside(text: string, seat: number, names: readonly string[]): string | null {
  const token = `{p${seat}}`;
  for (const m of text.matchAll(new RegExp(`\\{p${seat}\\} ([A-Za-z]+)`, 'g'))) {
    const word = m[1]!;
    if (NOT_A_VERB.has(word)) continue;
    if (!opensInPastTense(text.slice(m.index + token.length + 1)) || THIRD_PERSON.test(text)) return null;
  }
  return formatSeatsFor(text.replaceAll(`(${token})`, '(yours)'), names, seat);
}

/**
 * Public line `text` of a move as `seat`, who made it, reads it: "You offered 2 brick for 1 ore.", "You have
 * answered the auction (sealed).", "You kept your loans.", "You ended the turn's actions. You may buy …" — when
 * it opens with them, its first verb agrees with "You" (a past tense, a modal, or has / is / was said have / are /
 * were), nothing later would not (`LATER_VERB`) and they are named again only aside (`secondPersonAside`): its
 * "they" and "their" are then theirs (`SUBJECT_PRONOUNS`). A line that opens otherwise says them "you" only aside
 * ("The Texas refinery (yours) emptied 3 barrels: you +9 shares."). Elsewhere names stay.
 */
export function moverLine(text: string, seat: number, names: readonly string[]): string {
  const token = `{p${seat}}`;
  if (!text.startsWith(`${token} `)) return secondPersonAside(text, seat, names) ?? formatSeats(text, names);
  const rest = text.slice(token.length + 1);
  const verb = /^[a-z]+/.exec(rest)?.[0] ?? '';
  const agreed = AFTER_YOU[verb];
  const agrees = agreed !== undefined || MODALS.has(verb) || opensInPastTense(rest);
  if (!agrees || (agreed !== undefined && LATER_VERB.test(rest))) return formatSeats(text, names);
  // Not inside quotation marks: a card's own words ("all Iraq wells lose their stores") are the card's.
  const own = rest
    .split(/(“[^”]*”|"[^"]*")/)
    .map((part, i) =>
      i % 2 === 1 ? part : SUBJECT_PRONOUNS.reduce((t, [word, yours]) => t.replace(word, yours), part),
    )
    .join('');
  const aside = secondPersonAside(agreed === undefined ? own : agreed + own.slice(verb.length), seat, names);
  return aside === null ? formatSeats(text, names) : `You ${aside}`;
}

/**
 * The public lines of a move's `events` (not those addressed to some players), as `seat`, its maker, reads
 * them.
 */
export function moverLines(events: readonly GameEvent[], seat: number, names: readonly string[]): string[] {
  return events.filter((e) => !e.to || e.to.length === 0).map((e) => moverLine(e.text, seat, names));
}

/** `text` as one sentence: its own closing mark kept (“?”, “!”), else one full stop (never “….” or “..”). */
export function asSentence(text: string): string {
  const t = text.trim();
  return /[!?]$/.test(t) ? t : `${t.replace(/[.…\s]+$/, '')}.`;
}
