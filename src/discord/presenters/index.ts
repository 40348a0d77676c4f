/** Presenters by game id; games without one are shown by the generic presenter. */
import { genericPresenter } from './generic';
import type { Presenter } from './types';

const presenters = new Map<string, Presenter>();

export function registerPresenter(p: Presenter): void {
  presenters.set(p.gameId, p);
}

export function presenterFor(gameId: string): Presenter {
  return presenters.get(gameId) ?? genericPresenter;
}
