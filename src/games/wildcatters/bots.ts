/**
 * Bots. `random`: a uniformly drawn action type among the legal ones, then a uniform action of that type (so
 * the many transport and placement variants do not crowd out ending the turn), a loan less often. `greedy`:
 * scores every legal action in worker-equivalents (design rates: 5 workers = 1 VP, 3 shares = 1 worker) and takes
 * the best one, ending the turn when nothing scores above zero.
 */
import type { Rng } from '../rng';
import type { Bot } from '../types';
import {
  CONSOLIDATION_CHIPS,
  DRILL_COST,
  DRILL_MIN_RIGS,
  FINAL_SHARES_PER_WORKER,
  FINAL_WORKERS_PER_VP,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_FINAL_REPAY_SHARES,
  LOAN_SHARES,
  REFINERY_CAPACITY,
  REFINERY_COST,
  REFINERY_SHARES_PER_BARREL,
  REFINERY_VP_BY_COUNT,
  RIG_VP,
  ROUND_WORKERS,
  TANKER_COST,
  TRANSPORT_COST_PER_BARREL,
  TRANSPORT_FEE_PER_BARREL,
  WILDCATTER_DISK_VP_BY_COUNT,
  type AreaId,
} from './data';
import { rigCost } from './build';
import { coloursHeld, shareTotal } from './economy';
import { actionListers, legalActions } from './legal';
import { takeLoan } from './loans';
import {
  FIELDS_OF_REGION,
  RAILWAY_BY_ID,
  SITE_BY_ID,
  card,
  continentOf,
  fieldRegion,
  railwayRegion,
  siteRegion,
  wildcatterField,
} from './map';
import { rigsInRegion } from './oil';
import { areaCardVp } from './scoring';
import { chipOnOffer } from './turn';
import {
  barrelsAt,
  feePerBarrel,
  findWay,
  ridersBefore,
  sourceField,
  tankerMoveCost,
  type Carriers,
  type Way,
} from './transport';
import type { RegionId, WildcattersAction, WildcattersState } from './types';

type WBot = Bot<WildcattersState, WildcattersAction>;
const VP = FINAL_WORKERS_PER_VP;
const SHARE = 1 / FINAL_SHARES_PER_WORKER;

/**
 * The random bot keeps a drawn loan one time in this many when it could do anything else. Drawn as often as a
 * whole kind of action, a loan came up at half the questions put to the bot (the answers and the loan are the
 * only two kinds then), and a question stays open until answered: about 20 loans a game.
 */
const RANDOM_LOAN_ODDS = 8;

export const randomBot: WBot = (state, seat, rng: Rng) => {
  // Listers in a random order; the first type with any action is a uniform draw among the types with some.
  // The placement lister mixes two types (tanker and pieces): split them so each type weighs the same.
  const listers = actionListers(state, seat);
  let loan: WildcattersAction | null = null;
  while (listers.length > 0) {
    const i = rng.int(listers.length);
    const found = listers[i]!(state, seat);
    listers.splice(i, 1);
    if (found.length === 0) continue;
    if (found[0]!.type === 'takeLoan' && rng.int(RANDOM_LOAN_ODDS) !== 0) {
      loan = found[0]!;
      continue;
    }
    const types = [...new Set(found.map((a) => a.type))];
    const type = types[rng.int(types.length)]!;
    const ofType = types.length === 1 ? found : found.filter((a) => a.type === type);
    return ofType[rng.int(ofType.length)]!;
  }
  return loan ?? { type: 'pass' };
};

function myPieces(s: WildcattersState, seat: number, region: RegionId, kind: 'rig' | 'pumpJack'): number {
  let n = 0;
  for (const f of FIELDS_OF_REGION.get(region) ?? [])
    for (const p of s.fields[f]!) if (p.owner === seat && p.kind === kind) n++;
  return n;
}

function refineriesOf(s: WildcattersState, seat: number): number {
  let n = 0;
  for (const r of Object.values(s.refineries)) if (r.owner === seat) n++;
  return n;
}

const tableAt = (t: readonly number[], n: number): number => t[Math.min(n, t.length - 1)]!;

