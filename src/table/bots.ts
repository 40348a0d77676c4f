/**
 * Bot seats act automatically: while the game is not over and a bot seat is in `toAct` (or in `botsMayAct`,
 * e.g. the maker of a Catan offer someone accepted), the lowest such seat picks an action with its bot, which
 * is parsed and applied like any player's action. A bot seat the game only lets act (`mayAct`, e.g. waiting
 * for the answer to its own offer) is not asked. Pure (no store): the table persists the resulting steps.
 */
import { errorText } from '../error-text';
import { Rng } from '../games/rng';
import { seatsForBots, type AnyGameModule, type GameEvent, type GameStatus } from '../games/types';
import { logger } from '../log';
import type { SeatsAfter } from '../store/types';
import type { BotStop, SeatInfo, TableStep } from './types';

const log = logger.child({ module: 'table.bots' });

/** The default safety cap on bot actions in one call. */
export const DEFAULT_MAX_BOT_ACTIONS = 2000;

/**
 * The RNG a bot uses for the action that will take the game from `version` to `version + 1`: derived from
 * the game seed and the version only, so replays and re-runs choose the same.
 */
export function botRng(seed: string, version: number): Rng {
  return Rng.fromSeed(`${seed}#bot#${version}`);
}

export interface BotLoopInput {
  module: AnyGameModule;
  /** The current state; it is advanced in place step by step (copies are taken before each bot apply). */
  state: unknown;
  seats: readonly SeatInfo[];
  seed: string;
  /** The version of `state`. */
  version: number;
  maxActions?: number;
}

export interface BotLoopResult {
  state: unknown;
  status: GameStatus;
  /** The status of the state the loop started from: who was to act after the step before the bots'. */
  opening: GameStatus;
  version: number;
  steps: TableStep[];
  stop: BotStop;
}

type Attempt =
  { ok: true; action: unknown; state: unknown; events: GameEvent[] } | { ok: false; why: string };

function attempt(module: AnyGameModule, state: unknown, seat: number, proposed: () => unknown): Attempt {
  const copy = structuredClone(state);
  try {
    const parsed = module.actionSchema.safeParse(proposed());
    if (!parsed.success) return { ok: false, why: 'the action does not parse' };
    const r = module.apply(copy, seat, parsed.data);
    if (!r.ok) return { ok: false, why: `the rules refuse it: ${r.error}` };
    return { ok: true, action: parsed.data, state: r.state, events: r.events };
  } catch (err) {
    return { ok: false, why: `it threw: ${errorText(err)}` };
  }
}

export function runBotTurns(input: BotLoopInput): BotLoopResult {
  const { module, seats, seed } = input;
  const cap = input.maxActions ?? DEFAULT_MAX_BOT_ACTIONS;
  let state = input.state;
  let version = input.version;
  const steps: TableStep[] = [];
  const botSeats = new Map(seats.filter((s) => s.botKind !== null).map((s) => [s.seat, s.botKind as string]));

  let opening: GameStatus | undefined;
  for (;;) {
    const status = module.status(state);
    opening ??= status;
    // Each bot step keeps who was to act after it (the store logs it with the step).
    const last = steps.at(-1);
    if (last) last.after = seatsAfter(status);
    const stop = (why: BotStop): BotLoopResult => ({
      state,
      status,
      opening: opening!,
      version,
      steps,
      stop: why,
    });
    if (status.over) return stop('over');
    const seat = seatsForBots(status).find((s) => botSeats.has(s));
    if (seat === undefined) return stop('human');
    if (steps.length >= cap) {
      log.warn({ gameId: module.id, version, cap }, 'bot safety cap reached');
      return stop('cap');
    }
    const kind = botSeats.get(seat) as string;
    const step = botStep(module, state, seat, kind, seed, version);
    if (!step.ok) return stop('bot-failed');
    state = step.state;
    version++;
    steps.push(step.step);
  }
}

/**
 * Bot `kind` plays one action for `seat` on `state` (at `version`): its own choice, or a legal one when the
 * rules refuse that (logged). `state` is not changed; the result carries the new one. Fails (logged) when
 * no action of the seat is accepted.
 */
export function botStep(
  module: AnyGameModule,
  state: unknown,
  seat: number,
  kind: string,
  seed: string,
  version: number,
): { ok: true; state: unknown; step: TableStep } | { ok: false } {
  const bot = module.bots[kind];
  const rng = botRng(seed, version);
  let result = bot
    ? attempt(module, state, seat, () => bot(state, seat, rng))
    : ({ ok: false, why: `no bot "${kind}"` } as Attempt);
  if (!result.ok) {
    log.warn(
      { gameId: module.id, version, seat, kind, why: result.why },
      'bot action refused; trying a legal one',
    );
    const fallback = attempt(module, state, seat, () => {
      const legal = module.legalActions(state, seat);
      return legal.length > 0 ? legal[rng.int(legal.length)] : undefined;
    });
    if (!fallback.ok) {
      log.error({ gameId: module.id, version, seat, kind, why: fallback.why }, 'bot cannot act');
      return { ok: false };
    }
    result = fallback;
  }
  const step: TableStep = {
    seq: version + 1,
    seat,
    userId: null,
    botKind: kind,
    action: result.action,
    events: result.events,
  };
  return { ok: true, state: result.state, step };
}

/** Who `status` waits on and lets act unasked, as a step keeps it (`TableStep.after`). */
export function seatsAfter(status: GameStatus): SeatsAfter {
  return { toAct: [...status.toAct], mayAct: [...(status.mayAct ?? [])] };
}

/** The bot that plays a seat for its player: the game's greedy bot when it has one, else its first. */
export function standInBot(module: AnyGameModule): string | null {
  const kinds = Object.keys(module.bots);
  return kinds.includes('greedy') ? 'greedy' : (kinds[0] ?? null);
}
