/**
 * The render entry point for the rest of the bot: `renderGameView(gameId, view, names, opts)` → PNG, or
 * null when the game has no board picture. Each game's renderer registers itself here with an adapter from
 * its engine's view; the Discord layer never needs to know which scene type a game uses.
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind } from './catan/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { describeScene } from './catan/describe';
import { renderCatan } from './catan/render';

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
  } catch {
    return null;
  }
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