function regionValue(s: WildcattersState, seat: number, region: RegionId): number {
  const p = s.players[seat]!;
  let v = 0;
  const mine = myPieces(s, seat, region, 'rig');
  if (!s.drilled[region]) {
    if (mine > 0 && rigsInRegion(s, region) + 1 >= DRILL_MIN_RIGS && p.workers >= DRILL_COST) v += 12;
    else v += mine * 2;
  } else v += mine * 4;
  for (const [site, r] of Object.entries(SITE_BY_ID))
    if (
      siteRegion(site) === region &&
      !s.refineries[site] &&
      r &&
      p.workers >= REFINERY_COST &&
      !s.refineriesBuiltThisRound[seat]
    )
      v += 4;
  return v;
}

function cardValue(s: WildcattersState, seat: number, id: string): number {
  const c = card(id);
  const p = s.players[seat]!;
  let v = 0;
  if (c.bonus.kind === 'workers') v += c.bonus.amount;
  else if (c.bonus.kind === 'shares') v += c.bonus.amount * SHARE + (p.shares[c.bonus.colour] === 0 ? 2 : 0);
  else v += s.neutralRefineryChips > 0 ? 1 * VP : 0;
  if (c.refinery) v += 2;
  const continent = continentOf(c.area);
  const have = p.cards.filter((x) => continentOf(card(x).area) === continent).length;
  v += (areaCardVp(have + 1) - areaCardVp(have)) * VP * 0.6;
  v += regionValue(s, seat, c.area);
  // A chip to buy at the end of this turn.
  const idx = s.chipsTaken[continent] ?? 0;
  const chip = CONSOLIDATION_CHIPS[idx];
  if (
    chip &&
    !p.consolidationChips.some((x) => x.continent === continent) &&
    shareTotal(p) >= chip.price &&
    coloursHeld(p) >= chip.minColours
  )
    v += chip.vp * VP - chip.price * SHARE;
  return v;
}

/**
 * Shipping `barrels` from `field` to `site` on `way`, worth: VP and shares gained less workers and fees. The
 * bot's own tanker (never dearer than another's) wins a tie.
 */
function shipValue(
  s: WildcattersState,
  seat: number,
  site: string,
  barrels: number,
  way: Way,
  c: Carriers,
): number {
  const perBarrel = (way.tanker >= 0 ? 2 : 1) * VP + 3 * SHARE - 4 - feePerBarrel(c, seat, way) * SHARE;
  const r = s.refineries[site]!;
  const fills = r.barrels.length + barrels >= REFINERY_CAPACITY && r.owner === seat ? 2 * VP : 0;
  const own = r.owner === seat ? 0.5 : 0;
  const ownTanker = way.tanker >= 0 && c.tankers[way.tanker]!.owner === seat ? 0.001 : 0;
  return barrels * (perBarrel + own) + fills + barrels * 0.01 + ownTanker;
}

/** A transport's worth; of the tankers it may name, the cheapest scores best. */
function transportValue(
  s: WildcattersState,
  seat: number,
  a: Extract<WildcattersAction, { type: 'transport' }>,
): number {
  const field = sourceField(a.source);
  if (field === null) return -1;
  const way = findWay(s, seat, field, a.site, a.tanker);
  return way === null ? -1 : shipValue(s, seat, a.site, a.barrels, way, s);
}

/**
 * The best single transport `seat` could make with `workers` and the carriers `c` (a state's, or one with a
 * tanker built or moved): each field where they have barrels, to each refinery with room, as many barrels as
 * the workers, the shares and the room allow. 0 when none pays.
 */
function bestShip(s: WildcattersState, seat: number, workers: number, c: Carriers): number {
  // Each source's barrels: the pump jacks of a field go together, a disk alone.
  const sources: [string, number][] = [];
  for (const field of Object.keys(s.fields)) {
    const n = barrelsAt(s, seat, { kind: 'field', field });
    if (n > 0) sources.push([field, n]);
  }
  for (const area of Object.keys(s.disks) as AreaId[]) {
    const n = barrelsAt(s, seat, { kind: 'disk', area });
    if (n > 0) sources.push([wildcatterField(area), n]);
  }
  const shares = shareTotal(s.players[seat]!);
  let best = 0;
  for (const [field, have] of sources)
    for (const [site, r] of Object.entries(s.refineries)) {
      const room = REFINERY_CAPACITY - r.barrels.length;
      const way = room > 0 ? findWay(c, seat, field, site) : null;
      if (way === null) continue;
      const fee = feePerBarrel(c, seat, way);
      const n = Math.min(
        have,
        room,
        Math.floor(workers / TRANSPORT_COST_PER_BARREL),
        fee ? Math.floor(shares / fee) : have,
      );
      if (n > 0) best = Math.max(best, shipValue(s, seat, site, n, way, c));
    }
  return best;
}

