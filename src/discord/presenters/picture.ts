/** The board picture of a snapshot with its game's drawers, with legal spots marked for a choice. */
import { drawSafely, type ViewRenderer } from '../../render';
import type { GameSnapshot } from '../desk';
import { plainNamesOf, seatTags } from '../names';
import { plainPicture } from '../../render/kit/plain-picture';
import { seatName } from '../../games/events';

const SELECTION_KINDS = ['settlement', 'city', 'metropolis', 'road', 'robber'] as const;
type Kind = (typeof SELECTION_KINDS)[number];

/** A chooser's group, when it picks a spot the renderer can mark. */
export function selectionKind(group: string | undefined): Kind | null {
  return SELECTION_KINDS.find((k) => k === group) ?? null;
}

export async function renderSnapshot(
  snap: GameSnapshot,
  /** Drawers to try in order (e.g. Oil Springs' board, then the plain Catan board); none: a plain picture. */
  drawers: readonly (ViewRenderer | null)[],
  select?: { group: string; spots: string[]; prompt?: string },
): Promise<Buffer> {
  const names = plainNamesOf(snap);
  const view = snap.module.view(snap.state, null);
  const kind = selectionKind(select?.group);
  // The seats a bot plays for their player are tagged "bot" on the panels, as the Scores lines say "(bot)".
  const opts = {
    tags: seatTags(snap),
    ...(kind && select ? { select: { kind, spots: select.spots, prompt: select.prompt } } : {}),
  };
  for (const draw of drawers) {
    const png = draw ? await drawSafely(draw, snap.record.gameId, view, names, opts) : null;
    if (png) return png;
  }
  const scores = snap.status.scores.map((sc, i) => `${seatName(names, i)}: ${sc}`);
  const toAct = snap.status.toAct.map((x) => seatName(names, x)).join(', ');
  return plainPicture(snap.module.title, [...scores, `To act: ${toAct || '—'}`]);
}
