/**
 * Undo against the store: what the player to act may take back now (the turn message's button), and the
 * plan of an undo (the action taken back and the state without it, replayed from the log). Reads only; the
 * table appends the undo entry.
 */
import { mayActNow } from '../games/types';
import type { Store } from '../store/store';
import type { ActionRecord } from '../store/types';
import { playedByPlayer } from './clocks-sync';
import { replayFromBase } from './rules-update';
import type { TableGame, UndoChance } from './types';
import { actionWords, barrierOf, drewBarrier, lastStanding, type LoggedStep, type UndoBarrier } from './undo';
import type { Drew } from '../store/types';
import { drewBetween, luckOf, type RandomMemo } from './undo-random';

/**
 * How many log entries are read first, from the end, to find the last action standing (four times more each
 * time that is not enough). The newest entry is the answer unless it is an undo, so two nearly always do; every
 * load of an active game asks (undoChanceOf), and each entry read is two JSON columns parsed. In a CPU profile of
 * the bot at the load benchmark's fixed pace, this read took 1.5 % of its main thread's samples (idle ones
 * included) with 16 and 0.9 % with 2 (`LOAD_CPU_PROF=<dir>`, bench/load-bot.ts): what is left is the query.
 */
const TAIL = 2;

/** The last action standing in game `row`'s log of `version` entries; null when none; undefined when unreadable. */
export function readLastStanding(
  store: Store,
  row: number,
  version: number,
): ActionRecord | null | undefined {
  for (let size = TAIL; ; size *= 4) {
    const from = Math.max(0, version - size);
    const tail = store.actions(row, from, version - from);
    if (!tail.ok) return undefined;
    const found = lastStanding(tail.value, from === 0);
    if (found !== undefined) return found;
  }
}

export type UndoPlan =
  | { ok: true; target: ActionRecord; state: unknown }
  | { ok: false; barrier: UndoBarrier }
  | { ok: false; failure: string };

/**
 * What `step`, the last action standing in `game`, drew (the RNG, a hidden pile, nothing): as logged with it,
 * else remembered, else found by a replay of the log (the state before it against the game's current state, the
 * state after it): an action logged before migration 020.
 */
function drewBy(store: Store, memo: RandomMemo, game: TableGame, step: LoggedStep): Drew {
  if (step.drew !== undefined) return step.drew;
  const known = memo.get(game.record.id, step.seq);
  if (known !== undefined) return known;
  const plan = replayBefore(store, memo, game, step.seq);
  // A log that cannot be replayed lets nothing be taken back.
  const drew = plan.ok ? drewBetween(game.module, luckOf(game.module, plan.state), game.record.state) : true;
  memo.set(game.record.id, step.seq, drew);
  return drew;
}

/**
 * The state before action `seq` (the replay of the actions standing before it, from the game's replay base),
 * remembering what each drew.
 */
function replayBefore(
  store: Store,
  memo: RandomMemo,
  game: TableGame,
  seq: number,
): { ok: true; state: unknown } | { ok: false; failure: string } {
  const { record } = game;
  const replay = replayFromBase(store, game.module, record.id, {
    seatCount: game.seats.length,
    options: record.options,
    seed: record.seed,
    before: seq,
    drew: (s, drew) => memo.set(record.id, s, drew),
  });
  if (!replay.ok) return { ok: false, failure: `action ${replay.atSeq}: ${replay.message}` };
  return { ok: true, state: replay.state };
}

/**
 * What may be taken back in an active game: the last action standing, when a person made it, its seat may act
 * now, it was played after the game's replay base (the last update of its rules) and nothing stands in the way
 * (`barrierOf`); `held` when that person plays the seat now. Null otherwise, and then for good, until a new move:
 * the log and the state stay as they are, and only who plays the seat could change.
 */
export function undoChanceOf(store: Store, memo: RandomMemo, game: TableGame): UndoChance | null {
  const { record, status } = game;
  if (record.lifecycle !== 'active' || !status || status.over) return null;
  const last = readLastStanding(store, record.id, record.version);
  if (!last?.userId || last.seq <= record.replayFrom || !mayActNow(status, last.seat)) return null;
  const by = { seat: last.seat, userId: last.userId };
  const barrier = barrierOf(game.module, last, by, (step) => drewBy(store, memo, game, step));
  if (barrier) return null;
  const seat = game.seats.find((s) => s.seat === last.seat);
  const held = seat !== undefined && seat.userId === last.userId && playedByPlayer(seat);
  return { seat: last.seat, seq: last.seq, words: actionWords(last), held };
}

/** The plan of player `by` taking back their last action in `game` (checked by the table: theirs to act). */
export function planUndo(
  store: Store,
  memo: RandomMemo,
  game: TableGame,
  by: { seat: number; userId: string },
): UndoPlan {
  const last = readLastStanding(store, game.record.id, game.record.version);
  if (last === undefined) return { ok: false, failure: 'the log cannot be read' };
  const seen = barrierOf(game.module, last, by, () => false);
  if (seen || !last) return { ok: false, barrier: seen ?? { kind: 'nothing' } };
  if (last.seq <= game.record.replayFrom) return { ok: false, barrier: { kind: 'rules-update', step: last } };
  const before = replayBefore(store, memo, game, last.seq);
  if (!before.ok) return before;
  const drew = drewBetween(game.module, luckOf(game.module, before.state), game.record.state);
  memo.set(game.record.id, last.seq, drew);
  const barrier = drewBarrier(last, drew);
  if (barrier) return { ok: false, barrier };
  return { ok: true, target: last, state: before.state };
}
