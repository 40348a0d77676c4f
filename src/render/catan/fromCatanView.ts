/**
 * Adapter: the base Catan engine's `CatanView` → `CatanScene`. Geometry comes from the engine's board graph
 * (board.ts), so spot names on the picture are exactly the names the engine accepts. The Oil Springs adapter
 * builds on this one and adds the scenario's extras.
 */
import { EDGES, HARBOR_SLOTS, HEXES, NODES, edgeIndex, hexIndex, nodeIndex } from '../../games/catan/board';
import type { CatanView, Phase, SpotKind } from '../../games/catan/types';
import { formatSeats, seatName } from '../../games/events';
import type {
  BoardPoint,
  BuildingKind,
  CatanScene,
  Resource,
  SceneHighlight,
  SceneSelection,
  SelectionKind,
  SelectionSpot,
  Terrain,
} from './scene';

export interface CatanSceneOptions {
  /** Panel title (default "Catan"). */
  title?: string;
  /** VP needed to win (default 10). */
  vpToWin?: number;
  /** Selection mode: the legal spots (engine spot names) for a pending choice. */
  select?: { kind: SelectionKind; spots: readonly string[]; prompt?: string };
  /** Seats a bot plays for their player, by seat: "bot", after the name on the panel (as Wildcatters' and Merit's). */
  tags?: readonly (string | undefined)[];
}

const TERRAINS: readonly Terrain[] = ['forest', 'pasture', 'fields', 'hills', 'mountains', 'desert'];
const RESOURCES: readonly Resource[] = ['lumber', 'brick', 'wool', 'grain', 'ore'];
const BUILDINGS: readonly BuildingKind[] = ['settlement', 'city', 'metropolis'];

/**
 * Each phase's words on the panel's header (`label`), and for a label longer than a word its one-word `short`
 * form, for the turn's line when a long name leaves the phase no room beside it ("Turn 42 · Build"). Keyed by the
 * phase, so a label renamed keeps its short form, and a phase left out is a type error.
 */
export const PHASE_WORDS: Readonly<Record<Phase, { label: string; short?: string }>> = {
  setup: { label: 'Setup' },
  roll: { label: 'Roll' },
  discard: { label: 'Discards (7)', short: 'Discard' },
  robber: { label: 'Robber move', short: 'Robber' },
  main: { label: 'Trade & build', short: 'Build' },
  roadBuilding: { label: 'Road building', short: 'Roads' },
  // Never beside a name: the header tells the result instead.
  over: { label: 'Game over' },
};

/**
 * The caption's words for each kind of last action the engines set (`CatanState.last.kind`: base Catan's and
 * Oil Springs'); test/render/fromCatanView.test.ts checks every kind bot games reach has words.
 */
export const ACTION_TEXT: Readonly<Record<string, string>> = {
  roll: 'rolled the dice',
  road: 'built a road',
  settlement: 'built a settlement',
  city: 'built a city',
  metropolis: 'built a metropolis',
  robber: 'moved the robber',
  knight: 'played a Knight',
  buyDev: 'bought a development card',
  roadBuilding: 'played Road Building',
  yearOfPlenty: 'played Year of Plenty',
  monopoly: 'played Monopoly',
  maritime: 'traded with the bank',
  offer: 'made a trade offer',
  trade: 'traded',
  convertOil: 'used oil for resources',
  sequester: 'sequestered oil',
  discard: 'discarded',
  endTurn: 'ended the turn',
};

/** The first and last intersection of each zig-zag row (rows run west to east, north to south). */
export function catanRowHints(): NonNullable<CatanScene['rowHints']> {
  const hints: NonNullable<CatanScene['rowHints']> = [];
  let rowStart = 0;
  for (let i = 1; i <= NODES.length; i++) {
    const prev = NODES[i - 1];
    const cur = NODES[i];
    if (!prev) break;
    if (!cur || cur.x < prev.x) {
      const first = NODES[rowStart];
      if (first) hints.push({ name: first.name, at: { x: first.x, y: first.y }, side: 'left' });
      hints.push({ name: prev.name, at: { x: prev.x, y: prev.y }, side: 'right' });
      rowStart = i;
    }
  }
  return hints;
}

const ROW_HINTS = catanRowHints();

/** Where an engine spot name lies on the board, or null when it names nothing. */
export function catanSpot(kind: SpotKind | 'metropolis', name: string): SelectionSpot | null {
  if (kind === 'robber') {
    const h = HEXES[hexIndex(name)];
    return h ? { name, at: { x: h.x, y: h.y } } : null;
  }
  if (kind === 'road') {
    const e = EDGES[edgeIndex(name)];
    if (!e) return null;
    const a = NODES[e.nodes[0]];
    const b = NODES[e.nodes[1]];
    if (!a || !b) return null;
    return { name, at: { x: e.x, y: e.y }, a: { x: a.x, y: a.y }, b: { x: b.x, y: b.y } };
  }
  const n = NODES[nodeIndex(name)];
  return n ? { name, at: { x: n.x, y: n.y } } : null;
}

function nodePoint(index: number): BoardPoint {
  const n = NODES[index];
  return n ? { x: n.x, y: n.y } : { x: 0, y: 0 };
}

function edgeEnds(index: number): { a: BoardPoint; b: BoardPoint } {
  const e = EDGES[index];
  return e ? { a: nodePoint(e.nodes[0]), b: nodePoint(e.nodes[1]) } : { a: nodePoint(0), b: nodePoint(0) };
}

function nameOf(names: readonly string[], seat: number): string {
  return seatName(names, seat);
}

