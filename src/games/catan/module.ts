/**
 * The factory: a rules object (base Catan or a scenario built on it) becomes a GameModule, plus helpers the
 * renderer and the Discord layer use (legal spots, robber victims).
 */
import { z, type ZodType } from 'zod';
import type { Bot, GameModule } from '../types';
import { catanAwards } from './awards';
import { HEX_COUNT, hexIndex } from './board';
import { makeGreedyBot, makeRandomBot } from './bots';
import { makeStrongBot } from './strong';
import { type RuleBook, compileRuleBook } from './ruleBook';
import { applyAction, status } from './engine';
import { checkInvariants } from './invariants';
import { legalActions, legalSpotIndices, legalSpotNames } from './legal';
import { victimsAt } from './placement';
import type { CatanRules } from './rules';
import { createState } from './setup';
import { maritimeTallyText, withdrawalStands } from './trade';
import { devCardsTallyText } from './devCards';
import {
  type CatanAction,
  type CatanOptions,
  type CatanState,
  type CatanView,
  type SpotKind,
  catanActionSchema,
  catanOptionsSchema,
} from './types';
import { buildView } from './view';

export interface CatanModule<X = null, EA = never> extends GameModule<
  CatanState<X>,
  CatanAction | EA,
  CatanOptions,
  CatanView
> {
  /** The rules object this module runs (for scenarios composing further). */
  rules: CatanRules<X, EA>;
  /**
   * The designed numbers a presenter shows, read from the rules so they are stated once: resource names in
   * order, the VP to win, and what things cost as { resource: count } (road, settlement, city, dev, and a
   * scenario's own purchases such as "metropolis").
   */
  design: CatanDesign;
  /** Names of the spots where `seat` may place now: intersections "12" (settlement/city), paths "12-22", hexes "J". */
  legalSpots(state: CatanState<X>, seat: number, kind: SpotKind): string[];
  /** Same, as board indices. */
  legalSpotIndices(state: CatanState<X>, seat: number, kind: SpotKind): number[];
  /** Opponents the robber could rob on a hex (by name or index). */
  robberVictims(state: CatanState<X>, seat: number, hex: string | number): number[];
}

export interface CatanDesign {
  resources: readonly string[];
  /** The resources that are cards (Oil Springs' oil is tokens, not cards). */
  cards: readonly string[];
  vpToWin: number;
  costs: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Designed numbers in words (see `CatanModule.design`). */
export function designOf(rules: CatanRules<unknown, unknown>): CatanDesign {
  const resources = rules.resources.map((r) => r.name);
  const asRecord = (cost: readonly number[]): Record<string, number> => {
    const out: Record<string, number> = {};
    cost.forEach((n, r) => {
      const name = resources[r];
      if (n > 0 && name !== undefined) out[name] = n;
    });
    return out;
  };
  const costs: Record<string, Record<string, number>> = {};
  for (const [what, cost] of Object.entries({ ...rules.costs, ...rules.extraCosts }))
    costs[what] = asRecord(cost);
  const cards = rules.resources.filter((r) => r.card).map((r) => r.name);
  return { resources, cards, vpToWin: rules.vpToWin, costs };
}

export function createCatanModule<X = null, EA = never>(
  rules: CatanRules<X, EA>,
  optionsSchema: ZodType<CatanOptions> = catanOptionsSchema,
): CatanModule<X, EA> {
  // The engine runs on the rules with the scenario's types erased (its hooks only see the state they are given).
  const book: RuleBook = compileRuleBook(rules);
  type S = CatanState<X>;
  type A = CatanAction | EA;
  const actionSchema: ZodType<A> = rules.extraActionSchema
    ? z.union([catanActionSchema, rules.extraActionSchema])
    : catanActionSchema;
  const legal = (state: S, seat: number): A[] => legalActions(book, state, seat);
  const apply = (state: S, seat: number, action: A) => applyAction(book, state, seat, action);
  const gameStatus = (state: S) => status(book, state);
  const greedy: Bot<S, A> = makeGreedyBot(book);
  const strong = makeStrongBot<S, A>({
    rules: book.rules,
    legalActions: legal,
    apply,
    status: gameStatus,
    greedy,
  });
  const bots: Record<string, Bot<S, A>> = { random: makeRandomBot(book), greedy, strong };
  return {
    id: rules.id,
    title: rules.title,
    goal: rules.goal,
    players: rules.players,
    rulesVersion: rules.rulesVersion,
    optionsSchema,
    actionSchema,
    rules,
    design: designOf(rules),
    setup(seats, options, seed) {
      const opts = optionsSchema.parse(options ?? {});
      return createState(rules, seats, opts, seed);
    },
    legalActions: legal,
    // On success the engine returns the very state object it was given.
    apply,
    view: (state, seat) => buildView(book, state, seat),
    status: gameStatus,
    bots,
    invariants: (state) => checkInvariants(book, state),
    /** A trade offer left unanswered by another player is declined (discards are the player's own to make). */
    lapse(state, seat) {
      if (!state.trade || seat === state.current) return null;
      return legalActions(book, state, seat).find((x) => x.type === 'decline') ?? null;
    },
    /**
     * The development deck, shuffled at set-up: a card bought shows its top card (to the buyer). And each
     * player's development cards, secret in their hand: a card played from it was seen (a Year of Plenty, a
     * Road Building), so its play stands — else Undo would put back a card everyone now knows is there.
     */
    hiddenPiles: (state) => [
      { name: 'the development card drawn', cards: state.devDeck },
      ...state.devHand.map((cards) => ({ name: 'the development card played', cards })),
    ],
    /**
     * A trade confirmed with another player stands like their move: it needed their accept (or was their
     * counter-offer). A maritime trade with the bank is the player's alone, so it may be taken back. So is an
     * offer withdrawn before anyone accepted or countered it; once someone had, they saw it withdrawn and may
     * have acted on that, so the withdrawal stands (else Undo would reopen it with their acceptance counted).
     * A Monopoly on a hidden resource showed how many the others held: else Undo would let a player ask again.
     */
    undoBarrier(action, events) {
      const a = action as CatanAction;
      if (a.type === 'confirm') return 'a trade agreed by both players';
      if (a.type === 'withdraw' && withdrawalStands(events)) return 'the withdrawn offer';
      if (a.type === 'monopoly' && !book.open[book.resIndex.get(a.resource) ?? -1])
        return 'what Monopoly revealed';
      return null;
    },
    turn: (state) => state.turn,
    awards: (state, played) => catanAwards(state, played),
    tallyText: (tally) => maritimeTallyText(book, tally) ?? devCardsTallyText(tally),
    legalSpots: (state, seat, kind) => legalSpotNames(book, state, seat, kind),
    legalSpotIndices: (state, seat, kind) => legalSpotIndices(book, state, seat, kind),
    robberVictims(state, seat, hex) {
      const h = typeof hex === 'number' ? hex : hexIndex(hex);
      return h >= 0 && h < HEX_COUNT ? victimsAt(state, seat, h) : [];
    },
  };
}
