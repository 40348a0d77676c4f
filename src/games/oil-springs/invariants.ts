/** Scenario invariants for `sim --check` (the base engine checks cards, pieces, VP, roads and the robber). */
import { NODE_COUNT } from '../catan/board';
import {
  COLLAPSE_TOKENS,
  DISASTER_TRACK_LENGTH,
  METROPOLIS_LEVEL,
  METROPOLIS_POOL,
  OIL_HOLDING_LIMIT,
  OIL_TOKENS,
} from './data';
import { OIL, type OilSpringsState } from './oilState';

export function oilInvariants(state: OilSpringsState, out: string[]): void {
  const oil = state.ext;
  let held = 0;
  for (let s = 0; s < state.seats; s++) {
    const h = state.hands[s]![OIL]!;
    held += h;
    if (h < 0 || h > OIL_HOLDING_LIMIT) out.push(`oil: seat ${s} holds ${h} (limit ${OIL_HOLDING_LIMIT})`);
  }
  const seq = oil.sequestered.reduce((a, b) => a + b, 0);
  const supply = state.bank[OIL]!;
  if (supply + held + seq + oil.destroyed !== OIL_TOKENS)
    out.push(
      `oil: supply ${supply} + held ${held} + sequestered ${seq} + destroyed ${oil.destroyed} ≠ ${OIL_TOKENS}`,
    );
  if (supply < 0) out.push(`oil: supply ${supply}`);
  if (!(oil.marker >= 0 && oil.marker <= DISASTER_TRACK_LENGTH))
    out.push(`Disaster Track marker at ${oil.marker}`);
  // Between turns the marker is never left at 5: the disaster phase resets it.
  if (state.phase === 'roll' && oil.marker >= DISASTER_TRACK_LENGTH)
    out.push('a turn started with a disaster still owed');
  if (oil.removedTokens.length > COLLAPSE_TOKENS)
    out.push(`${oil.removedTokens.length} removed tokens (at most ${COLLAPSE_TOKENS})`);
  if (oil.removedTokens.length !== oil.destroyedHexes.length)
    out.push(`${oil.removedTokens.length} removed tokens but ${oil.destroyedHexes.length} destroyed hexes`);
  if (oil.removedTokens.length >= COLLAPSE_TOKENS !== oil.collapsed)
    out.push(`${oil.removedTokens.length} tokens removed but collapsed = ${oil.collapsed}`);
  if (oil.collapsed && (state.phase !== 'over' || state.result?.ending !== 'collapse'))
    out.push('the island collapsed but the game did not end in a collapse');
  for (const h of oil.destroyedHexes) {
    if (state.numbers[h] !== 0) out.push(`destroyed hex ${h} still carries a number`);
    if (oil.springs.includes(h)) out.push(`spring hex ${h} lost its token`);
    if (state.robber === h) out.push(`the robber stands on destroyed hex ${h}`);
  }
  if (new Set(oil.destroyedHexes).size !== oil.destroyedHexes.length) out.push('a hex destroyed twice');
  for (const h of oil.springs) if (!(state.numbers[h]! > 0)) out.push(`spring hex ${h} has no number`);
  let metros = 0;
  for (let n = 0; n < NODE_COUNT; n++) if (state.nodeLevel[n] === METROPOLIS_LEVEL) metros++;
  if (metros > METROPOLIS_POOL) out.push(`${metros} metropolises (pool of ${METROPOLIS_POOL})`);
  // No building on a spot the last flood emptied, until someone has acted since.
  const d = oil.lastDisaster;
  if (d && d.turn === state.turn - 1 && (state.last?.kind === 'endTurn' || state.last?.kind === 'roll'))
    for (const n of d.washedAway)
      if (state.nodeOwner[n] !== -1) out.push(`a building remains on ${n + 1}, which the flood emptied`);
  if (oil.champion >= 0) {
    const c = oil.sequestered[oil.champion]!;
    if (c < 3) out.push(`Champion with ${c} sequestered`);
    for (let s = 0; s < state.seats; s++)
      if (oil.sequestered[s]! > c) out.push(`seat ${s} sequestered more than the Champion`);
  } else if (oil.sequestered.some((n) => n >= 3)) out.push('3+ sequestered but no Champion');
  if (oil.sequestering === 'starting' && oil.sequesteredThisTurn && oil.usedThisTurn > 0)
    out.push('oil used and sequestered in one turn under the starting rules');
}
