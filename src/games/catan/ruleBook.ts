/**
 * The rule book of one Catan module (base Catan, Oil Springs): its rules plus lookups and cached, frozen action objects (so enumerating legal
 * actions on the hot path allocates almost nothing). Callers must treat actions from legalActions as
 * read-only.
 */
import type { GameEvent } from '../types';
import { EDGE_COUNT, EDGE_NAMES, HEX_COUNT, HEX_NAMES, NODE_COUNT, NODE_NAMES } from './board';
import { BASE_ACTION_TYPES, type Moment, type MomentRules, withExtraMoments } from './phases';
import type { CatanRules } from './rules';
import type { Bundle, CatanAction, Sink } from './types';

export type Rules = CatanRules<unknown, unknown>;

export interface RuleBook {
  rules: Rules;
  /** The turn's moments as data (phases.ts), with the scenario's own actions added. */
  moments: Readonly<Record<Moment, MomentRules>>;
  /** Every action type the game knows: the base ones and the scenario's. */
  knownTypes: ReadonlySet<string>;
  /** The scenario's own action types (handled by `rules.applyExtra`). */
  extraTypes: ReadonlySet<string>;
  /** Number of resources. */
  R: number;
  names: readonly string[];
  resIndex: ReadonlyMap<string, number>;
  /** Holding limit per resource (0 = none), read from `rules.resources` once. */
  limits: readonly number[];
  /** Whether any resource has a holding limit (else `room` is never short). */
  limited: boolean;
  /** Per resource: whether everyone sees how many each player holds (`ResourceSpec.public`). */
  open: readonly boolean[];
  /** Per resource: whether the bank takes it / gives it in maritime trade (`ResourceSpec.maritimeGive/Get`). */
  maritimeGive: readonly boolean[];
  maritimeGet: readonly boolean[];
  /** The resources the robber may take by name (`ResourceSpec.stealByName`), in resource order. */
  stealByName: readonly number[];
  acts: {
    roll: CatanAction;
    endTurn: CatanAction;
    buyDev: CatanAction;
    knight: CatanAction;
    roadBuilding: CatanAction;
    accept: CatanAction;
    decline: CatanAction;
    withdraw: CatanAction;
    settlement: readonly CatanAction[];
    city: readonly CatanAction[];
    road: readonly CatanAction[];
    /** [hex][victim + 1]: robber moves stealing a random card (victim -1 = nobody). */
    robber: readonly (readonly CatanAction[])[];
    /** [give][get]. */
    maritime: readonly (readonly CatanAction[])[];
    monopoly: readonly CatanAction[];
    /** [a][b] with a <= b. */
    yearOfPlenty: readonly (readonly CatanAction[])[];
    confirm: readonly CatanAction[];
    /** [give][get]: 1-for-1 domestic offers. */
    offer: readonly (readonly CatanAction[])[];
  };
  /**
   * The amounts of the frozen bundles of `acts.offer`, parsed once (`bundleAmounts`): the random bot judges
   * every 1-for-1 offer when it thinks of trading. Shared and frozen: copy one before keeping it in a state.
   */
  parsedBundles: WeakMap<object, readonly number[]>;
}

