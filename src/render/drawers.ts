/**
 * The drawers as they run in one thread: each game's board (a public view → PNG: view adapter, drawing, pixel
 * read and PNG encode), its since picture (two public views → the board with what changed marked) and the score
 * chart. The render pool's workers run these; `src/render/index.ts` hands out the pooled ones, which fall back
 * to these when the pool is off or broken. A game with a board picture adds its drawers to `DRAWERS` and
 * `SINCE_DRAWERS`.
 */
import type { CatanView } from '../games/catan/types';
import type { SelectionKind as CatanSelectionKind } from './catan/scene';
import type { SelectionKind as WildcattersSelectionKind } from './wildcatters/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { renderCatan } from './catan/render';
import { asWildcattersView, sceneFromWildcattersView } from './wildcatters/fromWildcattersView';
import { renderWildcatters } from './wildcatters/render';
import { isMeritView, sceneFromMeritView } from './merit-oil/fromMeritView';
import { renderMerit } from './merit-oil/render';
import { renderScoreChart, type ScoreChart } from './charts/line-chart';
import type { SinceRenderer } from './since';
import { renderCatanSince } from './catan/since';
import { renderMeritSince } from './merit-oil/since';
import { renderWildcattersSince } from './wildcatters/since';

const CATAN_SELECTION_KINDS: readonly CatanSelectionKind[] = [
  'settlement',
  'city',
  'metropolis',
  'road',
  'robber',
];
const WILDCATTERS_SELECTION_KINDS: readonly WildcattersSelectionKind[] = [
  'field',
  'railway',
  'harbour',
  'refinery',
  'card',
];

/** The kinds of spot a board can mark (each drawer marks its own game's kinds and ignores the others). */
export type SelectionKind = CatanSelectionKind | WildcattersSelectionKind;

/** What a drawer is asked besides the view: plain data, so it can be posted to a worker thread. */
export interface ViewRenderOptions {
  /** Selection mode: mark these legal spots (engine spot names) of this kind. */
  select?: { kind: SelectionKind; spots: readonly string[]; prompt?: string };
  /** Seats a bot plays for their player, tagged "bot" in the player panels. */
  tags?: readonly (string | undefined)[];
}

/** Renders one game's view (as returned by its module's `view`) to a PNG. */
export type ViewRenderer = (
  view: unknown,
  names: readonly string[],
  opts: ViewRenderOptions,
) => Promise<Buffer>;

function isCatanView(v: unknown): v is CatanView {
  const o = v as Partial<CatanView> | null;
  return typeof o === 'object' && o !== null && Array.isArray(o.hexes) && Array.isArray(o.players);
}

function asCatanView(view: unknown, gameId: string): CatanView {
  if (!isCatanView(view)) throw new Error(`${gameId} renderer: not a Catan view`);
  return view;
}

/** The selection when it is of one of `kinds` (a drawer's own game's). */
function selectionOf<K extends SelectionKind>(
  opts: ViewRenderOptions,
  kinds: readonly K[],
): { kind: K; spots: readonly string[]; prompt?: string } | undefined {
  const select = opts.select;
  const kind = kinds.find((k) => k === select?.kind);
  return select && kind ? { ...select, kind } : undefined;
}

/** The seats' tags, when there are any, as the scene builders take them. */
function tagsOf(opts: { tags?: readonly (string | undefined)[] }): {
  tags?: readonly (string | undefined)[];
} {
  return opts.tags ? { tags: opts.tags } : {};
}

/** Base Catan's board. */
const drawCatan: ViewRenderer = async (view, names, opts) =>
  renderCatan(
    sceneFromCatanView(asCatanView(view, 'catan'), names, {
      select: selectionOf(opts, CATAN_SELECTION_KINDS),
      ...tagsOf(opts),
    }),
  );

/** Catan: Oil Springs' board: the Catan board with springs, the Disaster Track and the oil supply. */
const drawOilSprings: ViewRenderer = async (view, names, opts) =>
  renderCatan(
    sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names, {
      select: selectionOf(opts, CATAN_SELECTION_KINDS),
      ...tagsOf(opts),
    }),
  );

