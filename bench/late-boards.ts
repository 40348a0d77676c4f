/**
 * The boards the render benchmarks draw: real engine games, seed "bench-render" played by the greedy bots to
 * its end, taken 3 actions before it (a full late-game board).
 */
import type { Canvas } from '@napi-rs/canvas';
import { getGame } from '../src/games/registry';
import { playBots } from '../src/tools/render';
import { boardCanvas } from '../test/render/board-canvas';

/** The spectators' view of a late moment of a 4-player bot game of `gameId`: 3 actions before its end. */
export function lateView(gameId: string): unknown {
  const game = getGame(gameId);
  if (!game) throw new Error(`game ${gameId} is not registered`);
  const full = playBots(game, 4, 'bench-render', 5000);
  const late = playBots(game, 4, 'bench-render', Math.max(0, full.actions - 3));
  return game.view(late.state, null);
}

/** The players' names the render benchmarks draw. */
export const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

/** The late board of `game` drawn on a canvas of its own (the encode-only figures, bench/deflate-settings.ts). */
export function lateCanvas(game: string): Canvas {
  return boardCanvas(game, lateView(game), NAMES);
}