/** The carriers with a tanker of `seat`'s, unused, at `harbour` (the `index`th moved there, or a new one). */
function withTanker(s: WildcattersState, seat: number, harbour: string, index?: number): Carriers {
  const tankers = s.tankers.map((t, i) => (i === index ? { ...t, harbour } : t));
  if (index === undefined) tankers.push({ owner: seat, harbour, used: false });
  return { trains: s.trains, tankers };
}

/**
 * A tanker built now (step 3) is worth the transport by sea it opens this turn, less its cost, when that beats
 * the best transport without it (the transport follows in step 4); else nothing.
 */
function buildTankerValue(s: WildcattersState, seat: number, harbour: string): number {
  const workers = s.players[seat]!.workers;
  const opened = bestShip(s, seat, workers - TANKER_COST, withTanker(s, seat, harbour)) - TANKER_COST;
  return opened > bestShip(s, seat, workers, s) + 0.5 ? opened : -1;
}

/**
 * An unused tanker moved (step 5, after the oil actions) is worth, at half (others may sail it away, plans
 * change), the bot's next turn's best transport with it in the new harbour over the old, with a round's workers
 * more (every tanker unused again); and a share a barrel others with oil on a field whose trained line reaches
 * the harbour may pay for it. Less the move's worker; nothing when nothing is gained.
 */
function moveTankerValue(s: WildcattersState, seat: number, tanker: number, harbour: string): number {
  const next = s.players[seat]!.workers + ROUND_WORKERS;
  const from = s.tankers[tanker]!.harbour;
  const unused = (c: Carriers): Carriers => ({
    trains: c.trains,
    tankers: c.tankers.map((t) => ({ ...t, used: false })),
  });
  const gain =
    bestShip(s, seat, next, unused(withTanker(s, seat, harbour, tanker))) -
    bestShip(s, seat, next, unused(s)) +
    (othersOilTo(s, seat, harbour, tanker) - othersOilTo(s, seat, from, tanker)) *
      TRANSPORT_FEE_PER_BARREL *
      SHARE;
  // Nothing gained: no move (a free move scoring 0 would tie with ending the turn, and come first).
  return gain > 0 ? gain / 2 - tankerMoveCost(s.tankerMovesThisTurn) : -1;
}

/**
 * Barrels of the other players on fields with a trained line to `harbour`, unless a tanker other than `tanker`
 * already waits there.
 */
function othersOilTo(s: WildcattersState, seat: number, harbour: string, tanker: number): number {
  if (s.tankers.some((t, i) => i !== tanker && t.harbour === harbour)) return 0;
  let n = 0;
  for (const [railway, owner] of Object.entries(s.trains)) {
    const line = RAILWAY_BY_ID.get(railway);
    if (owner === undefined || line?.to.kind !== 'harbour' || line.to.id !== harbour) continue;
    for (const p of s.fields[line.field] ?? []) if (p.owner !== seat && p.kind === 'pumpJack') n += p.barrels;
  }
  return n;
}

/**
 * A ride along's worth: a VP a barrel delivered (another by sea) and the 3 shares a barrel its refinery pays back
 * when it empties, less the fees (no workers: riders pay none).
 */
function rideValue(
  s: WildcattersState,
  seat: number,
  a: Extract<WildcattersAction, { type: 'rideAlong' }>,
): number {
  const p = s.pending;
  if (p?.kind !== 'rideAlong') return -1;
  const fee = feePerBarrel(s, seat, { railway: p.railway, tanker: p.tanker, seaFrom: p.seaFrom });
  return a.barrels * ((p.tanker >= 0 ? 2 : 1) * VP + REFINERY_SHARES_PER_BARREL * SHARE - fee * SHARE);
}

/** The best ride `seat` may ask for now (0 when none: a pass). */
function bestRide(s: WildcattersState, seat: number): number {
  let best = 0;
  for (const a of legalActions(s, seat))
    if (a.type === 'rideAlong') best = Math.max(best, rideValue(s, seat, a));
  return best;
}

