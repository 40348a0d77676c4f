/**
 * Each game's board drawer as it runs in one thread: a public view → PNG (view adapter, drawing, pixel read and
 * PNG encode). The render pool's workers run these; `src/render/index.ts` hands out the pooled ones, which fall
 * back to these when the pool is off or broken. A game with a board picture adds its drawer to `DRAWERS`.
 */
import type { CatanView } from '../games/catan/types';
import type { SceneHighlight, SelectionKind as CatanSelectionKind } from './catan/scene';
import type { SelectionKind as WildcattersSelectionKind } from './wildcatters/scene';
import { sceneFromCatanView } from './catan/fromCatanView';
import { sceneFromOilSpringsView } from './catan/fromOilSpringsView';
import { renderCatan } from './catan/render';
import { asWildcattersView, sceneFromWildcattersView } from './wildcatters/fromWildcattersView';
import { renderWildcatters } from './wildcatters/render';
import { isMeritView, sceneFromMeritView } from './merit-oil/fromMeritView';
import { renderMerit } from './merit-oil/render';
import { renderScoreChart, type ScoreChart } from './charts/line-chart';

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
  /** Seats played by bots or gone, tagged in the player panels (Wildcatters). */
  tags?: readonly (string | undefined)[];
  /** Outline these instead of what the last action changed (Catan boards: what was built since a turn). */
  highlight?: SceneHighlight;
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

/** Base Catan's board. */
const drawCatan: ViewRenderer = async (view, names, opts) => {
  const scene = sceneFromCatanView(asCatanView(view, 'catan'), names, {
    select: selectionOf(opts, CATAN_SELECTION_KINDS),
  });
  return renderCatan(opts.highlight ? { ...scene, highlight: opts.highlight } : scene);
};

/** Catan: Oil Springs' board: the Catan board with springs, the Disaster Track and the oil supply. */
const drawOilSprings: ViewRenderer = async (view, names, opts) => {
  const scene = sceneFromOilSpringsView(asCatanView(view, 'oil-springs'), names, {
    select: selectionOf(opts, CATAN_SELECTION_KINDS),
  });
  return renderCatan(opts.highlight ? { ...scene, highlight: opts.highlight } : scene);
};

/** Wildcatters' world map, area card display, VP track and player panels (bots tagged, places marked). */
const drawWildcatters: ViewRenderer = async (view, names, opts) => {
  const select = selectionOf(opts, WILDCATTERS_SELECTION_KINDS);
  return renderWildcatters(
    sceneFromWildcattersView(asWildcattersView(view), names, {
      ...(opts.tags ? { tags: opts.tags } : {}),
      ...(select
        ? { select: { kind: select.kind, spots: [...select.spots], prompt: select.prompt ?? 'Choose' } }
        : {}),
    }),
  );
};

/** Merit's "Oil": the board loop around the world map, tankers at sea, wells and player panels. */
const drawMeritOil: ViewRenderer = async (view, names) => {
  if (!isMeritView(view)) throw new Error("merit-oil renderer: not a Merit's Oil view");
  return renderMerit(sceneFromMeritView(view, names));
};

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
