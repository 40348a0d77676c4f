/**
 * The since picture of a Catan board (Catan, Oil Springs): the roads and buildings placed since the player's
 * latest action, outlined with the board's highlight.
 */
import type { SincePicture } from '../since';
import { renderCatan } from './render';
import type { CatanScene } from './scene';

export const CATAN_SINCE_CAPTION = 'Outlined: built since your last turn';

const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;

/** The roads and buildings of `now` that `then` did not have (a settlement grown into a city counts). */
export function builtSince(then: CatanScene, now: CatanScene): Pick<CatanScene, 'roads' | 'buildings'> {
  const roads = new Set(then.roads.map((r) => [key(r.a), key(r.b)].sort().join('|')));
  const buildings = new Set(then.buildings.map((b) => `${key(b.at)}|${b.kind}`));
  return {
    roads: now.roads.filter((r) => !roads.has([key(r.a), key(r.b)].sort().join('|'))),
    buildings: now.buildings.filter((b) => !buildings.has(`${key(b.at)}|${b.kind}`)),
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
