/**
 * What the end-of-game summary tells, read from a finished game's action log: the game is replayed with its
 * module (setup, then every logged action) to get each player's public score over the turns, the public board
 * at each turn's start (the timelapse's frames), the length, and the game's awards. Generic: it uses only the
 * GameModule contract and its optional `turn` and `awards` hooks. The replay yields to the event loop now and
 * then, so a long game does not hold up other games.
 */
import type { AnyGameModule, Award, GameResult, PlayedAction } from '../../games/types';
import { yieldToEventLoop } from '../../render/timelapse';

/** One logged action as the store keeps it. */
export interface LoggedAction {
  seat: number;
  action: unknown;
  /** When it was made (ms since the epoch). */
  createdAt: number;
}

export interface StoryInput {
  module: AnyGameModule;
  seats: number;
  /** The options as stored (parsed by the game's optionsSchema when the lobby opened). */
  options: unknown;
  seed: string;
  actions: readonly LoggedAction[];
  /**
   * When the game started (`GameRecord.startedAt`): its length counts from there, as `/oil stats` counts it, not
   * from the first move (a first placement made hours after Start). Absent or null: from the first move.
   */
  startedAt?: number | null;
  /**
   * The game's replay base when it was upgraded to newer rules (src/table/rules-update.ts): its state then, and
   * how many of `actions` (the first ones) were played before, under the old rules. Those are counted (moves,
   * time) but not replayed: the story's scores, frames and awards start from `state`. Absent: from the set-up.
   */
  base?: { moves: number; state: unknown };
}

export interface GameStory {
  /** The engine's result (ending and summary with `{pN}` tokens); null if the replay did not reach the end. */
  result: GameResult | null;
  /** Each seat's public score at the end of the replay. */
  finalScores: number[];
  /** Turns played after set-up (the module's `turn`), or null when the game does not count turns. */
  turns: number | null;
  moves: number;
  /** When the game started (its first action's time when not told) and its last action's time; null without actions. */
  startedAt: number | null;
  endedAt: number | null;
  awards: Award[];
  /** Each seat's score over the game: x = turn (or move), one point per x. */
  scores: { xLabel: 'turn' | 'move'; xs: number[]; bySeat: number[][] };
  /** Spectator views, oldest first: the empty board, each turn's start (sampled), the end. */
  frames: unknown[];
  /** Why the replay stopped early (the rules refuse a logged action), or null when it reached the end. */
  replayProblem: string | null;
  /** The moves played before the replay's start (the update of the game's rules: `StoryInput.base`); 0 from set-up. */
  replayedFrom: number;
}

/** At most this many board pictures in a timelapse, and points on a chart without turns. */
export const MAX_FRAMES = 30;
const MAX_POINTS = 200;
/** Actions replayed between two yields to the event loop. */
const REPLAY_SLICE = 250;

/** `items` thinned evenly to at most `most`, keeping the first and the last. */
export function sampleEvenly<T>(items: readonly T[], most: number): T[] {
  if (items.length <= most) return [...items];
  const out: T[] = [];
  for (let i = 0; i < most; i++) out.push(items[Math.round((i * (items.length - 1)) / (most - 1))] as T);
  return out;
}

export async function tellStory(input: StoryInput): Promise<GameStory> {
  const { module } = input;
  const skip = input.base?.moves ?? 0;
  let state: unknown = input.base
    ? structuredClone(input.base.state)
    : module.setup(input.seats, input.options, input.seed);
  const turnOf = (s: unknown): number | null => (module.turn ? module.turn(s) : null);
  const byTurn = turnOf(state) !== null;
  const view = (s: unknown): unknown => structuredClone(module.view(s, null));
  const played: PlayedAction<unknown>[] = [];
  // x → scores at the end of it (a later action in the same turn overwrites).
  const points = new Map<number, number[]>();
  const frames: unknown[] = [view(state)];
  let lastTurn = turnOf(state);
  let replayProblem: string | null = null;
  // Without turns, a frame every `every` moves.
  const every = Math.max(1, Math.ceil(input.actions.length / MAX_FRAMES));
  points.set(byTurn ? (lastTurn ?? 0) : skip, module.status(state).scores.slice());
  for (let i = skip; i < input.actions.length; i++) {
    if (i > skip && (i - skip) % REPLAY_SLICE === 0) await yieldToEventLoop();
    const logged = input.actions[i]!;
    const parsed = module.actionSchema.safeParse(logged.action);
    const applied = parsed.success ? module.apply(state, logged.seat, parsed.data) : null;
    if (!applied?.ok) {
      replayProblem = `action ${i + 1}: ${applied ? applied.error : 'it no longer parses'}`;
      break;
    }
    state = applied.state;
    played.push({ seat: logged.seat, action: parsed.data, events: applied.events });
    const turn = turnOf(state);
    if (byTurn ? turn !== lastTurn : (i + 1) % every === 0) frames.push(view(state));
    lastTurn = turn;
    points.set(byTurn ? (turn ?? 0) : i + 1, module.status(state).scores.slice());
  }
  const status = module.status(state);
  const last = frames.length - 1;
  if (last === 0 || JSON.stringify(frames[last]) !== JSON.stringify(view(state))) frames.push(view(state));
  const xs = sampleEvenly([...points.keys()], byTurn ? Number.MAX_SAFE_INTEGER : MAX_POINTS);
  const bySeat = status.scores.map((_, seat) => xs.map((x) => points.get(x)?.[seat] ?? 0));
  const result = status.over ? (status.result ?? null) : null;
  return {
    result,
    finalScores: status.scores.slice(),
    turns: byTurn ? (lastTurn ?? 0) : null,
    moves: skip + played.length,
    startedAt: input.actions.length > 0 ? (input.startedAt ?? input.actions[0]!.createdAt) : null,
    endedAt: input.actions.at(-1)?.createdAt ?? null,
    awards: module.awards ? module.awards(state, played) : [],
    scores: { xLabel: byTurn ? 'turn' : 'move', xs, bySeat },
    frames: sampleEvenly(frames, MAX_FRAMES),
    replayProblem,
    replayedFrom: skip,
  };
}
