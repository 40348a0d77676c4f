/** Invariants for `sim --check`: conservation of cards, pieces and development cards, VP, the robber. */
import { HEX_COUNT } from './board';
import {
  DEV_COUNTS,
  DEV_TOTAL,
  KNIGHT,
  LARGEST_ARMY_MIN,
  LONGEST_ROAD_MIN,
  PIECES,
  VP_LARGEST_ARMY,
  VP_LONGEST_ROAD,
} from './data';
import type { RuleBook } from './ruleBook';
import { longestRoadOf } from './longestRoad';
import type { CatanState } from './types';

export function checkInvariants(book: RuleBook, state: CatanState): string[] {
  const out: string[] = [];
  const seats = state.seats;
  // Resources: bank + hands = the starting stock.
  for (let r = 0; r < book.R; r++) {
    let total = state.bank[r]! + book.rules.outOfGame(state, r);
    for (let s = 0; s < seats; s++) {
      const n = state.hands[s]![r]!;
      if (n < 0) out.push(`seat ${s} holds ${n} ${book.names[r]}`);
      total += n;
    }
    const expected = book.rules.resources[r]!.bank;
    if (state.bank[r]! < 0) out.push(`bank holds ${state.bank[r]} ${book.names[r]}`);
    if (total !== expected)
      out.push(`${book.names[r]}: bank + hands (+ out of the game) = ${total}, not ${expected}`);
    const limit = book.rules.resources[r]!.limit;
    if (limit > 0)
      for (let s = 0; s < seats; s++)
        if (state.hands[s]![r]! > limit) out.push(`seat ${s} holds more ${book.names[r]} than ${limit}`);
  }
  // Pieces: on the board + in supply.
  const settlements = new Array<number>(seats).fill(0);
  const cities = new Array<number>(seats).fill(0);
  const roads = new Array<number>(seats).fill(0);
  const boardVp = new Array<number>(seats).fill(0);
  state.nodeOwner.forEach((o, n) => {
    const level = state.nodeLevel[n]!;
    if (o < 0) {
      if (level !== 0) out.push(`empty intersection ${n + 1} has level ${level}`);
      return;
    }
    const p = book.rules.piecesForLevel[level];
    if (!p || level === 0) {
      out.push(`intersection ${n + 1} has unknown level ${level}`);
      return;
    }
    settlements[o] = settlements[o]! + p[0];
    cities[o] = cities[o]! + p[1];
    boardVp[o] = boardVp[o]! + book.rules.buildingVp[level]!;
  });
  state.edgeOwner.forEach((o) => {
    if (o >= 0) roads[o] = roads[o]! + 1;
  });
  for (let s = 0; s < seats; s++) {
    if (settlements[s]! + state.settlementsLeft[s]! !== PIECES.settlements)
      out.push(
        `seat ${s}: ${settlements[s]} settlements on board + ${state.settlementsLeft[s]} in supply ≠ ${PIECES.settlements}`,
      );
    if (cities[s]! + state.citiesLeft[s]! !== PIECES.cities)
      out.push(
        `seat ${s}: ${cities[s]} cities on board + ${state.citiesLeft[s]} in supply ≠ ${PIECES.cities}`,
      );
    if (roads[s]! + state.roadsLeft[s]! !== PIECES.roads)
      out.push(`seat ${s}: ${roads[s]} roads on board + ${state.roadsLeft[s]} in supply ≠ ${PIECES.roads}`);
  }
  // Development cards.
  for (let c = 0; c < DEV_COUNTS.length; c++) {
    let total = 0;
    for (const card of state.devDeck) if (card === c) total++;
    for (let s = 0; s < seats; s++) total += state.devHand[s]![c]! + state.devPlayed[s]![c]!;
    if (total !== DEV_COUNTS[c])
      out.push(`development card ${c}: ${total} in deck + hands + played ≠ ${DEV_COUNTS[c]}`);
  }
  let devTotal = state.devDeck.length;
  for (let s = 0; s < seats; s++)
    for (let c = 0; c < DEV_COUNTS.length; c++) devTotal += state.devHand[s]![c]! + state.devPlayed[s]![c]!;
  if (devTotal !== DEV_TOTAL) out.push(`development cards: ${devTotal} ≠ ${DEV_TOTAL}`);
  // Longest Road / Largest Army consistency and VP.
  for (let s = 0; s < seats; s++) {
    const len = longestRoadOf(state, s);
    if (len !== state.roadLength[s])
      out.push(`seat ${s}: stored road length ${state.roadLength[s]} ≠ ${len}`);
  }
  if (state.longestRoad >= 0) {
    const l = state.roadLength[state.longestRoad]!;
    if (l < LONGEST_ROAD_MIN) out.push(`Longest Road held with a road of ${l}`);
    for (let s = 0; s < seats; s++)
      if (state.roadLength[s]! > l) out.push(`seat ${s} has a longer road than the Longest Road holder`);
  }
  if (state.largestArmy >= 0) {
    const k = state.devPlayed[state.largestArmy]![KNIGHT]!;
    if (k < LARGEST_ARMY_MIN) out.push(`Largest Army held with ${k} knights`);
    for (let s = 0; s < seats; s++)
      if (state.devPlayed[s]![KNIGHT]! > k)
        out.push(`seat ${s} has more knights than the Largest Army holder`);
  }
  for (let s = 0; s < seats; s++) {
    const expected =
      boardVp[s]! +
      (state.longestRoad === s ? VP_LONGEST_ROAD : 0) +
      (state.largestArmy === s ? VP_LARGEST_ARMY : 0) +
      book.rules.extraVp(state, s);
    if (expected !== state.vp[s])
      out.push(`seat ${s}: stored VP ${state.vp[s]} ≠ ${expected} recomputed from the board`);
  }
  // The robber.
  const robberOk =
    state.robber >= 0 ? state.robber < HEX_COUNT : state.robber === -1 && book.rules.robberMayBeOffBoard;
  if (!robberOk || !Number.isInteger(state.robber)) out.push(`robber on ${state.robber}`);
  if (state.phase !== 'over' && state.result) out.push('a result while the game goes on');
  book.rules.extraInvariants(state, out);
  return out;
}
