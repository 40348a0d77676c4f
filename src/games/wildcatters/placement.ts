/**
 * The starting placement (seed): first, in turn order, each player puts their tanker in one of the two Southern
 * Africa harbours ("place their tanker in one of the two Southern Africa harbors. Finally, deal each player 8
 * light-colored area cards"); then in turn order each player discards one of their light cards and places one
 * starting piece (rig, train or refinery) in the card's area, no continent holding two refineries. When all
 * are placed the last cards are discarded, the rest of the light cards and the dark cards are shuffled into the
 * area deck and 8 cards are laid face up.
 */
import { seatRef } from '../events';
import { Rng } from '../rng';
import { ruleError, type GameEvent } from '../types';
import {
  DISPLAY_SIZE,
  START_CARDS_DISCARDED_UNUSED,
  START_LIGHT_CARDS_DEALT,
  START_MAX_REFINERIES_PER_CONTINENT,
  START_TANKER_HARBOURS,
} from './data';
import {
  FIELD_BY_ID,
  FIELDS_OF_REGION,
  RAILWAY_BY_ID,
  RAILWAYS_OF_REGION,
  REGIONS,
  SITE_BY_ID,
  SITES_OF_REGION,
  card,
  continentOf,
  fieldRegion,
  railwayRegion,
  siteRegion,
} from './map';
import type { ActionOf, Phase, Refusal, RegionId, WildcattersAction, WildcattersState } from './types';
import { cardName, harbourWords, placeWords } from './words';

type Place = ActionOf<'place'>;

function fieldHasRoom(s: WildcattersState, field: string): boolean {
  return s.fields[field]!.length < FIELD_BY_ID.get(field)!.rigSpots;
}

/** Continents that hold a refinery already. */
function refineryContinents(s: WildcattersState): Set<string> {
  const out = new Set<string>();
  for (const site in s.refineries) out.add(continentOf(siteRegion(site)));
  return out;
}

type Spot = Omit<Place, 'card' | 'type'>;

/** Spots for each remaining piece kind in `regions`. */
function spotsFor(
  s: WildcattersState,
  seat: number,
  regions: readonly RegionId[],
  taken: Set<string>,
): Spot[] {
  const p = s.players[seat]!;
  const out: Spot[] = [];
  for (const region of regions) {
    if (p.toPlace.rig > 0)
      for (const f of FIELDS_OF_REGION.get(region) ?? [])
        if (fieldHasRoom(s, f)) out.push({ piece: 'rig', at: f });
    if (p.toPlace.train > 0)
      for (const r of RAILWAYS_OF_REGION.get(region) ?? [])
        if (s.trains[r] === undefined) out.push({ piece: 'train', at: r });
    if (p.toPlace.refinery > 0 && START_MAX_REFINERIES_PER_CONTINENT <= 1 && !taken.has(continentOf(region)))
      for (const site of SITES_OF_REGION.get(region) ?? [])
        if (!s.refineries[site]) out.push({ piece: 'refinery', at: site });
  }
  return out;
}

/** Spots of piece kinds no card in hand can place (the design fallback: anywhere they fit). */
function fallbackSpots(s: WildcattersState, seat: number, taken: Set<string>, covered?: Set<string>): Spot[] {
  const p = s.players[seat]!;
  if (!covered) {
    covered = new Set<string>();
    for (const id of p.hand)
      for (const sp of spotsFor(s, seat, [card(id).area], taken)) covered.add(sp.piece);
  }
  const missing =
    (p.toPlace.rig > 0 && !covered.has('rig')) ||
    (p.toPlace.train > 0 && !covered.has('train')) ||
    (p.toPlace.refinery > 0 && !covered.has('refinery'));
  if (!missing) return [];
  return spotsFor(s, seat, REGIONS, taken).filter((sp) => !covered.has(sp.piece));
}

/**
 * The placements `seat` may make now. Design fallback: when no card in hand fits a remaining piece (its
 * area full, or its continent already has a refinery), that piece may go anywhere it fits, with any card.
 */
export function legalPlacements(s: WildcattersState, seat: number): WildcattersAction[] {
  const p = s.players[seat]!;
  const out: WildcattersAction[] = [];
  // The tanker comes first, before any card is played (the seed places it before the deal).
  if (!p.tankerPlaced) {
    for (const h of START_TANKER_HARBOURS) out.push({ type: 'placeTanker', harbour: h });
    return out;
  }
  if (p.toPlace.rig + p.toPlace.train + p.toPlace.refinery === 0) return out;
  const taken = refineryContinents(s);
  const byArea = new Map<string, Spot[]>();
  const covered = new Set<string>();
  for (const id of p.hand) {
    const area = card(id).area;
    let spots = byArea.get(area);
    if (!spots) byArea.set(area, (spots = spotsFor(s, seat, [area], taken)));
    for (const spot of spots) {
      covered.add(spot.piece);
      out.push({ type: 'place', card: id, piece: spot.piece, at: spot.at });
    }
  }
  const fallback = fallbackSpots(s, seat, taken, covered);
  for (const id of p.hand)
    for (const spot of fallback) out.push({ type: 'place', card: id, piece: spot.piece, at: spot.at });
  return out;
}

