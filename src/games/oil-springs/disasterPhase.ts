/**
 * The disaster phase, applied to the game state: run once at the end of a turn whose marker reached 5,
 * before the next player. Rolls two dice from the game's RNG; a 7 floods the coast, anything else pollutes
 * one hex carrying that number. The marker then goes back to 0.
 */
import { NODE_COAST } from '../catan/board';
import { hexLabel, nodeWords, withArticle } from '../catan/words';
import { SETTLEMENT } from '../catan/data';
import { updateLongestRoad } from '../catan/longestRoad';
import { seatRef } from '../events';
import { Rng } from '../rng';
import type { GameEvent } from '../types';
import type { Sink } from '../catan/types';
import { COLLAPSE_TOKENS, METROPOLIS_LEVEL, SPRING_POLLUTION_OIL } from './data';
import {
  disasterKind,
  floodCoast,
  pollutionTarget,
  type CoastalBuilding,
  type PollutableHex,
} from './disaster';
import { polluteHex, type PollutionOutcome } from './oilRules';
import { clockwise } from './distribute';
import { springOrTerrain, type LastDisaster, type OilSpringsState } from './oilState';

/** The hexes pollution can hit: those still carrying a number token. */
export function pollutableHexes(state: OilSpringsState): PollutableHex[] {
  const out: PollutableHex[] = [];
  state.numbers.forEach((n, hex) => {
    if (n > 0) out.push({ hex, number: n, spring: state.ext.springs.includes(hex) });
  });
  return out;
}

/** What a flood did, by intersection: for the disaster's record (`LastDisaster`), which the picture reads. */
export interface FloodSpots {
  /** Emptied: settlements washed away, and cities whose owner had no settlement piece left. */
  washedAway: number[];
  /** Whose building each of `washedAway` was, in its order. */
  washedAwayOwners: number[];
  /** Cities reduced to settlements. */
  reduced: number[];
  /** Those of `washedAway` that held a city. */
  citiesWashedAway: number[];
}

/**
 * Coastal flooding applied to the board: coastal settlements removed, coastal cities reduced, metropolises
 * and roads spared; VP and Longest Road recomputed. Returns the intersections emptied and reduced.
 */
export function floodTheCoast(
  state: OilSpringsState,
  vpPerLevel: readonly number[],
  events: Sink<GameEvent>,
): FloodSpots {
  const buildings: CoastalBuilding[] = [];
  state.nodeOwner.forEach((owner, node) => {
    if (owner < 0) return;
    const level = state.nodeLevel[node]!;
    buildings.push({
      spot: node,
      owner,
      kind: level === SETTLEMENT ? 'settlement' : 'city',
      metropolis: level === METROPOLIS_LEVEL,
      coastal: NODE_COAST[node]!,
    });
  });
  const out = floodCoast(buildings, state.settlementsLeft);
  const emptied: number[] = [];
  const emptiedOwners: number[] = [];
  const vp = (level: number) => vpPerLevel[level]!;
  for (const { spot, owner } of out.removed) {
    state.nodeOwner[spot] = -1;
    state.nodeLevel[spot] = 0;
    state.settlementsLeft[owner]!++;
    state.vp[owner]! -= vp(1);
    emptied.push(spot);
    emptiedOwners.push(owner);
    events.push({
      kind: 'flood',
      text: `The flood washed away ${seatRef(owner)}'s settlement on ${nodeWords(state, spot, springOrTerrain)}.`,
    });
  }
  for (const { spot, owner } of out.reduced) {
    state.nodeLevel[spot] = SETTLEMENT;
    state.citiesLeft[owner]!++;
    state.settlementsLeft[owner]!--;
    state.vp[owner]! -= vp(2) - vp(1);
    events.push({
      kind: 'flood',
      text: `The flood reduced ${seatRef(owner)}'s city on ${nodeWords(state, spot, springOrTerrain)} to a settlement.`,
    });
  }
  for (const { spot, owner } of out.removedCities) {
    state.nodeOwner[spot] = -1;
    state.nodeLevel[spot] = 0;
    state.citiesLeft[owner]!++;
    state.vp[owner]! -= vp(2);
    emptied.push(spot);
    emptiedOwners.push(owner);
    events.push({
      kind: 'flood',
      text: `The flood washed away ${seatRef(owner)}'s city on ${nodeWords(state, spot, springOrTerrain)} (no settlement piece was left to put there).`,
    });
  }
  // The seed: "A metropolis, with its advanced seawalls and design, is also not impacted." Said, so a coastal
  // metropolis left standing beside a shrunken city is no puzzle to the table.
  const spared = buildings.filter((b) => b.coastal && b.metropolis);
  for (const { spot, owner } of spared)
    events.push({
      kind: 'flood',
      text: `${seatRef(owner)}'s metropolis on ${nodeWords(state, spot, springOrTerrain)} stands: its seawalls hold.`,
    });
  if (out.removed.length + out.reduced.length + out.removedCities.length + spared.length === 0)
    events.push({ kind: 'flood', text: 'The flood found no settlement or city on the coast.' });
  // Removed settlements may join opponents' roads again (or the VP change may matter): recompute all roads.
  if (emptied.length > 0) updateLongestRoad(state, events);
  const spots = (list: { spot: number }[]) => list.map((b) => b.spot);
  return {
    washedAway: emptied,
    washedAwayOwners: emptiedOwners,
    reduced: spots(out.reduced),
    citiesWashedAway: spots(out.removedCities),
  };
}

