/**
 * The since picture of a Catan board (Catan, Oil Springs): the roads and buildings placed since the player's
 * latest action, outlined with the board's highlight.
 */
import type { SincePicture } from '../since';
import { renderCatan } from './render';
import type { CatanScene } from './scene';

export const CATAN_SINCE_CAPTION = 'Outlined: built since your last turn';

const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;

const RANK: Record<CatanScene['buildings'][number]['kind'], number> = {
  settlement: 1,
  city: 2,
  metropolis: 3,
};

/**
 * The roads and buildings of `now` that `then` did not have: a new one, another player's where one stood (on a
 * spot an Oil Springs flood emptied), or one grown (a settlement into a city, a city into a metropolis). A city
 * the flood reduced to a settlement was not built: a playtest's since picture outlined it as built since.
 */
export function builtSince(then: CatanScene, now: CatanScene): Pick<CatanScene, 'roads' | 'buildings'> {
  const roads = new Set(then.roads.map((r) => [key(r.a), key(r.b)].sort().join('|')));
  const stood = new Map(then.buildings.map((b) => [key(b.at), b]));
  return {
    roads: now.roads.filter((r) => !roads.has([key(r.a), key(r.b)].sort().join('|'))),
    buildings: now.buildings.filter((b) => {
      const old = stood.get(key(b.at));
      return !old || old.owner !== b.owner || RANK[old.kind] < RANK[b.kind];
    }),
  };
}

/** `now` with what was built since `before` outlined; null when nothing was. */
export async function renderCatanSince(before: CatanScene, now: CatanScene): Promise<SincePicture | null> {
  const built = builtSince(before, now);
  if (built.roads.length === 0 && built.buildings.length === 0) return null;
  const png = await renderCatan({
    ...now,
    highlight: {
      text: CATAN_SINCE_CAPTION,
      roads: built.roads.map((r) => ({ a: r.a, b: r.b })),
      points: built.buildings.map((b) => b.at),
    },
  });
  return { png, caption: CATAN_SINCE_CAPTION };
}
