/**
 * The rule set the engine runs: designed numbers plus hook points. Base Catan is `baseRules()`; a scenario
 * (Oil Springs) builds its own rules object from it — e.g. `{ ...baseRules(), resources: [...], hexResource }`
 * — and passes it to `createCatanModule` (module.ts). The engine never knows which scenario it runs.
 *
 * Every hook receives the live state; hooks that change things mutate it directly and push events.
 */
import type { ZodType } from 'zod';
import type { GameEvent, RuleError } from '../types';
import type { Actor, Moment } from './phases';
import type { Rng } from '../rng';
import type { CatanState, CatanView, CatanAction, Sink } from './types';
import { terrainOf } from './words';
import {
  BANK_PER_RESOURCE,
  BUILDING_PRODUCTION,
  BUILDING_VP,
  COSTS,
  DESERT,
  RESOURCES,
  VP_TO_WIN,
  VICTORY_POINT,
} from './data';

/** One resource the engine tracks in hands and in the bank (index = position in `CatanRules.resources`). */
export interface ResourceSpec {
  /** Name used in actions and views, e.g. "ore", "oil". */
  name: string;
  /** How many exist in the bank / supply at the start. */
  bank: number;
  /** A resource *card*: can be stolen at random by the robber. Non-card resources (oil tokens) are not. */
  card: boolean;
  /** Non-card resources the robber may take by name (`robber.steal = name`). */
  stealByName: boolean;
  /** Can be given / received in maritime trade. */
  maritimeGive: boolean;
  maritimeGet: boolean;
  /** Most a player may hold; 0 = no limit. Gains beyond it are refused (trade, Year of Plenty) or not taken. */
  limit: number;
  /** Whether the resource is public (everyone sees how many each player holds). */
  public: boolean;
}

/** Why a victory check runs: after any action of the active player, at the end of a turn (after
 *  `onTurnEnd`), or when a turn starts. */
export type VictoryMoment = 'action' | 'turnEnd' | 'turnStart';

/** What an extension's action rule returns: events on success, or a refusal (state untouched). */
export type ExtraResult = { ok: true; events: GameEvent[] } | RuleError;

export interface CatanRules<X = unknown, EA = never> {
  id: string;
  title: string;
  /** `GameModule.goal`: what the game is and how one wins, in one line. */
  goal: string;
  players: { min: number; max: number };
  /** `GameModule.rulesVersion`: one more with each change a saved game of this variant would notice. */
  rulesVersion: number;
  resources: readonly ResourceSpec[];
  /** Costs as arrays over `resources`. */
  costs: {
    road: readonly number[];
    settlement: readonly number[];
    city: readonly number[];
    dev: readonly number[];
  };
  /** VP and production per building level (index = nodeLevel; 1 settlement, 2 city, 3+ extensions). */
  buildingVp: readonly number[];
  buildingProduction: readonly number[];
  /** Names per building level for views and events. */
  buildingNames: readonly string[];
  vpToWin: number;
  /** A scenario's other purchases, as arrays over `resources` (e.g. Oil Springs' metropolis). */
  extraCosts: Readonly<Record<string, readonly number[]>>;
  /** Whether the robber may be off the board (state.robber = -1), e.g. until the first 7. */
  robberMayBeOffBoard: boolean;

  /** Extension state for a fresh game (after the base board and robber are set). May edit the state. */
  initExt(state: CatanState<X>, rng: Rng): X;
  /** What lies on a hex in words: its terrain ("forest"), or what a scenario put over it ("oil spring"). */
  hexKind(state: CatanState<X>, hex: number): string;
  /** The resource a hex produces on its number, -1 for none. */
  hexResource(state: CatanState<X>, hex: number): number;
  /**
   * Pay out one resource after a roll. `owed[seat]` is what each seat produced. The default applies the bank
   * shortage rule. Mutates hands and bank (of that resource only: the income text compares the owed resources'
   * counts before and after); pushes events for what was not paid.
   */
  payOut(
    state: CatanState<X>,
    resource: number,
    owed: number[],
    roller: number,
    events: Sink<GameEvent>,
  ): void;
  /** Whether the robber may be moved to `hex` (the "different hex" rule is checked by the engine). */
  robberAllowed(state: CatanState<X>, hex: number): boolean;
  /** Whether anyone may build a settlement on `node` at all (e.g. a removed spot). */
  nodeBuildable(state: CatanState<X>, node: number): boolean;
  /** Runs when the active player ends the turn, before the turn passes (disasters). May set `result`. */
  onTurnEnd(state: CatanState<X>, events: Sink<GameEvent>): void;
  /** The winner at this moment, or -1. */
  winner(state: CatanState<X>, moment: VictoryMoment): number;
  /** Total VP of a seat, including hidden points (VP cards). */
  totalVp(state: CatanState<X>, seat: number): number;

