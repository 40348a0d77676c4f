/**
 * Wildcatters places and things in words, as the picture shows them: "Texas upper field", "Houston (Texas)",
 * "Europe port refinery", "Slot 3: Indonesia, +6 of Ana's shares (blue)", so a chooser's labels can be found
 * on the map.
 */
import {
  CONSOLIDATION_CHIPS,
  DARK_CARDS,
  LIGHT_CARDS,
  type AreaCard,
  type AreaCardBonus,
} from '../../games/wildcatters/data';
import type { Source } from '../../games/wildcatters/types';
import { formatSeats, formatSeatsFor, seatName } from '../../games/events';
import { colourSharesText, fieldWords, regionName, sharesByColourText } from '../../games/wildcatters/words';

export { fieldWords, harbourWords, railwayWords, regionName, siteWords } from '../../games/wildcatters/words';

const CARDS = new Map<string, AreaCard>([...LIGHT_CARDS, ...DARK_CARDS].map((c) => [c.id, c]));

export function areaCard(id: string): AreaCard | undefined {
  return CARDS.get(id);
}

/**
 * A light card of the starting placement, by its area alone ("Argentina"): its bonus is not paid then (the seed's
 * set-up says discard and place; the bonus is a turn's step 2), so the menu and the hand do not show one. A
 * newcomer read "Discard Argentina, +3 workers" as a bonus to be had.
 */
export function setUpCardWords(id: string): string {
  const c = CARDS.get(id);
  return c ? regionName(c.area) : id;
}

/**
 * The players whose colours the share colours are, by seat (colour c is seat c's), as `names` says them: only
 * the seated ones, as a game of 2 or 3 has colours nobody plays.
 */
export function shareOwners(view: { seats: number }, names: readonly string[]): string[] {
  return Array.from({ length: view.seats }, (_, seat) => seatName(names, seat));
}

/**
 * "8 of Ben's shares (pink)", or "8 neutral shares (pink)" for a colour nobody plays. Private words speak to their
 * `reader` (a seat, null in public): their own colour is "8 of your shares (blue)".
 */
export function colourSharesWords(
  n: number,
  colour: number,
  owners: readonly string[],
  reader: number | null = null,
): string {
  const text = colourSharesText(n, colour, owners.length);
  return reader === null ? formatSeats(text, owners) : formatSeatsFor(text, owners, reader);
}

/** A card's bonus: "+6 workers", "+8 of Ben's shares (pink)" ("of your shares" to Ben), "+1 refinery chip". */
export function bonusWords(
  b: AreaCardBonus,
  owners: readonly string[],
  reader: number | null = null,
): string {
  if (b.kind === 'workers') return `+${b.amount} workers`;
  if (b.kind === 'shares') return `+${colourSharesWords(b.amount, b.colour, owners, reader)}`;
  return '+1 refinery chip';
}

/**
 * "Persia, +4 workers, refinery card"; `owners` names the players whose shares a card gives, `reader` is the
 * seat that reads private words (their own colour's shares are "your shares"), null in public.
 */
export function cardWords(id: string, owners: readonly string[], reader: number | null = null): string {
  const c = CARDS.get(id);
  if (!c) return id;
  return `${regionName(c.area)}, ${bonusWords(c.bonus, owners, reader)}${c.refinery ? ', refinery card' : ''}`;
}

/** Where barrels come from: "your pump jacks on Texas upper field" / "your Texas wildcatter disk". */
export function sourceWords(s: Source): string {
  return s.kind === 'field'
    ? `Pump jacks on ${fieldWords(s.field)}`
    : `${regionName(s.area)} wildcatter disk`;
}

export function barrelsWords(n: number): string {
  return `${n} barrel${n === 1 ? '' : 's'}`;
}

export function sharesWords(n: number): string {
  return `${n} share${n === 1 ? '' : 's'}`;
}

/** A consolidation chip by its index in the stack: "12 shares (2+ colours) → 3 VP". */
export function chipWords(index: number): string {
  const c = CONSOLIDATION_CHIPS[index];
  return c ? `${c.price} shares (${c.minColours}+ colours) → ${c.vp} VP` : 'none left';
}

/**
 * Shares by colour, for `viewer`'s hand and chooser, in the words of the card bonuses and the chip line: "20 of
 * your own shares (blue), 5 of Ben's shares (orange), 3 neutral shares (pink)" (colours held only, their own first).
 */
export function sharesByColour(shares: readonly number[], owners: readonly string[], viewer: number): string {
  return formatSeats(sharesByColourText(shares, owners.length, viewer, 'your'), owners) || 'none';
}
