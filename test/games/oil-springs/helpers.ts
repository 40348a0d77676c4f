/** Test helpers: a game placed straight into a chosen position, rigged dice, and checked actions. */
import { expect } from 'vitest';
import { NODE_NAMES, edgeBetween, hexIndex, nodeIndex } from '../../../src/games/catan/board';
import { PIECES } from '../../../src/games/catan/data';
import { updateLongestRoad } from '../../../src/games/catan/longestRoad';
import { oilSprings } from '../../../src/games/oil-springs';
import type { OilSpringsAction } from '../../../src/games/oil-springs/actions';
import { BUILDING_VP_WITH_METROPOLIS } from '../../../src/games/oil-springs/data';
import { OIL, type OilSpringsState } from '../../../src/games/oil-springs/oilState';
import { polluteHex, sequesterVp } from '../../../src/games/oil-springs/oilRules';
import { Rng, seedRng, type RngState } from '../../../src/games/rng';
import type { GameEvent } from '../../../src/games/types';

export { devOnTop, giveDev } from '../catan/helpers';

export const RES = { lumber: 0, brick: 1, wool: 2, grain: 3, ore: 4, oil: OIL } as const;
export type ResName = keyof typeof RES;

export const hex = (name: string): number => hexIndex(name);
export const node = (name: string | number): number => nodeIndex(String(name));
export const nodeName = (n: number): string => NODE_NAMES[n] as string;

/** A fresh 4-player game (set-up not played). */
export function newGame(
  options: Record<string, unknown> = {},
  seats = 4,
  seed = 'oil-test',
): OilSpringsState {
  return oilSprings.setup(seats, options as never, seed);
}

/** Skip set-up: `seat` is the active player, after the roll (phase main), on turn `turn`. */
export function toMain(state: OilSpringsState, seat: number, turn = 5): OilSpringsState {
  state.setupStep = 2 * state.seats;
  state.setupNode = -1;
  state.phase = 'main';
  state.current = seat;
  state.turn = turn;
  state.rolled = true;
  state.lastRoll = [3, 4];
  return state;
}

/** Same, before the roll. */
export function toRoll(state: OilSpringsState, seat: number, turn = 5): OilSpringsState {
  toMain(state, seat, turn);
  state.phase = 'roll';
  state.rolled = false;
  return state;
}

/** Put a building straight on the board, keeping pieces and VP consistent. Level 1/2/3. */
export function place(state: OilSpringsState, at: string | number, seat: number, level: 1 | 2 | 3): number {
  const n = node(at);
  state.nodeOwner[n] = seat;
  state.nodeLevel[n] = level;
  if (level === 1) state.settlementsLeft[seat]!--;
  else state.citiesLeft[seat]!--;
  state.vp[seat]! += BUILDING_VP_WITH_METROPOLIS[level]!;
  return n;
}

/** Roads along a chain of intersection names, e.g. ["1","2","3"]; road lengths and Longest Road updated. */
export function roads(state: OilSpringsState, seat: number, chain: (string | number)[]): void {
  for (let i = 1; i < chain.length; i++) {
    const e = edgeBetween(node(chain[i - 1]!), node(chain[i]!));
    expect(e).toBeGreaterThanOrEqual(0);
    state.edgeOwner[e] = seat;
    state.roadsLeft[seat]!--;
  }
  expect(state.roadsLeft[seat]).toBeLessThanOrEqual(PIECES.roads);
  updateLongestRoad(state, []);
}

/** Move cards from the bank to a hand. */
export function give(state: OilSpringsState, seat: number, cards: Partial<Record<ResName, number>>): void {
  for (const [k, v] of Object.entries(cards)) {
    const r = RES[k as ResName];
    state.bank[r]! -= v;
    state.hands[seat]![r]! += v;
  }
}

/** Shrink the oil supply to `n` by destroying the rest (as if polluted springs had taken it). */
export function setSupply(state: OilSpringsState, n: number): void {
  const extra = state.bank[OIL]! - n;
  state.bank[OIL] = n;
  state.ext.destroyed += extra;
}

/** Set sequestered oil (taken from the supply) and the Champion, keeping VP consistent. */
export function setSequestered(state: OilSpringsState, counts: number[], champion: number): void {
  const before = state.vp.map((_, s) => sequesterVp(state, s));
  counts.forEach((c, s) => {
    state.bank[OIL]! -= c - state.ext.sequestered[s]!;
    state.ext.sequestered[s] = c;
  });
  state.ext.champion = champion;
  state.vp.forEach((_, s) => (state.vp[s] = state.vp[s]! - before[s]! + sequesterVp(state, s)));
}

/** Make the next two dice (and optionally the draws after them) come out as wanted. */
export function rigDice(state: OilSpringsState, sum: number, after?: (rng: Rng) => boolean): void {
  for (let i = 0; i < 100000; i++) {
    const s: RngState = seedRng(`rig-${sum}-${i}`);
    const r = new Rng([...s] as RngState);
    if (r.die() + r.die() !== sum) continue;
    if (after && !after(r)) continue;
    state.rng = s;
    return;
  }
  throw new Error(`could not rig a ${sum}`);
}

/** Apply an action that must succeed; returns the events. Checks the invariants afterwards. */
export function act(state: OilSpringsState, seat: number, action: OilSpringsAction): GameEvent[] {
  const r = oilSprings.apply(state, seat, action);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${r.error}`);
  expect(oilSprings.invariants!(r.state)).toEqual([]);
  return r.events;
}

/** Seat `seat` uses oil up to the end of the track (marker 5), so a disaster is owed at the end of the turn. */
export function oweDisaster(state: OilSpringsState, seat: number): void {
  state.ext.marker = 4;
  give(state, seat, { oil: 1 });
  act(state, seat, { type: 'convertOil', resource: 'ore' });
  expect(state.ext.marker).toBe(5);
}

/** Apply an action that must be refused; returns the error code. State must not change. */
export function refused(state: OilSpringsState, seat: number, action: OilSpringsAction): string {
  const before = JSON.stringify(state);
  const r = oilSprings.apply(state, seat, action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  expect(JSON.stringify(state)).toBe(before);
  return r.code ?? r.error;
}

export const oil = (state: OilSpringsState, seat: number): number => state.hands[seat]![OIL]!;
export const text = (events: GameEvent[]): string => events.map((e) => e.text).join('\n');
export const invariants = (state: OilSpringsState): string[] => oilSprings.invariants!(state);

/** Pollution has already taken four number tokens (A, E, H, K): the next one abandons the island. */
export function fourTokensRemoved(s: OilSpringsState): void {
  for (const [h, n] of [
    ['A', 10],
    ['E', 6],
    ['H', 9],
    ['K', 3],
  ] as const)
    polluteHex(s, { hex: hex(h), number: n, spring: false }, 0);
}
