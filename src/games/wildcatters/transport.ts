/**
 * Transport (seed step 4): barrels from a pump jack or wildcatter disk to a refinery over a railway and
 * perhaps by tanker, 4 workers a barrel, 1 share a barrel to each train and tanker owner used; the others
 * with oil on the same field may ride along, free of workers but paying the same fees. Moving unused tankers
 * (seed step 5).
 */
import { listWords, plural } from '../awards';
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import {
  AREAS,
  REFINERY_CAPACITY,
  TANKER_EXTRA_MOVE_COST,
  TANKER_FREE_MOVES,
  TRANSPORT_COST_PER_BARREL,
  TRANSPORT_FEE_PER_BARREL,
  type AreaId,
} from './data';
import { mayRaiseShares, payWorkers, shareTotal, transferShares } from './economy';
import { FIELD_BY_ID, HARBOUR_SET, SITE_BY_ID, routes, wildcatterField, type Route } from './map';
import { deliver, refineryRoom } from './refinery';
import type { Refusal, Source, TankerState, WildcattersState } from './types';
import { fieldWords, harbourWords, noRefineryWords, railwayWords, siteWords } from './words';

type Done = { ok: true; events: GameEvent[] } | Refusal;

const AREA_SET = new Set<string>(AREAS);

/** The field a source stands on (null for a bad source). */
export function sourceField(source: Source): string | null {
  if (source.kind === 'field') return FIELD_BY_ID.has(source.field) ? source.field : null;
  return AREA_SET.has(source.area) ? wildcatterField(source.area) : null;
}

/** Barrels `seat` has at `source`. */
export function barrelsAt(s: WildcattersState, seat: number, source: Source): number {
  if (source.kind === 'disk') {
    const d = s.disks[source.area];
    return d && d.owner === seat ? d.barrels : 0;
  }
  let n = 0;
  for (const p of s.fields[source.field] ?? []) if (p.owner === seat && p.kind === 'pumpJack') n += p.barrels;
  return n;
}

function takeBarrels(s: WildcattersState, seat: number, source: Source, n: number): void {
  if (source.kind === 'disk') {
    s.disks[source.area as AreaId]!.barrels -= n;
    return;
  }
  let left = n;
  for (const p of s.fields[source.field]!) {
    if (left === 0) break;
    if (p.owner !== seat || p.kind !== 'pumpJack') continue;
    const t = Math.min(left, p.barrels);
    p.barrels -= t;
    left -= t;
  }
}

export interface Way {
  railway: string;
  /** Tanker index, -1 for rail only. */
  tanker: number;
  seaFrom: string | null;
}

/** What a way depends on: the trains and the tankers (a state's, or the public view's alike). */
export type Carriers = Pick<WildcattersState, 'trains' | 'tankers'>;

/**
 * The routes from `field` to `site` whose line has a train now: `rail`, one by rail alone (always taken when
 * there is one), and `sea`, those that go on by tanker from a harbour.
 */
function trainedRoutes(s: Carriers, field: string, site: string): { rail?: Route; sea: Route[] } {
  const open = routes(field, site).filter((r) => s.trains[r.railway] !== undefined);
  return { rail: open.find((r) => r.seaFrom === null), sea: open.filter((r) => r.seaFrom !== null) };
}

/**
 * The way a transport from `field` to `site` takes now: by rail alone when a line with a train reaches the
 * refinery (or its harbour is the refinery's own); else a line to a harbour and an unused tanker there — the
 * one named, or else the mover's own wherever it waits, or else the first.
 */
export function findWay(s: Carriers, seat: number, field: string, site: string, tanker?: number): Way | null {
  const { rail, sea } = trainedRoutes(s, field, site);
  if (rail) return { railway: rail.railway, tanker: -1, seaFrom: null };
  const wanted: ((t: TankerState, i: number) => boolean)[] =
    tanker !== undefined ? [(_, i) => i === tanker] : [(t) => t.owner === seat, () => true];
  for (const ok of wanted) {
    for (const r of sea) {
      const i = s.tankers.findIndex((t, k) => !t.used && t.harbour === r.seaFrom && ok(t, k));
      if (i >= 0) return { railway: r.railway, tanker: i, seaFrom: r.seaFrom };
    }
  }
  return null;
}

/**
 * The tankers the mover may choose between for a transport from `field` to `site`: one per harbour and owner
 * (tankers of one owner in one harbour are the same choice), the one `findWay` takes by default first, then
 * in route order, the mover's own before the others. Empty when the way goes by rail only or no tanker waits.
 * Each is a way `findWay` takes when named.
 */
