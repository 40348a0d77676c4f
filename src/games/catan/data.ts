/** Designed numbers of base Catan (5th edition). Rules code reads these; it never inlines them. */

/** Resources, by index. Terrain index t (0..4) produces resource t. */
export const RESOURCES = ['lumber', 'brick', 'wool', 'grain', 'ore'] as const;
export type BaseResource = (typeof RESOURCES)[number];
export const LUMBER = 0;
export const BRICK = 1;
export const WOOL = 2;
export const GRAIN = 3;
export const ORE = 4;

/** Terrains, by index; terrain t < 5 produces resource t. */
export const TERRAINS = ['forest', 'hills', 'pasture', 'fields', 'mountains', 'desert'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const DESERT = 5;

/** Cards of each resource in the bank. */
export const BANK_PER_RESOURCE = 19;

/** Terrain hexes in the box. */
export const TERRAIN_COUNTS: readonly number[] = [4, 3, 4, 4, 3, 1];

/** The 18 number tokens in the official spiral order (letters A–R). */
export const SPIRAL_TOKENS: readonly number[] = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];

/** Building levels on an intersection. Oil Springs adds level 3 (metropolis). */
export const EMPTY = 0;
export const SETTLEMENT = 1;
export const CITY = 2;

/** Pieces per player. */
export const PIECES = { settlements: 5, cities: 4, roads: 15 } as const;

/** Building costs as [lumber, brick, wool, grain, ore]. */
export const COSTS = {
  road: [1, 1, 0, 0, 0],
  settlement: [1, 1, 1, 1, 0],
  city: [0, 0, 0, 2, 3],
  dev: [0, 0, 1, 1, 1],
} as const satisfies Record<string, readonly number[]>;

/** Development cards, by index. */
export const DEV_CARDS = ['knight', 'victoryPoint', 'roadBuilding', 'yearOfPlenty', 'monopoly'] as const;
export type DevCard = (typeof DEV_CARDS)[number];
export const KNIGHT = 0;
export const VICTORY_POINT = 1;
export const ROAD_BUILDING = 2;
export const YEAR_OF_PLENTY = 3;
export const MONOPOLY = 4;
export const DEV_COUNTS: readonly number[] = [14, 5, 2, 2, 2];
export const DEV_TOTAL = 25;

/** Victory points. */
export const VP_TO_WIN = 10;

/**
 * Design: rounds an offer everyone declined is remembered (the round it was refused in and the next two). A
 * bot does not put the same offer again meanwhile, so a table is not asked the same question turn after turn.
 */
export const REFUSED_OFFER_MEMORY_ROUNDS = 3;
export const VP_LONGEST_ROAD = 2;
export const VP_LARGEST_ARMY = 2;
export const LONGEST_ROAD_MIN = 5;
export const LARGEST_ARMY_MIN = 3;
/** VP and production per building level (index = level). */
export const BUILDING_VP: readonly number[] = [0, 1, 2];
export const BUILDING_PRODUCTION: readonly number[] = [0, 1, 2];

/** Discards on a 7: players holding more than this many cards discard half (rounded down). */
export const DISCARD_ABOVE = 7;
/** Free roads from Road Building; resources from Year of Plenty. */
export const ROAD_BUILDING_ROADS = 2;
export const YEAR_OF_PLENTY_TAKE = 2;

/** Harbor kinds: -1 = generic 3:1, r = 2:1 for resource r. */
export const GENERIC_HARBOR = -1;
export const GENERIC_RATE = 3;
export const SPECIAL_RATE = 2;
export const BANK_RATE = 4;
/** The harbor kinds in the box (4 generic + one per resource). */
export const HARBOR_KINDS: readonly number[] = [-1, -1, -1, -1, 0, 1, 2, 3, 4];

/**
 * The beginner map ("Starting Set-up for Beginners"), hexes A–S in reading order: [terrain, number].
 * Number 0 = no token (the desert).
 */
export const BEGINNER_HEXES: readonly (readonly [number, number])[] = [
  [4, 10], // A mountains 10
  [2, 2], // B pasture 2
  [0, 9], // C forest 9
  [3, 12], // D fields 12
  [1, 6], // E hills 6
  [2, 4], // F pasture 4
  [1, 10], // G hills 10
  [3, 9], // H fields 9
  [0, 11], // I forest 11
  [5, 0], // J desert
  [0, 3], // K forest 3
  [4, 8], // L mountains 8
  [0, 8], // M forest 8
  [4, 3], // N mountains 3
  [3, 4], // O fields 4
  [2, 5], // P pasture 5
  [1, 5], // Q hills 5
  [3, 6], // R fields 6
  [2, 11], // S pasture 11
];

/**
 * Beginner harbor kinds per harbor slot (board.ts HARBOR_SLOTS order, clockwise from the top-left):
 * 3:1, grain, ore, 3:1, wool, 3:1, 3:1, brick, lumber.
 */
export const BEGINNER_HARBORS: readonly number[] = [-1, GRAIN, ORE, -1, WOOL, -1, -1, BRICK, LUMBER];

/** Pips (dots) on a number token: how many of the 36 dice outcomes roll it. */
export const PIPS: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1];

/** Outer ring of hexes counter-clockwise from A, inner ring counter-clockwise from E, then the centre. */
export const SPIRAL_OUTER: readonly string[] = ['A', 'D', 'H', 'M', 'Q', 'R', 'S', 'P', 'L', 'G', 'C', 'B'];
export const SPIRAL_INNER: readonly string[] = ['E', 'I', 'N', 'O', 'K', 'F'];
export const SPIRAL_CENTRE = 'J';
