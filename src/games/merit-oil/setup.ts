/**
 * Set-up: £300,000 each, wells 13–18 by lot (floor(6 / n) each, the rest into the concession pile), derricks
 * at 0, every pile shuffled by the game's seeded RNG, the freight quotation at 1, lorries on START.
 */
import { Rng, seedRng } from '../rng';
import {
  BILLS_OF_LADING,
  CONCESSIONS,
  DERRICK_START,
  GAME_LENGTHS,
  FULL_GAME_ROUND_CAP,
  MEMO_CARDS,
  OIL_NEWS_CARDS,
  SHARES,
  SHIPPING_PORTS,
  STARTING_CASH,
  STARTING_FREIGHT_LEVEL,
  STARTING_WELLS,
  startingWellsPerPlayer,
  type ShippingPort,
} from './data';
import { MONEY_FLOWS, type MeritOptions, type MeritPlayer, type MeritState, type MoneyFlow } from './types';

const zeroFlows = (): Record<MoneyFlow, number> =>
  Object.fromEntries(MONEY_FLOWS.map((f) => [f, 0])) as Record<MoneyFlow, number>;

/** Rounds a game of this length lasts (null: until the bills are used, capped). */
export function roundLimitOf(options: MeritOptions): number | null {
  return GAME_LENGTHS[options.length].rounds;
}
/** The round after which the game stops whatever happens. */
export function lastRoundOf(state: MeritState): number {
  return state.roundLimit ?? FULL_GAME_ROUND_CAP;
}

export function createState(seats: number, options: MeritOptions, seed: string): MeritState {
  const rng = new Rng(seedRng(seed));
  // Seed: "the players draw lots to determine who gets cards 13 to 18".
  const lots = rng.shuffle([...STARTING_WELLS]);
  const each = startingWellsPerPlayer(seats);
  const players: MeritPlayer[] = [];
  for (let s = 0; s < seats; s++) {
    const cards = lots.slice(s * each, (s + 1) * each).sort((a, b) => a - b);
    players.push({
      cash: STARTING_CASH,
      debt: 0,
      wells: cards.map((card) => ({ card, tons: DERRICK_START })),
      shares: { refinery: 0, shipping: 0 },
      kept: [],
      lorry: { where: 'loop', square: 0 },
      trip: null,
      bankrupt: false,
    });
  }
  const dealt = new Set(lots.slice(0, seats * each));
  // Seed: "Shuffle the remaining concession cards and lay them face down".
  const concessions = rng.shuffle(CONCESSIONS.map((c) => c.number).filter((n) => !dealt.has(n)));
  const memo = rng.shuffle(MEMO_CARDS.map((c) => c.id));
  const oilNews = rng.shuffle(OIL_NEWS_CARDS.map((c) => c.id));
  const bills = {} as Record<ShippingPort, number[]>;
  for (const port of SHIPPING_PORTS) {
    bills[port] = rng.shuffle(BILLS_OF_LADING.filter((b) => b.port === port).map((b) => b.id));
  }
  return {
    seats,
    options,
    roundLimit: roundLimitOf(options),
    players,
    current: 0,
    round: 1,
    turnsPlayed: 0,
    rolled: false,
    lastRoll: null,
    insuring: null,
    choice: null,
    drawn: [],
    freightLevel: STARTING_FREIGHT_LEVEL,
    suezOpen: true,
    sharePrice: { refinery: SHARES.refinery.price, shipping: SHARES.shipping.price },
    bankShares: { refinery: SHARES.refinery.blocks, shipping: SHARES.shipping.blocks },
    tankers: { red: null, blue: null, green: null, yellow: null },
    charters: 0,
    memo,
    oilNews,
    concessions,
    bills,
    billsUsed: [],
    offers: [],
    nextOffer: 1,
    offersThisTurn: players.map(() => 0),
    paidToBank: zeroFlows(),
    paidByBank: zeroFlows(),
    oil: { produced: 0, sold: 0, lost: 0 },
    result: null,
    rng: rng.state,
  };
}
