/**
 * The starting placement (seed): in turn order each player discards one of their light cards and places one
 * starting piece (rig, train or refinery) in the card's area, no continent holding two refineries; the tanker
 * goes to one of the two Southern Africa harbours. When all are placed the last cards are discarded, the
 * rest of the light cards and the dark cards are shuffled into the area deck and 8 cards are laid face up.
 */
import { seatRef } from '../events';
import { Rng } from '../rng';
import { ruleError, type GameEvent } from '../types';
import { DISPLAY_SIZE, OIL_FIELDS, START_MAX_REFINERIES_PER_CONTINENT, START_TANKER_HARBOURS } from './data';
import {
  FIELD_BY_ID,
  card,
  continentOf,
  fieldRegion,
  RAILWAY_IDS,
  railwayRegion,
  SITE_IDS,
  siteRegion,
} from './map';
import type { ActionOf, Refusal, RegionId, WildcattersAction, WildcattersState } from './types';

type Place = ActionOf<'place'>;

function fieldHasRoom(s: WildcattersState, field: string): boolean {
  return s.fields[field]!.length < FIELD_BY_ID.get(field)!.rigSpots;
}

function refineriesOnContinent(s: WildcattersState, region: RegionId): number {
  const c = continentOf(region);
  let n = 0;
  for (const site of Object.keys(s.refineries)) if (continentOf(siteRegion(site)) === c) n++;
  return n;
}

/** Spots for each piece kind in `region` (null = anywhere: the fallback). */
function spotsFor(
  s: WildcattersState,
  seat: number,
  region: RegionId | null,
): Omit<Place, 'card' | 'type'>[] {
  const p = s.players[seat]!;
  const out: Omit<Place, 'card' | 'type'>[] = [];
  if (p.toPlace.rig > 0) {
    for (const f of OIL_FIELDS)
      if ((region === null || fieldRegion(f.id) === region) && fieldHasRoom(s, f.id))
        out.push({ piece: 'rig', at: f.id });
  }
  if (p.toPlace.train > 0) {
    for (const r of RAILWAY_IDS)
      if ((region === null || railwayRegion(r) === region) && s.trains[r] === undefined)
        out.push({ piece: 'train', at: r });
  }
  if (p.toPlace.refinery > 0) {
    for (const site of SITE_IDS) {
      const reg = siteRegion(site);
      if (
        (region === null || reg === region) &&
        !s.refineries[site] &&
        refineriesOnContinent(s, reg) < START_MAX_REFINERIES_PER_CONTINENT
      )
        out.push({ piece: 'refinery', at: site });
    }
  }
  return out;
}

/**
 * The placements `seat` may make now. Design fallback: when no card in hand fits any remaining piece (its
 * area full, or its continent already has a refinery), the piece may go anywhere it fits, with any card.
 */
export function legalPlacements(s: WildcattersState, seat: number): WildcattersAction[] {
  const p = s.players[seat]!;
  const out: WildcattersAction[] = [];
  if (!p.tankerPlaced) for (const h of START_TANKER_HARBOURS) out.push({ type: 'placeTanker', harbour: h });
  const pieces = p.toPlace.rig + p.toPlace.train + p.toPlace.refinery;
  if (pieces === 0) return out;
  const strict: WildcattersAction[] = [];
  for (const id of p.hand) {
    const area = card(id).area;
    for (const spot of spotsFor(s, seat, area)) strict.push({ type: 'place', card: id, ...spot });
  }
  // The fallback applies per piece kind with no fitting card.
  const kindsCovered = new Set(strict.map((a) => (a.type === 'place' ? a.piece : '')));
  const uncovered = spotsFor(s, seat, null).filter((sp) => !kindsCovered.has(sp.piece));
  out.push(...strict);
  for (const id of p.hand) for (const spot of uncovered) out.push({ type: 'place', card: id, ...spot });
  return out;
}

function sameAction(a: WildcattersAction, b: WildcattersAction): boolean {
  if (a.type === 'place' && b.type === 'place')
    return a.card === b.card && a.piece === b.piece && a.at === b.at;
  if (a.type === 'placeTanker' && b.type === 'placeTanker') return a.harbour === b.harbour;
  return false;
}

/** Apply a starting placement (or the tanker) by the seat whose placement turn it is. */
export function applyPlacement(
  s: WildcattersState,
  seat: number,
  action: ActionOf<'place'> | ActionOf<'placeTanker'>,
): { ok: true; events: GameEvent[] } | Refusal {
  const legal = legalPlacements(s, seat);
  if (!legal.some((a) => sameAction(a, action))) {
    if (action.type === 'place' && !s.players[seat]!.hand.includes(action.card))
      return ruleError('bad-card', 'That card is not in your hand.');
    return ruleError('illegal-spot', 'That piece cannot go there now.');
  }
  const p = s.players[seat]!;
  const events: GameEvent[] = [];
  if (action.type === 'placeTanker') {
    p.tankerPlaced = true;
    p.supply.tankers--;
    s.tankers.push({ owner: seat, harbour: action.harbour, used: false });
    events.push({ kind: 'place', text: `${seatRef(seat)} put a tanker in ${action.harbour}.` });
    s.last = { seat, kind: 'placeTanker', at: action.harbour };
  } else {
    p.hand.splice(p.hand.indexOf(action.card), 1);
    s.discards.push(action.card);
    if (action.piece === 'rig') {
      p.toPlace.rig--;
      p.supply.rigs--;
      s.fields[action.at]!.push({ owner: seat, kind: 'rig', barrels: 0 });
    } else if (action.piece === 'train') {
      p.toPlace.train--;
      p.supply.trains--;
      s.trains[action.at] = seat;
    } else {
      p.toPlace.refinery--;
      p.supply.refineries--;
      s.refineries[action.at] = { owner: seat, barrels: [] };
    }
    events.push({
      kind: 'place',
      text: `${seatRef(seat)} discarded ${action.card} and placed a ${action.piece} at ${action.at}.`,
    });
    s.last = { seat, kind: 'place', at: action.at };
  }
  nextPlacer(s, events);
  return { ok: true, events };
}

function placementsLeft(s: WildcattersState, seat: number): number {
  const p = s.players[seat]!;
  return p.toPlace.rig + p.toPlace.train + p.toPlace.refinery + (p.tankerPlaced ? 0 : 1);
}

/** The next placer in turn order with something left; when nobody has, the area deck and display. */
function nextPlacer(s: WildcattersState, events: GameEvent[]): void {
  for (let k = 1; k <= s.seats; k++) {
    const i = (s.turnIndex + k) % s.seats;
    const seat = s.order[i]!;
    if (placementsLeft(s, seat) > 0) {
      s.turnIndex = i;
      s.current = seat;
      return;
    }
  }
  const rng = new Rng(s.rng);
  for (const p of s.players) {
    s.discards.push(...p.hand);
    p.hand = [];
  }
  rng.shuffle(s.deck);
  s.display = s.deck.splice(s.deck.length - DISPLAY_SIZE, DISPLAY_SIZE).reverse();
  s.phase = 'turns';
  s.turnIndex = 0;
  s.current = s.order[0]!;
  s.step = 'card';
  events.push({
    kind: 'placementDone',
    text: 'The starting placement is done: the area deck is shuffled and 8 cards lie face up.',
  });
}
