/** Presenters by game id; games without one are shown by the generic presenter. */
import { catan } from '../../games/catan';
import { catanPresenter } from './catan';
import { genericPresenter } from './generic';
import { meritOilPresenter } from './merit-oil';
import { oilSpringsPresenter } from './oil-springs';
import type { Presenter } from './types';

const presenters = new Map<string, Presenter>();

export function registerPresenter(p: Presenter): void {
  presenters.set(p.gameId, p);
}

export function presenterFor(gameId: string): Presenter {
  return presenters.get(gameId) ?? genericPresenter;
}

registerPresenter(catanPresenter({ gameId: 'catan', design: catan.design }));
registerPresenter(oilSpringsPresenter);
registerPresenter(meritOilPresenter);
