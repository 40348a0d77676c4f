/**
 * Hand-made scenes on the beginner map, independent of any engine: used by the tests, the benchmark and for
 * reviewing the pictures. Hex names A–S run north to south, west to east.
 */
import { axialCenter, hexCorner } from '../kit/hex';
import type { BoardPoint, CatanScene, Resource, SceneHarbor, SceneHex, Terrain } from './scene';

const ROWS: Array<Array<[Terrain, number | null]>> = [
  [
    ['mountains', 10],
    ['pasture', 2],
    ['forest', 9],
  ],
  [
    ['fields', 12],
    ['hills', 6],
    ['pasture', 4],
    ['hills', 10],
  ],
  [
    ['fields', 9],
    ['forest', 11],
    ['desert', null],
    ['forest', 3],
    ['mountains', 8],
  ],
  [
    ['forest', 8],
    ['mountains', 3],
    ['fields', 4],
    ['pasture', 5],
  ],
  [
    ['hills', 5],
    ['fields', 6],
    ['pasture', 11],
  ],
];

/** The 19 beginner-map hexes, named A..S. */
export function beginnerHexes(): SceneHex[] {
  const hexes: SceneHex[] = [];
  let i = 0;
  ROWS.forEach((row, ri) => {
    const r = ri - 2;
    const q0 = Math.max(-2, -2 - r);
    row.forEach(([terrain, number], k) => {
      hexes.push({ name: String.fromCharCode(65 + i++), center: axialCenter(q0 + k, r), terrain, number });
    });
  });
  return hexes;
}

function hexAt(hexes: SceneHex[], name: string): SceneHex {
  const h = hexes.find((x) => x.name === name);
  if (!h) throw new Error(`no hex ${name}`);
  return h;
}

/** Corner i (0 top, clockwise) of the named hex. */
export function corner(hexes: SceneHex[], name: string, i: number): BoardPoint {
  return hexCorner(hexAt(hexes, name).center, ((i % 6) + 6) % 6);
}

/** The edge from corner i to corner i+1 of the named hex. */
export function edge(hexes: SceneHex[], name: string, i: number): { a: BoardPoint; b: BoardPoint } {
  return { a: corner(hexes, name, i), b: corner(hexes, name, i + 1) };
}

const HARBORS: Array<[string, number, Resource | null]> = [
  ['A', 5, null],
  ['B', 0, 'grain'],
  ['C', 1, 'ore'],
  ['L', 1, null],
  ['S', 2, 'wool'],
  ['R', 2, null],
  ['Q', 3, null],
  ['M', 4, 'brick'],
  ['D', 4, 'lumber'],
];

export function beginnerHarbors(hexes: SceneHex[]): SceneHarbor[] {
  return HARBORS.map(([name, i, resource]) => ({
    ...edge(hexes, name, i),
    resource,
    ratio: resource ? 2 : 3,
  }));
}

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

/** A base-game scene late in the game: many roads, cities, the robber on a 6. */
export function lateBaseScene(): CatanScene {
  const hexes = beginnerHexes();
  const road = (owner: number, name: string, i: number) => ({ owner, ...edge(hexes, name, i) });
  const bld = (owner: number, kind: 'settlement' | 'city', name: string, i: number) => ({
    owner,
    kind,
    at: corner(hexes, name, i),
  });
  return {
    title: 'Catan',
    hexes,
    harbors: beginnerHarbors(hexes),
    roads: [
      road(0, 'A', 4),
      road(0, 'A', 3),
      road(0, 'E', 0),
      road(0, 'E', 1),
      road(0, 'F', 0),
      road(0, 'B', 2),
      road(0, 'B', 3),
      road(1, 'C', 2),
      road(1, 'C', 3),
      road(1, 'G', 3),
      road(1, 'G', 2),
      road(1, 'L', 0),
      road(1, 'L', 1),
      road(2, 'M', 1),
      road(2, 'M', 2),
      road(2, 'N', 3),
      road(2, 'N', 2),
      road(2, 'R', 0),
      road(2, 'R', 5),
      road(3, 'S', 4),
      road(3, 'S', 5),
      road(3, 'P', 3),
      road(3, 'P', 2),
      road(3, 'K', 3),
      road(3, 'H', 4),
    ],
    buildings: [
      bld(0, 'city', 'A', 3),
      bld(0, 'settlement', 'E', 1),
      bld(0, 'city', 'B', 4),
      bld(1, 'settlement', 'C', 3),
      bld(1, 'city', 'G', 2),
      bld(1, 'settlement', 'L', 1),
      bld(2, 'city', 'M', 1),
      bld(2, 'settlement', 'N', 3),
      bld(2, 'settlement', 'R', 0),
      bld(3, 'city', 'S', 4),
      bld(3, 'settlement', 'P', 3),
      bld(3, 'settlement', 'H', 4),
    ],
    robber: 'E',
    players: [
      { seat: 0, name: NAMES[0] as string, vp: 8, cards: 6, devCards: 1, knights: 3, roadLength: 6 },
      { seat: 1, name: NAMES[1] as string, vp: 6, cards: 9, devCards: 0, knights: 1, roadLength: 4 },
      { seat: 2, name: NAMES[2] as string, vp: 5, cards: 2, devCards: 2, knights: 0, roadLength: 5 },
      { seat: 3, name: NAMES[3] as string, vp: 5, cards: 4, devCards: 1, knights: 2, roadLength: 5 },
    ],
    turn: { seat: 1, phase: 'Build', number: 53 },
    lastRoll: { dice: [4, 2], seat: 1 },
    longestRoad: 0,
    largestArmy: 0,
    vpToWin: 10,
    highlight: { text: 'Benedikt built a road', roads: [edge(hexes, 'L', 1)] },
  };
}

