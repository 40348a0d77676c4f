/** The Oil Springs strong bot's evaluation weights, in rough VP (see `catan/strongData.ts` for the rest). */

/** Each oil token held (two cards when converted, or a step toward sequestering). */
export const W_OIL = 0.2;
/** Each sequestered oil toward the next set (a set is a VP, counted by the game). */
export const W_SEQUESTER_PROGRESS = 0.25;
/** The seat's expected disaster harm, scaled by how full the Disaster Track is. */
export const W_DISASTER = 2;