export function tankerChoices(s: WildcattersState, seat: number, field: string, site: string): number[] {
  const { rail, sea } = trainedRoutes(s, field, site);
  if (rail) return [];
  const out: number[] = [];
  const seen = new Set<string>();
  for (const r of sea) {
    s.tankers.forEach((t, i) => {
      const key = `${r.seaFrom}|${t.owner}`;
      if (t.used || t.harbour !== r.seaFrom || seen.has(key)) return;
      seen.add(key);
      out.push(i);
    });
  }
  // The mover's own first (the way `findWay` takes unasked), then in route order.
  const own = (i: number) => Number(s.tankers[i]!.owner === seat);
  return out.sort((a, b) => own(b) - own(a));
}

/**
 * Whom `seat` pays on `way`, TRANSPORT_FEE_PER_BARREL shares a barrel each: the train's owner, then the tanker's,
 * each unless it is `seat` (one owner of both is listed twice).
 */
export function feeOwners(s: Carriers, seat: number, way: Way): number[] {
  const train = s.trains[way.railway];
  const tanker = way.tanker >= 0 ? s.tankers[way.tanker]?.owner : undefined;
  return [train, tanker].filter((o): o is number => o !== undefined && o !== seat);
}

/** Shares `seat` pays per barrel on `way`: 1 to each train and tanker owner other than themselves. */
export function feePerBarrel(s: Carriers, seat: number, way: Way): number {
  return feeOwners(s, seat, way).length * TRANSPORT_FEE_PER_BARREL;
}

function payFees(s: WildcattersState, seat: number, way: Way, barrels: number): void {
  for (const owner of feeOwners(s, seat, way))
    transferShares(s, seat, owner, barrels * TRANSPORT_FEE_PER_BARREL);
}

/**
 * The fees `seat` pays for `barrels` on `way`, in words: "2 shares to {p1} and 2 to {p3}" (the train's owner,
 * then the tanker's; one owner of both is paid the sum), or "no fee".
 */
export function feeWords(s: Carriers, seat: number, way: Way, barrels: number): string {
  const paid = new Map<number, number>();
  for (const owner of feeOwners(s, seat, way))
    paid.set(owner, (paid.get(owner) ?? 0) + barrels * TRANSPORT_FEE_PER_BARREL);
  if (paid.size === 0) return 'no fee';
  const fees = [...paid].map(([owner, shares], i) =>
    i === 0 ? `${plural(shares, 'share', 'shares')} to ${seatRef(owner)}` : `${shares} to ${seatRef(owner)}`,
  );
  return listWords(fees);
}

/**
 * What riders on `way` pay, for the question put to `waiting`: "1 share a barrel to {p1} for the train and 1 to
 * {p3} for the tanker", "2 shares a barrel to {p1} for the train and the tanker" ("nothing to oneself" added when
 * one of them owns a carrier), or "no fee ({p1} owns the train and the tanker)" when the one asked owns them all.
 */
function rideFeeWords(s: Carriers, way: Way, waiting: readonly number[]): string {
  const train = s.trains[way.railway]!;
  const tanker = way.tanker >= 0 ? s.tankers[way.tanker]?.owner : undefined;
  // The one asked owns every carrier: a fee "to" them, then "nothing to oneself", would contradict itself.
  const [alone] = waiting;
  if (waiting.length === 1 && train === alone && (tanker === undefined || tanker === alone))
    return `no fee (${seatRef(alone)} owns the train${tanker === undefined ? '' : ' and the tanker'})`;
  // Alone and owning one of the two: only the other's fee, and why ("1 to Ana for the tanker (nothing to
  // oneself)" told Ana she paid herself).
  if (
    waiting.length === 1 &&
    tanker !== undefined &&
    tanker !== train &&
    (train === alone || tanker === alone)
  ) {
    const [paid, what, owned] = train === alone ? [tanker, 'tanker', 'train'] : [train, 'train', 'tanker'];
    return `${plural(TRANSPORT_FEE_PER_BARREL, 'share', 'shares')} a barrel to ${seatRef(paid)} for the ${what} (${seatRef(alone)} owns the ${owned})`;
  }
  const own = [train, tanker].some((o) => o !== undefined && waiting.includes(o))
    ? ' (nothing to oneself)'
    : '';
  const fee = (n: number) => plural(n * TRANSPORT_FEE_PER_BARREL, 'share', 'shares');
  if (tanker === undefined) return `${fee(1)} a barrel to ${seatRef(train)} for the train${own}`;
  if (tanker === train) return `${fee(2)} a barrel to ${seatRef(train)} for the train and the tanker${own}`;
  return `${fee(1)} a barrel to ${seatRef(train)} for the train and ${TRANSPORT_FEE_PER_BARREL} to ${seatRef(tanker)} for the tanker${own}`;
}

