/**
 * The scenario's own rules on the game state: using oil against the Disaster Track, sequestering and the
 * Champion, pollution of a hex, and the per-turn reset. Checks return a RuleError (a short text fit for the
 * player) or null; changes mutate the state.
 */
import { ruleError } from '../types';
import { championAfter, sequesterVictoryPoints } from './champion';
import { SEQUESTER_PER_TURN, SPRING_POLLUTION_OIL } from './data';
import { islandAbandoned, type PollutableHex } from './disaster';
import { springPollutionLoss } from './distribute';
import { OIL, oilHeld, oilHoldings, type OilRefusal, type OilSpringsState } from './oilState';
import { advanceMarker, disasterOwed, oilUsableNow } from './track';

/** Whether this turn's sequester rules out using oil too (the starting rules: one or the other a turn). */
function sequesterBarsUse(oil: OilSpringsState['ext']): boolean {
  return oil.sequestering === 'starting' && oil.sequesteredThisTurn;
}

/** How much oil the active player may still use this turn: the track's allowance, 0 once a sequester bars it. */
export function oilUsableThisTurn(oil: OilSpringsState['ext']): number {
  return sequesterBarsUse(oil) ? 0 : oilUsableNow(oil.marker);
}

/** Why `seat` may not use `amount` oil now (null when allowed). Turn/phase checks are the caller's. */
export function refuseOilUse(state: OilSpringsState, seat: number, amount: number): OilRefusal | null {
  const oil = state.ext;
  const held = oilHeld(state, seat);
  if (held < amount) return ruleError('no-oil', `You need ${amount} oil and hold ${held}.`);
  if (disasterOwed(oil.marker))
    return ruleError('track-full', 'The Disaster Track is at 5: no more oil may be used this turn.');
  if (amount > oilUsableNow(oil.marker))
    return ruleError(
      'track-full',
      `The Disaster Track is at ${oil.marker}: only ${oilUsableNow(oil.marker)} more oil may be used this turn.`,
    );
  if (sequesterBarsUse(oil))
    return ruleError(
      'sequestered',
      'You sequestered this turn, so you may not use oil too (starting rules).',
    );
  return null;
}

/** Spend `amount` oil: it returns to the supply and moves the marker. */
export function spendOil(state: OilSpringsState, seat: number, amount: number): void {
  const oil = state.ext;
  state.hands[seat]![OIL] = oilHeld(state, seat) - amount;
  state.bank[OIL] = state.bank[OIL]! + amount;
  oil.marker = advanceMarker(oil.marker, amount);
  oil.usedThisTurn += amount;
}

/** Why `seat` may not sequester now (null when allowed). */
export function refuseSequester(state: OilSpringsState, seat: number): OilRefusal | null {
  const oil = state.ext;
  if (oilHeld(state, seat) < 1) return ruleError('no-oil', 'You hold no oil to sequester.');
  if (oil.sequesteredThisTurn)
    return ruleError('sequestered', `You may sequester at most ${SEQUESTER_PER_TURN} oil a turn.`);
  if (oil.sequestering === 'starting' && oil.usedThisTurn > 0)
    return ruleError('used-oil', 'You used oil this turn, so you may not sequester too (starting rules).');
  return null;
}

/** The public VP sequestering gives `seat` (sets of 3 and the Champion token). */
export function sequesterVp(state: OilSpringsState, seat: number): number {
  return sequesterVictoryPoints(state.ext.sequestered[seat] ?? 0, state.ext.champion === seat);
}

/**
 * Sequester one oil: out of the game for good. Updates the stored VP of everyone affected (a new set of 3,
 * the Champion token moving). Returns the previous Champion when the token changed hands, else undefined.
 */
export function sequesterOil(state: OilSpringsState, seat: number): { from: number } | undefined {
  const oil = state.ext;
  const before = oil.champion;
  const vpBefore = state.vp.map((_, s) => sequesterVp(state, s));
  state.hands[seat]![OIL] = oilHeld(state, seat) - 1;
  oil.sequestered[seat]!++;
  oil.sequesteredThisTurn = true;
  const next = championAfter(oil.sequestered, before < 0 ? null : before, seat);
  oil.champion = next ?? -1;
  state.vp.forEach((_, s) => (state.vp[s] = state.vp[s]! - vpBefore[s]! + sequesterVp(state, s)));
  return oil.champion !== before ? { from: before } : undefined;
}

export interface PollutionOutcome {
  /** Oil destroyed by a polluted spring. */
  oilDestroyed: number;
  /** Oil taken from the general supply (first). */
  fromSupply: number;
  /** Oil taken from each seat's hand. */
  fromPlayers: number[];
  /** The number token removed from a hex without a spring (null for a spring). */
  tokenRemoved: number | null;
}

/**
 * Pollution hits `target`: a spring loses 3 oil from the supply (then from players, from the causer
 * clockwise); any other hex loses its number token to the Disaster Track (it never produces again, and the
 * robber, if there, leaves the board). The 5th token abandons the island.
 */
export function polluteHex(state: OilSpringsState, target: PollutableHex, causer: number): PollutionOutcome {
  const oil = state.ext;
  if (target.spring) {
    const loss = springPollutionLoss(state.bank[OIL]!, oilHoldings(state), causer, SPRING_POLLUTION_OIL);
    state.bank[OIL] = state.bank[OIL]! - loss.fromSupply;
    loss.fromPlayers.forEach((n, s) => (state.hands[s]![OIL] = oilHeld(state, s) - n));
    oil.destroyed += loss.destroyed;
    return {
      oilDestroyed: loss.destroyed,
      fromSupply: loss.fromSupply,
      fromPlayers: loss.fromPlayers,
      tokenRemoved: null,
    };
  }
  const token = target.number ?? 0; // a hex pollution can hit always carries a number token
  oil.removedTokens.push(token);
  oil.destroyedHexes.push(target.hex);
  state.numbers[target.hex] = 0;
  if (state.robber === target.hex) state.robber = -1;
  if (islandAbandoned(oil.removedTokens.length)) oil.collapsed = true;
  return { oilDestroyed: 0, fromSupply: 0, fromPlayers: state.hands.map(() => 0), tokenRemoved: token };
}

/** A new turn: the per-turn counters reset (the marker persists until a disaster resets it). */
export function startOilTurn(state: OilSpringsState): void {
  state.ext.usedThisTurn = 0;
  state.ext.sequesteredThisTurn = false;
}

/** Whether a disaster is owed at the end of this turn. */
export function disasterDue(state: OilSpringsState): boolean {
  return disasterOwed(state.ext.marker);
}
