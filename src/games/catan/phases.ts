/**
 * The turn's moments as data: for each moment, the action types it accepts and who may send each, who must
 * act, and how it refuses the rest. `engine.ts` checks these once for every action, before handing it to its
 * rule; `legal.ts` lists a seat's actions by walking the same table; `status().toAct` reads it too.
 */
import { ruleError } from '../types';
import { ANSWER_WAITING, type CatanActionType, type CatanState, type Phase, type Refusal } from './types';

/** A moment of the game: a phase, with the main phase split by whether a trade offer is open. */
export type Moment = Exclude<Phase, 'over'> | 'trade';

/**
 * Who may send an accepted action. `active`: the active player (the engine refuses anyone else).
 * `owesDiscard`: a seat that owes a discard after a 7. `answersOffer`: a seat the open offer still waits on.
 * For the last two the engine lets any seat through and the rule refuses with its own reason (nothing owed,
 * no offer open, already answered); the listing and `toAct` name exactly those seats (`mayAct`).
 */
export type Actor = 'active' | 'owesDiscard' | 'answersOffer';

/** Whether `seat` is one the actor names, now. */
export function mayAct(actor: Actor, state: CatanState, seat: number): boolean {
  switch (actor) {
    case 'active':
      return seat === state.current;
    case 'owesDiscard':
      return state.discardOwed[seat]! > 0;
    case 'answersOffer':
      return state.trade !== null && state.trade.answers[seat] === ANSWER_WAITING;
  }
}

export interface MomentRules {
  /** The action types accepted now, and who may send each (scenarios add theirs: `extraMoments`). */
  accepts: Partial<Record<string, Actor>>;
  /** `accepts` as a map, for the engine's hot path. */
  actors: ReadonlyMap<string, Actor>;
  /** `accepts` in order, for the listing (legal.ts); `base`: a base type, not a scenario's. */
  steps: readonly { type: string; actor: Actor; base: boolean }[];
  /**
   * Whether the moment is the active player's: another seat's action of a type not accepted from it is
   * refused with `notYours` before anything else.
   */
  activeOnly: boolean;
  /**
   * Who must act now (`status().toAct`): the seats this actor names. In the active player's moment
   * (`activeOnly`), the active player once it names nobody (an offer everyone has answered).
   */
  waitsOn: Actor;
  /** The refusal for a seat that is not the one to act (mostly: whose turn it is). */
  notYours(state: CatanState): Refusal;
  /** The refusal for an action type this moment does not accept. */
  refuse(state: CatanState, type: string): Refusal;
}

/** Every action type the base game handles itself; scenarios add theirs (`CatanRules.extraMoments`). */
export const BASE_ACTION_TYPES: readonly CatanActionType[] = [
  'roll',
  'settlement',
  'city',
  'road',
  'buyDev',
  'knight',
  'roadBuilding',
  'yearOfPlenty',
  'monopoly',
  'robber',
  'discard',
  'maritime',
  'offer',
  'accept',
  'decline',
  'counter',
  'confirm',
  'withdraw',
  'endTurn',
];
export const notYourTurn = (state: CatanState): Refusal =>
  ruleError('not-your-turn', `It is {p${state.current}}'s turn.`);

/** Base Catan's development cards: any one per turn, before or after the roll. */
const DEV_PLAYS = {
  knight: 'active',
  roadBuilding: 'active',
  yearOfPlenty: 'active',
  monopoly: 'active',
} as const;
/** Answers to a trade offer (the rule refuses the offer's maker, and answers when no offer is open). */
const ANSWERS = { accept: 'answersOffer', decline: 'answersOffer', counter: 'answersOffer' } as const;

type Accepts = Partial<Record<CatanActionType, Actor>>;

/** Base Catan. The order of `accepts` is the order in which legal actions are listed. */
export const BASE_MOMENTS: Readonly<
  Record<Moment, Omit<MomentRules, 'actors' | 'steps'> & { accepts: Accepts }>
