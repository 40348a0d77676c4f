/**
 * Catan: Oil Springs — every designed number of the scenario (3–4 players), in one place.
 * Sources: the seed text (the authority) and `shared/rules/oil-springs.md`. House decisions are marked
 * "Decision" and documented in docs/rules/oil-springs.md.
 */

/** Oil tokens in play for 3–4 players (21 exist; 5–6 players use all). */
export const OIL_TOKENS = 15;
/** Metropolis tokens in the shared pool for 3–4 players. */
export const METROPOLIS_POOL = 4;
/** Oil spring tiles on the board for 3–4 players. */
export const SPRING_COUNT = 3;
/** A player may hold at most this many oil; production beyond it is not taken. */
export const OIL_HOLDING_LIMIT = 4;
/** The Disaster Track runs 0..5; reaching the end owes a disaster and stops oil use for the turn. */
export const DISASTER_TRACK_LENGTH = 5;
/** Converting: 1 oil gives this many non-oil resources of the player's choice (two of a kind, or one each of two). */
export const OIL_CONVERSION_YIELD = 2;
/** What a metropolis produces of its hexes' resource, oil included (settlement 1, city 2 as in the base game). */
export const METROPOLIS_PRODUCTION = 3;
/** A metropolis upgrade: 1 brick + 1 grain + 1 ore + 2 oil. */
export const METROPOLIS_COST = { brick: 1, grain: 1, ore: 1, oil: 2 } as const;
/** A metropolis is worth this many VP in all (a city is 2). */
export const METROPOLIS_VP = 3;
/** Every this many sequestered oil = 1 VP. */
export const SEQUESTERED_PER_VP = 3;
/** At most this many oil sequestered per turn. */
export const SEQUESTER_PER_TURN = 1;
/** Sequestered oil needed to take the Champion of the Environment token at first. */
export const CHAMPION_THRESHOLD = 3;
/** The Champion of the Environment token's worth. */
export const CHAMPION_VP = 1;
/** VP to win, counted at the end of your own turn after the disaster phase. */
export const VICTORY_POINTS_GOAL = 12;
/** The disaster roll that floods the coasts. */
export const FLOOD_ROLL = 7;
/** Oil a polluted spring destroys (from the supply, then from players when the supply is short). */
export const SPRING_POLLUTION_OIL = 3;
/** Circles on the Disaster Track for removed number tokens; filling the last one abandons the island. */
export const COLLAPSE_TOKENS = 5;

/**
 * Decision: the desert's spring tile carries its own printed number. The published desert tiles show 5
 * and 9; we use 5 for 3–4 players (a 9 would put two springs on one number).
 */
export const DESERT_SPRING_NUMBER = 5;

/**
 * The beginner map's springs, described by what a player sees on the base beginner map (not by
 * coordinates, so the base board may number its hexes as it likes):
 * - the desert (which then takes DESERT_SPRING_NUMBER),
 * - the forest with 9 (north-east corner),
 * - the north-east 10. On the base beginner map that hex is Hills 10. Decision: swap the terrains of that
 *   Hills 10 and the Pasture 4 beside it, so the north-east 10 is a pasture as the scenario says and the
 *   terrain counts stay those of the base game.
 */
export const BEGINNER_SPRINGS = [
  { terrain: 'desert', number: null },
  { terrain: 'forest', number: 9 },
  { terrain: 'hills', number: 10, becomes: 'pasture' },
] as const;
/** The other half of the terrain swap above: the Pasture 4 becomes Hills 4. */
export const BEGINNER_SWAP = { from: { terrain: 'pasture', number: 4 }, becomes: 'hills' } as const;

/**
 * Variable map (decision): springs go on the desert and on this many other producing hexes chosen at
 * random (never two on the same number, and never on a 6 or 8).
 */
export const VARIABLE_EXTRA_SPRINGS = SPRING_COUNT - 1;
/** Numbers a random spring may not sit on in the variable map (decision: keep the red numbers oil-free). */
export const VARIABLE_SPRING_FORBIDDEN_NUMBERS: readonly number[] = [6, 8];

/** The building level (base engine `nodeLevel`) of a metropolis: a city (2) with a metropolis token. */
export const METROPOLIS_LEVEL = 3;
/** VP, production and name per building level, extending the base game's [empty, settlement, city]. */
export const BUILDING_VP_WITH_METROPOLIS: readonly number[] = [0, 1, 2, METROPOLIS_VP];
export const BUILDING_PRODUCTION_WITH_METROPOLIS: readonly number[] = [0, 1, 2, METROPOLIS_PRODUCTION];
export const BUILDING_NAMES_WITH_METROPOLIS: readonly string[] = ['', 'settlement', 'city', 'metropolis'];
/** Pieces a level takes from the supply: [settlements, cities]. A metropolis is a city with a token. */
export const PIECES_FOR_LEVEL_WITH_METROPOLIS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [0, 1],
];
