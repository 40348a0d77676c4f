/**
 * The speed tests' walk: seeded Catan and Oil Springs games played by random and greedy bots, every state
 * handed to a check before its action, so a shortcut can be compared with the plain rule at each step.
 */
import { catan } from '../../../src/games/catan';
import { compileRuleBook, type RuleBook, type Rules } from '../../../src/games/catan/ruleBook';
import type { CatanAction, CatanState } from '../../../src/games/catan/types';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng, type RngState } from '../../../src/games/rng';
import { expect } from 'vitest';
import type { AnyGameModule } from '../../../src/games/types';

export interface SeededGame {
  name: string;
  module: AnyGameModule;
  book: RuleBook;
}

/** Base Catan, then Oil Springs (which reuses the engine with its own rule book). */
export const SEEDED_GAMES: readonly SeededGame[] = [
  { name: 'catan', module: catan, book: compileRuleBook(catan.rules as unknown as Rules) },
  { name: 'oil-springs', module: oilSprings, book: compileRuleBook(oilSprings.rules as unknown as Rules) },
];

/**
 * Play `games` seeded games (`round`: the seeds' prefix; even games random bots only, odd ones two greedy
 * bots) and hand `check` every state before each action; returns how many states it saw.
 */
export function everyState(
  game: SeededGame,
  round: string,
  games: number,
  check: (state: CatanState) => void,
): number {
  let states = 0;
  for (let g = 0; g < games; g++) {
    const mod = game.module;
    const state = mod.setup(4, mod.optionsSchema.parse({}), `${round}-${game.name}-${g}`) as CatanState;
    const rng = Rng.fromSeed(`${round}-bots-${game.name}-${g}`);
    const bots =
      g % 2 === 0 ? ['random', 'random', 'random', 'random'] : ['greedy', 'random', 'greedy', 'random'];
    for (let i = 0; i < 3000; i++) {
      const st = mod.status(state);
      if (st.over) break;
      check(state);
      states++;
      const seat = st.toAct[0]!;
      const r = mod.apply(state, seat, mod.bots[bots[seat]!]!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
    }
  }
  return states;
}

/**
 * Boards written from outside, as scenario code and tests do: `count` fresh 4-seat Catan states (`round`: the
 * seeds' prefix) in `phase`, each intersection owned by a random seat one time in `nodeOneIn` and each path one
 * time in `edgeOneIn` (else nobody's), handed to `check` one by one.
 */
export function editedBoards(
  round: string,
  count: number,
  phase: CatanState['phase'],
  nodeOneIn: number,
  edgeOneIn: number,
  check: (state: CatanState) => void,
): void {
  const rng = Rng.fromSeed(`${round}-boards`);
  for (let k = 0; k < count; k++) {
    const state = catan.setup(4, catan.optionsSchema.parse({}), `${round}-board-${k}`);
    state.phase = phase;
    for (let n = 0; n < state.nodeOwner.length; n++)
      state.nodeOwner[n] = rng.int(nodeOneIn) === 0 ? rng.int(4) : -1;
    for (let e = 0; e < state.edgeOwner.length; e++)
      state.edgeOwner[e] = rng.int(edgeOneIn) === 0 ? rng.int(4) : -1;
    check(state);
  }
}

/**
 * A bot's pick for `seat` against the same pick made the plain way (`asBefore`), `times` times from the same
 * point, each pair from its own seed drawn from `draws`: the same action, and the Rng left in the same place
 * (the same draws). Returns the bot's picks.
 */
export function samePicks(
  state: CatanState,
  seat: number,
  draws: Rng,
  times: number,
  bot: (state: CatanState, seat: number, rng: Rng) => CatanAction,
  asBefore: (state: CatanState, seat: number, rng: Rng) => CatanAction,
): CatanAction[] {
  const picks: CatanAction[] = [];
  for (let k = 0; k < times; k++) {
    const seed: RngState = [draws.int(2 ** 32), draws.int(2 ** 32), draws.int(2 ** 32), 1];
    const now = new Rng([...seed]);
    const before = new Rng([...seed]);
    const pick = bot(state, seat, now);
    expect(pick).toEqual(asBefore(state, seat, before));
    expect(now.state).toEqual(before.state);
    picks.push(pick);
  }
  return picks;
}
