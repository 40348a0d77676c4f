/**
 * The `strong` bot for Oil Springs: base Catan's search (`catan/strong.ts`) with the oil-aware greedy bot as
 * its playout policy, so every oil action (converting, metropolises, sequestering, stealing oil) is searched
 * and finished the way the greedy bot would, and the disasters its turn ends with are sampled from the bot's
 * own rng. The evaluation counts sequestered sets and the Champion token through the game's VP, and adds
 * `oilValue`: oil held, progress toward the next sequestered set, and the seat's disaster risk.
 */
import type { CatanModule } from '../catan/module';
import { makeStrongBot } from '../catan/strong';
import type { Bot } from '../types';
import type { OilSpringsAction, OilSpringsExtraAction } from './actions';
import { disasterHarm } from './bots';
import { COLLAPSE_TOKENS, DISASTER_TRACK_LENGTH, METROPOLIS_COST, SEQUESTERED_PER_VP } from './data';
import { oilHeld, type OilSpringsState, type OilState } from './oilState';
import { W_DISASTER, W_OIL, W_SEQUESTER_PROGRESS } from './strongData';

type Mod = CatanModule<OilState, OilSpringsExtraAction>;
type OilBot = Bot<OilSpringsState, OilSpringsAction>;

/** Oil a metropolis uses. */
const METROPOLIS_OIL = METROPOLIS_COST.oil;

export function makeOilStrongBot(mod: Mod, greedy: OilBot): OilBot {
  return makeStrongBot<OilSpringsState, OilSpringsAction>({
    rules: mod.rules,
    legalActions: mod.legalActions,
    apply: mod.apply,
    status: mod.status,
    greedy,
    extraValue: oilValue,
    allowed: notRiskingCollapse,
  });
}

/**
 * Never use oil that could start the disaster which abandons the island (the greedy bot's own rule): a
 * collapse has no winner, and one sample of the dice may miss it.
 */
export function notRiskingCollapse(state: OilSpringsState, _seat: number, action: OilSpringsAction): boolean {
  const amount = action.type === 'convertOil' ? 1 : action.type === 'metropolis' ? METROPOLIS_OIL : 0;
  if (amount === 0) return true;
  const oil = state.ext;
  return oil.removedTokens.length < COLLAPSE_TOKENS - 1 || oil.marker + amount < DISASTER_TRACK_LENGTH;
}

/** Oil's part of a seat's value: oil held, sequestering progress, and the risk of the next disaster. */
export function oilValue(state: OilSpringsState, seat: number): number {
  const oil = state.ext;
  return (
    oilHeld(state, seat) * W_OIL +
    (oil.sequestered[seat]! % SEQUESTERED_PER_VP) * W_SEQUESTER_PROGRESS -
    (oil.marker / DISASTER_TRACK_LENGTH) * disasterHarm(state, seat) * W_DISASTER
  );
}
