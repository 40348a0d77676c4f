/**
 * Building (seed step 3) with workers: rigs 4 workers for the 1st–3rd and 6 for the 4th (design: counted over
 * every colour in the area), trains 2, tankers 2, refineries 12 and one per round; rigs and refineries only in
 * the chosen area or on a white continent.
 */
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import {
  REFINERY_COST,
  REFINERIES_PER_ROUND,
  RIG_COST_BY_ORDINAL_IN_AREA,
  RIG_VP,
  TANKER_COST,
  TRAIN_COST,
} from './data';
import { addVp, payWorkers } from './economy';
import {
  FIELD_BY_ID,
  FIELDS_OF_REGION,
  HARBOUR_SET,
  RAILWAY_BY_ID,
  SITE_BY_ID,
  fieldRegion,
  siteRegion,
} from './map';
import { mayWorkIn } from './oil';
import type { Refusal, RegionId, WildcattersState } from './types';
import { fieldWords, harbourWords, railwayWords, siteWords } from './words';

type Done = { ok: true; events: GameEvent[] } | Refusal;

/**
 * The price of the next rig in `region`: by how many rigs and pump jacks of any colour stand there (the board
 * alone, so the spectator view's fields will do).
 */
export function rigCost(s: Pick<WildcattersState, 'fields'>, region: RegionId): number {
  let n = 0;
  for (const f of FIELDS_OF_REGION.get(region) ?? []) n += s.fields[f]!.length;
  return RIG_COST_BY_ORDINAL_IN_AREA[Math.min(n, RIG_COST_BY_ORDINAL_IN_AREA.length - 1)]!;
}

export function checkRig(s: WildcattersState, seat: number, field: string): Refusal | number {
  const f = FIELD_BY_ID.get(field);
  if (!f) return ruleError('bad-spot', 'There is no such oil field.');
  const region = fieldRegion(field);
  if (!mayWorkIn(s, region))
    return ruleError('illegal-spot', 'Rigs go only in the chosen area or on a white continent.');
  if (s.fields[field]!.length >= f.rigSpots)
    return ruleError('illegal-spot', `The ${fieldWords(field)} has no free rig spot.`);
  const p = s.players[seat]!;
  if (p.supply.rigs < 1) return ruleError('no-pieces', 'You have no rig left.');
  const cost = rigCost(s, region);
  if (p.workers < cost) return ruleError('cannot-afford', `That rig costs ${cost} workers.`);
  return cost;
}

export function buildRig(s: WildcattersState, seat: number, field: string): Done {
  const cost = checkRig(s, seat, field);
  if (typeof cost !== 'number') return cost;
  payWorkers(s, seat, cost);
  const p = s.players[seat]!;
  p.supply.rigs--;
  p.rigsBuilt++;
  s.fields[field]!.push({ owner: seat, kind: 'rig', barrels: 0 });
  addVp(s, seat, 'rigs', RIG_VP);
  s.last = { seat, kind: 'buildRig', at: field };
  return {
    ok: true,
    events: [
      {
        kind: 'build',
        text: `${seatRef(seat)} built a rig on ${fieldWords(field)} for ${cost} workers (+${RIG_VP} VP).`,
      },
    ],
  };
}

export function checkTrain(s: WildcattersState, seat: number, railway: string): Refusal | null {
  if (!RAILWAY_BY_ID.has(railway)) return ruleError('bad-spot', 'There is no such railway.');
  if (s.trains[railway] !== undefined) return ruleError('illegal-spot', 'That line has a train already.');
  const p = s.players[seat]!;
  if (p.supply.trains < 1) return ruleError('no-pieces', 'You have no train left.');
  if (p.workers < TRAIN_COST) return ruleError('cannot-afford', `A train costs ${TRAIN_COST} workers.`);
  return null;
}

export function buildTrain(s: WildcattersState, seat: number, railway: string): Done {
  const refused = checkTrain(s, seat, railway);
  if (refused) return refused;
  payWorkers(s, seat, TRAIN_COST);
  s.players[seat]!.supply.trains--;
  s.trains[railway] = seat;
  s.last = { seat, kind: 'buildTrain', at: railway };
  return {
    ok: true,
    events: [
      {
        kind: 'build',
        text: `${seatRef(seat)} put a train on ${railwayWords(railway)} for ${TRAIN_COST} workers.`,
      },
    ],
  };
}

export function checkTanker(s: WildcattersState, seat: number, harbour: string): Refusal | null {
  if (!HARBOUR_SET.has(harbour)) return ruleError('bad-spot', 'There is no such harbour.');
  const p = s.players[seat]!;
  if (p.supply.tankers < 1) return ruleError('no-pieces', 'You have no tanker left.');
  if (p.workers < TANKER_COST) return ruleError('cannot-afford', `A tanker costs ${TANKER_COST} workers.`);
  return null;
}

/** Design: a new tanker is launched in any harbour. */
export function buildTanker(s: WildcattersState, seat: number, harbour: string): Done {
  const refused = checkTanker(s, seat, harbour);
  if (refused) return refused;
  payWorkers(s, seat, TANKER_COST);
  s.players[seat]!.supply.tankers--;
  s.tankers.push({ owner: seat, harbour, used: false });
  s.last = { seat, kind: 'buildTanker', at: harbour };
  return {
    ok: true,
    events: [
      {
        kind: 'build',
        text: `${seatRef(seat)} launched a tanker at ${harbourWords(harbour)} for ${TANKER_COST} workers.`,
      },
    ],
  };
}

export function checkRefinery(s: WildcattersState, seat: number, site: string): Refusal | null {
  if (!SITE_BY_ID.has(site)) return ruleError('bad-spot', 'There is no such refinery site.');
  if (!mayWorkIn(s, siteRegion(site)))
    return ruleError('illegal-spot', 'Refineries go only in the chosen area or on a white continent.');
  if (s.refineries[site]) return ruleError('illegal-spot', 'That site has a refinery already.');
  if (REFINERIES_PER_ROUND <= 1 && s.refineriesBuiltThisRound[seat])
    return ruleError('one-refinery-per-round', 'You built a refinery this round already.');
  const p = s.players[seat]!;
  if (p.supply.refineries < 1) return ruleError('no-pieces', 'You have no refinery left.');
  if (p.workers < REFINERY_COST)
    return ruleError('cannot-afford', `A refinery costs ${REFINERY_COST} workers.`);
  return null;
}

export function buildRefinery(s: WildcattersState, seat: number, site: string): Done {
  const refused = checkRefinery(s, seat, site);
  if (refused) return refused;
  payWorkers(s, seat, REFINERY_COST);
  s.players[seat]!.supply.refineries--;
  s.refineries[site] = { owner: seat, barrels: [] };
  s.refineriesBuiltThisRound[seat] = true;
  s.last = { seat, kind: 'buildRefinery', at: site };
  return {
    ok: true,
    events: [
      { kind: 'build', text: `${seatRef(seat)} built the ${siteWords(site)} for ${REFINERY_COST} workers.` },
    ],
  };
}
