/**
 * Wildcatters places in words, as the picture labels them ("Texas upper field", "Houston (Texas)", "Europe
 * port refinery"): the engine's event texts and the presenter's labels both use these, never the data ids.
 */
import {
  AREA_LIST,
  CONTINENT_LIST,
  DARK_CARDS,
  HARBOURS,
  LIGHT_CARDS,
  OIL_FIELDS,
  PIECES_PER_COLOUR,
  RAILWAYS,
  REFINERY_SITES,
  STARTING_PIECES,
  type AreaId,
  type Region,
} from './data';
import type { RegionId, TurnStep, WildcattersView } from './types';
import { colourName } from '../colours';
import { seatRef } from '../events';

/** A region's name: an area ("Texas") or a white continent ("Southern Africa"). */
export function regionName(id: string): string {
  return (
    AREA_LIST.find((a) => a.id === id)?.name ??
    CONTINENT_LIST.find((c) => c.id === id)?.name ??
    id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

/**
 * Shares of one colour, with seat tokens: "8 of {p1}'s shares (pink)", or "8 neutral shares (pink)" for a colour
 * nobody plays (a game of `seats` 2 or 3: the rules page's neutral shares), in the same shape: a playtest's "8
 * pink shares" in a game of three read as someone's. The `taker`'s own colour, in their move's line, is
 * "8 of their own shares (pink)" (undo's private answer: "of your own shares"), not "of {p0}'s": a playtest's
 * "Ana took the Texas card: +6 shares of Ana's colour." read as if about someone else. Words that speak to the
 * taker (`own` "your") say "8 of your own shares (pink)".
 */
export function colourSharesText(
  n: number,
  colour: number,
  seats: number,
  taker?: number,
  own: 'their' | 'your' = 'their',
): string {
  if (colour >= seats) return `${n} neutral ${n === 1 ? 'share' : 'shares'} (${colourName(colour)})`;
  // "1 of Ben's shares", one of many: a playtest's chip line read "1 of Ana's share (white)".
  const whose = colour === taker ? `${own} own` : `${seatRef(colour)}'s`;
  return `${n} of ${whose} shares (${colourName(colour)})`;
}

/**
 * The shares `holder` has (or paid), by colour, in colourSharesText's words: their own colour first, then by
 * seat, then the colours nobody plays ("9 of their own shares (blue), 6 of {p1}'s shares (pink), 3 neutral
 * shares (white)"); `own` is "your" where the words speak to the holder. Empty when there are none.
 */
export function sharesByColourText(
  shares: readonly number[],
  seats: number,
  holder: number,
  own: 'their' | 'your' = 'their',
): string {
  const order = [holder, ...shares.keys()].filter((c, i, all) => all.indexOf(c) === i);
  return order
    .filter((c) => (shares[c] ?? 0) > 0)
    .map((c) => colourSharesText(shares[c]!, c, seats, holder, own))
    .join(', ');
}

function regionOf(region: Region): string {
  return region.kind === 'area' ? region.area : region.continent;
}

/** "Texas upper field" (the one with the wildcatter disk) / "lower field"; Siberia's lie west and east. */
export function fieldWords(id: string): string {
  const f = OIL_FIELDS.find((x) => x.id === id);
  if (!f) return id;
  const r = regionOf(f.region);
  const name = regionName(r);
  if (f.region.kind === 'white') return `${name} field`;
  const first = id.endsWith('.1');
  if (r === 'siberia') return `${name} ${first ? 'west' : 'east'} field`;
  return `${name} ${first ? 'upper' : 'lower'} field`;
}

/** "Houston (Texas)"; Southern Africa's two: "Luanda (Southern Africa, west)". */
export function harbourWords(id: string): string {
  const h = HARBOURS.find((x) => x.id === id);
  if (!h) return id;
  const r = regionName(regionOf(h.region));
  const side = id.endsWith('.west') ? ', west' : id.endsWith('.east') ? ', east' : '';
  return `${h.name} (${r}${side})`;
}

/** "Texas refinery" / "Europe port refinery" / "Europe inland refinery". */
export function siteWords(id: string): string {
  const s = REFINERY_SITES.find((x) => x.id === id);
  if (!s) return id;
  const r = regionName(regionOf(s.region));
  if (id.endsWith('.port')) return `${r} port refinery`;
  if (id.endsWith('.inland')) return `${r} inland refinery`;
  return `${r} refinery`;
}

/** "Texas upper field → Houston" / "… → Texas refinery". */
export function railwayWords(id: string): string {
  const r = RAILWAYS.find((x) => x.id === id);
  if (!r) return id;
  const to =
    r.to.kind === 'harbour' ? (HARBOURS.find((h) => h.id === r.to.id)?.name ?? r.to.id) : siteWords(r.to.id);
  return `${fieldWords(r.field)} → ${to}`;
}

/** "the Texas card" (a light or dark area card by its id). */
export function cardName(id: string): string {
  const area = [...LIGHT_CARDS, ...DARK_CARDS].find((c) => c.id === id)?.area;
  return area ? `the ${regionName(area)} card` : `card ${id}`;
}

/** "the Alaska refinery card" (a refinery area card by its id). */
export function refineryCardName(id: string): string {
  const area = [...LIGHT_CARDS, ...DARK_CARDS].find((c) => c.id === id)?.area;
  return area ? `the ${regionName(area)} refinery card` : `refinery card ${id}`;
}

/** Where a piece of the starting placement went, by its kind. */
export function placeWords(piece: 'rig' | 'train' | 'refinery', at: string): string {
  if (piece === 'rig') return fieldWords(at);
  if (piece === 'train') return railwayWords(at);
  return siteWords(at);
}

/** A refusal for a transport or an emptying at `site` with no refinery: the site by name when there is one. */
export function noRefineryWords(site: string): string {
  return REFINERY_SITES.some((x) => x.id === site)
    ? `The ${siteWords(site)} is not built.`
    : 'There is no such refinery.';
}

/** The starting pieces one player places after the tanker (3 rigs, 2 trains and a refinery). */
export const START_PIECES = STARTING_PIECES.rigs + STARTING_PIECES.trains + STARTING_PIECES.refineries;

/**
 * Which of their starting pieces `seat` places now (1 to 6), from the pieces gone from their supply: public, as
 * the map shows every piece placed (only starting pieces leave the supply before round 1).
 */
export function startingPieceNumber(view: WildcattersView, seat: number): number {
  const s = view.players[seat]?.supply;
  if (!s) return 1;
  const placed =
    PIECES_PER_COLOUR.rigs -
    s.rigs +
    (PIECES_PER_COLOUR.trains - s.trains) +
    (PIECES_PER_COLOUR.refineries - s.refineries);
  return Math.min(placed + 1, START_PIECES);
}

/**
 * What the player to act places in the starting placement, after a verb (`what`: "a tanker", "a starting piece (2
 * of 6)"; a playtest could not tell how many were left) and in the fewest words (`short`: "tanker", "piece (2 of
 * 6)"). The turn message's title ("Ana places …") and the picture's header ("Ana: place …") both say these, so
 * they cannot name another step or count. Public: the supply's counts and the map's pieces lie open.
 */
export function setUpPieceWords(view: WildcattersView): { what: string; short: string } {
  if (view.players[view.current]?.tankerPlaced === false) return { what: 'a tanker', short: 'tanker' };
  const count = `(${startingPieceNumber(view, view.current)} of ${START_PIECES})`;
  return { what: `a starting piece ${count}`, short: `piece ${count}` };
}

/** A turn step as its refusal names it: "Building is over this turn." */
export const STEP_WORDS: Record<TurnStep, string> = {
  card: 'Choosing the area card',
  build: 'Building',
  oil: 'Working the oil',
  tankers: 'Moving tankers',
  empty: 'Emptying refineries',
  chip: 'Buying the chip',
};

/**
 * The open question in a few words: "piggy-back in Texas?", "auction of the Texas disk", "empty a refinery with
 * the Alaska refinery card?" (final scoring step 1).
 */
export function questionWords(
  p:
    | { kind: 'piggyback'; region: RegionId }
    | { kind: 'auction'; area: AreaId }
    | { kind: 'finalEmpty'; card: string }
    | { kind: 'rideAlong' | 'repay' },
): string {
  switch (p.kind) {
    case 'piggyback':
      return `piggy-back in ${regionName(p.region)}?`;
    case 'auction':
      return `auction of the ${regionName(p.area)} disk`;
    case 'finalEmpty':
      return `empty a refinery with ${refineryCardName(p.card)}?`;
    case 'rideAlong':
      return 'ride along?';
    case 'repay':
      return 'repay loans?';
  }
}
