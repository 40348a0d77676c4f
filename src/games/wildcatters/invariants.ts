/**
 * For `sim --check`: shares and workers are conserved apart from the listed sources and sinks (state.flows:
 * set-up, card bonuses, refinery payouts, chip income, loans and round income in; costs, bids, chips, loan
 * repayment and the final conversion out); barrels never leave their colour (supply, pump jacks, disks,
 * refineries, the bank under loans); pieces stay within their counts; no card is lost or doubled; VP is
 * recomputable from the counters and the final-scoring lines.
 */
import {
  DARK_CARDS,
  DELIVERY_VP_PER_BARREL,
  DISPLAY_REFRESH_VP_COST,
  DISPLAY_SIZE,
  DRILL_VP,
  FINAL_SCORING_STEPS,
  LIGHT_CARDS,
  NEUTRAL_REFINERY_CHIPS,
  OVERSEAS_VP_PER_BARREL,
  PIECES_PER_COLOUR,
  REFINERY_CAPACITY,
  REFINERY_FULL_OWNER_VP,
  RIG_VP,
  ROUNDS_BY_PLAYERS,
  START_VP,
  type PlayerCount,
} from './data';
import { shareTotal } from './economy';
import { refineryCardsHeld } from './scoring';
import { partialSites } from './refinery';
import { FIELD_BY_ID } from './map';
import type { VpSource, WildcattersState } from './types';

export function checkInvariants(s: WildcattersState): string[] {
  const bad: string[] = [];
  let shares = 0;
  let workers = 0;
  for (const p of s.players) {
    shares += shareTotal(p);
    workers += p.workers;
    if (p.shares.some((n) => n < 0 || !Number.isInteger(n))) bad.push('negative shares');
    if (p.workers < 0) bad.push('negative workers');
  }
  if (shares !== s.flows.sharesIn - s.flows.sharesOut)
    bad.push(`shares ${shares} ≠ in ${s.flows.sharesIn} − out ${s.flows.sharesOut}`);
  if (workers !== s.flows.workersIn - s.flows.workersOut)
    bad.push(`workers ${workers} ≠ in ${s.flows.workersIn} − out ${s.flows.workersOut}`);

  s.players.forEach((p, seat) => {
    let barrels = p.supply.barrels + p.loans;
    let rigs = p.supply.rigs;
    let jacks = p.supply.pumpJacks;
    for (const [field, pieces] of Object.entries(s.fields)) {
      for (const piece of pieces) {
        if (piece.owner !== seat) continue;
        if (piece.kind === 'rig') rigs++;
        else jacks++;
        barrels += piece.barrels;
        if (piece.barrels < 0 || (piece.kind === 'rig' && piece.barrels !== 0))
          bad.push(`bad barrels on ${field}`);
      }
    }
    for (const d of Object.values(s.disks)) if (d && d.owner === seat) barrels += d.barrels;
    let refineries = p.supply.refineries;
    for (const r of Object.values(s.refineries)) {
      for (const o of r.barrels) if (o === seat) barrels++;
      if (r.owner === seat) refineries++;
    }
    const trains = p.supply.trains + Object.values(s.trains).filter((o) => o === seat).length;
    const tankers = p.supply.tankers + s.tankers.filter((t) => t.owner === seat).length;
    const check = (what: string, n: number, want: number) => {
      if (n !== want) bad.push(`seat ${seat}: ${what} ${n} ≠ ${want}`);
    };
    check('barrels', barrels, PIECES_PER_COLOUR.barrels);
    check('rigs', rigs, PIECES_PER_COLOUR.rigs);
    check('pump jacks', jacks, PIECES_PER_COLOUR.pumpJacks);
    check('trains', trains, PIECES_PER_COLOUR.trains);
    check('tankers', tankers, PIECES_PER_COLOUR.tankers);
    check('refineries', refineries, PIECES_PER_COLOUR.refineries);
    for (const [k, v] of Object.entries(p.supply))
      if (v < 0) bad.push(`seat ${seat}: negative supply of ${k}`);

    // VP recomputed from the counters and the final-scoring lines.
    let sum = 0;
    for (const v of Object.values(p.vpBy)) sum += v ?? 0;
    if (sum !== p.vp) bad.push(`seat ${seat}: vp ${p.vp} ≠ sum by source ${sum}`);
    const expect: Partial<Record<VpSource, number>> = {
      start: START_VP,
      rigs: p.rigsBuilt * RIG_VP,
      drills: p.drills * DRILL_VP,
      deliveries: p.delivered * DELIVERY_VP_PER_BARREL,
      overseas: p.overseas * OVERSEAS_VP_PER_BARREL,
      fullRefineries: p.fullEmptyings * REFINERY_FULL_OWNER_VP,
      refresh: -p.refreshes * DISPLAY_REFRESH_VP_COST,
    };
    for (const line of s.finalScoring) expect[line.step] = (expect[line.step] ?? 0) + (line.vp[seat] ?? 0);
    let recomputed = 0;
    for (const [k, v] of Object.entries(expect)) {
      recomputed += v ?? 0;
      if ((p.vpBy[k as VpSource] ?? 0) !== v)
        bad.push(`seat ${seat}: ${k} VP ${p.vpBy[k as VpSource] ?? 0} ≠ ${v}`);
    }
    if (recomputed !== p.vp) bad.push(`seat ${seat}: vp ${p.vp} ≠ recomputed ${recomputed}`);
    let to = 0;
    for (const n of Object.values(p.deliveredTo)) to += n ?? 0;
    if (to !== p.delivered) bad.push(`seat ${seat}: delivered ${p.delivered} ≠ by continent ${to}`);
  });

  for (const [field, pieces] of Object.entries(s.fields)) {
    const f = FIELD_BY_ID.get(field);
    if (!f || pieces.length > f.rigSpots) bad.push(`field ${field} over its ${f?.rigSpots ?? 0} spots`);
  }
  for (const [site, r] of Object.entries(s.refineries))
    if (r.barrels.length > REFINERY_CAPACITY) bad.push(`refinery ${site} over capacity`);

  const cards = [
    ...s.deck,
    ...s.discards,
    ...s.display.filter((c): c is string => c !== null),
    ...s.players.flatMap((p) => [...p.hand, ...p.cards]),
  ];
  if (cards.length !== LIGHT_CARDS.length + DARK_CARDS.length || new Set(cards).size !== cards.length)
    bad.push(`area cards: ${cards.length} (${new Set(cards).size} distinct)`);
  if (s.display.length > DISPLAY_SIZE) bad.push('display over 8 cards');

  let chips = s.neutralRefineryChips;
  for (const p of s.players) chips += p.neutralRefineryChips;
  if (chips !== NEUTRAL_REFINERY_CHIPS)
    bad.push(`neutral refinery chips ${chips} ≠ ${NEUTRAL_REFINERY_CHIPS}`);
  for (const [c, n] of Object.entries(s.chipsTaken)) {
    const held = s.players.filter((p) => p.consolidationChips.some((x) => x.continent === c)).length;
    if (held !== n) bad.push(`consolidation chips of ${c}: taken ${n ?? 0} ≠ held ${held}`);
  }
  // The game ends after the last round's last turn, with the nine final-scoring steps (seed).
  if (s.round < 1 || s.round > s.rounds) bad.push(`round ${s.round} outside 1–${s.rounds}`);
  if (s.rounds !== ROUNDS_BY_PLAYERS[s.seats as PlayerCount])
    bad.push(`${s.rounds} rounds for ${s.seats} players`);
  if (s.phase === 'over' && (s.round !== s.rounds || s.finalScoring.length !== FINAL_SCORING_STEPS.length))
    bad.push(`game over in round ${s.round} with ${s.finalScoring.length} scoring steps`);
  if (s.phase !== 'over' && s.finalScoring.length > 0) bad.push('final scoring before the end');
  bad.push(...finalEmptyProblems(s));
  return bad;
}

