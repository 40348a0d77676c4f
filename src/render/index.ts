/**
 * The render entry point for the rest of the bot.
 *
 *   renderGameView(gameId, view, names, { select? }) → Promise<Buffer | null>
 *     The board picture (PNG, 1280×800, ~300 KB) of `module.view(state, seat|null)`; null when the game has
 *     no renderer. `names[seat]` are display names. `select: { kind, spots, prompt? }` marks the legal spots
 *     of a pending choice (kind: settlement | city | metropolis | road | robber; spots: the engine's spot names,
 *     e.g. from `module.legalSpots(state, seat, kind)`) with the same labels the select menu shows.
 *   describeGameView(gameId, view, names) → string | null
 *     Alt text for the picture (≤ 1024 characters: Discord's attachment description).
 *
 * Cost: ~15 ms per picture on this machine; the drawing and pixel read (~6 ms) run on the calling thread,
 * the PNG encode runs in libvips on libuv's thread pool. Renders may be called concurrently.
 *
 * Importing this module registers the bundled fonts at once and throws if one does not load, so a broken
 * install fails at start-up, not at the first turn.
 *
 * Each game's renderer registers itself here with an adapter from its engine's view to its scene type
 * (Catan and Oil Springs: `CatanScene`, see catan/scene.ts).
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind } from './catan/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { describeScene } from './catan/describe';
import { renderCatan } from './catan/render';
import { ensureFonts } from './kit/fonts';
import { logger } from '../log';

const log = logger.child({ module: 'render' });

ensureFonts();

export { ensureFonts } from './kit/fonts';
export { renderCatan, drawCatan, pixelOf, CATAN_SIZE } from './catan/render';
export { sceneFromCatanView, catanSpot, highlightFromLast } from './catan/fromCatanView';
export { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
export { describeScene } from './catan/describe';
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

/** Describes one game's view in words (the picture's alt text, at most 1024 characters). */
export type ViewDescriber = (view: unknown, names: readonly string[]) => string;

const renderers = new Map<string, ViewRenderer>();
const describers = new Map<string, ViewDescriber>();

/** Register the renderer (and optionally the describer) of a game id. */
export function registerRenderer(gameId: string, renderer: ViewRenderer, describe?: ViewDescriber): void {
  renderers.set(gameId, renderer);
  if (describe) describers.set(gameId, describe);
}

/** Alt text for a game view's picture, or null when the game has no describer. Never throws. */
export function describeGameView(gameId: string, view: unknown, names: readonly string[]): string | null {
  const d = describers.get(gameId);
  if (!d) return null;
  try {
    return d(view, names);
  } catch (err) {
    log.error({ err, gameId }, 'board description failed');
    return null;
  }
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

registerRenderer(
  'catan',
  async (view, names, opts) =>
    renderCatan(sceneFromCatanView(asCatanView(view, 'catan'), names, { select: opts.select })),
  (view, names) => describeScene(sceneFromCatanView(asCatanView(view, 'catan'), names)),
);

registerRenderer(
  'oil-springs',
  async (view, names, opts) =>
    renderCatan(sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names, { select: opts.select })),
  (view, names) => describeScene(sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names)),
);
