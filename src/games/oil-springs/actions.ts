/**
 * The scenario's own actions: convert oil, build a metropolis, sequester oil. Only the active player, after
 * rolling, with no trade offer open: `OIL_MOMENTS` says so to the base engine, which checks it first and
 * lists them only then (`legalOilActions`).
 */
import { z } from 'zod';
import { NODE_COUNT, NODE_NAMES, nodeIndex } from '../catan/board';
import { CITY, RESOURCES } from '../catan/data';
import type { Actor, Moment } from '../catan/phases';
import type { ExtraResult } from '../catan/rules';
import type { CatanAction, Sink } from '../catan/types';
import { listWords } from '../awards';
import { seatRef } from '../events';
import { ruleError, type Tally } from '../types';
import {
  CHAMPION_THRESHOLD,
  CHAMPION_VP,
  DISASTER_TRACK_LENGTH,
  METROPOLIS_COST,
  METROPOLIS_LEVEL,
  METROPOLIS_POOL,
  OIL_CONVERSION_YIELD,
  SEQUESTERED_PER_VP,
} from './data';
import { OIL, oilHeld, springOrTerrain, type OilRefusal, type OilSpringsState } from './oilState';
import { nodeWords } from '../catan/words';
import { refuseSequester, refuseOilUse, sequesterOil, spendOil } from './oilRules';

export type OilSpringsExtraAction =
  /**
   * 1 oil → 2 non-oil resources from the bank: one `resource` and one `second`, or two `resource` when
   * `second` is absent or the same (the form logged before the pair was allowed).
   */
  | { type: 'convertOil'; resource: string; second?: string }
  /** Upgrade your city on intersection `at` to a metropolis (brick + grain + ore + 2 oil). */
  | { type: 'metropolis'; at: string }
  /** Put 1 oil out of the game for good (1 VP per 3; the Champion token). */
  | { type: 'sequester' };

export type OilSpringsAction = CatanAction | OilSpringsExtraAction;

/** Where the oil actions are accepted (the main phase, no offer open) and from whom (base engine, phases.ts). */
export const OIL_MOMENTS: Partial<Record<Moment, Partial<Record<OilSpringsExtraAction['type'], Actor>>>> = {
  main: { convertOil: 'active', metropolis: 'active', sequester: 'active' },
};

export const oilSpringsExtraActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('convertOil'),
    resource: z.string().min(1).max(16),
    second: z.string().min(1).max(16).optional(),
  }),
  z.object({ type: z.literal('metropolis'), at: z.string().min(1).max(8) }),
  z.object({ type: z.literal('sequester') }),
]);

/** The metropolis cost over the six resources (lumber, brick, wool, grain, ore, oil). */
export const METROPOLIS_COST_ARRAY: readonly number[] = [...RESOURCES, 'oil'].map(
  (r) => (METROPOLIS_COST as Record<string, number>)[r] ?? 0,
);

const BASE_RESOURCE_NAMES: readonly string[] = RESOURCES;

/** Metropolis tokens on the board. */
export function metropolisCount(state: OilSpringsState): number {
  let n = 0;
  for (let i = 0; i < NODE_COUNT; i++) if (state.nodeLevel[i] === METROPOLIS_LEVEL) n++;
  return n;
}

function canAffordMetropolis(state: OilSpringsState, seat: number): boolean {
  const h = state.hands[seat]!;
  return METROPOLIS_COST_ARRAY.every((c, r) => h[r]! >= c);
}

/** A non-oil resource's index, or -1. */
function baseResource(name: unknown): number {
  return typeof name === 'string' ? BASE_RESOURCE_NAMES.indexOf(name) : -1;
}

/**
 * The resource indices a conversion takes (`[r, r]` for two of one kind, `[r, s]` for one each), or why not
 * (moment and seat are checked by the engine). `second` absent: two of `resource`.
 */
