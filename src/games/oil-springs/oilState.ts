/**
 * The scenario's own part of the game state (the base state's `ext`): the springs, the Disaster Track,
 * sequestered and destroyed oil, the Champion. Oil itself is the base engine's sixth resource: the supply is
 * `bank[OIL]` and each player's oil is `hands[seat][OIL]`, so discards, steals, trades, Year of Plenty and
 * Monopoly handle it with the base rules plus the resource's flags (see rules.ts).
 */
import type { CatanRefusalCode, CatanState } from '../catan/types';
import type { RuleError } from '../types';
import { terrainOf } from '../catan/words';
import type { OilSpringsOptions } from './options';

/** Why the scenario refuses an oil action: the base engine's codes plus these. */
export type OilSpringsRefusalCode =
  | CatanRefusalCode
  | 'no-oil' // not enough oil held
  | 'track-full' // the Disaster Track allows no (or not that much) more oil this turn
  | 'sequestered' // sequestered this turn: no oil use (starting rules), or no second sequester
  | 'used-oil'; // used oil this turn: no sequestering (starting rules)
export type OilRefusal = RuleError<OilSpringsRefusalCode>;

/** What lies on a hex in words: "oil spring" where a spring covers it, else its terrain (hex labels). */
export function springOrTerrain(state: OilSpringsState, hex: number): string {
  return state.ext.springs.includes(hex) ? 'oil spring' : terrainOf(state, hex);
}

/** Oil's resource index: after the five base resources. */
export const OIL = 5;

export interface LastDisaster {
  /** Seat whose turn caused it. */
  seat: number;
  /** The turn it ended. */
  turn: number;
  dice: [number, number];
  kind: 'flood' | 'pollution';
  /** Pollution: the hex hit (null when no hex carried the number any more). */
  hex: number | null;
  /** Pollution of a spring: oil destroyed. */
  oilDestroyed: number;
  /** Flood: intersections whose building the flood removed entirely. */
  washedAway: number[];
  /**
   * Flood: intersections whose city the flood reduced to a settlement, and those of `washedAway` that held a
   * city (its owner had no settlement piece left). Absent in a game saved before the record kept them (its
   * headline then counts the emptied spots only) and in a pollution's record.
   */
  reduced?: number[];
  citiesWashedAway?: number[];
  /**
   * Flood: whose building each of `washedAway` was, in its order (everyone saw it go). Absent in a game saved
   * before the record kept it (the picture then tells the owner from the roads that reach the spot) and in a
   * pollution's record.
   */
  washedAwayOwners?: number[];
  /**
   * Pollution: the robber stood on the hex that lost its number and left the board (true only then; absent in a
   * game saved before the record kept it).
   */
  robberLeft?: boolean;
}

export interface OilState {
  /** Set-up choice: starting or wide-open sequestering rules. */
  sequestering: OilSpringsOptions['sequestering'];
  /** Oil each seat has sequestered (out of the game for good). */
  sequestered: number[];
  /** Oil pollution destroyed (out of the game for good). */
  destroyed: number;
  /** Disaster Track marker, 0..5. */
  marker: number;
  /** Hexes covered by an oil spring. */
  springs: number[];
  /** Number tokens pollution removed, in order (the Disaster Track's circles). */
  removedTokens: number[];
  /** Hexes whose number token pollution removed (they never produce again; no robber there). */
  destroyedHexes: number[];
  /** Seat holding the Champion of the Environment token, -1 for nobody. */
  champion: number;
  /** Oil used (converted or built with) in the current turn. */
  usedThisTurn: number;
  /** Whether the active player sequestered this turn. */
  sequesteredThisTurn: boolean;
  /** Set when the 5th token was removed: the island is abandoned. */
  collapsed: boolean;
  lastDisaster: LastDisaster | null;
  /** Disasters so far: floods and pollutions (for the log and the statistics). */
  floods: number;
  pollutions: number;
}

export type OilSpringsState = CatanState<OilState>;

export function newOilState(
  seats: number,
  springs: number[],
  sequestering: OilState['sequestering'],
): OilState {
  return {
    sequestering,
    sequestered: new Array<number>(seats).fill(0),
    destroyed: 0,
    marker: 0,
    springs,
    removedTokens: [],
    destroyedHexes: [],
    champion: -1,
    usedThisTurn: 0,
    sequesteredThisTurn: false,
    collapsed: false,
    lastDisaster: null,
    floods: 0,
    pollutions: 0,
  };
}

/** Oil a seat holds. */
export function oilHeld(state: OilSpringsState, seat: number): number {
  return state.hands[seat]![OIL]!;
}

/** Oil each seat holds, by seat. */
export function oilHoldings(state: OilSpringsState): number[] {
  return state.hands.map((h) => h[OIL]!);
}
