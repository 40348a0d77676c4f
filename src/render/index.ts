/**
 * The render layer's entry: each game's board drawer (`ViewRenderer`: a public view → PNG), its since picture's
 * drawer (`SinceRenderer`: two public views → the board with what changed marked, as `Presenter.sincePicture`)
 * and the end-of-game score chart (`scoreChartPicture`), all drawn in the render pool's worker threads
 * (`src/render/pool.ts`; in this thread when RENDER_THREADS is 0 or the pool cannot draw), and `drawSafely`,
 * which turns a drawing failure into a logged null so a broken picture never breaks a turn. A game's drawers are
 * part of its presenter (`Presenter.picture`), so a game is added where its presenter is (and its in-thread
 * drawers in `drawers.ts`). Importing this module registers the bundled fonts and throws if one does not load,
 * so a broken install fails at start-up.
 */
import { ensureFonts } from './kit/fonts';
import { pooled, pooledSince } from './pool';
import type { ViewRenderOptions, ViewRenderer } from './drawers';
import type { SinceRenderer } from './since';
import type { ScoreChart } from './charts/line-chart';
import { logger } from '../log';

const log = logger.child({ module: 'render' });

ensureFonts();

export { ensureFonts } from './kit/fonts';
export { renderCatan, drawCatan, pixelOf, CATAN_SIZE } from './catan/render';
export { sceneFromCatanView, catanSpot, highlightFromLast } from './catan/fromCatanView';
export {
  disasterNews,
  floodMarkWords,
  sceneFromOilSpringsView,
  type DisasterNews,
} from './catan/fromOilSpringsView';
export type { CatanScene } from './catan/scene';
export type { SincePicture, SinceRenderer, SinceRenderOptions } from './since';
export type { ViewRenderOptions, ViewRenderer } from './drawers';
export { closeRenderPool } from './pool';

/**
 * Draw `view` with `draw`, or null when the drawing fails (logged with the game's id: a broken picture must not
 * break a turn; callers fall back to another drawer or a plain picture).
 */
export async function drawSafely(
  draw: ViewRenderer,
  gameId: string,
  view: unknown,
  names: readonly string[],
  opts: ViewRenderOptions = {},
): Promise<Buffer | null> {
  try {
    return await draw(view, names, opts);
  } catch (err) {
    log.error({ err, gameId }, 'board render failed');
    return null;
  }
}

/** Base Catan's board. */
export const drawCatanView: ViewRenderer = pooled('catan');

/** Catan: Oil Springs' board: the Catan board with springs, the Disaster Track and the oil supply. */
export const drawOilSpringsView: ViewRenderer = pooled('oil-springs');

/** Wildcatters' world map, area card display, VP track and player panels. */
export const drawWildcattersView: ViewRenderer = pooled('wildcatters');

/** Merit's "Oil": the board loop around the world map, tankers at sea, wells and player panels. */
export const drawMeritOilView: ViewRenderer = pooled('merit-oil');

/** Base Catan's since picture: roads and buildings built since, outlined. */
export const drawCatanSince: SinceRenderer = pooledSince('catan');

/** Oil Springs' since picture: as base Catan's, on the Oil Springs board. */
export const drawOilSpringsSince: SinceRenderer = pooledSince('oil-springs');

/** Merit's "Oil" since picture: lorries, tankers, wells, freight and share prices changed since, ringed. */
export const drawMeritOilSince: SinceRenderer = pooledSince('merit-oil');

/** Wildcatters' since picture: rigs, trains, tankers, refineries and disks changed since, ringed. */
export const drawWildcattersSince: SinceRenderer = pooledSince('wildcatters');

const drawScoreChart = pooled('score-chart');

/** The end-of-game score chart's picture (`src/render/charts/line-chart.ts`), drawn in the render pool. */
export function scoreChartPicture(chart: ScoreChart): Promise<Buffer> {
  return drawScoreChart(chart, [], {});
}
