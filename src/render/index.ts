/**
 * The render layer's entry: each game's board drawer (`ViewRenderer`: a public view → PNG), and `drawSafely`,
 * which turns a drawing failure into a logged null so a broken picture never breaks a turn. A game's drawer is
 * part of its presenter (`Presenter.picture`), so a game is added where its presenter is; so is its since
 * picture's drawer (`SinceRenderer`: two public views → the board with what changed marked, as
 * `Presenter.sincePicture`). Importing this module registers the bundled fonts and throws if one does not
 * load, so a broken install fails at start-up.
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind } from './catan/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { renderCatan } from './catan/render';
import { asWildcattersView, sceneFromWildcattersView } from './wildcatters/fromWildcattersView';
import { renderWildcatters } from './wildcatters/render';
import { isMeritView, sceneFromMeritView } from './merit-oil/fromMeritView';
import { renderMerit } from './merit-oil/render';
import { ensureFonts } from './kit/fonts';
import type { SinceRenderer } from './since';
import { renderCatanSince } from './catan/since';
import { renderMeritSince } from './merit-oil/since';
import { renderWildcattersSince } from './wildcatters/since';
import { logger } from '../log';

const log = logger.child({ module: 'render' });

ensureFonts();

export { ensureFonts } from './kit/fonts';
export { renderCatan, drawCatan, pixelOf, CATAN_SIZE } from './catan/render';
export { sceneFromCatanView, catanSpot, highlightFromLast } from './catan/fromCatanView';
export { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
export type { CatanScene } from './catan/scene';
export type { SincePicture, SinceRenderer } from './since';

export interface ViewRenderOptions {
  /** Selection mode: mark these legal spots (engine spot names) of this kind. */
  select?: { kind: SelectionKind; spots: readonly string[]; prompt?: string };
}

/** Renders one game's view (as returned by its module's `view`) to a PNG. */
export type ViewRenderer = (
  view: unknown,
  names: readonly string[],
  opts: ViewRenderOptions,
) => Promise<Buffer>;

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

function isCatanView(v: unknown): v is CatanView {
  const o = v as Partial<CatanView> | null;
  return typeof o === 'object' && o !== null && Array.isArray(o.hexes) && Array.isArray(o.players);
}

function asCatanView(view: unknown, gameId: string): CatanView {
  if (!isCatanView(view)) throw new Error(`${gameId} renderer: not a Catan view`);
  return view;
}

/** Base Catan's board. */
export const drawCatanView: ViewRenderer = async (view, names, opts) =>
  renderCatan(sceneFromCatanView(asCatanView(view, 'catan'), names, { select: opts.select }));

/** Catan: Oil Springs' board: the Catan board with springs, the Disaster Track and the oil supply. */
export const drawOilSpringsView: ViewRenderer = async (view, names, opts) =>
  renderCatan(sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names, { select: opts.select }));

/** Wildcatters' world map, area card display, VP track and player panels. */
export const drawWildcattersView: ViewRenderer = async (view, names) =>
  renderWildcatters(sceneFromWildcattersView(asWildcattersView(view), names));

/** Merit's "Oil": the board loop around the world map, tankers at sea, wells and player panels. */
export const drawMeritOilView: ViewRenderer = async (view, names) =>
  renderMerit(sceneFromMeritView(asMeritView(view), names));

function asMeritView(view: unknown): Parameters<typeof sceneFromMeritView>[0] {
  if (!isMeritView(view)) throw new Error("merit-oil renderer: not a Merit's Oil view");
  return view;
}

/** Base Catan's since picture: roads and buildings built since, outlined. */
export const drawCatanSince: SinceRenderer = async (before, now, names) =>
  renderCatanSince(
    sceneFromCatanView(asCatanView(before, 'catan'), names),
    sceneFromCatanView(asCatanView(now, 'catan'), names),
  );

/** Oil Springs' since picture: as base Catan's, on the Oil Springs board. */
export const drawOilSpringsSince: SinceRenderer = async (before, now, names) =>
  renderCatanSince(
    sceneFromOilSpringsView(asCatanView(before, 'oil-springs'), names),
    sceneFromOilSpringsView(asCatanView(now, 'oil-springs'), names),
  );

/** Merit's "Oil" since picture: lorries, tankers, wells, freight and share prices changed since, ringed. */
export const drawMeritOilSince: SinceRenderer = async (before, now, names) =>
  renderMeritSince(
    sceneFromMeritView(asMeritView(before), names),
    sceneFromMeritView(asMeritView(now), names),
  );

/** Wildcatters' since picture: rigs, trains, tankers, refineries and disks changed since, ringed. */
export const drawWildcattersSince: SinceRenderer = async (before, now, names) =>
  renderWildcattersSince(
    sceneFromWildcattersView(asWildcattersView(before), names),
    sceneFromWildcattersView(asWildcattersView(now), names),
  );
