/**
 * The Catan board graph: 19 hexes, 54 intersections, 72 paths, 9 harbor slots. Built once at import time;
 * every array here is read-only shared data (never stored in a game state).
 *
 * Geometry: POINTY-TOP hexes, in units of the hex radius (centre to corner), origin at the centre of the
 * middle hex, x to the east, y to the SOUTH (screen coordinates). A hex's corners are listed clockwise from
 * the top: 0 top, 1 upper-right, 2 lower-right, 3 bottom, 4 lower-left, 5 upper-left. Its sides are listed
 * clockwise from the north-east: 0 NE (corners 0-1), 1 E (1-2), 2 SE (2-3), 3 SW (3-4), 4 W (4-5), 5 NW (5-0).
 *
 * Spot names (what players read off the picture and type):
 *   - hexes: letters A–S in reading order (rows of 3, 4, 5, 4, 3; west to east, north to south);
 *   - intersections: numbers 1–54 along the six zig-zag rows of corners (7, 9, 11, 11, 9, 7), west to east,
 *     north to south: 1–7 is the top coast, 8–16 the next zig-zag, … 48–54 the bottom coast;
 *   - paths: the two intersection numbers joined by a dash, smaller first, e.g. "12-22" (either order is
 *     accepted when typed);
 * Internally every spot is an index (name − 1 for intersections).
 */

export const HEX_COUNT = 19;
export const NODE_COUNT = 54;
export const EDGE_COUNT = 72;
export const HARBOR_COUNT = 9;

const SQRT3 = Math.sqrt(3);

export type Side = 'NE' | 'E' | 'SE' | 'SW' | 'W' | 'NW';
export const SIDES: readonly Side[] = ['NE', 'E', 'SE', 'SW', 'W', 'NW'];
/** Axial neighbour offsets per side, pointy-top. */
const SIDE_DIR: readonly (readonly [number, number])[] = [
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
];
/** Corner offsets (x, y) from a hex centre, clockwise from the top. */
const CORNER: readonly (readonly [number, number])[] = [
  [0, -1],
  [SQRT3 / 2, -0.5],
  [SQRT3 / 2, 0.5],
  [0, 1],
  [-SQRT3 / 2, 0.5],
  [-SQRT3 / 2, -0.5],
];

export interface HexInfo {
  /** Index 0..18 (A = 0). */
  index: number;
  /** Letter A–S. */
  name: string;
  /** Axial coordinates (pointy-top): q grows to the east, r to the south-east rows. */
  q: number;
  r: number;
  /** Centre position in hex radii. */
  x: number;
  y: number;
  /** Intersection indices of the six corners, clockwise from the top. */
  nodes: readonly number[];
  /** Path indices of the six sides, clockwise from NE (side k joins corners k and k+1). */
  edges: readonly number[];
  /** Neighbouring hex index per side (NE, E, SE, SW, W, NW), -1 where the sea is. */
  neighbors: readonly number[];
}

export interface NodeInfo {
  index: number;
  /** "1".."54". */
  name: string;
  x: number;
  y: number;
  /** Hexes touching this intersection (1–3). */
  hexes: readonly number[];
  /** Adjacent intersections (2–3). */
  neighbors: readonly number[];
  /** Paths touching this intersection (2–3), in the same order as `neighbors`. */
  edges: readonly number[];
  /** Borders the sea (touches fewer than three land hexes). */
  coast: boolean;
}

export interface EdgeInfo {
  index: number;
  /** "a-b", the smaller intersection number first. */
  name: string;
  /** The two intersections, smaller index first. */
  nodes: readonly [number, number];
  /** Midpoint. */
  x: number;
  y: number;
  /** Hexes on either side (1 on the coast, else 2). */
  hexes: readonly number[];
  /** Borders the sea. */
  coast: boolean;
}

export interface HarborSlot {
  index: number;
  /** The coastal path the harbor faces. */
  edge: number;
  /** Its two intersections (a settlement or city on either uses the harbor). */
  nodes: readonly [number, number];
  /** The land hex and side it sits on. */
  hex: number;
  side: Side;
  /** Where to draw the harbor token: 0.7 hex radii out to sea from the path's midpoint. */
  x: number;
  y: number;
}

/** Hex axial coordinates in reading order (A..S). */
const HEX_AXIAL: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let r = -2; r <= 2; r++) {
    for (let q = -2; q <= 2; q++) {
      if (Math.abs(q + r) <= 2) out.push([q, r]);
    }
  }
  return out;
})();

