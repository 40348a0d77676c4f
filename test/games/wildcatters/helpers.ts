/** Test helpers: a game past the starting placement, and small edits that keep piece counts consistent. */
import { expect } from 'vitest';
import { wildcatters } from '../../../src/games/wildcatters';
import type { AreaId } from '../../../src/games/wildcatters/data';
import type { GameEvent } from '../../../src/games/types';
import { finalScoring } from '../../../src/games/wildcatters/scoring';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';

export const W = wildcatters;

export function fresh(seats = 4, seed = 't'): WildcattersState {
  return W.setup(seats, { startPlayer: 'seat1' }, seed);
}

/**
 * The first placement round: every player, in turn order, puts their tanker in a Southern Africa harbour (the
 * seed places it before the cards are dealt). Returns `s`, at the first card placement.
 */
export function tankersDown(s: WildcattersState, harbour = 'southernAfrica.east'): WildcattersState {
  for (let k = 0; k < s.seats; k++) act(s, s.current, { type: 'placeTanker', harbour });
  return s;
}

/** Apply or fail the test; returns the events. */
export function act(s: WildcattersState, seat: number, a: WildcattersAction): GameEvent[] {
  const r = W.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error}`);
  return r.events;
}

/** Expect a refusal with `code`, and the state unchanged. */
export function refused(s: WildcattersState, seat: number, a: WildcattersAction, code: string): void {
  const before = JSON.stringify(s);
  const r = W.apply(s, seat, a);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** End the active player's turn, declining the chip, and let every open question lapse. */
export function finishTurn(s: WildcattersState): void {
  const seat = s.current;
  act(s, seat, { type: 'endTurn' });
  if (s.step === 'chip' && s.current === seat && s.pending === null) act(s, seat, { type: 'pass' });
  while (s.pending !== null) for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
}

/** The active player takes slot 0 and ends the turn. */
export function quickTurn(s: WildcattersState): void {
  act(s, s.current, { type: 'chooseCard', slot: 0 });
  finishTurn(s);
}

/** Quick turns until turn `turnIndex` (0-based) of round `round` is the active one. */
export function playToTurn(s: WildcattersState, round: number, turnIndex: number): void {
  while (!(s.round === round && s.turnIndex === turnIndex)) quickTurn(s);
}

/** Play the starting placement with the first legal action each time; the game is then at round 1's first turn. */
export function afterPlacement(seats = 4, seed = 't'): WildcattersState {
  const s = fresh(seats, seed);
  while (s.phase === 'placement') act(s, s.current, W.legalActions(s, s.current)[0]!);
  return s;
}

/** The seats after `me`, clockwise: one for 2 players, three for 4. */
type Others<N extends 2 | 3 | 4> = N extends 2
  ? [number]
  : N extends 3
    ? [number, number]
    : [number, number, number];

/**
 * A scenario's start: the starting placement played, then the board cleared (`clearBoard`). `me` is the active
 * player (round 1, no card taken yet), `others` the other seats clockwise from `me`.
 */
export function clearedBoard<N extends 2 | 3 | 4 = 4>(
  seats: N = 4 as N,
): { s: WildcattersState; me: number; others: Others<N> } {
  const s = afterPlacement(seats);
  clearBoard(s);
  const me = s.current;
  const others = Array.from({ length: seats - 1 }, (_, k) => (me + k + 1) % seats) as Others<N>;
  return { s, me, others };
}

/**
 * A transport scene: me with 3 barrels on Maracaibo's upper field, a train to its harbour (mine, or the seat
 * `trainOf` picks among the others), a refinery at the Europe port (the other `refineryOf` picks: the third by
 * default); the tankers are each test's own.
 */
export function venezuela(
  pick: { trainOf?: (others: Others<4>) => number; refineryOf?: (others: Others<4>) => number } = {},
): { s: WildcattersState; me: number; others: Others<4> } {
  const { s, me, others } = clearedBoard(4);
  putPumpJack(s, me, 'venezuela.1', 3);
  putTrain(s, pick.trainOf?.(others) ?? me, 'venezuela.1>venezuela.harbour');
  putRefinery(s, pick.refineryOf?.(others) ?? others[2], 'europe.port');
  return { s, me, others };
}

/**
 * `venezuela()` with tankers of three owners waiting at Maracaibo — two of Ben's (the next seat), Caro's, mine —
 * and the Texas card taken, so the oil step is open: three tanker choices for a transport to the Europe port.
 */
export function threeOwnersTankers() {
  const { s, me, others } = venezuela();
  const [ben, caro] = others;
  const bens = putTanker(s, ben, 'venezuela.harbour');
  putTanker(s, ben, 'venezuela.harbour');
  const caros = putTanker(s, caro, 'venezuela.harbour');
  const mine = putTanker(s, me, 'venezuela.harbour');
  chooseArea(s, 'texas');
  return { s, me, ben, caro, bens, caros, mine };
}

/** The transport action: `barrels` from the pump jacks on `field` to the refinery `site` (over `tanker` if named). */
export function transport(field: string, site: string, barrels: number, tanker?: number): WildcattersAction {
  return {
    type: 'transport',
    source: { kind: 'field', field },
    site,
    barrels,
    ...(tanker === undefined ? {} : { tanker }),
  };
}

/** A starting-placement action: `piece` at `at`, with light card `card` from the hand. */
export function place(card: string, piece: 'rig' | 'train' | 'refinery', at: string): WildcattersAction {
  return { type: 'place', card, piece, at };
}

/** The ride-along answer: `barrels` from one's pump jacks on `field`. */
export function rideAlong(field: string, barrels: number): WildcattersAction {
  return { type: 'rideAlong', source: { kind: 'field', field }, barrels };
}

/**
 * A clean board for a scenario: every piece back in its supply, refineries and trains gone, tankers gone,
 * fields empty (starting placement undone). Counts stay consistent for the invariants.
 */
export function clearBoard(s: WildcattersState): void {
  for (const pieces of Object.values(s.fields)) {
    for (const p of pieces) {
      const pl = s.players[p.owner]!;
      if (p.kind === 'rig') pl.supply.rigs++;
      else {
        pl.supply.pumpJacks++;
        pl.supply.barrels += p.barrels;
      }
    }
    pieces.length = 0;
  }
  for (const [site, r] of Object.entries(s.refineries)) {
    s.players[r.owner]!.supply.refineries++;
    for (const o of r.barrels) s.players[o]!.supply.barrels++;
    delete s.refineries[site];
  }
  for (const [line, o] of Object.entries(s.trains)) {
    s.players[o]!.supply.trains++;
    delete s.trains[line];
  }
  for (const t of s.tankers) s.players[t.owner]!.supply.tankers++;
  s.tankers = [];
}

export function putRig(s: WildcattersState, seat: number, field: string): void {
  s.players[seat]!.supply.rigs--;
  s.fields[field]!.push({ owner: seat, kind: 'rig', barrels: 0 });
}

export function putPumpJack(s: WildcattersState, seat: number, field: string, barrels: number): void {
  const p = s.players[seat]!;
  p.supply.pumpJacks--;
  p.supply.barrels -= barrels;
  s.fields[field]!.push({ owner: seat, kind: 'pumpJack', barrels });
}

export function putRefinery(s: WildcattersState, seat: number, site: string, barrels: number[] = []): void {
  s.players[seat]!.supply.refineries--;
  for (const o of barrels) s.players[o]!.supply.barrels--;
  s.refineries[site] = { owner: seat, barrels: [...barrels] };
}

export function putTrain(s: WildcattersState, seat: number, railway: string): void {
  s.players[seat]!.supply.trains--;
  s.trains[railway] = seat;
}

export function putTanker(s: WildcattersState, seat: number, harbour: string): number {
  s.players[seat]!.supply.tankers--;
  s.tankers.push({ owner: seat, harbour, used: false });
  return s.tankers.length - 1;
}

/** Put a display card of `area` in slot 0 (swapping it with its place in the deck or display) and take it. */
export function chooseArea(
  s: WildcattersState,
  area: AreaId,
  kind: 'workers' | 'shares' | 'refineryChip' = 'workers',
): string {
  const seat = s.current;
  const pool = [...s.deck, ...s.discards];
  const id = pool.find((c) => {
    const card = W.design.LIGHT_CARDS.concat(W.design.DARK_CARDS).find((x) => x.id === c)!;
    return card.area === area && card.bonus.kind === kind && !card.refinery;
  })!;
  const from = s.deck.includes(id) ? s.deck : s.discards;
  from.splice(from.indexOf(id), 1, s.display[0]!);
  s.display[0] = id;
  act(s, seat, { type: 'chooseCard', slot: 0 });
  return id;
}

/** Put area card `id` in display slot 0 (swapping it with its place in the deck or discards) and take it. */
export function takeCard(s: WildcattersState, id: string): void {
  if (s.display[0] !== id) {
    const from = s.deck.includes(id) ? s.deck : s.discards;
    from.splice(from.indexOf(id), 1, s.display[0]!);
    s.display[0] = id;
  }
  act(s, s.current, { type: 'chooseCard', slot: 0 });
}

export function shares(s: WildcattersState, seat: number): number {
  return s.players[seat]!.shares.reduce((a, b) => a + b, 0);
}

/** Keep the flows ledger right after a test gives a player shares or workers directly. */
export function giveShares(s: WildcattersState, seat: number, colour: number, n: number): void {
  s.players[seat]!.shares[colour]! += n;
  s.flows.sharesIn += n;
}
/** Set `seat`'s shares to exactly `pile` (colour → number of shares, the other colours none), keeping the flows ledger right. */
export function setShares(s: WildcattersState, seat: number, pile: Record<number, number>): void {
  const next = [0, 0, 0, 0];
  for (const [colour, n] of Object.entries(pile)) next[Number(colour)] = n;
  s.flows.sharesIn += next.reduce((a, b) => a + b, 0) - shares(s, seat);
  s.players[seat]!.shares = next;
}
/** Set `seat`'s workers to exactly `n`, keeping the flows ledger right. */
export function setWorkers(s: WildcattersState, seat: number, n: number): void {
  s.flows.workersIn += n - s.players[seat]!.workers;
  s.players[seat]!.workers = n;
}
export function giveWorkers(s: WildcattersState, seat: number, n: number): void {
  s.players[seat]!.workers += n;
  s.flows.workersIn += n;
}

/**
 * Final scoring on a cleared board after the starting placement (4 seats), everyone with no shares, workers or
 * chips, after `edit`: the state, the events, and each step's VP by seat.
 */
export function scored(edit: (s: WildcattersState) => void): {
  s: WildcattersState;
  events: GameEvent[];
  step: (k: string) => number[];
} {
  const s = afterPlacement();
  clearBoard(s);
  for (const p of s.players) {
    p.shares = [0, 0, 0, 0];
    p.workers = 0;
    p.ownRefineryChip = false;
  }
  edit(s);
  const events: GameEvent[] = [];
  finalScoring(s, events);
  return { s, events, step: (k) => s.finalScoring.find((l) => l.step === k)!.vp };
}

/**
 * A transport others may ride along on: my 1 barrel from Arabia's lower field by `rail`'s train and `ship`'s
 * tanker to `ship`'s refinery in Australia, `rider` holding 3 barrels on the same field (4 seats, Texas chosen).
 * With `carriers` 'mine', the train, the tanker and the refinery are mine (`rail` and `ship` are me); with
 * 'rider', the rider's. `events` are the transport's.
 */
/**
 * Two riders in line: I ship 1 barrel by rail from the Arabia lower field to my Arabia refinery (holding `held`
 * barrels of mine before), where `first` and `second` (clockwise from me, loaded in that order) have 3 barrels
 * each; both are asked to ride along.
 */
export function ridersInLine(held = 0) {
  const { s, me, others } = clearedBoard(4);
  const [first, second] = others;
  for (const seat of [me, first, second]) putPumpJack(s, seat, 'arabia.2', 3);
  putTrain(s, me, 'arabia.2>arabia.harbour');
  putRefinery(
    s,
    me,
    'arabia.refinery',
    Array.from({ length: held }, () => me),
  );
  chooseArea(s, 'arabia');
  act(s, me, transport('arabia.2', 'arabia.refinery', 1));
  return { s, me, first, second };
}

/**
 * A ride-along scene before the transport: me and the first other seat (`rider`) with 3 barrels each on
 * Arabia's lower field, its line to Ras Tanura, a tanker there and the Australia refinery, their owners as
 * `owners` picks them from me and the others clockwise; the Texas card taken.
 */
export function riderScene(
  owners: (me: number, others: Others<4>) => { rail: number; ship: number; refinery: number },
) {
  const { s, me, others } = clearedBoard(4);
  const [rider] = others;
  const { rail, ship, refinery } = owners(me, others);
  putPumpJack(s, me, 'arabia.2', 3);
  putPumpJack(s, rider, 'arabia.2', 3);
  putTrain(s, rail, 'arabia.2>arabia.harbour');
  putTanker(s, ship, 'arabia.harbour');
  putRefinery(s, refinery, 'australia.refinery');
  chooseArea(s, 'texas');
  return { s, me, others, rider, rail, ship };
}

export function ridersWaiting(carriers: 'others' | 'mine' | 'rider' = 'others') {
  const { s, me, rider, rail, ship } = riderScene((me, others) => {
    const [rail, ship] =
      carriers === 'mine' ? [me, me] : carriers === 'rider' ? [others[0], others[0]] : [others[1], others[2]];
    return { rail, ship, refinery: ship };
  });
  const events = act(s, me, transport('arabia.2', 'australia.refinery', 1));
  return { s, me, rider, rail, ship, events };
}