export function checkTransport(
  s: WildcattersState,
  seat: number,
  source: Source,
  site: string,
  barrels: number,
  tanker?: number,
): Refusal | Way {
  const field = sourceField(source);
  if (field === null) return ruleError('bad-spot', 'There is no such oil source.');
  if (!s.refineries[site]) return ruleError('bad-spot', noRefineryWords(site));
  if (!Number.isInteger(barrels) || barrels < 1)
    return ruleError('bad-action', 'Transport at least one barrel.');
  if (barrelsAt(s, seat, source) < barrels)
    return ruleError('no-barrels', 'You do not have that many barrels there.');
  if (refineryRoom(s, site) < barrels)
    return ruleError('refinery-full', 'That refinery has no room for them.');
  if (tanker !== undefined && !Number.isInteger(tanker)) return ruleError('bad-action', 'No such tanker.');
  const way = findWay(s, seat, field, site, tanker);
  if (way === null)
    return ruleError(
      'no-route',
      `No train (and tanker) links the ${fieldWords(field)} to the ${siteWords(site)} now.`,
    );
  const p = s.players[seat]!;
  if (p.workers < barrels * TRANSPORT_COST_PER_BARREL)
    return ruleError('cannot-afford', `Transport costs ${TRANSPORT_COST_PER_BARREL} workers a barrel.`);
  if (shareTotal(p) < barrels * feePerBarrel(s, seat, way))
    return ruleError('cannot-afford', 'You cannot pay the train and tanker owners.');
  return way;
}

/**
 * Carry `seat`'s barrels on `way` (fees paid, barrels delivered); returns the fees paid and the VP the delivery
 * earned, in words: "2 shares to {p1}, +2 VP" (a VP a barrel, another a barrel that crossed the sea), so the log
 * says why the carrier's VP rose.
 */
function carry(
  s: WildcattersState,
  seat: number,
  source: Source,
  site: string,
  barrels: number,
  way: Way,
): string {
  const fees = feeWords(s, seat, way, barrels);
  takeBarrels(s, seat, source, barrels);
  payFees(s, seat, way, barrels);
  const vp = deliver(s, seat, site, barrels, way.tanker >= 0);
  return `${fees}, +${vp} VP`;
}

/** The active player's transport; then those with oil on the same field are asked to ride along. */
export function transport(
  s: WildcattersState,
  seat: number,
  source: Source,
  site: string,
  barrels: number,
  tanker?: number,
): Done {
  const way = checkTransport(s, seat, source, site, barrels, tanker);
  if ('ok' in way) return way;
  const field = sourceField(source)!;
  const workers = barrels * TRANSPORT_COST_PER_BARREL;
  payWorkers(s, seat, workers);
  const fees = carry(s, seat, source, site, barrels, way);
  let sea = '';
  if (way.tanker >= 0) {
    const t = s.tankers[way.tanker]!;
    t.used = true;
    t.harbour = SITE_BY_ID.get(site)!.harbour!;
    const whose = t.owner === seat ? 'their own' : `${seatRef(t.owner)}'s`;
    sea = ` on ${whose} tanker from ${harbourWords(way.seaFrom!)}`;
  }
  s.last = { seat, kind: 'transport', at: site };
  const events: GameEvent[] = [
    {
      kind: 'transport',
      text:
        // "by rail and sea" before the brackets: an Undo button cut at them still says the oil crossed the sea.
        `${seatRef(seat)} shipped ${plural(barrels, 'barrel', 'barrels')} to the ${siteWords(site)} by ${sea ? 'rail and sea' : 'rail'} ` +
        `(${railwayWords(way.railway)})${sea}: ${plural(workers, 'worker', 'workers')}, ${fees}.`,
    },
  ];
  const waiting: number[] = [];
  // Those with oil on the field who are not asked: the refinery is full, or they could not pay a barrel's fees.
  const left: number[] = [];
  const full = refineryRoom(s, site) === 0;
  for (let k = 1; k < s.seats; k++) {
    const o = (seat + k) % s.seats;
    if (riderSources(s, o, field).length === 0) continue;
    if (!full && mayPayRide(s, o, way)) waiting.push(o);
    else left.push(o);
  }
  if (waiting.length > 0) {
    s.pending = {
      kind: 'rideAlong',
      field,
      site,
      railway: way.railway,
      tanker: way.tanker,
      seaFrom: way.seaFrom,
      waiting,
      asks: s.players.map(() => null),
    };
    events.push({
      kind: 'ask',
      text:
        `${listWords(waiting.map(seatRef))} may ride along to the ${siteWords(site)} with oil from the ` +
        `${fieldWords(field)}: no workers, ${rideFeeWords(s, way, waiting)}.`,
    });
  }
  if (left.length > 0)
    events.push({ kind: 'noRide', text: notRidingWords(left, field, site, full, s.rideSharesOnly === true) });
  return { ok: true, events };
}

