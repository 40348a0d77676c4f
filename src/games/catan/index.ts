/** Base Catan (game id `catan`), and everything a scenario needs to build on it. */
import { createCatanModule } from './module';
import { baseRules } from './rules';

export const catan = createCatanModule(baseRules());

export { createCatanModule, designOf, type CatanDesign, type CatanModule } from './module';
export { baseRules, BASE_RESOURCES, payOutWithShortage } from './rules';
export type { CatanRules, ResourceSpec, VictoryMoment, ExtraResult } from './rules';
export type * from './types';
export { catanActionSchema, catanOptionsSchema } from './types';
export * as board from './board';
export { updateLongestRoad, longestRoadOf } from './longestRoad';
export { updateLargestArmy } from './devCards';
export { declareWinner } from './turn';
export { setupSeat } from './setup';
export { createState, beginnerMap, variableMap } from './setup';
export { canAfford, pay, room, transfer, fromBank, toBank, handTotal } from './economy';
export {
  canRob,
  canRoad,
  canSettle,
  canCity,
  settlementSpotFree,
  victimsAt,
  maritimeRates,
} from './placement';
export { produce } from './turn';
export * as catanData from './data';
