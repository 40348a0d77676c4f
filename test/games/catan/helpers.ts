/** Test helpers: play whole games with bots, and build positions by hand. */
import { Rng } from '../../../src/games/rng';
import { catan } from '../../../src/games/catan';
import type { CatanAction, CatanState } from '../../../src/games/catan';
import { board } from '../../../src/games/catan';
import { updateLongestRoad } from '../../../src/games/catan';
import type { GameEvent } from '../../../src/games/types';

export interface PlayedGame {
  state: CatanState<null>;
  actions: { seat: number; action: CatanAction }[];
  completed: boolean;
  violations: string[];
}

/** Play one game with the given bot per seat. Stops after `maxActions` (then `completed` is false). */
export function playGame(
  seed: string,
  bots: string[],
  opts: { check?: boolean; maxActions?: number; record?: boolean } = {},
): PlayedGame {
  const state = catan.setup(bots.length, catan.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(`bots:${seed}`);
  const actions: { seat: number; action: CatanAction }[] = [];
  const violations: string[] = [];
  const max = opts.maxActions ?? 20000;
  for (let i = 0; i < max; i++) {
    const st = catan.status(state);
    if (st.over) return { state, actions, completed: true, violations };
    const seat = st.toAct[0]!;
    const bot = catan.bots[bots[seat] as string];
    if (!bot) throw new Error(`no bot ${bots[seat]}`);
    const action = bot(state, seat, rng);
    const r = catan.apply(state, seat, action);
    if (!r.ok)
      throw new Error(`bot ${bots[seat]} chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    if (opts.record) actions.push({ seat, action: JSON.parse(JSON.stringify(action)) as CatanAction });
    if (opts.check) for (const v of catan.invariants?.(state) ?? []) violations.push(`${i}: ${v}`);
  }
  return { state, actions, completed: false, violations };
}

const RES = ['lumber', 'brick', 'wool', 'grain', 'ore'];

/** A 4-seat game (beginner map) after set-up with an empty board, seat 0 to play and already rolled. */
export function emptyGame(seats = 4, seed = 'test'): CatanState<null> {
  const s = catan.setup(seats, catan.optionsSchema.parse({}), seed);
  s.phase = 'main';
  s.current = 0;
  s.startSeat = 0;
  s.setupStep = 2 * seats;
  s.turn = 1;
  s.rolled = true;
  return s;
}

/** Put pieces on the board for `seat` by spot name, taking them from the supply and scoring VP. */
export function place(
  s: CatanState<null>,
  seat: number,
  pieces: { settlements?: string[]; cities?: string[]; roads?: string[] },
): void {
  for (const at of pieces.settlements ?? []) {
    const n = board.nodeIndex(at);
    s.nodeOwner[n] = seat;
    s.nodeLevel[n] = 1;
    s.settlementsLeft[seat]!--;
    s.vp[seat]!++;
  }
  for (const at of pieces.cities ?? []) {
    const n = board.nodeIndex(at);
    s.nodeOwner[n] = seat;
    s.nodeLevel[n] = 2;
    s.citiesLeft[seat]!--;
    s.vp[seat]! += 2;
  }
  for (const at of pieces.roads ?? []) {
    const e = board.edgeIndex(at);
    if (e < 0) throw new Error(`no path ${at}`);
    s.edgeOwner[e] = seat;
    s.roadsLeft[seat]!--;
  }
  const events: GameEvent[] = [];
  updateLongestRoad(s as CatanState, events);
}

/** Move cards from the bank to a seat's hand. */
export function give(s: CatanState<null>, seat: number, cards: Record<string, number>): void {
  for (const [name, n] of Object.entries(cards)) {
    const r = RES.indexOf(name);
    s.bank[r]! -= n;
    s.hands[seat]![r]! += n;
  }
}

/** A seat's hand as { resource: count } (zeros left out). */
export function handOf(s: CatanState<null>, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  s.hands[seat]!.forEach((n, r) => {
    if (n > 0) out[RES[r]!] = n;
  });
  return out;
}

/** Apply and expect success; returns the events. */
export function ok(s: CatanState<null>, seat: number, action: CatanAction): GameEvent[] {
  const r = catan.apply(s, seat, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to succeed: ${r.error}`);
  return r.events;
}

/** Apply and expect a rule error; returns its code. Also checks the state did not change. */
export function refused(s: CatanState<null>, seat: number, action: CatanAction): string {
  const before = JSON.stringify(s);
  const r = catan.apply(s, seat, action);
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  if (JSON.stringify(s) !== before) throw new Error(`refused ${JSON.stringify(action)} changed the state`);
  return r.code ?? r.error;
}

/** Force the next dice roll: search RNG states by re-seeding until the roll matches. */
export function forceRoll(s: CatanState<unknown>, total: number): void {
  for (let i = 0; i < 10000; i++) {
    const rng = Rng.fromSeed(`force-${total}-${i}`);
    const copy: [number, number, number, number] = [...rng.state];
    const probe = new Rng([...copy] as [number, number, number, number]);
    if (probe.die() + probe.die() === total) {
      s.rng = copy;
      return;
    }
  }
  throw new Error('could not force the roll');
}

/** The development cards of any Catan-family state (base Catan, Oil Springs). */
type DevCards = Pick<CatanState<unknown>, 'devDeck' | 'devHand'>;

/** Move a card of `kind` from the deck into a seat's hand (as if bought on an earlier turn). */
export function giveDev(s: DevCards, seat: number, kind: number): void {
  s.devDeck.splice(s.devDeck.indexOf(kind), 1);
  s.devHand[seat]![kind]!++;
}

/** Put a card of `kind` on top of the deck: the next one bought. */
export function devOnTop(s: DevCards, kind: number): void {
  s.devDeck.push(s.devDeck.splice(s.devDeck.indexOf(kind), 1)[0]!);
}
