/**
 * Wildcatters places and things in words, as the picture shows them: "Texas upper field", "Houston (Texas)",
 * "Europe port refinery", "Slot 3: Indonesia, +6 blue shares", so a chooser's labels can be found on the map.
 */
import { PLAYER_STYLES } from '../../render/kit/palette';
import {
  AREA_LIST,
  CONSOLIDATION_CHIPS,
  CONTINENT_LIST,
  DARK_CARDS,
  HARBOURS,
  LIGHT_CARDS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_SITES,
  type AreaCard,
  type AreaCardBonus,
  type Region,
} from '../../games/wildcatters/data';
import type { Source } from '../../games/wildcatters/types';

const CARDS = new Map<string, AreaCard>([...LIGHT_CARDS, ...DARK_CARDS].map((c) => [c.id, c]));

export function areaCard(id: string): AreaCard | undefined {
  return CARDS.get(id);
}

/** A region's name: an area ("Texas") or a white continent ("Southern Africa"). */
export function regionName(id: string): string {
  return (
    AREA_LIST.find((a) => a.id === id)?.name ??
    CONTINENT_LIST.find((c) => c.id === id)?.name ??
    id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
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
