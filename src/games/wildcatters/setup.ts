/** Set-up (seed): shares, workers, VP, starting pieces, the light cards dealt for the starting placement. */
import { Rng, seedRng } from '../rng';
import {
  DARK_CARDS,
  LIGHT_CARDS,
  NEUTRAL_REFINERY_CHIPS,
  PIECES_PER_COLOUR,
  ROUNDS_BY_PLAYERS,
  SHARE_COLOURS,
  START_LIGHT_CARDS_DEALT,
  START_SHARES_LEFT_NEIGHBOUR,
  START_SHARES_OWN,
  START_VP,
  START_WORKERS_BY_PLAYERS,
  STARTING_PIECES,
  type PlayerCount,
} from './data';
import { FIELD_IDS } from './map';
import type { PlayerState, WildcattersOptions, WildcattersState } from './types';

function newPlayer(workers: number): PlayerState {
  return {
    workers,
    shares: Array.from({ length: SHARE_COLOURS }, () => 0),
    vp: START_VP,
    vpBy: { start: START_VP },
    hand: [],
    cards: [],
    usedRefineryCards: [],
    ownRefineryChip: PIECES_PER_COLOUR.refineryChips > 0,
    neutralRefineryChips: 0,
    consolidationChips: [],
    loans: 0,
    supply: {
      rigs: PIECES_PER_COLOUR.rigs,
      pumpJacks: PIECES_PER_COLOUR.pumpJacks,
      trains: PIECES_PER_COLOUR.trains,
      tankers: PIECES_PER_COLOUR.tankers,
      refineries: PIECES_PER_COLOUR.refineries,
      barrels: PIECES_PER_COLOUR.barrels,
    },
    rigsBuilt: 0,
    drills: 0,
    delivered: 0,
    overseas: 0,
    fullEmptyings: 0,
    refreshes: 0,
    deliveredTo: {},
    tankerPlaced: false,
    toPlace: {
      rig: STARTING_PIECES.rigs,
      train: STARTING_PIECES.trains,
      refinery: STARTING_PIECES.refineries,
    },
  };
}

/**
 * The state after set-up, before the starting placement. The start player is drawn (seed) unless the
 * options say 'seat1'; seat s of the turn order (index in `order`) gets START_WORKERS_BY_PLAYERS[n][s].
 * Each player gets 20 shares of their colour and 5 of the left neighbour's (the next seat clockwise).
 */
export function createState(seats: number, options: WildcattersOptions, seed: string): WildcattersState {
  const rng = new Rng(seedRng(seed));
  const n = seats as PlayerCount;
  const startSeat = options.startPlayer === 'seat1' ? 0 : rng.int(seats);
  const order = Array.from({ length: seats }, (_, i) => (startSeat + i) % seats);
  const workersBySeat = START_WORKERS_BY_PLAYERS[n];
  const players: PlayerState[] = Array.from({ length: seats }, () => newPlayer(0));
  let workersIn = 0;
  order.forEach((seat, i) => {
    const w = workersBySeat[i]!;
    players[seat]!.workers = w;
    workersIn += w;
  });
  let sharesIn = 0;
  for (let seat = 0; seat < seats; seat++) {
    const p = players[seat]!;
    p.shares[seat]! += START_SHARES_OWN;
    p.shares[(seat + 1) % seats]! += START_SHARES_LEFT_NEIGHBOUR;
    sharesIn += START_SHARES_OWN + START_SHARES_LEFT_NEIGHBOUR;
  }
  const light = rng.shuffle(LIGHT_CARDS.map((c) => c.id));
  for (const seat of order) players[seat]!.hand = light.splice(0, START_LIGHT_CARDS_DEALT);
  // The rest of the light cards wait with the dark ones; they are shuffled together after the placement.
  const deck = [...light, ...DARK_CARDS.map((c) => c.id)];
  const fields: Record<string, never[]> = {};
  for (const f of FIELD_IDS) fields[f] = [];
  return {
    seats,
    options,
    phase: 'placement',
    round: 1,
    rounds: ROUNDS_BY_PLAYERS[n],
    order,
    turnIndex: 0,
    current: startSeat,
    startSeat,
    step: 'card',
    chosenCard: null,
    refineriesBuiltThisRound: players.map(() => false),
    tankerMovesThisTurn: 0,
    pending: null,
    players,
    fields,
    drilled: {},
    disks: {},
    trains: {},
    tankers: [],
    refineries: {},
    chipsTaken: {},
    neutralRefineryChips: NEUTRAL_REFINERY_CHIPS,
    display: [],
    deck,
    discards: [],
    flows: { sharesIn, sharesOut: 0, workersIn, workersOut: 0 },
    finalScoring: [],
    last: null,
    result: null,
    rng: rng.state,
  };
}