/** What the last action changed, as a highlight with a caption. */
export function highlightFromLast(view: CatanView, names: readonly string[]): SceneHighlight | undefined {
  const last = view.last;
  if (!last) return undefined;
  const who = nameOf(names, last.seat);
  // Set-up pieces are placed, free, as the event log says ("Ana placed a road on 12-22"). The last of them ends
  // the set-up (the phase is then the first roll's), so the set-up is told by no roll yet: nothing is built
  // before the game's first roll. A playtest's first turn picture read "Ben built a road".
  const placed = view.lastRoll === null && (last.kind === 'road' || last.kind === 'settlement');
  let text = placed ? `${who} placed a ${last.kind}` : `${who} ${ACTION_TEXT[last.kind] ?? 'made a move'}`;
  const hl: SceneHighlight = {};
  if (last.kind === 'road' && last.at) {
    const e = edgeIndex(last.at);
    if (e >= 0) hl.roads = [edgeEnds(e)];
  } else if (last.at && nodeIndex(last.at) >= 0) {
    hl.points = [nodePoint(nodeIndex(last.at))];
  }
  if (last.hex) {
    hl.hexes = [last.hex];
    if (last.kind === 'robber' || last.kind === 'knight')
      text += last.kind === 'robber' ? ` to ${last.hex}` : `: robber to ${last.hex}`;
  }
  if (last.kind === 'roll' && view.lastRoll) {
    const total = view.lastRoll[0] + view.lastRoll[1];
    text = `${who} rolled ${total}`;
    // The hexes that produced (the robber's hex too: its ring shows the robber blocked it).
    const producing = view.hexes.filter((h) => h.number === total).map((h) => h.name);
    if (producing.length > 0) hl.hexes = producing;
  }
  hl.text = text;
  return hl;
}

/** Who made the last roll: the active player once they rolled, else the player before them. */
function rollerOf(view: CatanView): number {
  return view.phase === 'roll' ? (view.current + view.seats - 1) % view.seats : view.current;
}

/** The base-game scene for a view. `names[seat]` are display names. */
export function sceneFromCatanView(
  view: CatanView,
  names: readonly string[],
  opts: CatanSceneOptions = {},
): CatanScene {
  const hexes = view.hexes.map((h) => {
    const g = HEXES[h.index];
    return {
      name: h.name,
      center: g ? { x: g.x, y: g.y } : { x: 0, y: 0 },
      terrain: (TERRAINS as readonly string[]).includes(h.terrain) ? (h.terrain as Terrain) : 'desert',
      number: h.number,
    };
  });
  const harbors = view.harbors.map((hb) => {
    const slot = HARBOR_SLOTS[hb.slot];
    const [a, b] = slot ? [nodePoint(slot.nodes[0]), nodePoint(slot.nodes[1])] : [nodePoint(0), nodePoint(0)];
    const resource = (RESOURCES as readonly string[]).includes(hb.kind) ? (hb.kind as Resource) : null;
    return { a, b, resource, ratio: hb.rate };
  });
  const roads = view.roads.map((r) => ({ name: r.at, owner: r.owner, ...edgeEnds(r.edge) }));
  const buildings = view.buildings.map((b) => ({
    name: b.at,
    owner: b.owner,
    at: nodePoint(b.node),
    kind: (BUILDINGS as readonly string[]).includes(b.kind) ? (b.kind as BuildingKind) : 'settlement',
  }));
  const players = view.players.map((p) => ({
    seat: p.seat,
    name: nameOf(names, p.seat),
    vp: p.vp,
    cards: p.cards,
    devCards: p.devCards,
    knights: p.knights,
    roadLength: p.roadLength,
    ...(p.mustDiscard > 0 ? { pending: `Discard ${p.mustDiscard}` } : {}),
    ...(view.viewer === p.seat ? { tag: 'you' } : opts.tags?.[p.seat] ? { tag: opts.tags[p.seat] } : {}),
  }));
  let selection: SceneSelection | undefined;
  if (opts.select) {
    const { kind, spots } = opts.select;
    const who = nameOf(names, view.current);
    const what = kind === 'robber' ? 'a hex for the robber' : `a spot for your ${kind}`;
    selection = {
      kind,
      prompt: opts.select.prompt ?? `${who}: pick ${what}`,
      spots: spots.map((s) => catanSpot(kind, s)).filter((s): s is SelectionSpot => s !== null),
      closeUp: true,
    };
  }
  const over = view.phase === 'over' || view.result !== null;
  // A phase the table does not know (a saved view of another shape) is shown by its id.
  const phase = PHASE_WORDS[view.phase] as (typeof PHASE_WORDS)[Phase] | undefined;
  return {
    title: opts.title ?? 'Catan',
    hexes,
    harbors,
    roads,
    buildings,
    robber: view.robber,
    players,
    turn: {
      seat: over ? null : view.current,
      phase: phase?.label ?? view.phase,
      ...(phase?.short ? { short: phase.short } : {}),
      number: view.turn || undefined,
    },
    lastRoll: view.lastRoll ? { dice: [view.lastRoll[0], view.lastRoll[1]], seat: rollerOf(view) } : null,
    longestRoad: view.longestRoad,
    largestArmy: view.largestArmy,
    vpToWin: opts.vpToWin ?? 10,
    rowHints: ROW_HINTS,
    bank: {
      resources: Object.fromEntries(RESOURCES.map((r) => [r, view.bank[r] ?? 0])),
      devCards: view.devDeckLeft,
    },
    highlight: highlightFromLast(view, names),
    selection,
    result: view.result
      ? {
          text: formatSeats(view.result.summary, names),
          winners: view.result.winners,
          ending: view.result.ending,
        }
      : undefined,
  };
}
