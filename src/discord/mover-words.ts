/**
 * A move's public lines as the player who made it reads them in their private answer: a private reply speaks
 * to "you" ("Done: You have answered the auction (sealed)."), never of its reader by name, where the line
 * allows it.
 */
import { formatSeats, opensInPastTense } from '../games/events';
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
 * Public line `text` of a move as `seat`, who made it, reads it: "You offered 2 brick for 1 ore.", "You have
 * answered the auction (sealed)." — when it opens with them, names them nowhere else, its first verb agrees
 * with "You" (a past tense, a modal, or has / is / was said have / are / were), nothing later would not
 * (`LATER_VERB`) and no "they" or "their" could mean them (as in My hand's digest) but "their own", which is
 * theirs ("your own"); elsewhere, and in every other line, names stay.
 */
export function moverLine(text: string, seat: number, names: readonly string[]): string {
  const token = `{p${seat}}`;
  if (!text.startsWith(`${token} `)) return formatSeats(text, names);
  // "Their own" is the subject's, the mover's own: "(3 of their own colour, …)" is "(3 of your own colour, …)".
  const rest = text.slice(token.length + 1).replace(/\btheir own\b/g, 'your own');
  const verb = /^[a-z]+/.exec(rest)?.[0] ?? '';
  const agreed = AFTER_YOU[verb];
  const agrees = agreed !== undefined || MODALS.has(verb) || opensInPastTense(rest);
  const own =
    agrees &&
    !rest.includes(token) &&
    !(agreed !== undefined && LATER_VERB.test(rest)) &&
    !/\b(they|them|their|theirs|themselves)\b/i.test(rest);
  if (!own) return formatSeats(text, names);
  return `You ${formatSeats(agreed === undefined ? rest : agreed + rest.slice(verb.length), names)}`;
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
