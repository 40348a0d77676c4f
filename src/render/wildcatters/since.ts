/**
 * The since picture of Wildcatters: the map now, with what changed since the player's latest action ringed —
 * rigs and pump jacks, trains, tankers, refineries and their barrels, wildcatter disks, share holdings.
 */
import type { SincePicture } from '../since';
import { renderWildcatters } from './render';
import type { WildcattersMarks, WildcattersScene } from './scene';

export const WILDCATTERS_SINCE_CAPTION = 'Ringed: changed since your last turn';

/** A field's pieces in a word (barrels left out: they change with every production, not by a move). */
const pieces = (f: WildcattersScene['fields'][number]) =>
  f.pieces.map((p) => `${p.owner}${p.kind}`).join(',');

/** Each harbour's tankers as drawn, in queue order: their owners. */
function queues(scene: WildcattersScene): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const t of scene.tankers) out.set(t.harbour, [...(out.get(t.harbour) ?? []), t.owner]);
  return out;
}

/** What `now` has changed from `then`, by place; null when nothing. */
export function changedSince(
  then: WildcattersScene,
  now: WildcattersScene,
): Omit<WildcattersMarks, 'text'> | null {
  const fieldsWere = new Map(then.fields.map((f) => [f.id, pieces(f)]));
  const fieldIds = new Set([...then.fields.map((f) => f.id), ...now.fields.map((f) => f.id)]);
  const nowFields = new Map(now.fields.map((f) => [f.id, pieces(f)]));
  const trainsWere = new Map(then.trains.map((t) => [t.railway, t.owner]));
  const refineriesWere = new Map(then.refineries.map((r) => [r.site, `${r.owner}|${r.barrels.join(',')}`]));
  const disksWere = new Map(then.disks.map((d) => [d.area, d.owner]));
  // A harbour's tankers: each owner's extra ones (built or arrived) are the last of theirs in the queue.
  const before = queues(then);
  const tankers: WildcattersMarks['tankers'] = [];
  for (const [harbour, owners] of queues(now)) {
    const had = before.get(harbour) ?? [];
    for (const owner of new Set(owners)) {
      const extra = owners.filter((o) => o === owner).length - had.filter((o) => o === owner).length;
      const mine = owners.flatMap((o, index) => (o === owner ? [index] : []));
      for (const index of mine.slice(mine.length - Math.max(0, extra))) tankers.push({ harbour, index });
    }
  }
  const sharesWere = new Map(then.players.map((p) => [p.seat, p.shares]));
  const shares = now.players.flatMap((p) =>
    p.shares.flatMap((n, colour) =>
      sharesWere.get(p.seat)?.[colour] === n ? [] : [{ seat: p.seat, colour }],
    ),
  );
  const marks = {
    fields: [...fieldIds].filter((id) => fieldsWere.get(id) !== nowFields.get(id)),
    trains: now.trains.filter((t) => trainsWere.get(t.railway) !== t.owner).map((t) => t.railway),
    tankers,
    refineries: now.refineries
      .filter((r) => refineriesWere.get(r.site) !== `${r.owner}|${r.barrels.join(',')}`)
      .map((r) => r.site),
    disks: now.disks.filter((d) => d.owner !== null && disksWere.get(d.area) !== d.owner).map((d) => d.area),
    shares,
  };
  const count =
    marks.fields.length +
    marks.trains.length +
    marks.tankers.length +
    marks.refineries.length +
    marks.disks.length +
    marks.shares.length;
  return count > 0 ? marks : null;
}

/** `now` with what changed since `before` ringed; null when nothing did. */
export async function renderWildcattersSince(
  before: WildcattersScene,
  now: WildcattersScene,
): Promise<SincePicture | null> {
  const changed = changedSince(before, now);
  if (!changed) return null;
  const png = await renderWildcatters({ ...now, marks: { text: WILDCATTERS_SINCE_CAPTION, ...changed } });
  return { png, caption: WILDCATTERS_SINCE_CAPTION };
}