/**
 * Whether `seat` could pay a barrel's fees on `way`: with their shares, or (rules version 3) with a loan's, a
 * barrel in supply to take it with (loans at any time, the asked included), as the piggy-back question counts. A
 * game saved under version 2 or before counts the shares alone (`rideSharesOnly`).
 */
function mayPayRide(s: WildcattersState, seat: number, way: Way): boolean {
  const p = s.players[seat]!;
  const fee = feePerBarrel(s, seat, way);
  return s.rideSharesOnly === true ? shareTotal(p) >= fee : mayRaiseShares(p, fee);
}

/**
 * Why players with oil on the field are not asked to ride along: "The Arabia refinery is full: Ben cannot ride
 * along with oil from the Arabia lower field." Without it a player with oil there was passed over with no word.
 * Short of shares, the line says there is no barrel for a loan either, unless the game counts shares only.
 */
function notRidingWords(
  left: readonly number[],
  field: string,
  site: string,
  full: boolean,
  sharesOnly: boolean,
): string {
  const who = listWords(left.map(seatRef));
  const oil = `oil from the ${fieldWords(field)}`;
  const loan = sharesOnly ? '' : ' and no barrel to take a loan with';
  return full
    ? `The ${siteWords(site)} is full: ${who} cannot ride along with ${oil}.`
    : `${who} ${left.length === 1 ? 'has' : 'have'} ${oil} but too few shares for a barrel's fees${loan}: not asked to ride along.`;
}

/** The sources `seat` has on `field` with barrels (pump jacks, and the disk if it stands there). */
export function riderSources(s: WildcattersState, seat: number, field: string): Source[] {
  const out: Source[] = [];
  if (barrelsAt(s, seat, { kind: 'field', field }) > 0) out.push({ kind: 'field', field });
  for (const [area, d] of Object.entries(s.disks)) {
    if (d && d.owner === seat && d.barrels > 0 && wildcatterField(area as AreaId) === field)
      out.push({ kind: 'disk', area: area as AreaId });
  }
  return out;
}

export function rideAlong(s: WildcattersState, seat: number, source: Source, barrels: number): Done {
  const pending = s.pending;
  if (pending?.kind !== 'rideAlong' || !pending.waiting.includes(seat))
    return ruleError('not-asked', 'Nobody asked you to ride along now.');
  if (sourceField(source) !== pending.field)
    return ruleError('illegal-spot', `Only oil from the ${fieldWords(pending.field)} rides along.`);
  if (!Number.isInteger(barrels) || barrels < 1 || barrelsAt(s, seat, source) < barrels)
    return ruleError('no-barrels', 'You do not have that many barrels there.');
  pending.asks[seat] = { source, barrels };
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  const events: GameEvent[] = [
    {
      kind: 'rideAlong',
      text: `${seatRef(seat)} asked to ride along with ${barrels} barrel${barrels === 1 ? '' : 's'}.`,
    },
  ];
  if (pending.waiting.length === 0) resolveRideAlong(s, events);
  return { ok: true, events };
}

export function passRideAlong(s: WildcattersState, seat: number): GameEvent[] {
  const pending = s.pending;
  if (pending?.kind !== 'rideAlong') return [];
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  const events: GameEvent[] = [{ kind: 'pass', text: `${seatRef(seat)} did not ride along.` }];
  if (pending.waiting.length === 0) resolveRideAlong(s, events);
  return events;
}

/** The order riders load in when a ride-along resolves: clockwise from the active player, who does not ride. */
function loadingOrder(s: Pick<WildcattersState, 'current' | 'seats'>): number[] {
  return Array.from({ length: s.seats - 1 }, (_, k) => (s.current + k + 1) % s.seats);
}

/** The riders loaded before `seat` when a ride-along resolves (`loadingOrder` up to `seat`). */
export function ridersBefore(s: Pick<WildcattersState, 'current' | 'seats'>, seat: number): number[] {
  const order = loadingOrder(s);
  const at = order.indexOf(seat);
  return at < 0 ? order : order.slice(0, at);
}

