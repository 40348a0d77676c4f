/**
 * The seat colours' names as players say them, by seat (colour c is seat c's): one list for the engines' event
 * texts and the pictures' palette (render/kit/palette.ts draws colour c in these words' colours).
 */
export const COLOUR_NAMES = ['blue', 'orange', 'white', 'pink', 'green', 'yellow'] as const;

/** Colour `c`'s name ("pink"), or "colour N+1" past the list. */
export function colourName(c: number): string {
  return COLOUR_NAMES[c] ?? `colour ${c + 1}`;
}
