/** Oil Springs game options: the base game's, plus each choice the scenario notes leave open. */
import { z } from 'zod';
import { catanOptionsSchema } from '../catan/types';

export const oilSpringsOptionsSchema = catanOptionsSchema.extend({
  /**
   * 'starting' (default): in one turn you either use oil or sequester, not both.
   * 'wide-open': you may do both in one turn (still at most one sequester).
   */
  sequestering: z.enum(['starting', 'wide-open']).default('starting'),
});
// `map` (from the base options): 'beginner' (default) puts springs on the desert, the 9 forest and the
// north-east 10 pasture; 'variable' deals a random board and puts springs on the desert and two random
// producing hexes (the publisher warns it can make a volatile game).

export type OilSpringsOptions = z.infer<typeof oilSpringsOptionsSchema>;
