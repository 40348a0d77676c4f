/**
 * The render entry point for the rest of the bot: `renderGameView(gameId, view, names, opts)` → PNG, or
 * null when the game has no board picture. Each game's renderer registers itself here with an adapter from
 * its engine's view; the Discord layer never needs to know which scene type a game uses.
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind } from './catan/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { renderCatan } from './catan/render';

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

/** Register the renderer of a game id (Oil Springs, Merit's Oil, Wildcatters add theirs). */
export function registerRenderer(gameId: string, renderer: ViewRenderer): void {
  renderers.set(gameId, renderer);
}

export function hasRenderer(gameId: string): boolean {
  return renderers.has(gameId);
}

/** The PNG of a game view, or null when the game has no renderer. */
export async function renderGameView(
  gameId: string,
  view: unknown,
  names: readonly string[],
  opts: ViewRenderOptions = {},
): Promise<Buffer | null> {
  const r = renderers.get(gameId);
  return r ? r(view, names, opts) : null;
}

function isCatanView(v: unknown): v is CatanView {
  const o = v as Partial<CatanView> | null;
  return typeof o === 'object' && o !== null && Array.isArray(o.hexes) && Array.isArray(o.players);
}

registerRenderer('catan', async (view, names, opts) => {
  if (!isCatanView(view)) throw new Error('catan renderer: not a Catan view');
  return renderCatan(sceneFromCatanView(view, names, { select: opts.select }));
});

registerRenderer('oil-springs', async (view, names, opts) => {
  if (!isCatanView(view)) throw new Error('oil-springs renderer: not a Catan view');
  return renderCatan(sceneFromOilSpringsView(view, names, { select: opts.select }));
});