export function parseConvert(
  state: OilSpringsState,
  seat: number,
  resource: unknown,
  second?: unknown,
): OilRefusal | [number, number] {
  const r = baseResource(resource);
  if (r < 0)
    return ruleError(
      'bad-resource',
      `Name a resource to take: ${BASE_RESOURCE_NAMES.join(', ')} (never oil).`,
    );
  const s = second === undefined ? r : baseResource(second);
  if (s < 0)
    return ruleError(
      'bad-resource',
      `Name the second resource to take: ${BASE_RESOURCE_NAMES.join(', ')} (never oil), or none for 2 ${RESOURCES[r]}.`,
    );
  const use = refuseOilUse(state, seat, 1);
  if (use) return use;
  if (r === s && state.bank[r]! < OIL_CONVERSION_YIELD)
    return ruleError('bank-short', `The bank has fewer than ${OIL_CONVERSION_YIELD} ${RESOURCES[r]}.`);
  const none = [r, s].find((x) => state.bank[x]! < 1);
  if (none !== undefined) return ruleError('bank-short', `The bank has no ${RESOURCES[none]}.`);
  return [r, s];
}

/** The intersection a metropolis goes on, or why not (moment and seat are checked by the engine). */
export function parseMetropolis(state: OilSpringsState, seat: number, at: unknown): OilRefusal | number {
  const node = typeof at === 'string' ? nodeIndex(at) : -1;
  if (node < 0) return ruleError('bad-spot', 'Name an intersection by its number, 1–54.');
  if (state.nodeOwner[node] !== seat || state.nodeLevel[node] !== CITY)
    return ruleError('illegal-spot', `You have no city on ${NODE_NAMES[node]} to upgrade.`);
  if (metropolisCount(state) >= METROPOLIS_POOL)
    return ruleError('no-pieces', `All ${METROPOLIS_POOL} metropolises are built.`);
  if (!canAffordMetropolis(state, seat))
    return ruleError(
      'cannot-afford',
      `A metropolis costs ${Object.entries(METROPOLIS_COST)
        .map(([r, n]) => `${n} ${r}`)
        .join(', ')}.`,
    );
  const use = refuseOilUse(state, seat, METROPOLIS_COST.oil);
  if (use) return use;
  return node;
}

/** The scenario's dispatcher: one `apply…` per oil action (moment and seat were checked by the engine). */
export function applyOilAction(
  state: OilSpringsState,
  seat: number,
  action: OilSpringsExtraAction,
  vpPerLevel: readonly number[],
): ExtraResult | null {
  switch (action.type) {
    case 'convertOil':
      return applyConvertOil(state, seat, action);
    case 'metropolis':
      return applyMetropolis(state, seat, action, vpPerLevel);
    case 'sequester':
      return applySequester(state, seat);
    default:
      return null;
  }
}

/** 1 oil → 2 non-oil resources from the bank (two of one kind, or one each of two); the oil moves the track. */
export function applyConvertOil(
  state: OilSpringsState,
  seat: number,
  action: { resource: unknown; second?: unknown },
): ExtraResult {
  const take = parseConvert(state, seat, action.resource, action.second);
  if (!Array.isArray(take)) return take;
  const track = state.ext.marker;
  spendOil(state, seat, 1);
  for (const r of take) {
    state.bank[r] = state.bank[r]! - 1;
    state.hands[seat]![r] = state.hands[seat]![r]! + 1;
  }
  state.last = { seat, kind: 'convertOil' };
  const [r, s] = take;
  const got = r === s ? `${OIL_CONVERSION_YIELD} ${RESOURCES[r]}` : `1 ${RESOURCES[r]} and 1 ${RESOURCES[s]}`;
  const text = `${seatRef(seat)} used 1 oil for ${got} (${trackMove(track, state.ext.marker)}).`;
  const tally = convertTally(seat, track, state.ext.marker, take);
  return { ok: true, events: [{ kind: 'oil', text, tally }, ...trackFilled(state, seat)] };
}

