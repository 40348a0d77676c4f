/**
 * A short text description of a scene, for the picture's alt text (Discord attachment description, max 1024
 * characters): the picture's content without relying on sight or colour.
 */
import { playerStyle } from '../kit';
import type { CatanScene } from './scene';

const MAX = 1024;

export function describeScene(scene: CatanScene): string {
  const name = (seat: number | null) =>
    seat === null ? 'nobody' : (scene.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`);
  const parts: string[] = [];
  parts.push(scene.turn.number ? `${scene.title}, turn ${scene.turn.number}.` : `${scene.title}.`);
  if (scene.result) parts.push(`${scene.result.text}`);
  else if (scene.turn.seat !== null) parts.push(`${name(scene.turn.seat)}: ${scene.turn.phase}.`);
  if (scene.lastRoll) {
    const [a, b] = scene.lastRoll.dice;
    parts.push(`Last roll ${a + b} (${a}+${b}) by ${name(scene.lastRoll.seat)}.`);
  }
  for (const p of scene.players) {
    const st = playerStyle(p.seat);
    const oil = p.oil !== undefined ? `, ${p.oil} oil, ${p.sequestered ?? 0} sequestered` : '';
    const pending = p.pending ? `, ${p.pending.toLowerCase()}` : '';
    parts.push(
      `${p.name} (${st.name} ${st.marker}): ${p.vp} of ${scene.vpToWin} VP, ${p.cards} cards${oil}${pending}.`,
    );
  }
  parts.push(`Longest road: ${name(scene.longestRoad)}. Largest army: ${name(scene.largestArmy)}.`);
  if (scene.robber) parts.push(`Robber on ${scene.robber}.`);
  const os = scene.oilSprings;
  if (os) {
    const lost = os.removedTokens.length ? os.removedTokens.join(', ') : 'none';
    parts.push(
      `Disaster track ${os.disasterTrack} of ${os.trackLength}. Tokens lost: ${lost} (of ${os.tokensToAbandon}). ` +
        `Oil supply ${os.supply} of ${os.supplyStart}. Champion: ${name(os.champion)}.`,
    );
  }
  if (scene.selection)
    parts.push(`${scene.selection.prompt}: ${scene.selection.spots.map((s) => s.name).join(', ')}.`);
  else if (scene.highlight?.text && !scene.result) parts.push(`${scene.highlight.text}.`);
  const text = parts.join(' ');
  return text.length <= MAX ? text : `${text.slice(0, MAX - 1)}…`;
}
