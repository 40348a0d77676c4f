/**
 * Things in words for event texts and views: a hex's label ("C oil spring 9", "J desert") and the indefinite
 * article ("an ore", "an 8"). Engines name things once here so every text says them the same way.
 */
import { EDGES, EDGE_NAMES, HARBOR_SLOTS, HEX_NAMES, NODE_COUNT, NODE_HEXES, NODE_NAMES } from './board';
import { DESERT, GENERIC_HARBOR, GENERIC_RATE, SPECIAL_RATE, TERRAINS } from './data';
import type { CatanState } from './types';

/** What lies on a hex in words (a rule book's `hexKind`: its terrain, or what a scenario put over it). */
type KindOf<X> = (state: CatanState<X>, hex: number) => string;

/**
 * A hex as players name it: letter, what lies on it (its terrain, or what covers it — an oil spring) and its
 * number token, e.g. "C oil spring 9", "L mountains 8", "J desert".
 */
export function hexLabel<X>(state: CatanState<X>, hex: number, kindOf: KindOf<X> = terrainOf): string {
  const n = state.numbers[hex] ?? 0;
  return `${HEX_NAMES[hex] ?? '?'} ${kindOf(state, hex)}${n > 0 ? ` ${n}` : ''}`;
}

/**
 * An intersection as players find it on the picture, which prints hex letters but few intersection numbers:
 * its number and the hexes around it, e.g. "41 (I forest 11 · M hills 6 · N fields 9)" (as the menus name it).
 */
export function nodeWords<X>(state: CatanState<X>, node: number, kindOf: KindOf<X> = terrainOf): string {
  return NODE_WORDS.get(state, node, kindOf);
}

function makeNodeWords<X>(state: CatanState<X>, node: number, kindOf: KindOf<X>): string {
  const hexes = (NODE_HEXES[node] ?? []).map((h) => hexLabel(state, h, kindOf));
  return `${NODE_NAMES[node] ?? '?'} (${hexes.join(' · ')})`;
}

/** The harbor slot serving each intersection, -1 for none (a slot serves its path's two intersections). */
const HARBOR_SLOT_AT: readonly number[] = (() => {
  const out = new Array<number>(NODE_COUNT).fill(-1);
  for (const slot of HARBOR_SLOTS) for (const node of slot.nodes) out[node] = slot.index;
  return out;
})();

/**
 * The harbor a building on `node` trades at, as the menus and the rules page name it ("3:1 harbor", "2:1 ore
 * harbor"; `names`: the rule book's resource names), or null where none serves it.
 */
export function harborWords<X>(state: CatanState<X>, node: number, names: readonly string[]): string | null {
  const slot = HARBOR_SLOT_AT[node] ?? -1;
  if (slot < 0) return null;
  const kind = state.harbors[slot] ?? GENERIC_HARBOR;
  return kind === GENERIC_HARBOR
    ? `${GENERIC_RATE}:1 harbor`
    : `${SPECIAL_RATE}:1 ${names[kind] ?? '?'} harbor`;
}

/** A path the same way: its name and the hexes on either side, e.g. "31-41 (I forest 11 · sea)". */
export function edgeWords<X>(state: CatanState<X>, edge: number, kindOf: KindOf<X> = terrainOf): string {
  return EDGE_WORDS.get(state, edge, kindOf);
}

function makeEdgeWords<X>(state: CatanState<X>, edge: number, kindOf: KindOf<X>): string {
  const sides = (EDGES[edge]?.hexes ?? []).map((h) => hexLabel(state, h, kindOf));
  if (sides.length < 2) sides.push('sea');
  return `${EDGE_NAMES[edge] ?? '?'} (${sides.join(' · ')})`;
}

/**
 * The words of each spot (`nodeWords`, `edgeWords`) kept with what they were made from: the kind and number
 * of each hex around it. Every road and building names its spot in its event, and a spot's words change only
 * when one of its hexes does, so they are made again only then: kept words are given back while each hex
 * still reads the same, which also covers a board edited from outside (tests, scenarios).
 */
export class KeptSpotWords {
  /** Per spot: its words, and the kind and number of each of its hexes they were made from. */
  private readonly words: (string | undefined)[] = [];
  private readonly kinds: string[][] = [];
  private readonly numbers: (number | undefined)[][] = [];

  constructor(
    private readonly hexesOf: readonly (readonly number[])[],
    private readonly make: <X>(state: CatanState<X>, spot: number, kindOf: KindOf<X>) => string,
  ) {}

  get<X>(state: CatanState<X>, spot: number, kindOf: KindOf<X>): string {
    const hexes = this.hexesOf[spot];
    if (!hexes) return this.make(state, spot, kindOf);
    const kept = this.words[spot];
    if (kept !== undefined) {
      const kinds = this.kinds[spot]!;
      const numbers = this.numbers[spot]!;
      let same = true;
      for (let i = 0; i < hexes.length; i++) {
        const h = hexes[i]!;
        if (kinds[i] !== kindOf(state, h) || numbers[i] !== state.numbers[h]) {
          same = false;
          break;
        }
      }
      if (same) return kept;
    }
    const words = this.make(state, spot, kindOf);
    this.words[spot] = words;
    this.kinds[spot] = hexes.map((h) => kindOf(state, h));
    this.numbers[spot] = hexes.map((h) => state.numbers[h]);
    return words;
  }
}

const NODE_WORDS = new KeptSpotWords(NODE_HEXES, makeNodeWords);
const EDGE_WORDS = new KeptSpotWords(
  EDGES.map((e) => e.hexes),
  makeEdgeWords,
);

/** A hex's terrain in words ("forest", "desert"). */
export function terrainOf(state: CatanState<unknown>, hex: number): string {
  return TERRAINS[state.terrain[hex] ?? DESERT] ?? 'desert';
}

/** "a" or "an" for a word or number by its sound: an ore, an oil, an 8, an 11, a Knight, a 2. */
export function article(next: string | number): 'a' | 'an' {
  const s = String(next);
  if (/^\d/.test(s)) return /^(8|11|18)(\D|$)|^8\d*(\D|$)/.test(s) ? 'an' : 'a';
  return /^[aeiou]/i.test(s) ? 'an' : 'a';
}

/** The word with its article: "an ore", "a Knight", "an 8". */
export function withArticle(next: string | number): string {
  return `${article(next)} ${next}`;
}