/**
 * The room a ride-along leaves `seat` at most: the refinery's room less what the riders loaded before them
 * (clockwise from the player who shipped) have asked for. Those yet to answer may take more of it; a state or a
 * view will do (the asks are public).
 */
export function rideRoomFor(
  s: Pick<WildcattersState, 'current' | 'seats' | 'refineries'> & {
    pending: { kind: string; site?: string; asks?: readonly ({ barrels: number } | null)[] } | null;
  },
  seat: number,
): number {
  const p = s.pending;
  if (p?.kind !== 'rideAlong' || !p.site || !p.asks) return 0;
  let left = REFINERY_CAPACITY - (s.refineries[p.site]?.barrels.length ?? REFINERY_CAPACITY);
  for (const o of ridersBefore(s, seat)) left -= p.asks[o]?.barrels ?? 0;
  return Math.max(0, left);
}

/** Design: when all have answered, riders load clockwise from the active player while the refinery has room. */
function resolveRideAlong(s: WildcattersState, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'rideAlong') return;
  const way: Way = { railway: pending.railway, tanker: pending.tanker, seaFrom: pending.seaFrom };
  for (const o of loadingOrder(s)) {
    const ask = pending.asks[o];
    if (!ask) continue;
    const fee = feePerBarrel(s, o, way);
    const affordable = fee > 0 ? Math.floor(shareTotal(s.players[o]!) / fee) : ask.barrels;
    const room = refineryRoom(s, pending.site);
    const n = Math.min(ask.barrels, room, affordable, barrelsAt(s, o, ask.source));
    // Fewer barrels than asked (the riders before filled the refinery, or the fees outrun the shares): say why.
    const why =
      n >= ask.barrels
        ? ''
        : room <= affordable
          ? room === 0
            ? `the ${siteWords(pending.site)} was full`
            : `the ${siteWords(pending.site)} had room for no more`
          : affordable === 0
            ? 'too few shares for the fees'
            : `the fees of ${plural(affordable, 'barrel', 'barrels')} were all their shares could pay`;
    if (n > 0) {
      const fees = carry(s, o, ask.source, pending.site, n, way);
      events.push({
        kind: 'rideAlong',
        text: `${seatRef(o)} rode along with ${plural(n, 'barrel', 'barrels')}${why ? ` of the ${ask.barrels} asked (${why})` : ''} to the ${siteWords(pending.site)}: no workers, ${fees}.`,
      });
    } else events.push({ kind: 'rideAlong', text: `${seatRef(o)} could not ride along: ${why}.` });
  }
  s.pending = null;
}

/** Workers the turn's next tanker move costs, after `movesThisTurn` moves: the first is free, then 1 each. */
export function tankerMoveCost(movesThisTurn: number): number {
  return movesThisTurn >= TANKER_FREE_MOVES ? TANKER_EXTRA_MOVE_COST : 0;
}

export function checkMoveTanker(
  s: WildcattersState,
  seat: number,
  tanker: number,
  harbour: string,
): Refusal | null {
  const t = Number.isInteger(tanker) ? s.tankers[tanker] : undefined;
  if (!t || t.owner !== seat) return ruleError('bad-spot', 'That is not your tanker.');
  if (t.used) return ruleError('illegal-spot', 'That tanker carried oil this turn.');
  if (!HARBOUR_SET.has(harbour) || harbour === t.harbour)
    return ruleError('bad-spot', 'Choose another harbour.');
  const cost = tankerMoveCost(s.tankerMovesThisTurn);
  if (s.players[seat]!.workers < cost)
    return ruleError('cannot-afford', `A further tanker move costs ${cost} worker.`);
  return null;
}

/** Seed step 5: an unused tanker moves to any harbour; the first move of the turn is free, then 1 worker each. */
export function moveTanker(s: WildcattersState, seat: number, tanker: number, harbour: string): Done {
  const refused = checkMoveTanker(s, seat, tanker, harbour);
  if (refused) return refused;
  const cost = tankerMoveCost(s.tankerMovesThisTurn);
  if (cost > 0) payWorkers(s, seat, cost);
  s.tankerMovesThisTurn++;
  const from = s.tankers[tanker]!.harbour;
  s.tankers[tanker]!.harbour = harbour;
  s.last = { seat, kind: 'moveTanker', at: harbour };
  return {
    ok: true,
    events: [
      {
        kind: 'moveTanker',
        // From where: a player may have several tankers, and the log must say which one moved.
        text: `${seatRef(seat)} moved a tanker from ${harbourWords(from)} to ${harbourWords(harbour)}${cost ? ` for ${cost} worker` : ' for free'}.`,
      },
    ],
  };
}
