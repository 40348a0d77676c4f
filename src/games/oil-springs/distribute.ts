/**
 * Handing oil out and taking it back, one token at a time, in seat order (clockwise).
 * Pure functions over small arrays indexed by seat; they never mutate their inputs.
 */

/** The seat `steps` places clockwise of `seat` among `seats` players. */
export function clockwise(seat: number, steps: number, seats: number): number {
  return (((seat + steps) % seats) + seats) % seats;
}

export interface OilHandout {
  /** Oil each seat received. */
  received: number[];
  /** The supply after the handout. */
  supply: number;
}

/**
 * Produced oil is handed out one token at a time, starting with the roller, then clockwise, round after
 * round, until everyone has what they produced or the supply is empty. A player at the holding limit takes
 * no more (production beyond it is not taken).
 */
export function distributeOil(
  owed: readonly number[],
  held: readonly number[],
  supply: number,
  roller: number,
  limit: number,
): OilHandout {
  const seats = owed.length;
  const received = new Array<number>(seats).fill(0);
  let left = supply;
  let progress = true;
  while (left > 0 && progress) {
    progress = false;
    for (let k = 0; k < seats && left > 0; k++) {
      const s = clockwise(roller, k, seats);
      if (received[s]! < owed[s]! && held[s]! + received[s]! < limit) {
        received[s]!++;
        left--;
        progress = true;
      }
    }
  }
  return { received, supply: left };
}

export interface OilLoss {
  /** Oil taken from the supply. */
  fromSupply: number;
  /** Oil taken from each seat. */
  fromPlayers: number[];
  /** Total oil destroyed (may be less than asked when nobody holds enough). */
  destroyed: number;
}

/**
 * A polluted spring destroys `amount` oil: from the general supply first; when the supply is short, the
 * rest is discarded one oil at a time from the players, starting with the player who caused the disaster
 * and going clockwise, round after round, until paid or nobody holds oil.
 */
export function springPollutionLoss(
  supply: number,
  held: readonly number[],
  causer: number,
  amount: number,
): OilLoss {
  const seats = held.length;
  const fromSupply = Math.min(supply, amount);
  let owed = amount - fromSupply;
  const fromPlayers = new Array<number>(seats).fill(0);
  let progress = true;
  while (owed > 0 && progress) {
    progress = false;
    for (let k = 0; k < seats && owed > 0; k++) {
      const s = clockwise(causer, k, seats);
      if (held[s]! - fromPlayers[s]! > 0) {
        fromPlayers[s]!++;
        owed--;
        progress = true;
      }
    }
  }
  return { fromSupply, fromPlayers, destroyed: amount - owed };
}