export function compileRuleBook(rules: Rules): RuleBook {
  const names = rules.resources.map((r) => r.name);
  const R = names.length;
  const resIndex = new Map<string, number>();
  names.forEach((n, i) => resIndex.set(n, i));
  const f = <T extends object>(o: T): T => Object.freeze(o);
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const moments = withExtraMoments(rules.extraMoments);
  const extraTypes = new Set<string>();
  const baseTypes = new Set<string>(BASE_ACTION_TYPES);
  for (const m of Object.values(rules.extraMoments))
    for (const t of Object.keys(m)) if (!baseTypes.has(t)) extraTypes.add(t);
  const knownTypes = new Set<string>([...baseTypes, ...extraTypes]);
  // One frozen bundle of one card per resource, shared by the offers, and its amounts parsed once.
  const parsedBundles = new WeakMap<object, readonly number[]>();
  const oneCard = range(R).map((r) => {
    const bundle = f({ [names[r]!]: 1 });
    parsedBundles.set(bundle, f(range(R).map((k) => (k === r ? 1 : 0))));
    return bundle;
  });
  return {
    rules,
    moments,
    knownTypes,
    extraTypes,
    R,
    names,
    resIndex,
    limits: rules.resources.map((r) => r.limit),
    limited: rules.resources.some((r) => r.limit > 0),
    open: rules.resources.map((r) => r.public),
    maritimeGive: rules.resources.map((r) => r.maritimeGive),
    maritimeGet: rules.resources.map((r) => r.maritimeGet),
    stealByName: range(R).filter((r) => rules.resources[r]!.stealByName),
    acts: {
      roll: f({ type: 'roll' }),
      endTurn: f({ type: 'endTurn' }),
      buyDev: f({ type: 'buyDev' }),
      knight: f({ type: 'knight' }),
      roadBuilding: f({ type: 'roadBuilding' }),
      accept: f({ type: 'accept' }),
      decline: f({ type: 'decline' }),
      withdraw: f({ type: 'withdraw' }),
      settlement: range(NODE_COUNT).map((n) => f({ type: 'settlement', at: NODE_NAMES[n]! })),
      city: range(NODE_COUNT).map((n) => f({ type: 'city', at: NODE_NAMES[n]! })),
      road: range(EDGE_COUNT).map((e) => f({ type: 'road', at: EDGE_NAMES[e]! })),
      robber: range(HEX_COUNT).map((h) =>
        range(9).map((v) =>
          v === 0
            ? f({ type: 'robber', hex: HEX_NAMES[h]! })
            : f({ type: 'robber', hex: HEX_NAMES[h]!, victim: v - 1 }),
        ),
      ),
      maritime: range(R).map((g) =>
        range(R).map((t) => f({ type: 'maritime', give: names[g]!, get: names[t]! })),
      ),
      monopoly: range(R).map((r) => f({ type: 'monopoly', resource: names[r]! })),
      yearOfPlenty: range(R).map((a) =>
        range(R).map((b) => f({ type: 'yearOfPlenty', take: [names[a]!, names[b]!] })),
      ),
      confirm: range(8).map((s) => f({ type: 'confirm', with: s })),
      offer: range(R).map((g) =>
        range(R).map((t) => f({ type: 'offer', give: oneCard[g]!, get: oneCard[t]! })),
      ),
    },
    parsedBundles,
  };
}

/** Parse a bundle {brick: 1} into an amount per resource index, or an error message. */
export function parseBundle(book: RuleBook, bundle: unknown): number[] | string {
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle))
    return 'Cards must be given as { resource: count }.';
  const out: number[] = [];
  for (let r = 0; r < book.R; r++) out.push(0);
  // The own keys in order, as `Object.entries` walks them, without a [key, value] pair per entry.
  const keys = Object.keys(bundle);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = (bundle as Bundle)[k];
    const r = book.resIndex.get(k);
    if (r === undefined) return `Unknown resource "${k}" (one of ${book.names.join(', ')}).`;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 99) return `Bad count for ${k}.`;
    out[r] = out[r]! + v;
  }
  return out;
}

/**
 * `parseBundle` for a bundle only read: the amounts kept for the rule book's own frozen bundles
 * (`RuleBook.parsedBundles`), shared and frozen, else a fresh parse.
 */
export function bundleAmounts(book: RuleBook, bundle: unknown): readonly number[] | string {
  return (
    (typeof bundle === 'object' && bundle !== null && book.parsedBundles.get(bundle)) ||
    parseBundle(book, bundle)
  );
}

/** "2 brick, 1 ore" (or "nothing"). */
export function bundleText(book: RuleBook, amounts: readonly number[]): string {
  const parts: string[] = [];
  for (let r = 0; r < book.R; r++) if (amounts[r]! > 0) parts.push(`${amounts[r]} ${book.names[r]}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export function bundleRecord(book: RuleBook, amounts: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let r = 0; r < book.R; r++) if (amounts[r]! > 0) out[book.names[r]!] = amounts[r]!;
  return out;
}

/**
 * How many cards of the hidden resources (`open` false) `hand` holds: of another's hand, only this count is
 * public (the view's `cards`).
 */
export function hiddenCards(book: RuleBook, hand: readonly number[]): number {
  let n = 0;
  for (let r = 0; r < book.R; r++) if (!book.open[r]) n += hand[r]!;
  return n;
}

export type Events = Sink<GameEvent>;
