/** The scenario's part of a view (`CatanView.ext`): all of it is public. */
import { HEX_NAMES, NODE_NAMES } from '../catan/board';
import type { CatanView } from '../catan/types';
import {
  COLLAPSE_TOKENS,
  DISASTER_TRACK_LENGTH,
  METROPOLIS_LEVEL,
  METROPOLIS_POOL,
  OIL_HOLDING_LIMIT,
  OIL_TOKENS,
  VICTORY_POINTS_GOAL,
} from './data';
import { metropolisCount } from './actions';
import { OIL, oilHoldings, type OilSpringsState } from './oilState';
import { oilUsableThisTurn } from './oilRules';

export interface OilSpringsViewExt {
  /** Oil tokens in the general supply, and in play at the start. */
  supply: number;
  supplyStart: number;
  /** Oil each seat holds (public), sequestered, and destroyed by pollution. */
  held: number[];
  holdingLimit: number;
  sequestered: number[];
  destroyedOil: number;
  /**
   * Disaster Track marker, its length, and how much oil the active player may still use this turn (the track's
   * allowance; 0 once they sequestered this turn under the starting rules).
   */
  disasterTrack: number;
  trackLength: number;
  oilUsableThisTurn: number;
  /** Hex names covered by a spring. */
  springs: string[];
  /** Number tokens removed by pollution (the track's circles), the hexes they came from, and the limit. */
  removedTokens: number[];
  destroyedHexes: string[];
  tokensToAbandon: number;
  /** Intersections holding a metropolis, and how many metropolis tokens are left in the pool. */
  metropolises: string[];
  metropolisesLeft: number;
  /** Seat holding the Champion of the Environment token, or null. */
  champion: number | null;
  sequestering: 'starting' | 'wide-open';
  /** This turn: oil used, and whether the active player sequestered. */
  usedThisTurn: number;
  sequesteredThisTurn: boolean;
  vpToWin: number;
  /** The latest disaster, for the log and the picture. */
  lastDisaster: {
    seat: number;
    turn: number;
    dice: [number, number];
    kind: 'flood' | 'pollution';
    hex: string | null;
    oilDestroyed: number;
    washedAway: string[];
    /** Flood: cities reduced, and washed-away spots that held a city (absent where the record lacks them). */
    reduced?: string[];
    citiesWashedAway?: string[];
    /** Flood: whose building each washed-away spot held, in `washedAway`'s order (absent where the record lacks it). */
    washedAwayOwners?: number[];
    /** Pollution: the robber left the board with the hex's number (true only then). */
    robberLeft?: boolean;
  } | null;
  /** The island was abandoned (the 5th token removed). */
  collapsed: boolean;
}

export type OilSpringsView = CatanView & { ext: OilSpringsViewExt };

const nodeNames = (nodes: readonly number[]): string[] => nodes.map((n) => NODE_NAMES[n]!);

export function oilSpringsViewExt(state: OilSpringsState): OilSpringsViewExt {
  const oil = state.ext;
  const metropolises: string[] = [];
  state.nodeLevel.forEach((l, n) => {
    if (l === METROPOLIS_LEVEL) metropolises.push(NODE_NAMES[n]!);
  });
  const d = oil.lastDisaster;
  return {
    supply: state.bank[OIL]!,
    supplyStart: OIL_TOKENS,
    held: oilHoldings(state),
    holdingLimit: OIL_HOLDING_LIMIT,
    sequestered: oil.sequestered.slice(),
    destroyedOil: oil.destroyed,
    disasterTrack: oil.marker,
    trackLength: DISASTER_TRACK_LENGTH,
    oilUsableThisTurn: oilUsableThisTurn(oil),
    springs: oil.springs.map((h) => HEX_NAMES[h]!),
    removedTokens: oil.removedTokens.slice(),
    destroyedHexes: oil.destroyedHexes.map((h) => HEX_NAMES[h]!),
    tokensToAbandon: COLLAPSE_TOKENS,
    metropolises,
    metropolisesLeft: METROPOLIS_POOL - metropolisCount(state),
    champion: oil.champion >= 0 ? oil.champion : null,
    sequestering: oil.sequestering,
    usedThisTurn: oil.usedThisTurn,
    sequesteredThisTurn: oil.sequesteredThisTurn,
    vpToWin: VICTORY_POINTS_GOAL,
    lastDisaster: d
      ? {
          seat: d.seat,
          turn: d.turn,
          dice: [d.dice[0], d.dice[1]],
          kind: d.kind,
          hex: d.hex === null ? null : HEX_NAMES[d.hex]!,
          oilDestroyed: d.oilDestroyed,
          washedAway: nodeNames(d.washedAway),
          ...(d.washedAwayOwners ? { washedAwayOwners: d.washedAwayOwners.slice() } : {}),
          ...(d.reduced ? { reduced: nodeNames(d.reduced) } : {}),
          ...(d.citiesWashedAway ? { citiesWashedAway: nodeNames(d.citiesWashedAway) } : {}),
          ...(d.robberLeft ? { robberLeft: true } : {}),
        }
      : null,
    collapsed: oil.collapsed,
  };
}
