/**
 * The since picture of Merit's "Oil": the board now, with what changed since the player's latest action
 * ringed — lorries moved, tankers chartered or moved, voyages ended, wells drilled or bought, the freight
 * quotation and share prices.
 */
import type { SincePicture } from '../since';
import { renderMerit } from './render';
import { placeKey } from './placement';
import type { MeritMarks, MeritScene } from './scene';

export const MERIT_SINCE_CAPTION = 'Ringed: changed since your last turn';

/** What `now` has changed from `then` (a lorry on another place, a tanker elsewhere…); null when nothing. */
export function changedSince(then: MeritScene, now: MeritScene): Omit<MeritMarks, 'text'> | null {
  const lorryWas = new Map(then.lorries.map((l) => [l.seat, placeKey(l.at)]));
  const shipWas = new Map(then.tankers.map((t) => [t.tanker, `${t.owner}|${t.stage}|${t.destination}`]));
  const atSea = new Set(now.tankers.map((t) => t.tanker));
  const wellsWere = new Set(then.wells.map((w) => `${w.card}|${w.owner}`));
  const priceWas = new Map(then.shares.map((s) => [s.company, s.price]));
  const marks = {
    lorries: now.lorries.filter((l) => lorryWas.get(l.seat) !== placeKey(l.at)).map((l) => l.seat),
    tankers: now.tankers
      .filter((t) => shipWas.get(t.tanker) !== `${t.owner}|${t.stage}|${t.destination}`)
      .map((t) => t.tanker),
    freed: then.tankers.filter((t) => !atSea.has(t.tanker)).map((t) => t.tanker),
    wells: now.wells.filter((w) => !wellsWere.has(`${w.card}|${w.owner}`)).map((w) => w.card),
    freight: then.freightLevel !== now.freightLevel,
    shares: now.shares.filter((s) => priceWas.get(s.company) !== s.price).map((s) => s.company),
  };
  const any =
    marks.lorries.length +
      marks.tankers.length +
      marks.freed.length +
      marks.wells.length +
      marks.shares.length >
      0 || marks.freight;
  return any ? marks : null;
}

/** `now` with what changed since `before` ringed; null when nothing did. */
export async function renderMeritSince(before: MeritScene, now: MeritScene): Promise<SincePicture | null> {
  const changed = changedSince(before, now);
  if (!changed) return null;
  const png = await renderMerit({ ...now, marks: { text: MERIT_SINCE_CAPTION, ...changed } });
  return { png, caption: MERIT_SINCE_CAPTION };
}
