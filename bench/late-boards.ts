/**
 * The boards the render benchmarks draw: real engine games, seed "bench-render" played by the greedy bots to
 * its end, taken 3 actions before it (a full late-game board).
 */
import type { Canvas } from '@napi-rs/canvas';
import { boardCanvas } from '../test/render/board-canvas';
import { lateView } from '../test/render/views';

export { lateView };

/** The players' names the render benchmarks draw. */
export const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

/** The late board of `game` drawn on a canvas of its own (the encode-only figures, bench/deflate-settings.ts). */
export function lateCanvas(game: string): Canvas {
  return boardCanvas(game, lateView(game), NAMES);
}
