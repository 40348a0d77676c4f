/** The Catan board picture for a snapshot (through the renderer), with spots marked for a choice. */
import type { GameSnapshot } from '../desk';
import { genericPresenter } from './generic';

export async function renderCatanView(
  snap: GameSnapshot,
  _gameId: string,
  _highlight?: string[],
): Promise<Buffer> {
  return genericPresenter.render(snap);
}
