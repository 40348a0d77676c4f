/**
 * Final scoring step 1 as the seed gives it (rules version 4): "For every refinery area card, you may empty a
 * refinery." After the last turn, each holder of refinery area cards is asked, one card at a time in the final
 * round's order, which partial refinery to empty with it, or none; then the nine steps run. A card is not asked
 * when no refinery holds a barrel (nothing to choose). A game saved under rules 3 or before keeps the automatic
 * choice (`finalEmptyAuto`, scoring.ts).
 */
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import { checkPartial, emptyRefinery, partialSites } from './refinery';
import { finalScoring, refineryCardsHeld } from './scoring';
import type { FinalEmptyCard, Refusal, WildcattersState } from './types';
import { refineryCardName } from './words';

type Done = { ok: true; events: GameEvent[] } | Refusal;

/** "their Alaska refinery card": a refinery card as its holder's answer names it. */
const cardWords = (id: string) => refineryCardName(id).replace(/^the /, 'their ');

/** Ask the next card in `queue`, or, none left or nothing to empty, run the nine steps. */
function askNext(s: WildcattersState, queue: FinalEmptyCard[], events: GameEvent[]): void {
  const [next, ...rest] = queue;
  if (next === undefined || partialSites(s).length === 0) {
    s.pending = null;
    finalScoring(s, events);
    return;
  }
  s.pending = { kind: 'finalEmpty', waiting: [next.seat], card: next.card, queue: rest };
  events.push({
    kind: 'ask',
    text: `${seatRef(next.seat)} may empty a partial refinery with ${cardWords(next.card)} at final scoring, or none.`,
  });
}

/** After the last turn: the old rules score at once; version 4 asks the refinery cards first. */
export function beginFinalScoring(s: WildcattersState, events: GameEvent[]): void {
  if (s.finalEmptyAuto) {
    finalScoring(s, events);
    return;
  }
  s.finalEmptied = [];
  askNext(s, refineryCardsHeld(s), events);
}

/** The asked card empties the partial refinery at `site`; then the next card, or the nine steps. */
export function finalEmpty(s: WildcattersState, seat: number, site: string): Done {
  const p = s.pending;
  if (p?.kind !== 'finalEmpty' || !p.waiting.includes(seat))
    return ruleError('not-asked', 'The game waits for another refinery card.');
  const refused = checkPartial(s, site);
  if (refused) return refused;
  const events: GameEvent[] = [];
  emptyRefinery(s, site, false, events, { seat, using: `${cardWords(p.card)} (final scoring 1)` });
  (s.finalEmptied ??= []).push({ seat, card: p.card, site });
  s.last = { seat, kind: 'finalEmpty', at: site };
  askNext(s, p.queue, events);
  return { ok: true, events };
}

/** The asked card empties nothing (a pass, or a lapse). */
export function keepFinalCard(s: WildcattersState, seat: number): GameEvent[] {
  const p = s.pending;
  if (p?.kind !== 'finalEmpty') return [];
  const events: GameEvent[] = [
    { kind: 'pass', text: `${seatRef(seat)} kept ${cardWords(p.card)}, emptying no refinery.` },
  ];
  (s.finalEmptied ??= []).push({ seat, card: p.card, site: null });
  askNext(s, p.queue, events);
  return events;
}
