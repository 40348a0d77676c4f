/**
 * A game's board drawn on a canvas of its own from a spectators' view (no PNG encode): what the palette tests map
 * and the encode benchmarks (bench/late-boards.ts) deflate.
 */
import type { Canvas } from '@napi-rs/canvas';
import { sceneFromCatanView } from '../../src/render/catan/fromCatanView';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { drawCatan } from '../../src/render/catan/render';
import { isMeritView, sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { drawMerit } from '../../src/render/merit-oil/render';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { drawWildcatters } from '../../src/render/wildcatters/render';

/** The board of `gameId` for `view` (its module's `view(state, null)`), the seats named `names`. */
export function boardCanvas(gameId: string, view: unknown, names: readonly string[]): Canvas {
  switch (gameId) {
    case 'catan':
      return drawCatan(sceneFromCatanView(view as Parameters<typeof sceneFromCatanView>[0], names, {}));
    case 'oil-springs':
      return drawCatan(
        sceneFromOilSpringsView(view as Parameters<typeof sceneFromOilSpringsView>[0], names, {}),
      );
    case 'wildcatters':
      return drawWildcatters(sceneFromWildcattersView(asWildcattersView(view), names, {}));
    case 'merit-oil':
      if (!isMeritView(view)) throw new Error('not a merit-oil view');
      return drawMerit(sceneFromMeritView(view, names));
    default:
      throw new Error(`no board canvas for ${gameId}`);
  }
}
