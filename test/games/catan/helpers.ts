/** Test helpers: play whole games with bots, and build positions by hand. */
import { Rng } from '../../../src/games/rng';
import { catan } from '../../../src/games/catan';
import type { CatanAction, CatanState } from '../../../src/games/catan';

export interface PlayedGame {
  state: CatanState<null>;
  actions: { seat: number; action: CatanAction }[];
  completed: boolean;
  violations: string[];
}

/** Play one game with the given bot per seat. Stops after `maxActions` (then `completed` is false). */
export function playGame(
  seed: string,
  bots: string[],
  opts: { check?: boolean; maxActions?: number; record?: boolean } = {},
): PlayedGame {
  const state = catan.setup(bots.length, catan.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(`bots:${seed}`);
  const actions: { seat: number; action: CatanAction }[] = [];
  const violations: string[] = [];
  const max = opts.maxActions ?? 20000;
  for (let i = 0; i < max; i++) {
    const st = catan.status(state);
    if (st.over) return { state, actions, completed: true, violations };
    const seat = st.toAct[0] as number;
    const bot = catan.bots[bots[seat] as string];
    if (!bot) throw new Error(`no bot ${bots[seat]}`);
    const action = bot(state, seat, rng);
    const r = catan.apply(state, seat, action);
    if (!r.ok)
      throw new Error(`bot ${bots[seat]} chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    if (opts.record) actions.push({ seat, action: JSON.parse(JSON.stringify(action)) as CatanAction });
    if (opts.check) for (const v of catan.invariants?.(state) ?? []) violations.push(`${i}: ${v}`);
  }
  return { state, actions, completed: false, violations };
}