function key(x: number, y: number): string {
  return `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
}

function buildBoard() {
  const hexXY = HEX_AXIAL.map(([q, r]) => [SQRT3 * (q + r / 2), 1.5 * r] as const);
  // Collect unique corners.
  const cornerPos = new Map<string, { x: number; y: number }>();
  for (const [cx, cy] of hexXY) {
    for (const [dx, dy] of CORNER) {
      const x = cx + dx;
      const y = cy + dy;
      const k = key(x, y);
      if (!cornerPos.has(k)) cornerPos.set(k, { x, y });
    }
  }
  // Zig-zag rows: y levels come in pairs (peak, valley) per row.
  const levels = [...new Set([...cornerPos.values()].map((p) => Math.round(p.y * 2)))].sort((a, b) => a - b);
  const sorted = [...cornerPos.entries()].sort((a, b) => {
    const ra = Math.floor(levels.indexOf(Math.round(a[1].y * 2)) / 2);
    const rb = Math.floor(levels.indexOf(Math.round(b[1].y * 2)) / 2);
    return ra - rb || a[1].x - b[1].x;
  });
  const nodeIndex = new Map<string, number>();
  sorted.forEach(([k], i) => nodeIndex.set(k, i));
  const nodeXY = sorted.map(([, p]) => p);

  const hexNodes = hexXY.map(([cx, cy]) => CORNER.map(([dx, dy]) => nodeIndex.get(key(cx + dx, cy + dy))!));
  // Edges.
  const edgePairs = new Map<string, [number, number]>();
  for (const ns of hexNodes) {
    for (let k = 0; k < 6; k++) {
      const a = ns[k]!;
      const b = ns[(k + 1) % 6]!;
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      edgePairs.set(`${lo}-${hi}`, [lo, hi]);
    }
  }
  const edgeList = [...edgePairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const edgeIndex = new Map<string, number>();
  edgeList.forEach(([a, b], i) => edgeIndex.set(`${a}-${b}`, i));
  const edgeOf = (a: number, b: number): number => edgeIndex.get(`${Math.min(a, b)}-${Math.max(a, b)}`)!;

  const axialIndex = new Map<string, number>();
  HEX_AXIAL.forEach(([q, r], i) => axialIndex.set(`${q},${r}`, i));

  const hexes: HexInfo[] = HEX_AXIAL.map(([q, r], i) => {
    const ns = hexNodes[i]!;
    return {
      index: i,
      name: String.fromCharCode(65 + i),
      q,
      r,
      x: hexXY[i]![0],
      y: hexXY[i]![1],
      nodes: ns,
      edges: ns.map((a, k) => edgeOf(a, ns[(k + 1) % 6]!)),
      neighbors: SIDE_DIR.map(([dq, dr]) => axialIndex.get(`${q + dq},${r + dr}`) ?? -1),
    };
  });

  const nodeHexes: number[][] = nodeXY.map(() => []);
  hexes.forEach((h) => h.nodes.forEach((n) => nodeHexes[n]!.push(h.index)));
  const nodeNeighbors: number[][] = nodeXY.map(() => []);
  const nodeEdges: number[][] = nodeXY.map(() => []);
  edgeList.forEach(([a, b], e) => {
    nodeNeighbors[a]!.push(b);
    nodeEdges[a]!.push(e);
    nodeNeighbors[b]!.push(a);
    nodeEdges[b]!.push(e);
  });
  const nodes: NodeInfo[] = nodeXY.map((p, i) => ({
    index: i,
    name: String(i + 1),
    x: p.x,
    y: p.y,
    hexes: nodeHexes[i]!,
    neighbors: nodeNeighbors[i]!,
    edges: nodeEdges[i]!,
    coast: nodeHexes[i]!.length < 3,
  }));
  const edgeHexes: number[][] = edgeList.map(() => []);
  hexes.forEach((h) => h.edges.forEach((e) => edgeHexes[e]!.push(h.index)));
  const edges: EdgeInfo[] = edgeList.map(([a, b], i) => ({
    index: i,
    name: `${a + 1}-${b + 1}`,
    nodes: [a, b] as const,
    x: (nodeXY[a]!.x + nodeXY[b]!.x) / 2,
    y: (nodeXY[a]!.y + nodeXY[b]!.y) / 2,
    hexes: edgeHexes[i]!,
    coast: edgeHexes[i]!.length < 2,
  }));
  return { hexes, nodes, edges };
}

const built = buildBoard();
export const HEXES: readonly HexInfo[] = built.hexes;
export const NODES: readonly NodeInfo[] = built.nodes;
export const EDGES: readonly EdgeInfo[] = built.edges;

/**
 * The nine harbor slots, clockwise from the top-left, as (hex letter, side). Chosen as the coastal paths
 * nearest the beginner-map descriptions in the rules notes; the beginner harbor kinds are in data.ts in
 * the same order.
 */
export const HARBOR_SLOTS_SPEC: readonly (readonly [string, Side])[] = [
  ['A', 'NW'],
  ['B', 'NE'],
  ['C', 'E'],
  ['L', 'E'],
  ['S', 'E'],
  ['R', 'SE'],
  ['Q', 'SW'],
  ['M', 'W'],
  ['D', 'W'],
];

export const HARBOR_SLOTS: readonly HarborSlot[] = HARBOR_SLOTS_SPEC.map(([letter, side], i) => {
  const hex = HEXES[letter.charCodeAt(0) - 65]!;
  const k = SIDES.indexOf(side);
  const edge = hex.edges[k]!;
  const e = EDGES[edge]!;
  const dx = e.x - hex.x;
  const dy = e.y - hex.y;
  const len = Math.hypot(dx, dy);
  return {
    index: i,
    edge,
    nodes: e.nodes,
    hex: hex.index,
    side,
    x: e.x + (dx / len) * 0.7,
    y: e.y + (dy / len) * 0.7,
  };
});

// ---- Flat lookups for the hot path ----------------------------------------------------------------

/** Adjacent intersections per intersection. */
export const NODE_NEIGHBORS: readonly (readonly number[])[] = NODES.map((n) => n.neighbors);
/** Paths per intersection (parallel to NODE_NEIGHBORS). */
export const NODE_EDGES: readonly (readonly number[])[] = NODES.map((n) => n.edges);
/** Hexes per intersection. */
export const NODE_HEXES: readonly (readonly number[])[] = NODES.map((n) => n.hexes);
/** Endpoint A / B of each path. */
export const EDGE_A: readonly number[] = EDGES.map((e) => e.nodes[0]);
export const EDGE_B: readonly number[] = EDGES.map((e) => e.nodes[1]);
/** Corners per hex. */
export const HEX_NODES: readonly (readonly number[])[] = HEXES.map((h) => h.nodes);
/** Land neighbours per hex (without the sea). */
export const HEX_NEIGHBORS: readonly (readonly number[])[] = HEXES.map((h) =>
  h.neighbors.filter((n) => n >= 0),
);
/** Harbor slot per intersection, -1 when none. */
export const NODE_HARBOR_SLOT: readonly number[] = (() => {
  const out = new Array<number>(NODE_COUNT).fill(-1);
  for (const s of HARBOR_SLOTS) {
    out[s.nodes[0]] = s.index;
    out[s.nodes[1]] = s.index;
  }
  return out;
})();
/** Whether an intersection borders the sea. */
export const NODE_COAST: readonly boolean[] = NODES.map((n) => n.coast);

// ---- Names -------------------------------------------------------------------------------------------

export const HEX_NAMES: readonly string[] = HEXES.map((h) => h.name);
export const NODE_NAMES: readonly string[] = NODES.map((n) => n.name);
export const EDGE_NAMES: readonly string[] = EDGES.map((e) => e.name);

const hexByName = new Map<string, number>();
HEXES.forEach((h) => {
  hexByName.set(h.name, h.index);
  hexByName.set(h.name.toLowerCase(), h.index);
});
const nodeByName = new Map<string, number>();
NODES.forEach((n) => nodeByName.set(n.name, n.index));
const edgeByName = new Map<string, number>();
EDGES.forEach((e) => {
  edgeByName.set(e.name, e.index);
  edgeByName.set(`${e.nodes[1] + 1}-${e.nodes[0] + 1}`, e.index);
});

/** "J" (or "j") → 9; -1 when it names no hex. */
export function hexIndex(name: string): number {
  return hexByName.get(name) ?? hexByName.get(name.trim().toUpperCase()) ?? -1;
}
/** "12" → 11; -1 when it names no intersection. */
export function nodeIndex(name: string): number {
  return nodeByName.get(name) ?? nodeByName.get(name.trim()) ?? -1;
}
/** "12-22" or "22-12" (spaces allowed) → path index; -1 when it names no path. */
export function edgeIndex(name: string): number {
  const direct = edgeByName.get(name);
  if (direct !== undefined) return direct;
  return edgeByName.get(name.replace(/\s+/g, '').replace(/[–—]/g, '-')) ?? -1;
}
/** The path joining two intersections, -1 when they are not adjacent. */
export function edgeBetween(a: number, b: number): number {
  const ns = NODE_NEIGHBORS[a];
  if (!ns) return -1;
  const k = ns.indexOf(b);
  return k < 0 ? -1 : NODE_EDGES[a]![k]!;
}

/** Bounding box of the land in hex radii (for renderers): x in [-minX, maxX], y likewise. */
export const LAND_BOUNDS = {
  minX: Math.min(...NODES.map((n) => n.x)),
  maxX: Math.max(...NODES.map((n) => n.x)),
  minY: Math.min(...NODES.map((n) => n.y)),
  maxY: Math.max(...NODES.map((n) => n.y)),
} as const;
