/** Resource bundles in words, both ways: "2 brick, 1 ore" ⇄ { brick: 2, ore: 1 }. */
import { safeName } from '../names';

/** Resources as people type them, and their other names. */
const ALIASES: Record<string, string> = {
  wood: 'lumber',
  lumber: 'lumber',
  brick: 'brick',
  bricks: 'brick',
  clay: 'brick',
  wool: 'wool',
  sheep: 'wool',
  grain: 'grain',
  wheat: 'grain',
  ore: 'ore',
  rock: 'ore',
  stone: 'ore',
  oil: 'oil',
};

export function resourceName(word: string, known: readonly string[]): string | null {
  const w = word.trim().toLowerCase().replace(/s$/, '');
  const direct = known.find((k) => k === w || k === word.trim().toLowerCase());
  if (direct) return direct;
  const alias = ALIASES[w] ?? ALIASES[word.trim().toLowerCase()];
  return alias && known.includes(alias) ? alias : null;
}

/** Counts written in words, which a bundle refuses: a playtester typed "two wool". */
const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * Why `raw` is refused: not a resource, with the ones `known`; a count in words ("two", before `next`) is told to
 * be written as digits: '"two" is not a resource here — write counts as digits: 2 wool.'
 */
function notAResource(raw: string, next: string | undefined, known: readonly string[]): string {
  const count = COUNT_WORDS.indexOf(raw);
  if (count < 0) return `"${safeName(raw)}" is not a resource here (${known.join(', ')}).`;
  const example = (next === undefined ? null : resourceName(next.replace(/x$/, ''), known)) ?? known[0];
  return `"${raw}" is not a resource here — write counts as digits: ${count} ${example}.`;
}

/**
 * Parse "2 brick, 1 ore" / "brick 2 ore" / "2x brick" / "brick x2" (or ×); an error message when it
 * makes no sense. A count comes before its resource, or after it marked as a times ("x2"): a bare number after
 * one ("brick 2") is refused, as it may be the next resource's.
 */
export function parseBundle(
  text: string,
  known: readonly string[],
): { ok: true; bundle: Record<string, number> } | { ok: false; error: string } {
  const bundle: Record<string, number> = {};
  const cleaned = text
    .toLowerCase()
    .replace(/[,;+&]|\band\b/g, ' ')
    // The times joined to its number: "2 x brick" and "2×" read "2x", "brick × 2" and "brick×2" read "x2".
    .replace(/×/g, ' x ')
    .replace(/(\d+)\s*x(?=\s|$)/g, '$1x')
    .replace(/(^|\s)x\s*(\d+)/g, '$1x$2')
    .trim();
  if (!cleaned) return { ok: false, error: 'Say what, e.g. "2 brick, 1 ore".' };
  const tokens = cleaned.split(/\s+/);
  let pending: number | null = null;
  // The resource just named without a count before it, which a following "x2" counts.
  let uncounted: string | null = null;
  for (const [i, raw] of tokens.entries()) {
    const times = /^x(\d+)$/.exec(raw);
    if (times) {
      if (uncounted === null || pending !== null)
        return { ok: false, error: `"${safeName(text)}": "${safeName(raw)}" needs a resource before it.` };
      bundle[uncounted] = bundle[uncounted]! - 1 + Number(times[1]);
      uncounted = null;
      continue;
    }
    const t = raw.replace(/x$/, '');
    if (/^\d+$/.test(t)) {
      if (pending !== null)
        return { ok: false, error: `"${safeName(text)}": a number needs a resource after it.` };
      pending = Number(t);
      uncounted = null;
      continue;
    }
    const name = resourceName(t, known);
    if (!name) return { ok: false, error: notAResource(raw, tokens[i + 1], known) };
    bundle[name] = (bundle[name] ?? 0) + (pending ?? 1);
    uncounted = pending === null ? name : null;
    pending = null;
  }
  if (pending !== null)
    return { ok: false, error: `"${safeName(text)}": the last number needs a resource after it.` };
  if (Object.values(bundle).every((n) => n === 0)) return { ok: false, error: 'That is nothing at all.' };
  if (Object.values(bundle).some((n) => n > 99))
    return { ok: false, error: 'That is more cards than exist.' };
  return { ok: true, bundle };
}

export function bundleWords(bundle: Record<string, number | undefined>): string {
  const parts = Object.entries(bundle)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([r, n]) => `${n} ${r}`);
  return parts.join(', ') || 'nothing';
}

/** What is missing to pay `cost` from `hand`, in words ("1 brick, 2 ore"), or null when affordable. */
export function shortfall(hand: Record<string, number>, cost: Record<string, number>): string | null {
  const missing: Record<string, number> = {};
  for (const [r, n] of Object.entries(cost)) {
    const lack = n - (hand[r] ?? 0);
    if (lack > 0) missing[r] = lack;
  }
  return Object.keys(missing).length ? bundleWords(missing) : null;
}

/** "1 card", "0 cards", "5 cards". */
export function cardsWords(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}

/** The `type` field of an action, or "action". */
export function actionType(action: unknown): string {
  if (action && typeof action === 'object' && 'type' in action) {
    const t = (action as { type: unknown }).type;
    if (typeof t === 'string') return t;
  }
  return 'action';
}

/** "buildRoad" → "Build road". */
export function humanize(word: string): string {
  const spaced = word
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A group key fit for custom ids. */
export function groupKey(word: string): string {
  return (
    word
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, 20) || 'action'
  );
}

/** An action's fields in words ("at: 12, resource: ore"), for games without words of their own. */
export function describeFields(action: unknown): string {
  if (!action || typeof action !== 'object') return String(action);
  const parts = Object.entries(action as Record<string, unknown>)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return parts.join(', ') || humanize(actionType(action));
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinalWords(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A score in victory points, for the end-of-game summary (a presenter's `scoreWords`): "12 VP"; short, "12". */
export function vpWords(score: number, short?: boolean): string {
  return short ? String(score) : `${score} VP`;
}

/**
 * A choice in words after its group's (`sep` between them): "Move a tanker: To Basra", "Build road — Road at …";
 * a label that already says its group's words is said alone ("Roll the die", "End turn without buying"), not
 * "End turn — End turn without buying", in any order and in the singular too: "Repay 1 loan (18 shares)", not
 * "Repay loans (18 each): Repay 1 loan (18 shares)"; "End the turn", not "End turn: End the turn". The group's words
 * are those outside its brackets (and its a, an and the): a loan's label "Take a loan: +10 shares now, …" says its
 * group "Take a loan (+10 shares, −25 at the end)", whose terms it gives itself. A label that leaves one out keeps
 * its group: "Bid for the disk: Bid 3 shares", "Buy development card: Buy a card".
 * `what`: the words of the choice, its label by default.
 */
export function choiceWords(
  c: { groupLabel: string; label: string },
  sep: string,
  what: string = c.label,
): string {
  const lead = c.groupLabel.replace(/\s*\([^()]*\)/g, '').trim() || c.groupLabel;
  const said = new Set(wordStems(what));
  const own = wordStems(lead).filter((w) => !ARTICLES.has(w));
  return own.length > 0 && own.every((w) => said.has(w)) ? what : `${c.groupLabel}${sep}${what}`;
}

/** Words a group's label may leave out of a choice's label that says the group. */
const ARTICLES = new Set(['a', 'an', 'the']);

/** A text's words, lower case, a plural's final s dropped ("Loans" and "loan" are one word). */
function wordStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) =>
    w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w,
  );
}