/**
 * What a polluted spring took, after "Pollution hit C oil spring 9: ": "3 oil left the game.", with oil from
 * players in the order they gave it — the supply first, then one at a time from the causer clockwise: "3 oil
 * left the game (1 from the supply, then from players: Caro −1, Dev −1)." — and with fewer than 3 left in play,
 * that it took the last ("1 oil left the game, the last in play.") or found none ("no oil was left in play to
 * destroy."). A playtest read "3 oil left the game (from players: Ana −1, Caro −1)" in seat order, the oil from
 * the supply unsaid, where Caro had given first.
 */
function springLossWords(out: PollutionOutcome, causer: number): string {
  const destroyed = out.oilDestroyed;
  if (destroyed === 0) return 'no oil was left in play to destroy.';
  const last = destroyed < SPRING_POLLUTION_OIL ? ', the last in play' : '';
  const seats = out.fromPlayers.length;
  const losers = out.fromPlayers
    .map((_, k) => clockwise(causer, k, seats))
    .filter((s) => out.fromPlayers[s]! > 0)
    .map((s) => `${seatRef(s)} −${out.fromPlayers[s]}`)
    .join(', ');
  const supply = out.fromSupply > 0 ? `${out.fromSupply} from the supply, then ` : '';
  return `${destroyed} oil left the game${last}${losers ? ` (${supply}from players: ${losers})` : ''}.`;
}

/** Runs the disaster phase for `seat` (who caused it). Mutates `state`; returns the events. */
export function runDisasterPhase(
  state: OilSpringsState,
  seat: number,
  vpPerLevel: readonly number[],
  events: Sink<GameEvent>,
): void {
  const oil = state.ext;
  const rng = new Rng(state.rng);
  const dice: [number, number] = [rng.die(), rng.die()];
  const roll = dice[0] + dice[1];
  const kind = disasterKind(roll);
  events.push({
    kind: 'disaster',
    text:
      `Disaster! The Disaster Track reached 5 on ${seatRef(seat)}'s turn. Disaster roll: ${roll} ` +
      `(${dice[0]}+${dice[1]}) — ${kind === 'flood' ? 'climate change flooded the coasts' : `pollution struck ${withArticle(roll)}`}.`,
  });
  const record: LastDisaster = {
    seat,
    turn: state.turn,
    dice,
    kind,
    hex: null,
    oilDestroyed: 0,
    washedAway: [],
  };
  oil.lastDisaster = record;
  if (kind === 'flood') {
    oil.floods++;
    Object.assign(record, floodTheCoast(state, vpPerLevel, events));
  } else {
    oil.pollutions++;
    const target = pollutionTarget(pollutableHexes(state), roll, rng);
    if (target === null) {
      events.push({
        kind: 'pollution',
        text: `No hex carries ${withArticle(roll)} any more: nothing happened.`,
      });
    } else {
      record.hex = target.hex;
      const label = hexLabel(state, target.hex, springOrTerrain); // before pollution takes its token
      const robberThere = state.robber === target.hex;
      const out = polluteHex(state, target, seat);
      if (target.spring) {
        record.oilDestroyed = out.oilDestroyed;
        events.push({ kind: 'pollution', text: `Pollution hit ${label}: ${springLossWords(out, seat)}` });
      } else {
        events.push({
          kind: 'pollution',
          text: `Pollution destroyed ${label}: its number token was lost (tokens lost: ${oil.removedTokens.length} of ${COLLAPSE_TOKENS}).`,
        });
        // The robber on a destroyed hex leaves the board (rules: until the next 7 or Knight brings it back).
        if (robberThere && state.robber === -1) {
          record.robberLeft = true;
          events.push({ kind: 'pollution', text: 'The robber left the board until the next 7 or Knight.' });
        }
        // The fifth token abandons the island (oil.collapsed): the caller tells it, after the turn's end.
      }
    }
  }
  oil.marker = 0;
}