/** Wildcatters' world map, area card display, VP track and player panels (bots tagged, places marked). */
const drawWildcatters: ViewRenderer = async (view, names, opts) => {
  const select = selectionOf(opts, WILDCATTERS_SELECTION_KINDS);
  return renderWildcatters(
    sceneFromWildcattersView(asWildcattersView(view), names, {
      ...tagsOf(opts),
      ...(select
        ? { select: { kind: select.kind, spots: [...select.spots], prompt: select.prompt ?? 'Choose' } }
        : {}),
    }),
  );
};

function asMeritView(view: unknown): Parameters<typeof sceneFromMeritView>[0] {
  if (!isMeritView(view)) throw new Error("merit-oil renderer: not a Merit's Oil view");
  return view;
}

/** Merit's "Oil": the board loop around the world map, tankers at sea, wells and player panels. */
const drawMeritOil: ViewRenderer = async (view, names, opts) =>
  renderMerit(sceneFromMeritView(asMeritView(view), names, tagsOf(opts)));

function isScoreChart(v: unknown): v is ScoreChart {
  const o = v as Partial<ScoreChart> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.title === 'string' &&
    Array.isArray(o.xs) &&
    Array.isArray(o.lines)
  );
}

/** The end-of-game score chart: its "view" is the chart itself (`ScoreChart`, plain data). */
const drawScoreChart: ViewRenderer = async (chart) => {
  if (!isScoreChart(chart)) throw new Error('score chart renderer: not a score chart');
  return renderScoreChart(chart);
};

/** The drawers by name (each game's board, the score chart): what a render task names, to cross to a worker. */
export const DRAWERS = {
  catan: drawCatan,
  'oil-springs': drawOilSprings,
  'merit-oil': drawMeritOil,
  wildcatters: drawWildcatters,
  'score-chart': drawScoreChart,
} as const satisfies Record<string, ViewRenderer>;

export type DrawerName = keyof typeof DRAWERS;

export function isDrawerName(name: unknown): name is DrawerName {
  return typeof name === 'string' && Object.hasOwn(DRAWERS, name);
}

/** Base Catan's since picture: roads and buildings built since, outlined. */
const drawCatanSince: SinceRenderer = async (before, now, names, opts = {}) =>
  renderCatanSince(
    sceneFromCatanView(asCatanView(before, 'catan'), names),
    sceneFromCatanView(asCatanView(now, 'catan'), names, tagsOf(opts)),
  );

/** Oil Springs' since picture: as base Catan's, on the Oil Springs board. */
const drawOilSpringsSince: SinceRenderer = async (before, now, names, opts = {}) =>
  renderCatanSince(
    sceneFromOilSpringsView(asCatanView(before, 'oil-springs'), names),
    sceneFromOilSpringsView(asCatanView(now, 'oil-springs'), names, tagsOf(opts)),
  );

/** Merit's "Oil" since picture: lorries, tankers, wells, freight and share prices changed since, ringed. */
const drawMeritOilSince: SinceRenderer = async (before, now, names, opts = {}) =>
  renderMeritSince(
    sceneFromMeritView(asMeritView(before), names),
    sceneFromMeritView(asMeritView(now), names, tagsOf(opts)),
  );

/** Wildcatters' since picture: rigs, trains, tankers, refineries and disks changed since, ringed. */
const drawWildcattersSince: SinceRenderer = async (before, now, names, opts = {}) =>
  renderWildcattersSince(
    sceneFromWildcattersView(asWildcattersView(before), names),
    sceneFromWildcattersView(asWildcattersView(now), names, tagsOf(opts)),
  );

/** The since pictures' drawers by name, as `DRAWERS`. */
export const SINCE_DRAWERS = {
  catan: drawCatanSince,
  'oil-springs': drawOilSpringsSince,
  'merit-oil': drawMeritOilSince,
  wildcatters: drawWildcattersSince,
} as const satisfies Record<string, SinceRenderer>;

export type SinceDrawerName = keyof typeof SINCE_DRAWERS;

export function isSinceDrawerName(name: unknown): name is SinceDrawerName {
  return typeof name === 'string' && Object.hasOwn(SINCE_DRAWERS, name);
}