/**
 * A conversion's tally (`GameEvent.tally`), so that conversions one after another fold into one line on the turn
 * message (`convertTallyText`): n = [oil used, steps the marker moved, then the cards taken of each resource in
 * `RESOURCES` order]; `after`: [the marker after it]. The run's marker before its first conversion is the last one's
 * after less the steps added up: nothing else moves the marker between two conversions (a disaster, which resets
 * it, has its own lines, and none strikes within a turn).
 */
function convertTally(seat: number, from: number, to: number, take: readonly number[]): Tally {
  const n = [1, to - from, ...RESOURCES.map(() => 0)];
  for (const r of take) n[2 + r]! += 1;
  return { key: `convert:${seat}`, n, after: [to] };
}

/**
 * The line for a run of conversions (`GameModule.tallyText`): the oil and the cards added up, and the Disaster
 * Track from before the first to after the last: "{p0} used 3 oil for 4 ore, 1 wool and 1 grain (Disaster Track
 * 1 → 4 of 5)." where the turn message listed three lines, each with its own reading.
 */
export function convertTallyText({ key, n, after }: Tally): string | null {
  const m = /^convert:(\d+)$/.exec(key);
  const to = after?.[0];
  if (!m || to === undefined) return null;
  const got = RESOURCES.flatMap((name, r) => ((n[2 + r] ?? 0) > 0 ? [`${n[2 + r]} ${name}`] : []));
  return `${seatRef(Number(m[1]))} used ${n[0] ?? 0} oil for ${listWords(got)} (${trackMove(to - (n[1] ?? 0), to)}).`;
}

/**
 * The Disaster Track's move by the oil just used, "Disaster Track 4 → 5 of 5" ("Disaster Track 5 of 5" when it
 * was full already), so an Undo of the move says the step it takes back: it quoted the reading after it, "took
 * back: used 1 oil for 2 ore (Disaster Track 5/5)", as if the track stood at 5 after the Undo.
 */
function trackMove(from: number, to: number): string {
  return `Disaster Track ${from === to ? '' : `${from} → `}${to} of ${DISASTER_TRACK_LENGTH}`;
}

/**
 * When the oil just used filled the Disaster Track, a public warning: the disaster strikes at the end of this
 * turn (the seed: "At the end of my turn, if a disaster has been triggered, I have to deal with it"). Told as
 * the mover's deed, so an Undo of that oil says the owed disaster goes back with it ("took back: used 1 oil for
 * 2 ore (Disaster Track 4 → 5 of 5) and filled the Disaster Track"): "The Disaster Track reached 5: …" was left out of
 * it, and the log's warning stood unanswered when the turn ended with no disaster.
 */
function trackFilled(state: OilSpringsState, seat: number): { kind: string; text: string }[] {
  if (state.ext.marker < DISASTER_TRACK_LENGTH) return [];
  const text = `${seatRef(seat)} filled the Disaster Track. A disaster strikes at the end of this turn.`;
  return [{ kind: 'oil', text }];
}

/** A city becomes a metropolis: its cost to the bank, its oil to the supply (moving the track), +1 VP. */
export function applyMetropolis(
  state: OilSpringsState,
  seat: number,
  action: { at: unknown },
  vpPerLevel: readonly number[],
): ExtraResult {
  const node = parseMetropolis(state, seat, action.at);
  if (typeof node !== 'number') return node;
  const h = state.hands[seat]!;
  for (let r = 0; r < OIL; r++) {
    const c = METROPOLIS_COST_ARRAY[r]!;
    h[r] = h[r]! - c;
    state.bank[r] = state.bank[r]! + c;
  }
  const track = state.ext.marker;
  spendOil(state, seat, METROPOLIS_COST.oil);
  state.nodeLevel[node] = METROPOLIS_LEVEL;
  state.vp[seat] = state.vp[seat]! + vpPerLevel[METROPOLIS_LEVEL]! - vpPerLevel[CITY]!;
  state.last = { seat, kind: 'metropolis', node };
  const text = `${seatRef(seat)} upgraded the city on ${nodeWords(state, node, springOrTerrain)} to a metropolis (${trackMove(track, state.ext.marker)}).`;
  return { ok: true, events: [{ kind: 'build', text }, ...trackFilled(state, seat)] };
}

