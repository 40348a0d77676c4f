/**
 * Wildcatters places and things in words, as the picture shows them: "Texas upper field", "Houston (Texas)",
 * "Europe port refinery", "Slot 3: Indonesia, +6 blue shares", so a chooser's labels can be found on the map.
 */
import { PLAYER_STYLES } from '../../render/kit/palette';
import {
  CONSOLIDATION_CHIPS,
  DARK_CARDS,
  LIGHT_CARDS,
  type AreaCard,
  type AreaCardBonus,
} from '../../games/wildcatters/data';
import type { Source } from '../../games/wildcatters/types';
import { fieldWords, regionName } from '../../games/wildcatters/words';

export { fieldWords, harbourWords, railwayWords, regionName, siteWords } from '../../games/wildcatters/words';

const CARDS = new Map<string, AreaCard>([...LIGHT_CARDS, ...DARK_CARDS].map((c) => [c.id, c]));

export function areaCard(id: string): AreaCard | undefined {
  return CARDS.get(id);
}

/** A share colour by name ("blue"): colour c is seat c's. */
export function colourName(colour: number): string {
  return PLAYER_STYLES[colour]?.name ?? `colour ${colour + 1}`;
}

export function bonusWords(b: AreaCardBonus): string {
  if (b.kind === 'workers') return `+${b.amount} workers`;
  if (b.kind === 'shares') return `+${b.amount} ${colourName(b.colour)} shares`;
  return '+1 refinery chip';
}

/** "Persia, +4 workers, refinery card". */
export function cardWords(id: string): string {
  const c = CARDS.get(id);
  if (!c) return id;
  return `${regionName(c.area)}, ${bonusWords(c.bonus)}${c.refinery ? ', refinery card' : ''}`;
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

/** Shares by colour: "18 blue, 4 vermillion, 3 purple" (colours held only). */
export function sharesByColour(shares: readonly number[]): string {
  const parts = shares.map((n, c) => (n > 0 ? `${n} ${colourName(c)}` : '')).filter(Boolean);
  return parts.join(', ') || 'none';
}