  /** Extension actions: their zod schema (joined to the base schema), legal ones, and how to apply them. */
  extraActionSchema: ZodType<EA> | null;
  /**
   * Where the extension's action types are accepted and from whom, added to the base moments (phases.ts):
   * e.g. `{ main: { convertOil: 'active' } }`. The engine checks moment and seat before `applyExtra`.
   */
  extraMoments: Partial<Record<Moment, Partial<Record<string, Actor>>>>;
  /**
   * Push the legal actions of one of the extension's types (`type`) into `out`. Called only in a moment that
   * accepts the type, for a seat its actor names (`extraMoments`), so it need not check phase or seat.
   */
  extraLegal(state: CatanState<X>, seat: number, type: string, out: Sink<CatanAction | EA>): void;
  /** Apply an extension action (moment and seat already checked); return null when `action.type` is not one of yours. */
  applyExtra(state: CatanState<X>, seat: number, action: EA): ExtraResult | null;
  /** Seats that must act for an extension phase; null = use the base rules. */
  extraToAct(state: CatanState<X>): number[] | null;
  /** Add scenario information to a view. */
  extendView(state: CatanState<X>, seat: number | null, view: CatanView): unknown;
  /** Scenario invariants for `sim --check`; push messages for broken ones. */
  extraInvariants(state: CatanState<X>, out: string[]): void;
  /** VP a seat holds from extension sources (already included in `state.vp`), for the VP invariant. */
  extraVp(state: CatanState<X>, seat: number): number;
  /** Units of a resource legitimately out of the game (e.g. sequestered or destroyed oil), for the
   *  conservation invariant bank + hands + out of the game = `bank` at the start. */
  outOfGame(state: CatanState<X>, resource: number): number;
  /** Pieces a building level consumes from the player's supply, for the piece invariant:
   *  [settlements, cities] per level. */
  piecesForLevel: readonly (readonly [number, number])[];
}

export const BASE_RESOURCES: readonly ResourceSpec[] = RESOURCES.map((name) => ({
  name,
  bank: BANK_PER_RESOURCE,
  card: true,
  stealByName: false,
  maritimeGive: true,
  maritimeGet: true,
  limit: 0,
  public: false,
}));

/** The default bank-shortage rule for one resource. */
export function payOutWithShortage(
  state: CatanState<unknown>,
  resource: number,
  owed: number[],
  _roller: number,
  events: Sink<GameEvent>,
  names: readonly string[],
): void {
  let total = 0;
  let claimants = 0;
  let only = -1;
  for (let s = 0; s < owed.length; s++) {
    const o = owed[s]!;
    if (o > 0) {
      total += o;
      claimants++;
      only = s;
    }
  }
  if (total === 0) return;
  const bank = state.bank[resource]!;
  if (total <= bank) {
    for (let s = 0; s < owed.length; s++) {
      const o = owed[s]!;
      if (o > 0) state.hands[s]![resource] = state.hands[s]![resource]! + o;
    }
    state.bank[resource] = bank - total;
    return;
  }
  // With none left, "ran short … took the last 0" said nothing true: say the bank is out.
  const head =
    bank === 0 ? `The bank has no ${names[resource]} left` : `The bank ran short of ${names[resource]}`;
  if (claimants === 1) {
    state.hands[only]![resource] = state.hands[only]![resource]! + bank;
    state.bank[resource] = 0;
    const got = bank === 0 ? 'got none' : `took the last ${bank}`;
    events.push({ text: `${head}: {p${only}} ${got}.`, kind: 'shortage' });
    return;
  }
  events.push({ text: `${head}: nobody got any.`, kind: 'shortage' });
}

/**
 * Base Catan's rules. Build scenarios from a fresh copy: `{ ...baseRules<MyExt, MyAction>(), ... }` — a
 * scenario with its own state MUST override `initExt` (the base one returns null).
 */
export function baseRules<X = null, EA = never>(): CatanRules<X, EA> {
  const names = RESOURCES as readonly string[];
  return {
    id: 'catan',
    title: 'Catan',
    goal: `Settle an island, trade and build; the first to ${VP_TO_WIN} victory points on their own turn wins.`,
    players: { min: 3, max: 4 },
    rulesVersion: 1,
    resources: BASE_RESOURCES,
    costs: {
      road: COSTS.road,
      settlement: COSTS.settlement,
      city: COSTS.city,
      dev: COSTS.dev,
    },
    buildingVp: BUILDING_VP,
    buildingProduction: BUILDING_PRODUCTION,
    buildingNames: ['', 'settlement', 'city'],
    vpToWin: VP_TO_WIN,
    extraCosts: {},
    robberMayBeOffBoard: false,
    initExt: () => null as X,
    hexKind: terrainOf,
    hexResource(state, hex) {
      const t = state.terrain[hex]!;
      return t === DESERT ? -1 : t;
    },
    payOut(state, resource, owed, roller, events) {
      payOutWithShortage(state, resource, owed, roller, events, names);
    },
    robberAllowed: () => true,
    nodeBuildable: () => true,
    onTurnEnd: () => {},
    winner(state, moment) {
      if (moment === 'turnEnd') return -1;
      const s = state.current;
      return this.totalVp(state, s) >= this.vpToWin ? s : -1;
    },
    totalVp(state, seat) {
      return state.vp[seat]! + state.devHand[seat]![VICTORY_POINT]!;
    },
    extraActionSchema: null,
    extraMoments: {},
    extraLegal: () => {},
    applyExtra: () => null,
    extraToAct: () => null,
    extendView: () => null,
    extraInvariants: () => {},
    extraVp: () => 0,
    outOfGame: () => 0,
    piecesForLevel: [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  };
}
