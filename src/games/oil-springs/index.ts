/** Catan: Oil Springs (game id `oil-springs`): base Catan's engine run with the scenario's rules. */
import { createCatanModule, type CatanModule } from '../catan/module';
import { convertTallyText, type OilSpringsExtraAction } from './actions';
import { oilSpringsAwards } from './awards';
import { makeOilGreedyBot, makeOilRandomBot } from './bots';
import { makeOilStrongBot } from './strong';
import type { OilState } from './oilState';
import { oilSpringsOptionsSchema } from './options';
import { oilSpringsRules } from './rules';

export type OilSpringsModule = CatanModule<OilState, OilSpringsExtraAction>;

function createOilSprings(): OilSpringsModule {
  const mod = createCatanModule(oilSpringsRules(), oilSpringsOptionsSchema);
  const baseBots = mod.bots;
  const greedy = makeOilGreedyBot(mod, baseBots.greedy!);
  return {
    ...mod,
    awards: (state, played) => oilSpringsAwards(state, played),
    // Oil converted again and again is one line; the base game's folds (bank trades, development cards) stay.
    tallyText: (tally) => convertTallyText(tally) ?? mod.tallyText?.(tally) ?? null,
    bots: {
      random: makeOilRandomBot(mod, baseBots.random!),
      greedy,
      strong: makeOilStrongBot(mod, greedy),
    },
  };
}

export const oilSprings: OilSpringsModule = createOilSprings();
export type { OilSpringsAction, OilSpringsExtraAction } from './actions';
export type { OilSpringsView, OilSpringsViewExt } from './view';
export type { OilSpringsState, OilState } from './oilState';
export { oilSpringsOptionsSchema, type OilSpringsOptions } from './options';