function spotRegion(piece: Spot['piece'], at: string): RegionId | null {
  if (piece === 'rig') return FIELD_BY_ID.has(at) ? fieldRegion(at) : null;
  if (piece === 'train') return RAILWAY_BY_ID.has(at) ? railwayRegion(at) : null;
  return SITE_BY_ID.has(at) ? siteRegion(at) : null;
}

function placementRefusal(
  s: WildcattersState,
  seat: number,
  a: ActionOf<'place'> | ActionOf<'placeTanker'>,
): Refusal | null {
  const p = s.players[seat]!;
  if (a.type === 'placeTanker') {
    if (p.tankerPlaced) return ruleError('no-pieces', 'Your tanker is placed already.');
    if (!START_TANKER_HARBOURS.includes(a.harbour))
      return ruleError('illegal-spot', 'The tanker starts in a Southern Africa harbour.');
    return null;
  }
  if (!p.tankerPlaced) return ruleError('wrong-step', 'First put your tanker in a Southern Africa harbour.');
  if (!p.hand.includes(a.card)) return ruleError('bad-card', 'That card is not in your hand.');
  const region = spotRegion(a.piece, a.at);
  if (region === null) return ruleError('bad-spot', 'There is no such spot.');
  if (p.toPlace[a.piece] < 1)
    return ruleError(
      'no-pieces',
      `Your starting ${a.piece === 'refinery' ? 'refineries' : `${a.piece}s`} are placed.`,
    );
  const taken = refineryContinents(s);
  const inArea = spotsFor(s, seat, [region], taken).some((sp) => sp.piece === a.piece && sp.at === a.at);
  if (!inArea) return ruleError('illegal-spot', 'That piece cannot go there now.');
  if (
    region !== card(a.card).area &&
    !fallbackSpots(s, seat, taken).some((sp) => sp.piece === a.piece && sp.at === a.at)
  )
    return ruleError('illegal-spot', "Place the piece in the card's area.");
  return null;
}

/**
 * Whether the light cards are dealt, as the players see it (a state or a view). The seed deals them after the
 * tankers ("place their tanker in one of the two Southern Africa harbors. Finally, deal each player 8
 * light-colored area cards"): set-up draws them from the shuffled light cards, which is the same deal, but nobody
 * sees a hand, nor its size, before every tanker is down (view.ts), so no card tells where to put one.
 */
export function handsDealt(s: { phase: Phase; players: readonly { tankerPlaced: boolean }[] }): boolean {
  return s.phase !== 'placement' || s.players.every((p) => p.tankerPlaced);
}

/** Apply a starting placement (or the tanker) by the seat whose placement turn it is. */
export function applyPlacement(
  s: WildcattersState,
  seat: number,
  action: ActionOf<'place'> | ActionOf<'placeTanker'>,
): { ok: true; events: GameEvent[] } | Refusal {
  const refused = placementRefusal(s, seat, action);
  if (refused) return refused;
  const p = s.players[seat]!;
  const events: GameEvent[] = [];
  if (action.type === 'placeTanker') {
    p.tankerPlaced = true;
    p.supply.tankers--;
    s.tankers.push({ owner: seat, harbour: action.harbour, used: false });
    events.push({
      kind: 'place',
      text: `${seatRef(seat)} placed the starting tanker in ${harbourWords(action.harbour)}.`,
    });
    s.last = { seat, kind: 'placeTanker', at: action.harbour };
    // The hands are seen from the last tanker on (handsDealt), so say so.
    if (handsDealt(s))
      events.push({
        kind: 'deal',
        text: `Every tanker is in Southern Africa: each player is dealt ${START_LIGHT_CARDS_DEALT} light area cards.`,
      });
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
    // A piece outside its card's area came by the design fallback: the line says so, or it reads as a mistake.
    const anywhere =
      spotRegion(action.piece, action.at) === card(action.card).area
        ? ''
        : ': no card in their hand could place it in its own area, so it may go anywhere it fits';
    events.push({
      kind: 'place',
      text: `${seatRef(seat)} discarded ${cardName(action.card)} and placed ${placedWords(action.piece, action.at)}${anywhere}.`,
    });
    s.last = { seat, kind: 'place', at: action.at };
  }
  nextPlacer(s, events);
  return { ok: true, events };
}

/**
 * A starting piece where it went: "a rig on Texas upper field", "a train on Texas upper field → Houston", "the
 * Alaska refinery".
 */
function placedWords(piece: 'rig' | 'train' | 'refinery', at: string): string {
  if (piece === 'refinery') return `the ${placeWords(piece, at)}`;
  return `a ${piece} on ${placeWords(piece, at)}`;
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
    text:
      `The starting placement is done: the last ${START_CARDS_DISCARDED_UNUSED} cards of each hand are discarded, ` +
      `the area deck is shuffled and ${DISPLAY_SIZE} cards lie face up.`,
  });
}
