/** Oil Springs game options: each choice the scenario notes leave open is an option here. */
import { z } from 'zod';

export const oilSpringsOptionsSchema = z
  .object({
    /**
     * 'beginner' (default): the base beginner map with springs on the desert, the 9 forest and the
     * north-east 10 pasture. 'variable': shuffled terrain and numbers, springs on the desert and two random
     * producing hexes (the publisher warns it can make a volatile game).
     */
    map: z.enum(['beginner', 'variable']).default('beginner'),
    /**
     * 'starting' (default): in one turn you either use oil or sequester, not both.
     * 'wide-open': you may do both in one turn (still at most one sequester).
     */
    sequestering: z.enum(['starting', 'wide-open']).default('starting'),
  })
  .strict();

export type OilSpringsOptions = z.infer<typeof oilSpringsOptionsSchema>;