/**
 * Final scoring step 1's question (rules version 4): put only after the last turn of the final round, one
 * refinery card at a time, each card held asked at most once and in the final round's order (the answers, the
 * card asked, then the queue, are the cards held, or the first of them), only while a partial refinery is left.
 */
function finalEmptyProblems(s: WildcattersState): string[] {
  const bad: string[] = [];
  const p = s.pending;
  const asked = p?.kind === 'finalEmpty';
  const afterLastTurn = s.phase === 'turns' && s.turnIndex >= s.order.length;
  if (afterLastTurn !== asked)
    bad.push(`turn ${s.turnIndex} of ${s.order.length} with ${p?.kind ?? 'no'} question`);
  if (s.finalEmptyAuto && (s.finalEmptied !== undefined || asked))
    bad.push('refinery cards asked under the old rules');
  if (s.finalEmptied === undefined) {
    if (asked) bad.push('refinery card asked with no answers kept');
    return bad;
  }
  const key = (c: { seat: number; card: string }) => `${c.seat}:${c.card}`;
  const held = refineryCardsHeld(s).map(key);
  const seen = [
    ...s.finalEmptied.map(key),
    ...(asked ? [key({ seat: p.waiting[0] ?? -1, card: p.card }), ...p.queue.map(key)] : []),
  ];
  const prefix = seen.every((k, i) => held[i] === k) && (!asked || seen.length === held.length);
  if (!prefix) bad.push(`refinery cards asked ${seen.join(',')} ≠ held ${held.join(',')}`);
  if (asked && (p.waiting.length !== 1 || s.round !== s.rounds)) bad.push('final emptying asked wrongly');
  if (asked && partialSites(s).length === 0) bad.push('refinery card asked with no partial refinery');
  for (const c of s.finalEmptied)
    if (c.site !== null && s.refineries[c.site] === undefined) bad.push(`emptied unbuilt ${c.site}`);
  return bad;
}
