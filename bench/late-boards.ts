/**
 * The boards the render benchmarks draw: real engine games, seed "bench-render" played by the greedy bots to
 * its end, taken 3 actions before it (a full late-game board).
 */
import type { Canvas } from '@napi-rs/canvas';
import { getGame } from '../src/games/registry';
import { sceneFromCatanView } from '../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../src/render/catan/fromOilSpringsView';
import { drawCatan } from '../src/render/catan/render';
import { isMeritView, sceneFromMeritView } from '../src/render/merit-oil/fromMeritView';
import { drawMerit } from '../src/render/merit-oil/render';
import { asWildcattersView, sceneFromWildcattersView } from '../src/render/wildcatters/fromWildcattersView';
import { drawWildcatters } from '../src/render/wildcatters/render';
import { playBots } from '../src/tools/render';

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
  const view = lateView(game);
  switch (game) {
    case 'catan':
      return drawCatan(sceneFromCatanView(view as Parameters<typeof sceneFromCatanView>[0], NAMES, {}));
    case 'oil-springs':
      return drawCatan(
        sceneFromOilSpringsView(view as Parameters<typeof sceneFromOilSpringsView>[0], NAMES, {}),
      );
    case 'wildcatters':
      return drawWildcatters(sceneFromWildcattersView(asWildcattersView(view), NAMES, {}));
    case 'merit-oil':
      if (!isMeritView(view)) throw new Error('not a merit-oil view');
      return drawMerit(sceneFromMeritView(view, NAMES));
    default:
      throw new Error(`no board canvas for ${game}`);
  }
}
