/** Catan things in words: views, costs, rates, hexes and intersections as the picture names them. */
import { listWords } from '../../games/awards';
import { EDGES, NODE_HEXES, edgeIndex, nodeIndex } from '../../games/catan/board';
import { COSTS, RESOURCES } from '../../games/catan/data';
import type { CatanView, HexView } from '../../games/catan/types';
import type { GameSnapshot } from '../desk';

export type Action = Record<string, unknown> & { type: string };

export function catanView(snap: GameSnapshot, seat: number | null): CatanView {
  return snap.module.view(snap.state, seat) as CatanView;
}

function costRecord(cost: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  RESOURCES.forEach((r, i) => {
    if ((cost[i] ?? 0) > 0) out[r] = cost[i]!;
  });
  return out;
}

/** Affordability marks that every font has (emoji may be missing on a bare machine). */
export const CAN = '✓';
export const CANNOT = '✗';

/** "4:1 for anything; 3:1 harbor for anything; 2:1 ore harbor". */
export function ratesWords(rates: Record<string, number>): string {
  const values = Object.values(rates);
  const best = values.length ? Math.min(...values) : 4;
  const generic = values.length > 0 && values.every((r) => r <= 3);
  const special = Object.entries(rates)
    .filter(([, r]) => r === 2)
    .map(([res]) => `2:1 ${res}`);
  const parts = [generic ? '3:1 for anything (harbor)' : '4:1 for anything', ...special];
  return best === 4 ? '4:1 for anything' : parts.join('; ');
}

export const BUILD_COSTS: { key: string; label: string; cost: Record<string, number> }[] = [
  { key: 'road', label: 'Road', cost: costRecord(COSTS.road) },
  { key: 'settlement', label: 'Settlement', cost: costRecord(COSTS.settlement) },
  { key: 'city', label: 'City', cost: costRecord(COSTS.city) },
  { key: 'buydev', label: 'Development card', cost: costRecord(COSTS.dev) },
];

export function hexWords(h: HexView | undefined): string {
  if (!h) return '?';
  // The engine names each hex once ("C oil spring 9": a spring, never the terrain it covers).
  return h.label;
}

/** A path in words: the hexes on either side of it ("forest 8 · sea"), as the picture shows them. */
export function edgeDetail(view: CatanView, at: string): string | undefined {
  const edge = EDGES[edgeIndex(at)];
  if (!edge) return undefined;
  // The board's own hexes of the path, as the engine's `edgeWords` names them.
  const words = edge.hexes.map((h) => hexWords(view.hexes[h]));
  if (words.length < 2) words.push('sea');
  return words.join(' · ');
}

/** A harbor as the rules page names it: "3:1 harbor", "2:1 grain harbor" (not "harbor generic 3:1"). */
function harborWords(harbor: { kind: string; rate: number }): string {
  return `${harbor.rate}:1 ${harbor.kind === 'generic' ? '' : `${harbor.kind} `}harbor`;
}

/**
 * A spot in a menu: the hexes it touches as the picture names them, then their pips (the dots under the number
 * tokens, how often they are rolled: 5 for a 6 or an 8, none for the desert), then its harbor: "A mountains 10 ·
 * D fields 12 · E hills 6 — 9 pips", "B pasture 2 — 1 pip, 2:1 grain harbor". A newcomer reading the set-up menu
 * saw the numbers but not which spots pay. Public: the board is. Events name a spot by the part before " — ".
 * `pips: false` leaves them out (a metropolis's line, already long with its Disaster Track).
 */
export function nodeDetail(view: CatanView, at: string, { pips = true } = {}): string | undefined {
  const i = nodeIndex(at);
  if (i < 0) return undefined;
  const hexes = (NODE_HEXES[i] ?? []).map((h) => view.hexes[h]);
  const total = hexes.reduce((sum, h) => sum + (h?.pips ?? 0), 0);
  const harbor = view.harbors.find((hb) => hb.at.includes(at));
  const yields = [pips ? `${total} ${total === 1 ? 'pip' : 'pips'}` : '', harbor ? harborWords(harbor) : ''];
  return [hexes.map(hexWords).join(' · '), yields.filter(Boolean).join(', ')].filter(Boolean).join(' — ');
}

/**
 * The engine's public reason a player was not asked to answer an offer ("holds 0 oil", "holds 1 card", "has
 * no room for oil": `TradeView` answers' `notAsked`), said to that player ("you hold 0 oil").
 */
export function yourReason(reason: string): string {
  return reason.replace(/^holds\b/, 'you hold').replace(/^has\b/, 'you have');
}

/**
 * What a discard after a 7 is made of, as `seat` is asked for it: "cards", or "(cards or oil)" to one who holds a
 * public resource (Oil Springs' oil counts toward the limit and may be discarded, but it is no card: "Which 4
 * cards?" left a player with oil wondering whether it could be among them). The discard's form and My hand say it
 * alike.
 */
export function discardWords(view: CatanView, seat: number): string {
  const held = Object.entries(view.players[seat]?.publicHoldings ?? {})
    .filter(([, n]) => n > 0)
    .map(([r]) => r);
  return held.length > 0 ? `(cards or ${listWords(held, 'or')})` : 'cards';
}