> = {
  /** Snake placement: a settlement, then a road touching it. */
  setup: {
    accepts: { settlement: 'active', road: 'active' },
    activeOnly: true,
    waitsOn: 'active',
    notYours: notYourTurn,
    refuse: (state) =>
      ruleError(
        'wrong-phase',
        state.setupNode === -1 ? 'Place a settlement.' : 'Place a road next to your settlement.',
      ),
  },
  /** Before the roll: roll, or first play a development card. */
  roll: {
    accepts: { roll: 'active', ...DEV_PLAYS },
    activeOnly: true,
    waitsOn: 'active',
    notYours: notYourTurn,
    refuse: () =>
      ruleError('roll-first', 'Roll the dice first (you may play a development card before rolling).'),
  },
  /** After a 7: everyone over the limit discards at once. */
  discard: {
    accepts: { discard: 'owesDiscard' },
    activeOnly: false,
    waitsOn: 'owesDiscard',
    notYours: notYourTurn,
    refuse: () => ruleError('wrong-phase', 'Waiting for discards after the 7.'),
  },
  /** After a 7 or a Knight: the active player moves the robber. */
  robber: {
    accepts: { robber: 'active' },
    activeOnly: true,
    waitsOn: 'active',
    notYours: notYourTurn,
    refuse: () => ruleError('wrong-phase', 'Move the robber first.'),
  },
  /** Road Building: the free roads come first. */
  roadBuilding: {
    accepts: { road: 'active' },
    activeOnly: true,
    waitsOn: 'active',
    notYours: notYourTurn,
    refuse: (state) =>
      ruleError('wrong-phase', `Place your free road${state.freeRoads > 1 ? 's' : ''} first.`),
  },
  /** After the roll: build, buy, play, trade, end the turn. */
  main: {
    accepts: {
      road: 'active',
      settlement: 'active',
      city: 'active',
      buyDev: 'active',
      ...DEV_PLAYS,
      maritime: 'active',
      endTurn: 'active',
      offer: 'active',
      ...ANSWERS,
      confirm: 'active',
      withdraw: 'active',
    },
    activeOnly: true,
    waitsOn: 'active',
    notYours: notYourTurn,
    refuse: (_state, type) =>
      type === 'roll'
        ? ruleError('already-rolled', 'You already rolled this turn.')
        : ruleError('wrong-phase', `You cannot ${type} now.`),
  },
  /** The active player's offer is open: the others answer; the active player confirms or withdraws. */
  trade: {
    accepts: { ...ANSWERS, confirm: 'active', withdraw: 'active' },
    activeOnly: true,
    waitsOn: 'answersOffer',
    notYours: () => ruleError('no-offer-to-you', 'Only the player whose turn it is trades with others.'),
    refuse: () => ruleError('offer-open', 'Confirm a trade or withdraw your offer first.'),
  },
};

/** The moment a game is in (`null` once it is over). */
export function momentOf(state: CatanState): Moment | null {
  if (state.phase === 'over') return null;
  return state.phase === 'main' && state.trade ? 'trade' : state.phase;
}

/**
 * What `moments` holds for the moment a game is in (not over): a rule book's rules, or the listing's compiled
 * steps. A switch: named loads keep the engine's hot path fast.
 */
export function momentRules<T = MomentRules>(moments: Readonly<Record<Moment, T>>, state: CatanState): T {
  switch (state.phase) {
    case 'main':
      return state.trade ? moments.trade : moments.main;
    case 'roll':
      return moments.roll;
    case 'discard':
      return moments.discard;
    case 'robber':
      return moments.robber;
    case 'roadBuilding':
      return moments.roadBuilding;
    default:
      return moments.setup;
  }
}

/** `[seat]`, one frozen array per seat built once (`status()` runs before every action; nobody changes it). */
const ONLY_SEAT: (readonly number[])[] = [];
function onlySeat(seat: number): number[] {
  if (seat < 0 || seat >= 8) return [seat];
  let only = ONLY_SEAT[seat];
  if (only === undefined) {
    only = Object.freeze([seat]);
    ONLY_SEAT[seat] = only;
  }
  return only as number[];
}

/** The seats that must act in a moment (see `MomentRules.waitsOn`). */
export function seatsToAct(rules: MomentRules, state: CatanState): number[] {
  if (rules.waitsOn === 'active') return onlySeat(state.current);
  const out: number[] = [];
  for (let s = 0; s < state.seats; s++) if (mayAct(rules.waitsOn, state, s)) out.push(s);
  if (out.length === 0 && rules.activeOnly) out.push(state.current);
  return out;
}

/** Whether the game has ended (a function, so a rule's change of `state.phase` is seen after it ran). */
export function isOver(state: CatanState): boolean {
  return state.phase === 'over';
}

/** The base moments with a scenario's own actions added (`CatanRules.extraMoments`). */
export function withExtraMoments(
  extra: Partial<Record<Moment, Partial<Record<string, Actor>>>>,
): Record<Moment, MomentRules> {
  const out = {} as Record<Moment, MomentRules>;
  const baseTypes = new Set<string>(BASE_ACTION_TYPES);
  for (const m of Object.keys(BASE_MOMENTS) as Moment[]) {
    const accepts = { ...BASE_MOMENTS[m].accepts, ...extra[m] };
    const actors = new Map<string, Actor>();
    const steps: MomentRules['steps'][number][] = [];
    for (const [type, actor] of Object.entries(accepts)) {
      if (!actor) continue;
      actors.set(type, actor);
      steps.push({ type, actor, base: baseTypes.has(type) });
    }
    out[m] = { ...BASE_MOMENTS[m], accepts, actors, steps };
  }
  return out;
}