/** 1 oil out of the game for good; sets of 3 and the Champion token score. */
export function applySequester(state: OilSpringsState, seat: number): ExtraResult {
  const no = refuseSequester(state, seat);
  if (no) return no;
  const change = sequesterOil(state, seat);
  state.last = { seat, kind: 'sequester' };
  // Every SEQUESTERED_PER_VP-th oil scores: said on its line, as a playtest saw 1 VP come with no word of it.
  const total = state.ext.sequestered[seat]!;
  const scores = total % SEQUESTERED_PER_VP === 0 ? ': +1 VP' : '';
  const events = [
    {
      kind: 'sequester',
      text: `${seatRef(seat)} sequestered 1 oil (${total} in all${scores}).`,
    },
  ];
  // Told as the mover's deed ("took …"), as the taking from another is: an Undo's line names the token going
  // back with the oil ("took back: sequestered 1 oil (3 in all: +1 VP) and took the Champion …"), where "is the
  // first to sequester 3 oil" was left out of it.
  if (change)
    events.push({
      kind: 'champion',
      text:
        change.from < 0
          ? `${seatRef(seat)} took the Champion of the Environment token, the first to sequester ${CHAMPION_THRESHOLD} oil (+${CHAMPION_VP} VP).`
          : `${seatRef(seat)} sequestered more oil than ${seatRef(change.from)} and took the Champion of the Environment token (+${CHAMPION_VP} VP, ${seatRef(change.from)} −${CHAMPION_VP} VP).`,
    });
  return { ok: true, events };
}

/**
 * Every conversion the bank can pay, each once, in resource order as Year of Plenty's pairs: two lumber (the
 * form without `second`), lumber and brick, …, lumber and ore, two brick, brick and wool, … two ore.
 */
function legalConversions(state: OilSpringsState, out: Sink<OilSpringsAction>): void {
  for (let r = 0; r < OIL; r++) {
    if (state.bank[r]! < 1) continue;
    if (state.bank[r]! >= OIL_CONVERSION_YIELD) out.push({ type: 'convertOil', resource: RESOURCES[r]! });
    for (let s = r + 1; s < OIL; s++)
      if (state.bank[s]! >= 1)
        out.push({ type: 'convertOil', resource: RESOURCES[r]!, second: RESOURCES[s]! });
  }
}

/**
 * Legal oil actions of one type for `seat` (appended to the base legal actions). The engine calls it only
 * where `OIL_MOMENTS` accepts the type, for the active player.
 */
export function legalOilActions(
  state: OilSpringsState,
  seat: number,
  type: string,
  out: Sink<OilSpringsAction>,
): void {
  if (oilHeld(state, seat) <= 0) return;
  switch (type as OilSpringsExtraAction['type']) {
    case 'convertOil':
      if (!refuseOilUse(state, seat, 1)) legalConversions(state, out);
      return;
    case 'metropolis':
      if (
        metropolisCount(state) < METROPOLIS_POOL &&
        canAffordMetropolis(state, seat) &&
        !refuseOilUse(state, seat, METROPOLIS_COST.oil)
      )
        for (let n = 0; n < NODE_COUNT; n++)
          if (state.nodeOwner[n] === seat && state.nodeLevel[n] === CITY)
            out.push({ type: 'metropolis', at: NODE_NAMES[n]! });
      return;
    case 'sequester':
      if (!refuseSequester(state, seat)) out.push({ type: 'sequester' });
      return;
  }
}
