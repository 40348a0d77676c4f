/** The area deck and the face-up display: drawing (with a reshuffle of the discards), sliding, refilling. */
import { Rng } from '../rng';
import { DISPLAY_SIZE, RESHUFFLE_DISCARDS_WHEN_EMPTY } from './data';
import type { WildcattersState } from './types';

function draw(s: WildcattersState): string | null {
  if (s.deck.length === 0 && RESHUFFLE_DISCARDS_WHEN_EMPTY && s.discards.length > 0) {
    s.deck = new Rng(s.rng).shuffle(s.discards);
    s.discards = [];
  }
  return s.deck.pop() ?? null;
}

/** Slide the cards up (closing gaps, order kept) and fill the empty slots from the deck. */
export function refillDisplay(s: WildcattersState): void {
  const kept = s.display.filter((c): c is string => c !== null);
  while (kept.length < DISPLAY_SIZE) {
    const c = draw(s);
    if (c === null) break;
    kept.push(c);
  }
  s.display = kept;
}

/** Beginning of a round (seed): discard the top card, slide, refill. */
export function discardTopAndRefill(s: WildcattersState, count: number): void {
  for (let i = 0; i < count && i < s.display.length; i++) {
    const c = s.display[i];
    if (c) s.discards.push(c);
    s.display[i] = null;
  }
  refillDisplay(s);
}

/** The paid refresh (seed): every face-up card is discarded and a new display dealt. */
export function clearDisplay(s: WildcattersState): void {
  for (const c of s.display) if (c) s.discards.push(c);
  s.display = [];
  refillDisplay(s);
}
