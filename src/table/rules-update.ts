/**
 * Saved games across an update of a game's rules code. Every game module names the version of its rules
 * (`GameModule.rulesVersion`) and each game record the version its state was saved under (`rulesVersion`).
 * Loading a game saved under an older version upgrades it once: the game's `upgrade` hook turns the saved state
 * into the new shape (without the hook it is kept as it is), and the upgraded state is saved with the new version
 * as the game's replay base (`replayFrom`: the actions logged then). The log before the base was played under the
 * old rules, which the new code may play otherwise or refuse, so nothing replays across it: undo, the undo
 * chance, the since picture and `/oil repair` start from the base, and an action before it cannot be taken back.
 * A game already at its module's version costs one integer compare.
 */
import type { AnyGameModule } from '../games/types';
import type { Store } from '../store/store';
import type { ActionRecord, Loaded } from '../store/types';
import { replayGame, type ReplayInput, type ReplayResult } from './replay';

/**
 * `state`, saved under rules version `from`, in the shape of `module`'s rules now: its `upgrade` hook's answer, or
 * `state` itself when it is at that version already or the game has no hook. Throws what the hook throws; a
 * state saved under newer rules than the module's is refused (RangeError): it cannot be made older.
 */
export function upgradeState(module: AnyGameModule, state: unknown, from: number): unknown {
  if (from === module.rulesVersion) return state;
  if (from > module.rulesVersion) {
    throw new RangeError(`saved under rules version ${from}, newer than this bot's ${module.rulesVersion}`);
  }
  return module.upgrade ? module.upgrade(state, from) : state;
}

/** The game's replay base for `replayGame`: the state after its first `from` actions (null: the setup). */
export interface ReplayBase {
  from: number;
  state: unknown;
}

/**
 * What replays stored game `row`: its replay base and the actions logged after it (`replayGame`'s `base` and
 * `actions`), or why they cannot be read.
 */
export function loggedSinceBase(
  store: Store,
  row: number,
): Loaded<{ base: ReplayBase; actions: ActionRecord[] }> {
  const base = store.replayBase(row);
  if (!base.ok) return base;
  const actions = store.actions(row, base.value.from);
  return actions.ok ? { ok: true, value: { base: base.value, actions: actions.value } } : actions;
}

/**
 * The state of stored game `row` before action `before` (every action standing after its replay base when
 * absent), replayed from that base under `module`'s rules: what undo and the since picture replay. `input` as
 * for `replayGame`, without the base and log, which are read here. Fails (like a replay) when the base or the log
 * cannot be read, or `before` lies at or before the base.
 */
export function replayFromBase(
  store: Store,
  module: AnyGameModule,
  row: number,
  input: Omit<ReplayInput, 'base' | 'actions'>,
): ReplayResult {
  const logged = loggedSinceBase(store, row);
  if (!logged.ok) return { ok: false, atSeq: 0, message: logged.message };
  if (input.before !== undefined && input.before <= logged.value.base.from) {
    return { ok: false, atSeq: input.before, message: 'it was played before the update of the rules' };
  }
  return replayGame(module, { ...input, ...logged.value });
}
