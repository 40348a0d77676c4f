/** Final scoring in the seed's nine steps, each recorded as a line (VP per seat and a text) for the presenter. */
import { listWords, plural } from '../awards';
import { seatRef } from '../events';
import type { GameEvent, GameResult } from '../types';
import {
  AREA_CARD_VP_BEYOND_TABLE,
  AREA_CARD_VP_BY_CONTINENT_COUNT,
  CONSOLIDATION_CHIPS,
  CONTINENT_LIST,
  FINAL_SHARES_PER_WORKER,
  FINAL_WORKERS_PER_VP,
  LOAN_FINAL_REPAY_SHARES,
  MAIN_CONTINENTS,
  MAJORITY_MAIN_VP,
  MAJORITY_MIN_BARRELS,
  MAJORITY_WHITE_VP,
  REFINERY_CHIP_VP,
  REFINERY_VP_BY_COUNT,
  WILDCATTER_DISK_VP_BY_COUNT,
  type FinalScoringStep,
} from './data';
import { addVp, gainWorkers, payShares, payWorkers, shareTotal } from './economy';
import { card, continentOf } from './map';
import { emptyRefinery } from './refinery';
import type { FinalEmptyCard, WildcattersState } from './types';
import { siteWords } from './words';

const tableAt = (table: readonly number[], n: number): number => table[Math.min(n, table.length - 1)]!;

/** Design: area-card VP for `n` cards of one main continent (table, then +5 a card beyond it). */
export function areaCardVp(n: number): number {
  const last = AREA_CARD_VP_BY_CONTINENT_COUNT.length - 1;
  return n <= last
    ? AREA_CARD_VP_BY_CONTINENT_COUNT[n]!
    : AREA_CARD_VP_BY_CONTINENT_COUNT[last]! + (n - last) * AREA_CARD_VP_BEYOND_TABLE;
}

/**
 * Taken area cards by main continent, in the continents' order: how many show one of its areas and the VP they
 * score at the end (final scoring step 3); continents with none are left out.
 */
export function areaCardsByContinent(
  cards: readonly string[],
): Array<{ continent: (typeof MAIN_CONTINENTS)[number]; cards: number; vp: number }> {
  return MAIN_CONTINENTS.flatMap((continent) => {
    const n = cards.filter((id) => continentOf(card(id).area) === continent).length;
    return n > 0 ? [{ continent, cards: n, vp: areaCardVp(n) }] : [];
  });
}

/** Design: majority VP on one continent: places by barrels delivered, ties share the places they cover (rounded down). */
export function majorityVp(counts: readonly number[], places: readonly number[]): number[] {
  const vp = counts.map(() => 0);
  const groups = [...new Set(counts.filter((c) => c >= MAJORITY_MIN_BARRELS))].sort((a, b) => b - a);
  let place = 0;
  for (const g of groups) {
    if (place >= places.length) break;
    const tied = counts.map((c, seat) => (c === g ? seat : -1)).filter((x) => x >= 0);
    let pool = 0;
    for (let k = place; k < place + tied.length && k < places.length; k++) pool += places[k]!;
    const each = Math.floor(pool / tied.length);
    for (const seat of tied) vp[seat] = each;
    place += tied.length;
  }
  return vp;
}

function line(
  s: WildcattersState,
  step: FinalScoringStep,
  vp: number[],
  text: string,
  events: GameEvent[],
): void {
  vp.forEach((n, seat) => addVp(s, seat, step, n));
  s.finalScoring.push({ step, vp, text });
  events.push({ kind: `final.${step}`, text, final: true });
}

/**
 * A step's VP by player ("{p0} +3 VP, {p1} +0 VP"), or "nobody scores" when none does: a playtest's game over
 * read "wildcatter disks: Ana +0, Ben +0, Caro +0, Dev +0". Each amount says VP: right after step 7's "Ben +10
 * workers", step 8's bare "Ben +2" read as two more workers.
 */
const list = (s: WildcattersState, vp: number[]): string =>
  vp.every((n) => n === 0)
    ? 'nobody scores'
    : vp.map((n, seat) => `${seatRef(seat)} ${n >= 0 ? '+' : ''}${n} VP`).join(', ');

/** Every refinery area card held, in the final round's order (each holder's in the order taken). */
export function refineryCardsHeld(s: WildcattersState): FinalEmptyCard[] {
  return s.order.flatMap((seat) =>
    s.players[seat]!.cards.filter((id) => card(id).refinery).map((id) => ({ seat, card: id })),
  );
}

/**
 * Step 1 as a game saved under rules version 3 or before plays it (`finalEmptyAuto`; design then, no real
 * choice): each refinery area card empties the partial refinery holding most of its owner's barrels.
 */
