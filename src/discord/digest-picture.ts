/**
 * "What changed since your last turn" on the board picture (the since picture), for every game whose presenter
 * draws one: the game is replayed to just after the latest action the player made themselves (`lastOwnAction`:
 * a bot's move for them is news to them too), and the presenter marks what changed between that public view and
 * today's. Shown only in My hand (private), since the public picture is the same for everybody.
 */
import type { ActionRecord } from '../store';
import { lastOwnAction } from '../table/digest';
import { replayGame } from '../table/replay';
import type { ReplayBase } from '../table/rules-update';
import type { SincePicture } from '../render';
import type { GameSnapshot } from './desk';
import { plainNamesOf, seatTags } from './names';
import { presenterFor } from './presenters';
import type { Presenter } from './presenters/types';

/**
 * The since picture of `snap` for `seat`: what changed since their latest action marked; null when the game
 * has no since picture, nothing it can mark changed, or the replay fails. `history` is the game as played (undo
 * left out); the replay starts from the game's replay base (its setup, or its state at the last update of its
 * rules: rules-update.ts), so there is none when the seat's latest action came before that update.
 */
export async function sincePicture(
  snap: Pick<GameSnapshot, 'record' | 'state' | 'seats' | 'module'>,
  seat: number,
  history: readonly ActionRecord[],
  presenter: Pick<Presenter, 'sincePicture'> = presenterFor(snap.record.gameId),
  base: ReplayBase = { from: 0, state: null },
): Promise<SincePicture | null> {
  if (!presenter.sincePicture || snap.state === null) return null;
  const last = lastOwnAction(history, seat);
  if (base.from > 0 && (last < 0 || history[last]!.seq <= base.from)) return null;
  const then = replayGame(snap.module, {
    seatCount: snap.seats.length,
    options: snap.record.options,
    seed: snap.record.seed,
    base,
    actions: history.slice(0, last + 1).filter((a) => a.seq > base.from),
  });
  if (!then.ok) return null;
  const before = snap.module.view(then.state, null);
  const now = snap.module.view(snap.state, null);
  return presenter.sincePicture(before, now, plainNamesOf(snap), { tags: seatTags(snap) });
}