/**
 * The ride-along as `seat` may find it when it resolves: each rider loaded before `seat` who has not answered yet
 * asks the most it may (in loading order, each in the room the ones before leave), so the room left to `seat` is
 * what none of them can take from it.
 */
function rideAfterEarlierAsks(s: WildcattersState, seat: number): WildcattersState {
  const out = structuredClone(s);
  const p = out.pending;
  if (p?.kind !== 'rideAlong') return out;
  for (const o of ridersBefore(out, seat)) {
    if (!p.waiting.includes(o)) continue;
    let most: Extract<WildcattersAction, { type: 'rideAlong' }> | null = null;
    for (const a of legalActions(out, o))
      if (a.type === 'rideAlong' && a.barrels > (most?.barrels ?? 0)) most = a;
    if (most) p.asks[o] = { source: most.source, barrels: most.barrels };
  }
  return out;
}

/**
 * A loan while asked to ride along (rules version 3 asks a rider short of shares who has a barrel to take a loan
 * with): worth what it adds to the best ride (the rides its 10 shares pay the fees of), less what it costs held to
 * the end (25 shares for the 10: 15 shares, a VP), and a worker's margin. Elsewhere a loan is never worth it. The
 * ride counts only the room the riders loaded before and yet to answer cannot take: a loan for barrels they may
 * load first would buy nothing.
 */
function loanToRideValue(s: WildcattersState, seat: number): number {
  if (s.pending?.kind !== 'rideAlong' || !s.pending.waiting.includes(seat)) return -1;
  const before = rideAfterEarlierAsks(s, seat);
  const after = structuredClone(before);
  if (!takeLoan(after, seat).ok) return -1;
  const cost = (LOAN_FINAL_REPAY_SHARES - LOAN_SHARES) * SHARE;
  return bestRide(after, seat) - bestRide(before, seat) - cost - 1;
}

/**
 * Final scoring step 1: a refinery emptied with a refinery card pays every barrel's owner alike (3 shares of
 * the refinery owner's colour), so it is worth the bot's barrels there less the others': the one that pays it
 * most over the others, none (a pass scores 0) when it pays the others as much or more.
 */
function finalEmptyValue(s: WildcattersState, seat: number, site: string): number {
  const barrels = s.refineries[site]?.barrels ?? [];
  const mine = barrels.filter((o) => o === seat).length;
  return mine - (barrels.length - mine);
}

