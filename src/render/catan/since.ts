/**
 * The since picture of a Catan board (Catan, Oil Springs): the roads and buildings placed since the player's
 * latest action, outlined with the board's highlight, and the buildings an Oil Springs flood took meanwhile,
 * ringed in their owners' colours as the board marks its latest flood.
 */
import type { SincePicture } from '../since';
import { renderCatan } from './render';
import type { CatanScene, SceneHighlight } from './scene';
import { floodMarkWords } from './fromOilSpringsView';

type Building = CatanScene['buildings'][number];

export const CATAN_SINCE_CAPTION = 'Outlined: built since your last turn';
/** The caption when a flood took buildings since: the rings say whose. */
export const CATAN_SINCE_FLOOD_CAPTION = `${CATAN_SINCE_CAPTION}; ringed: lost to a flood`;

const key = (p: { x: number; y: number }) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;

const RANK: Record<Building['kind'], number> = {
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

/**
 * The buildings of `then` that `now` lacks (an Oil Springs flood washed them away), with their owners, and those
 * grown smaller (a city the flood reduced to a settlement): each owner known from `then`, a public view. A spot
 * emptied and built on again since by another player is told as both, built by the one and lost by the other:
 * the since picture outlined Dev's settlement where Ben's had stood and rang Ben's other washed-away settlement
 * alone, as if the flood had taken one of his two. The same owner's building standing there again, as big or
 * bigger, tells nothing from two pictures. Its since picture marked none of them: a flood between two of a
 * player's turns showed only what was built.
 */
export function lostSince(
  then: CatanScene,
  now: CatanScene,
): Required<Pick<SceneHighlight, 'lost' | 'reduced'>> {
  const { lost, reduced } = lostBuildings(then, now);
  return {
    lost: lost.map((b) => ({ at: b.at, owners: [b.owner] })),
    reduced: reduced.map((b) => ({ at: b.at, owner: b.owner })),
  };
}

/** The buildings of `then` that `lostSince` marks, as `then` had them (spot name, owner and kind). */
function lostBuildings(then: CatanScene, now: CatanScene): Record<'lost' | 'reduced', Building[]> {
  const standing = new Map(now.buildings.map((b) => [key(b.at), b]));
  const shrunk = (b: Building) => {
    const left = standing.get(key(b.at));
    return left !== undefined && left.owner === b.owner && RANK[left.kind] < RANK[b.kind];
  };
  return {
    lost: then.buildings.filter((b) => standing.get(key(b.at))?.owner !== b.owner),
    reduced: then.buildings.filter(shrunk),
  };
}

/** The most characters of an attachment's description (its alt text) that Discord keeps. */
const ALT_MAX = 1024;

/**
 * The since picture's alt text: its caption, and whose building each ring marks, as the board's own alt text says
 * its latest flood's ("Rings mark what a flood took since: Ben's settlement on 1; Ana's city on 18 reduced."),
 * names as the picture's panels show them. The caption alone said "ringed: lost to a flood" and never whose.
 */
function sinceAlt(caption: string, then: CatanScene, now: CatanScene): string {
  const { lost, reduced } = lostBuildings(then, now);
  const name = (seat: number) => now.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const marks = floodMarkWords(
    {
      lost: lost.flatMap((b) => (b.name ? [{ spot: b.name, owners: [b.owner], kind: b.kind }] : [])),
      reduced: reduced.flatMap((b) => (b.name ? [{ spot: b.name, owner: b.owner }] : [])),
    },
    name,
  );
  const alt = marks.length ? `${caption}. Rings mark what a flood took since: ${marks.join('; ')}.` : caption;
  return alt.length <= ALT_MAX ? alt : `${alt.slice(0, ALT_MAX - 1)}…`;
}

/** `now` with what was built since `before` outlined and what a flood took ringed; null when neither happened. */
export async function renderCatanSince(before: CatanScene, now: CatanScene): Promise<SincePicture | null> {
  const built = builtSince(before, now);
  const { lost, reduced } = lostSince(before, now);
  const flooded = lost.length + reduced.length > 0;
  if (built.roads.length === 0 && built.buildings.length === 0 && !flooded) return null;
  const caption = flooded ? CATAN_SINCE_FLOOD_CAPTION : CATAN_SINCE_CAPTION;
  const alt = flooded ? sinceAlt(caption, before, now) : caption;
  const png = await renderCatan({
    ...now,
    highlight: {
      text: caption,
      roads: built.roads.map((r) => ({ a: r.a, b: r.b })),
      points: [...built.buildings, ...lost, ...reduced].map((b) => b.at),
      ...(lost.length ? { lost } : {}),
      ...(reduced.length ? { reduced } : {}),
    },
  });
  return { png, caption, alt };
}
