/**
 * The render entry point: `renderGameView(gameId, view, names, { select? })` draws a game's public view as a
 * PNG (null when the game has no renderer or the drawing failed, which is logged). Each game's renderer
 * registers here with an adapter from its engine's view to its scene. Importing this module registers the
 * bundled fonts and throws if one does not load, so a broken install fails at start-up.
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind } from './catan/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { renderCatan } from './catan/render';
import { isMeritView, sceneFromMeritView } from './merit-oil/fromMeritView';
import { renderMerit } from './merit-oil/render';
import { ensureFonts } from './kit/fonts';
import { logger } from '../log';

const log = logger.child({ module: 'render' });

ensureFonts();

export { ensureFonts } from './kit/fonts';
export { renderCatan, drawCatan, pixelOf, CATAN_SIZE } from './catan/render';
export { sceneFromCatanView, catanSpot, highlightFromLast } from './catan/fromCatanView';
export { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
export type { CatanScene } from './catan/scene';

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

const renderers = new Map<string, ViewRenderer>();

/** Register the renderer of a game id. (The picture's alt text is the presenter's `altText`.) */
export function registerRenderer(gameId: string, renderer: ViewRenderer): void {
  renderers.set(gameId, renderer);
}

export function hasRenderer(gameId: string): boolean {
  return renderers.has(gameId);
}

/**
 * The PNG of a game view, or null when the game has no renderer or the render failed (the failure is logged:
 * a broken picture must not break a turn; callers fall back to a plain message).
 */
export async function renderGameView(
  gameId: string,
  view: unknown,
  names: readonly string[],
  opts: ViewRenderOptions = {},
): Promise<Buffer | null> {
  const r = renderers.get(gameId);
  if (!r) return null;
  try {
    return await r(view, names, opts);
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

registerRenderer('catan', async (view, names, opts) =>
  renderCatan(sceneFromCatanView(asCatanView(view, 'catan'), names, { select: opts.select })),
);

registerRenderer('oil-springs', async (view, names, opts) =>
  renderCatan(sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names, { select: opts.select })),
);

registerRenderer('merit-oil', async (view, names) => {
  if (!isMeritView(view)) throw new Error("merit-oil renderer: not a Merit's Oil view");
  return renderMerit(sceneFromMeritView(view, names));
});