function refineryCardsEmpty(s: WildcattersState, events: GameEvent[]): string {
  const parts: string[] = [];
  for (const { seat } of refineryCardsHeld(s)) {
    let best: string | null = null;
    let bestMine = 0;
    for (const site of Object.keys(s.refineries).sort()) {
      const mine = s.refineries[site]!.barrels.filter((o) => o === seat).length;
      if (mine > bestMine) {
        best = site;
        bestMine = mine;
      }
    }
    if (best === null) continue;
    emptyRefinery(s, best, false, events);
    parts.push(`${seatRef(seat)} emptied the ${siteWords(best)}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'no refinery emptied';
}

/**
 * Step 1 from rules version 4: what each holder chose with their refinery cards (asked before the steps,
 * final-empty.ts), by holder in the final round's order: "{p0} emptied the Texas refinery; {p1} kept their
 * card; {p2} had no barrel left to empty". A card not asked found no partial refinery left.
 */
function refineryCardChoices(s: WildcattersState): string {
  const chosen = s.finalEmptied ?? [];
  const held = refineryCardsHeld(s);
  const holders = s.order.flatMap((seat) => {
    const cards = held.filter((c) => c.seat === seat);
    return cards.length > 0 ? [{ seat, cards }] : [];
  });
  if (holders.length === 0) return 'nobody holds a refinery card';
  if (chosen.length === 0) return 'no refinery holds a barrel to empty';
  return holders
    .map(({ seat, cards }) => {
      const mine = chosen.filter((c) => c.seat === seat);
      const emptied = mine.flatMap((c) => (c.site === null ? [] : [`the ${siteWords(c.site)}`]));
      const kept = mine.length - emptied.length;
      const unasked = cards.length - mine.length;
      const keptWords =
        kept === cards.length
          ? cards.length === 1
            ? 'kept their card'
            : cards.length === 2
              ? 'kept both cards'
              : `kept all ${cards.length} cards`
          : `kept ${plural(kept, 'card', 'cards')}`;
      const parts = [
        ...(emptied.length > 0 ? [`emptied ${listWords(emptied)}`] : []),
        ...(kept > 0 ? [keptWords] : []),
        ...(unasked > 0 ? ['had no barrel left to empty'] : []),
      ];
      return `${seatRef(seat)} ${listWords(parts)}`;
    })
    .join('; ');
}

/** Run the nine steps and declare the winner (design tie-break: most workers, then most barrels delivered). */
export function finalScoring(s: WildcattersState, events: GameEvent[]): void {
  const seats = [...s.players.keys()];
  const zero = () => seats.map(() => 0);

  // 1. Every refinery area card may empty a refinery: from rules version 4 the holders have chosen already
  // (final-empty.ts), and the line says what they chose. Under the old rules, the step's line first, then what
  // each automatic emptying paid.
  const emptyings: GameEvent[] = [];
  const emptied = s.finalEmptyAuto ? refineryCardsEmpty(s, emptyings) : refineryCardChoices(s);
  line(s, 'refineryCardsEmpty', zero(), `Final scoring 1, refinery cards: ${emptied}.`, events);
  events.push(...emptyings.map((e) => ({ ...e, final: true })));

  // 2. Consolidation and refinery chips on hand.
  const chips = seats.map((seat) => {
    const p = s.players[seat]!;
    let v = 0;
    for (const c of p.consolidationChips) v += CONSOLIDATION_CHIPS[c.index]!.vp;
    return v + (p.neutralRefineryChips + (p.ownRefineryChip ? 1 : 0)) * REFINERY_CHIP_VP;
  });
  line(s, 'chips', chips, `Final scoring 2, chips: ${list(s, chips)}.`, events);

  // 3. Area cards, by main continent.
  const cards = seats.map((seat) =>
    areaCardsByContinent(s.players[seat]!.cards).reduce((v, c) => v + c.vp, 0),
  );
  line(s, 'areaCards', cards, `Final scoring 3, area cards: ${list(s, cards)}.`, events);

  // 4. Wildcatter disks.
  const disks = seats.map((seat) =>
    tableAt(WILDCATTER_DISK_VP_BY_COUNT, Object.values(s.disks).filter((d) => d?.owner === seat).length),
  );
  line(s, 'wildcatterDisks', disks, `Final scoring 4, wildcatter disks: ${list(s, disks)}.`, events);

  // 5. Refineries built (on the board).
  const refineries = seats.map((seat) =>
    tableAt(REFINERY_VP_BY_COUNT, Object.values(s.refineries).filter((r) => r.owner === seat).length),
  );
  line(s, 'refineries', refineries, `Final scoring 5, refineries: ${list(s, refineries)}.`, events);

  // 6. Loans, 25 shares each (design: a shortfall is paid in workers at 3 shares a worker, then in VP at 5 workers a VP).
  // The line says what each borrower paid, in shares, workers and VP: the VP alone would show "+0" for a
  // player who paid 50 shares.
  const repaid: string[] = [];
  const loans = seats.map((seat) => {
    const p = s.players[seat]!;
    if (p.loans === 0) return 0;
    const held = p.loans;
    const owed = held * LOAN_FINAL_REPAY_SHARES;
    const paid = Math.min(owed, shareTotal(p));
    payShares(s, seat, paid);
    p.supply.barrels += held;
    p.loans = 0;
    const shortShares = owed - paid;
    const workersOwed = Math.ceil(shortShares / FINAL_SHARES_PER_WORKER);
    const workersPaid = Math.min(workersOwed, p.workers);
    payWorkers(s, seat, workersPaid);
    const vp = Math.ceil((workersOwed - workersPaid) / FINAL_WORKERS_PER_VP);
    const parts = [
      paid > 0 ? plural(paid, 'share', 'shares') : null,
      workersPaid > 0 ? plural(workersPaid, 'worker', 'workers') : null,
      vp > 0 ? `${vp} VP` : null,
    ].filter((x) => x !== null);
    repaid.push(`${seatRef(seat)} paid ${listWords(parts)} for ${plural(held, 'loan', 'loans')}`);
    return 0 - vp;
  });
  line(
    s,
    'loans',
    loans,
    `Final scoring 6, loans at ${LOAN_FINAL_REPAY_SHARES} shares each: ${repaid.length > 0 ? repaid.join('; ') : 'nobody has a loan'}.`,
    events,
  );

  // 7. Shares to workers at 3:1 (remainders lost).
  const converted = seats.map((seat) => {
    const p = s.players[seat]!;
    const total = shareTotal(p);
    const w = Math.floor(total / FINAL_SHARES_PER_WORKER);
    payShares(s, seat, total);
    gainWorkers(s, seat, w);
    return w;
  });
  // Nobody with 3 shares left says so, as the steps nobody scores in do: a playtest's 2-player game over read
  // "shares to workers: Ana +0 workers, Ben +0 workers".
  const traded = converted.every((w) => w === 0)
    ? `nobody holds ${FINAL_SHARES_PER_WORKER} shares to trade`
    : converted.map((w, seat) => `${seatRef(seat)} +${plural(w, 'worker', 'workers')}`).join(', ');
  line(s, 'sharesToWorkers', zero(), `Final scoring 7, shares to workers: ${traded}.`, events);

  // 8. Workers to VP.
  const workers = seats.map((seat) => Math.floor(s.players[seat]!.workers / FINAL_WORKERS_PER_VP));
  line(s, 'workers', workers, `Final scoring 8, workers: ${list(s, workers)}.`, events);

  // 9. Most oil delivered to each continent.
  const majorities = zero();
  for (const c of CONTINENT_LIST) {
    const counts = seats.map((seat) => s.players[seat]!.deliveredTo[c.id] ?? 0);
    majorityVp(counts, c.white ? MAJORITY_WHITE_VP : MAJORITY_MAIN_VP).forEach(
      (v, seat) => (majorities[seat]! += v),
    );
  }
  line(
    s,
    'continentMajorities',
    majorities,
    `Final scoring 9, continent majorities: ${list(s, majorities)}.`,
    events,
  );

  s.phase = 'over';
  s.pending = null;
  s.result = decideWinner(s);
  events.push({ kind: 'gameOver', text: s.result.summary, final: true });
}

/**
 * The winner by VP (design tie-break: most workers after step 8, then most barrels delivered in all; still tied,
 * a shared victory). The summary says how a tie on VP was broken, or why it stands.
 */
export function decideWinner(s: WildcattersState): GameResult {
  const key = (seat: number): number[] => {
    const p = s.players[seat]!;
    return [p.vp, p.workers, p.delivered];
  };
  const cmp = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  const seats = [...s.players.keys()];
  let best = seats[0]!;
  for (const seat of seats) if (cmp(key(seat), key(best)) > 0) best = seat;
  const winners = seats.filter((seat) => cmp(key(seat), key(best)) === 0);
  const { vp, workers, delivered } = s.players[best]!;
  const tied = seats.filter((seat) => !winners.includes(seat) && s.players[seat]!.vp === vp);
  const broken = tieBreakWords(s, tied, workers, delivered);
  const summary =
    winners.length === 1
      ? `${seatRef(best)} wins with ${vp} VP${broken}.`
      : `${listWords(winners.map(seatRef))} share the victory with ${vp} VP, ${workers} workers and ` +
        `${delivered} barrels delivered each${broken}.`;
  return { winners, ending: 'victory', summary };
}

/**
 * How the tie-break put `tied` (level on VP with the winners) behind: " (tie with {p1} broken by workers: 5 to 3)",
 * " (tie with {p2} on workers too, 5 each, broken by barrels delivered: 14 to 9)"; "" when nobody was tied.
 */
function tieBreakWords(s: WildcattersState, tied: number[], workers: number, delivered: number): string {
  const p = (seat: number) => s.players[seat]!;
  const byWorkers = tied.filter((seat) => p(seat).workers < workers);
  const byDelivered = tied.filter((seat) => p(seat).workers === workers);
  const parts: string[] = [];
  if (byWorkers.length > 0)
    parts.push(
      `with ${listWords(byWorkers.map(seatRef))} broken by workers: ${workers} to ` +
        listWords(byWorkers.map((seat) => String(p(seat).workers))),
    );
  if (byDelivered.length > 0)
    parts.push(
      `with ${listWords(byDelivered.map(seatRef))} on workers too, ${workers} each, broken by barrels ` +
        `delivered: ${delivered} to ${listWords(byDelivered.map((seat) => String(p(seat).delivered)))}`,
    );
  return parts.length > 0 ? ` (tie ${parts.join('; ')})` : '';
}