/** An Oil Springs scene late in the game: springs, metropolises, pollution, a busy Disaster Track. */
export function lateOilSpringsScene(): CatanScene {
  const base = lateBaseScene();
  const hexes = base.hexes.map((h) => ({ ...h }));
  const set = (name: string, patch: Partial<SceneHex>) => Object.assign(hexAt(hexes, name), patch);
  // Oil Springs board: swap Hills 10 (G) and Pasture 4 (F) terrains; springs on the desert (5), forest 9, the NE 10.
  set('F', { terrain: 'hills' });
  set('G', { terrain: 'pasture', oilSpring: true });
  set('C', { oilSpring: true });
  set('J', { oilSpring: true, number: 5 });
  // Pollution removed the 6 of Hills (E) and the 11 of Forest (I).
  set('E', { number: null, polluted: true });
  set('I', { number: null, polluted: true });
  const buildings = base.buildings.map((b) => ({ ...b }));
  (buildings[4] as { kind: string }).kind = 'metropolis';
  (buildings[0] as { kind: string }).kind = 'metropolis';
  return {
    ...base,
    title: 'Catan: Oil Springs',
    hexes,
    buildings,
    robber: 'P',
    vpToWin: 12,
    players: base.players.map((p, i) => ({
      ...p,
      vp: p.vp + [2, 2, 0, 1][i]!,
      oil: [2, 4, 0, 1][i],
      sequestered: [0, 1, 4, 3][i],
    })),
    turn: { seat: 2, phase: 'Disaster', number: 66 },
    lastRoll: { dice: [5, 6], seat: 2 },
    oilSprings: {
      disasterTrack: 0,
      trackLength: 5,
      removedTokens: [6, 11],
      tokensToAbandon: 5,
      supply: 6,
      supplyStart: 15,
      champion: 2,
    },
    highlight: { text: 'Pollution! Forest 11 loses its token', hexes: ['I'] },
  };
}

/** Early set-up: a settlement choice with labelled legal spots. */
export function setupSelectionScene(): CatanScene {
  const base = lateBaseScene();
  const hexes = base.hexes;
  const spots = [
    ['A', 0],
    ['B', 1],
    ['D', 5],
    ['F', 2],
    ['H', 0],
    ['J', 3],
    ['K', 1],
    ['N', 4],
    ['Q', 2],
    ['S', 1],
  ] as const;
  return {
    ...base,
    roads: [base.roads[0]!],
    buildings: [base.buildings[1]!],
    players: base.players.map((p) => ({ ...p, vp: 0, cards: 0, devCards: 0, knights: 0, roadLength: 0 })),
    robber: 'J',
    turn: { seat: 2, phase: 'Setup', number: 0 },
    lastRoll: null,
    longestRoad: null,
    largestArmy: null,
    highlight: undefined,
    selection: {
      kind: 'settlement',
      prompt: 'Chidi: pick a spot for your settlement',
      spots: spots.map(([h, i], k) => ({ name: String(k + 1), at: corner(hexes, h, i) })),
    },
  };
}
