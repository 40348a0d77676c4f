/**
 * Rules that touch only the scenario's own state: using oil against the Disaster Track, sequestering,
 * the Champion, pollution of a hex, and the end-of-turn reset. Each check returns a reason (a short text
 * fit for the player) or null; each change mutates the given OilState.
 */
import type { RuleError } from '../types';
import { championAfter } from './champion';
import { SEQUESTER_PER_TURN, SPRING_POLLUTION_OIL } from './data';
import { islandAbandoned, type PollutableHex } from './disaster';
import { springPollutionLoss } from './distribute';
import type { OilState } from './oilState';
import type { OilSpringsOptions } from './options';
import { advanceMarker, disasterOwed, oilUsableNow } from './track';

export function ruleError(error: string, code: string): RuleError {
  return { ok: false, error, code };
}

/** Why `seat` may not use `amount` oil now (null when allowed). Turn/phase checks are the caller's. */
export function cannotUseOil(
  oil: OilState,
  seat: number,
  amount: number,
  options: OilSpringsOptions,
): RuleError | null {
  if ((oil.held[seat] ?? 0) < amount)
    return ruleError(`You need ${amount} oil and hold ${oil.held[seat] ?? 0}.`, 'no-oil');
  if (disasterOwed(oil.marker))
    return ruleError('The Disaster Track is at 5: no more oil may be used this turn.', 'track-full');
  if (amount > oilUsableNow(oil.marker))
    return ruleError(
      `The Disaster Track is at ${oil.marker}: only ${oilUsableNow(oil.marker)} more oil may be used this turn.`,
      'track-full',
    );
  if (options.sequestering === 'starting' && oil.sequesteredThisTurn)
    return ruleError(
      'You sequestered this turn, so you may not use oil too (starting rules).',
      'sequestered',
    );
  return null;
}

/** Spend `amount` oil: it returns to the supply and moves the marker. */
export function spendOil(oil: OilState, seat: number, amount: number): void {
  oil.held[seat]! -= amount;
  oil.supply += amount;
  oil.marker = advanceMarker(oil.marker, amount);
  oil.usedThisTurn += amount;
}

/** Why `seat` may not sequester now (null when allowed). */
export function cannotSequester(oil: OilState, seat: number, options: OilSpringsOptions): RuleError | null {
  if ((oil.held[seat] ?? 0) < 1) return ruleError('You hold no oil to sequester.', 'no-oil');
  if (oil.sequesteredThisTurn)
    return ruleError(`You may sequester at most ${SEQUESTER_PER_TURN} oil a turn.`, 'sequestered');
  if (options.sequestering === 'starting' && oil.usedThisTurn > 0)
    return ruleError('You used oil this turn, so you may not sequester too (starting rules).', 'used-oil');
  return null;
}

/** Sequester one oil; returns true when the Champion token changed hands. */
export function sequesterOil(oil: OilState, seat: number): boolean {
  oil.held[seat]!--;
  oil.sequestered[seat]!++;
  oil.sequesteredThisTurn = true;
  const before = oil.champion;
  oil.champion = championAfter(oil.sequestered, oil.champion, seat);
  return oil.champion !== before;
}

export interface PollutionOutcome {
  /** Oil destroyed by a polluted spring. */
  oilDestroyed: number;
  /** Oil taken from each seat's hand. */
  fromPlayers: number[];
  /** The number token removed from a hex without a spring (null for a spring). */
  tokenRemoved: number | null;
}

/**
 * Pollution hits `target`: a spring loses 3 oil from the supply (then from players, from the causer
 * clockwise); any other hex loses its number token to the Disaster Track. The 5th token abandons the island.
 */
export function polluteHex(oil: OilState, target: PollutableHex, causer: number): PollutionOutcome {
  if (target.spring) {
    const loss = springPollutionLoss(oil.supply, oil.held, causer, SPRING_POLLUTION_OIL);
    oil.supply -= loss.fromSupply;
    loss.fromPlayers.forEach((n, s) => (oil.held[s]! -= n));
    oil.destroyed += loss.destroyed;
    return { oilDestroyed: loss.destroyed, fromPlayers: loss.fromPlayers, tokenRemoved: null };
  }
  const token = target.number as number;
  oil.removedTokens.push(token);
  oil.destroyedHexes.push(target.hex);
  if (islandAbandoned(oil.removedTokens.length)) oil.collapsed = true;
  return { oilDestroyed: 0, fromPlayers: oil.held.map(() => 0), tokenRemoved: token };
}

/** A new turn: the per-turn counters reset (the marker persists until a disaster resets it). */
export function startOilTurn(oil: OilState): void {
  oil.usedThisTurn = 0;
  oil.sequesteredThisTurn = false;
}
