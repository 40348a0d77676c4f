/** Refineries: barrels arriving (delivery VP, continent counts) and leaving (shares to the barrels' owners). */
import { plural } from '../awards';
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import {
  DELIVERY_VP_PER_BARREL,
  OVERSEAS_VP_PER_BARREL,
  REFINERY_CAPACITY,
  REFINERY_FULL_OWNER_VP,
  REFINERY_SHARES_PER_BARREL,
} from './data';
import { addVp, gainShares } from './economy';
import { continentOf, SITE_BY_ID, siteRegion } from './map';
import type { Refusal, WildcattersState } from './types';
import { noRefineryWords, siteWords } from './words';

export function refineryRoom(s: WildcattersState, site: string): number {
  const r = s.refineries[site];
  return r ? REFINERY_CAPACITY - r.barrels.length : 0;
}

/**
 * The partial refineries, by site: at least one barrel, fewer than 5. Turn step 6 and final scoring step 1 empty
 * only these (a full one empties by itself at the end of the turn).
 */
export function partialSites(s: WildcattersState): string[] {
  return Object.keys(s.refineries)
    .sort()
    .filter((site) => {
      const n = s.refineries[site]!.barrels.length;
      return n > 0 && n < REFINERY_CAPACITY;
    });
}

/**
 * Why the refinery at `site` cannot be emptied as a partial one (turn step 6, final scoring step 1): none is
 * built there, it holds no barrel, or it is full; null when it is partial.
 */
export function checkPartial(s: WildcattersState, site: string): Refusal | null {
  const r = SITE_BY_ID.has(site) ? s.refineries[site] : undefined;
  if (!r) return ruleError('bad-spot', noRefineryWords(site));
  if (r.barrels.length === 0) return ruleError('no-barrels', `The ${siteWords(site)} is empty.`);
  if (r.barrels.length >= REFINERY_CAPACITY)
    return ruleError(
      'refinery-full',
      `The ${siteWords(site)} is full, not partial: a full refinery empties by itself at the end of the turn.`,
    );
  return null;
}

/**
 * `barrels` of `seat`'s barrels arrive at `site` (the caller took them off their source); returns the VP the
 * delivery earned (a VP a barrel, another a barrel that crossed the sea).
 */
export function deliver(
  s: WildcattersState,
  seat: number,
  site: string,
  barrels: number,
  overseas: boolean,
): number {
  const r = s.refineries[site]!;
  const p = s.players[seat]!;
  for (let i = 0; i < barrels; i++) r.barrels.push(seat);
  const continent = continentOf(siteRegion(site));
  p.delivered += barrels;
  p.deliveredTo[continent] = (p.deliveredTo[continent] ?? 0) + barrels;
  addVp(s, seat, 'deliveries', barrels * DELIVERY_VP_PER_BARREL);
  if (!overseas) return barrels * DELIVERY_VP_PER_BARREL;
  p.overseas += barrels;
  addVp(s, seat, 'overseas', barrels * OVERSEAS_VP_PER_BARREL);
  return barrels * (DELIVERY_VP_PER_BARREL + OVERSEAS_VP_PER_BARREL);
}

/**
 * Empty a refinery: each barrel goes back to its owner with REFINERY_SHARES_PER_BARREL shares of the
 * refinery owner's colour (design); a full one also gives its owner REFINERY_FULL_OWNER_VP (design). `by`, for
 * a partial one emptied in step 6: who emptied it and with what ("their own refinery chip (giving up its 1 VP
 * at the end)"), the refinery named first ("their Texas refinery" when it is the emptier's own), so that an Undo button cut to its 80 characters still says which.
 */
export function emptyRefinery(
  s: WildcattersState,
  site: string,
  full: boolean,
  events: GameEvent[],
  by?: { seat: number; using: string },
): void {
  const r = s.refineries[site]!;
  const gained = new Map<number, number>();
  for (const owner of r.barrels) {
    s.players[owner]!.supply.barrels++;
    gainShares(s, owner, r.owner, REFINERY_SHARES_PER_BARREL);
    gained.set(owner, (gained.get(owner) ?? 0) + REFINERY_SHARES_PER_BARREL);
  }
  const n = r.barrels.length;
  r.barrels = [];
  const paid = [...gained].map(([seat, sh]) => `${seatRef(seat)} +${sh} shares`).join(', ');
  if (full) {
    s.players[r.owner]!.fullEmptyings++;
    addVp(s, r.owner, 'fullRefineries', REFINERY_FULL_OWNER_VP);
  }
  const refinery = `${siteWords(site)} (${seatRef(r.owner)})`;
  // Their own refinery is "their Venezuela refinery", not "the Venezuela refinery (Ben)" after "Ben emptied".
  const emptiedOne = by?.seat === r.owner ? `their ${siteWords(site)}` : `the ${refinery}`;
  const barrels = plural(n, 'barrel', 'barrels');
  events.push({
    kind: 'refineryEmptied',
    text: by
      ? `${seatRef(by.seat)} emptied ${emptiedOne} with ${by.using}: ${barrels}, ${paid}.`
      : `The ${refinery} emptied ${barrels}: ${paid}` +
        (full ? `; ${seatRef(r.owner)} +${REFINERY_FULL_OWNER_VP} VP.` : '.'),
  });
}

/** Seed step 7: every refinery holding 5 barrels is emptied. */
export function emptyFullRefineries(s: WildcattersState, events: GameEvent[]): void {
  for (const site of Object.keys(s.refineries).sort())
    if (s.refineries[site]!.barrels.length >= REFINERY_CAPACITY) emptyRefinery(s, site, true, events);
}
