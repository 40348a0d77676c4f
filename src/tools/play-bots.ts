/**
 * The render tool's moments (`npm run render`, src/tools/render.ts): a game played from its seed by a bot for N
 * actions, and the legal spots of a kind its --select marks. Apart from the tool, which draws through the
 * presenters and the render pool, so that the tests and benchmarks that only need a moment of a game do not load
 * them.
 */
import { Rng } from '../games/rng';
import type { AnyGameModule } from '../games/types';

interface Played {
  state: unknown;
  actions: number;
  over: boolean;
}

/** Play up to `n` actions with the bot `botName` from a fresh game. Stops early when the game ends. */
export function playBots(
  game: AnyGameModule,
  seats: number,
  seed: string,
  n: number,
  botName?: string,
): Played {
  const name = botName ?? (game.bots.greedy ? 'greedy' : Object.keys(game.bots)[0]);
  const bot = name ? game.bots[name] : undefined;
  if (!bot)
    throw new Error(`${game.id} has no bot "${botName ?? ''}" (has: ${Object.keys(game.bots).join(', ')})`);
  const rng = Rng.fromSeed(`${seed}:bots`);
  let state: unknown = game.setup(seats, game.optionsSchema.parse({}), seed);
  let done = 0;
  while (done < n) {
    const st = game.status(state);
    if (st.over) return { state, actions: done, over: true };
    const seat = st.toAct[0];
    if (seat === undefined) throw new Error(`${game.id}: nobody to act after ${done} actions`);
    const action: unknown = bot(state, seat, rng);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${game.id}: bot action rejected after ${done} actions: ${r.error}`);
    state = r.state;
    done++;
  }
  return { state, actions: done, over: game.status(state).over };
}

interface WithLegalSpots {
  legalSpots(state: unknown, seat: number, kind: string): string[];
}

/** The kinds of spot the Catan engines' own legalSpots knows (a metropolis is Oil Springs' own action). */
const ENGINE_SPOT_KINDS = new Set(['settlement', 'city', 'road', 'robber']);

/**
 * The legal spots of `kind` for `seat`, as the engine names them. (A metropolis went to the engine's
 * legalSpots, which took any kind it did not know for the robber's: intersections named by hex numbers.)
 */
export function legalSpotsFor(game: AnyGameModule, state: unknown, seat: number, kind: string): string[] {
  if (typeof (game as Partial<WithLegalSpots>).legalSpots === 'function' && ENGINE_SPOT_KINDS.has(kind)) {
    return (game as unknown as WithLegalSpots).legalSpots(state, seat, kind);
  }
  const out = new Set<string>();
  for (const a of game.legalActions(state, seat) as Array<Record<string, unknown>>) {
    if (a.type !== kind) continue;
    const spot = kind === 'robber' ? a.hex : a.at;
    if (typeof spot === 'string') out.add(spot);
  }
  return [...out];
}
