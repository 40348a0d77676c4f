/**
 * "What changed since your last turn" on the board picture, for the games drawn as a Catan board (Catan,
 * Oil Springs): the game is replayed to just after the player's latest action, and the roads and buildings
 * placed since then are outlined with the renderer's highlight. Shown only in My hand (private), since the
 * public picture is the same for everybody.
 */
import type { CatanView } from '../games/catan/types';
import type { ActionRecord } from '../store';
import {
  drawCatanView,
  drawOilSpringsView,
  sceneFromCatanView,
  sceneFromOilSpringsView,
  type CatanScene,
  type ViewRenderer,
} from '../render';
import { replayGame } from '../table/replay';
import type { GameSnapshot } from './desk';
import { namesOf } from './names';

/** The boards that can mark changes: the game's registry id → its scene builder and its (pooled) drawer. */
const BOARDS: Record<
  string,
  { scene: (view: CatanView, names: readonly string[]) => CatanScene; draw: ViewRenderer }
> = {
  catan: { scene: (view, names) => sceneFromCatanView(view, names), draw: drawCatanView },
  'oil-springs': { scene: (view, names) => sceneFromOilSpringsView(view, names), draw: drawOilSpringsView },
};

export const SINCE_CAPTION = 'Outlined: built since your last turn';

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

/**
 * The private picture of `snap` with what was built since `seat`'s latest action outlined; null when the
 * game is not drawn as a Catan board, nothing was built since, or the replay fails.
 */
export async function sincePicture(
  snap: Pick<GameSnapshot, 'record' | 'state' | 'seats' | 'module'>,
  seat: number,
  history: readonly ActionRecord[],
): Promise<Buffer | null> {
  const board = BOARDS[snap.record.gameId];
  if (!board || snap.state === null) return null;
  let last = -1;
  history.forEach((a, i) => {
    if (a.seat === seat) last = i;
  });
  const then = replayGame(snap.module, {
    seatCount: snap.seats.length,
    options: snap.record.options,
    seed: snap.record.seed,
    actions: history.slice(0, last + 1),
  });
  if (!then.ok) return null;
  const names = namesOf(snap);
  const view = snap.module.view(snap.state, null);
  const before = board.scene(snap.module.view(then.state, null) as CatanView, names);
  const now = board.scene(view as CatanView, names);
  const built = builtSince(before, now);
  if (built.roads.length === 0 && built.buildings.length === 0) return null;
  // Drawn in the render pool: the scenes above are cheap, the drawing is not.
  return board.draw(view, names, {
    highlight: {
      text: SINCE_CAPTION,
      roads: built.roads.map((r) => ({ a: r.a, b: r.b })),
      points: built.buildings.map((b) => b.at),
    },
  });
}