function score(s: WildcattersState, seat: number, a: WildcattersAction): number {
  const p = s.players[seat]!;
  const late = s.round >= s.rounds;
  switch (a.type) {
    case 'place': {
      if (a.piece === 'refinery') return 20 + (SITE_BY_ID.get(a.at)?.harbour ? 1 : 0);
      if (a.piece === 'rig') {
        const region = fieldRegion(a.at);
        return 5 + 3 * myPieces(s, seat, region, 'rig') + rigsInRegion(s, region);
      }
      const line = RAILWAY_BY_ID.get(a.at)!;
      const mine = s.fields[line.field]!.some((x) => x.owner === seat);
      return (
        3 +
        (mine ? 6 : 0) +
        (line.to.kind === 'refinery' && s.refineries[line.to.id]?.owner === seat ? 3 : 0) -
        (railwayRegion(a.at) ? 0 : 1)
      );
    }
    case 'placeTanker':
      return a.harbour === 'southernAfrica.east' ? 1 : 0.5;
    case 'chooseCard': {
      const id = s.display[a.slot];
      return id ? 100 + cardValue(s, seat, id) : -1;
    }
    case 'refreshDisplay':
      return -100;
    case 'buildRig': {
      const region = fieldRegion(a.field);
      const cost = rigCost(s, region);
      let v = RIG_VP * VP - cost;
      if (
        !s.drilled[region] &&
        rigsInRegion(s, region) + 1 >= DRILL_MIN_RIGS &&
        p.workers - cost >= DRILL_COST
      )
        v += 8;
      if (s.drilled[region] && p.workers - cost >= 3) v += 3;
      return late ? RIG_VP * VP - cost : v;
    }
    case 'buildTrain': {
      const line = RAILWAY_BY_ID.get(a.railway)!;
      const oil = s.fields[line.field]!.some((x) => x.owner === seat);
      const dest = line.to.kind === 'harbour' || s.refineries[line.to.id] !== undefined;
      return oil && dest ? 2 : -1;
    }
    case 'buildTanker':
      return buildTankerValue(s, seat, a.harbour);
    case 'moveTanker':
      return late ? -1 : moveTankerValue(s, seat, a.tanker, a.harbour);
    case 'takeLoan':
      return loanToRideValue(s, seat);
    case 'buildRefinery': {
      const n = refineriesOf(s, seat);
      return (
        (tableAt(REFINERY_VP_BY_COUNT, n + 1) - tableAt(REFINERY_VP_BY_COUNT, n)) * VP -
        REFINERY_COST +
        (late ? 0 : 5)
      );
    }
    case 'drill':
      return 2 * VP + 6 - DRILL_COST + 5;
    case 'develop':
      return late ? -1 : 4;
    case 'transport':
      return transportValue(s, seat, a);
    case 'emptyRefinery': {
      const r = s.refineries[a.site]!;
      const mine = r.barrels.filter((o) => o === seat).length;
      return a.with === 'card' ? mine - 0.5 : mine - VP;
    }
    case 'endTurn':
      return 0;
    case 'buyChip': {
      const offer = chipOnOffer(s, seat);
      const chip = offer ? CONSOLIDATION_CHIPS[offer.index] : undefined;
      return chip ? chip.vp * VP - chip.price * SHARE : -1;
    }
    case 'pass':
      return 0;
    case 'piggyback':
      return 5;
    case 'bid': {
      const held = Object.values(s.disks).filter((d) => d?.owner === seat).length;
      const worth =
        (tableAt(WILDCATTER_DISK_VP_BY_COUNT, held + 1) - tableAt(WILDCATTER_DISK_VP_BY_COUNT, held)) * 3;
      return a.shares <= Math.min(worth, shareTotal(p)) ? a.shares / 10 + 0.1 : -1;
    }
    case 'rideAlong':
      return a.barrels;
    case 'repayLoans':
      return shareTotal(p) >= a.loans * LOAN_EARLY_REPAY_SHARES ? a.loans : -1;
    case 'finalEmpty':
      return finalEmptyValue(s, seat, a.site);
  }
}

/**
 * A sealed bid: the disk's marginal VP at 3 shares a VP plus its barrel, give or take 2 shares drawn from the
 * bot's own RNG (identical bots would otherwise always tie, handing every disk to the tie-break).
 */
function greedyBid(s: WildcattersState, seat: number, rng: Rng): WildcattersAction {
  const held = Object.values(s.disks).filter((d) => d?.owner === seat).length;
  const worth =
    (tableAt(WILDCATTER_DISK_VP_BY_COUNT, held + 1) - tableAt(WILDCATTER_DISK_VP_BY_COUNT, held)) * 3 + 1;
  const bid = Math.max(0, Math.min(shareTotal(s.players[seat]!), worth - 2 + rng.int(5)));
  return { type: 'bid', shares: bid };
}

/** The actions of the turn's steps before the tanker moves (step 5): builds and oil actions. */
const BEFORE_TANKER_MOVES = new Set<WildcattersAction['type']>([
  'buildRig',
  'buildTrain',
  'buildTanker',
  'buildRefinery',
  'drill',
  'develop',
  'transport',
]);

export const greedyBot: WBot = (state, seat, rng) => {
  if (state.pending?.kind === 'auction' && state.pending.bids[seat] === null)
    return greedyBid(state, seat, rng);
  const legal = legalActions(state, seat);
  const scores = legal.map((a) => score(state, seat, a));
  // A tanker move (step 5) ends the builds and oil actions (steps 3 and 4): none is made while one still pays.
  const earlierPays = legal.some((a, i) => BEFORE_TANKER_MOVES.has(a.type) && scores[i]! > 0);
  let best = legal[0]!;
  let bestScore = -Infinity;
  legal.forEach((a, i) => {
    if (a.type === 'moveTanker' && earlierPays) return;
    if (scores[i]! > bestScore) {
      best = a;
      bestScore = scores[i]!;
    }
  });
  if (bestScore < 0) {
    const fallback = legal.find((a) => a.type === 'endTurn' || a.type === 'pass');
    if (fallback) return fallback;
  }
  return best;
};
