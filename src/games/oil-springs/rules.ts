/**
 * Catan: Oil Springs as a rules object for the base engine (composition: base Catan's rules with the
 * scenario's hooks replaced; the base engine does the rest).
 */
import {
  BASE_RESOURCES,
  baseRules,
  payOutWithShortage,
  type CatanRules,
  type ResourceSpec,
} from '../catan/rules';
import { COSTS, RESOURCES } from '../catan/data';
import { revealedVpCardsText, turnEndedEvent } from '../catan/turn';
import type { CatanView } from '../catan/types';
import { Rng } from '../rng';
import { seatRef } from '../events';
import {
  METROPOLIS_COST_ARRAY,
  OIL_MOMENTS,
  applyOilAction,
  legalOilActions,
  oilSpringsExtraActionSchema,
  type OilSpringsExtraAction,
} from './actions';
import {
  BUILDING_NAMES_WITH_METROPOLIS,
  BUILDING_PRODUCTION_WITH_METROPOLIS,
  BUILDING_VP_WITH_METROPOLIS,
  OIL_HOLDING_LIMIT,
  OIL_TOKENS,
  PIECES_FOR_LEVEL_WITH_METROPOLIS,
  VICTORY_POINTS_GOAL,
} from './data';
import { runDisasterPhase } from './disasterPhase';
import { distributeOil } from './distribute';
import { oilInvariants } from './invariants';
import { beginnerSpringMap, variableSpringMap } from './map';
import {
  OIL,
  newOilState,
  oilHoldings,
  springOrTerrain,
  type OilSpringsState,
  type OilState,
} from './oilState';
import { disasterDue, sequesterVp, startOilTurn } from './oilRules';
import type { OilSpringsOptions } from './options';
import { oilSpringsViewExt } from './view';

/** Oil: a public token, never a card for random steals, never traded with the bank, at most 4 held. */
export const OIL_RESOURCE: ResourceSpec = {
  name: 'oil',
  bank: OIL_TOKENS,
  card: false,
  stealByName: true,
  maritimeGive: false,
  maritimeGet: false,
  limit: OIL_HOLDING_LIMIT,
  public: true,
};

const RESOURCE_NAMES: readonly string[] = [...RESOURCES, 'oil'];
const pad = (cost: readonly number[]): number[] => [...cost, 0];

export function oilSpringsRules(): CatanRules<OilState, OilSpringsExtraAction> {
  const base = baseRules<OilState, OilSpringsExtraAction>();
  const rules: CatanRules<OilState, OilSpringsExtraAction> = {
    ...base,
    id: 'oil-springs',
    title: 'Catan: Oil Springs',
    goal:
      `Catan with oil, which speeds you up but brings disasters; ${VICTORY_POINTS_GOAL} VP at the end of your turn wins, ` +
      'unless pollution ends it first.',
    // 2: a counter-offer the offerer's public oil shows they cannot take is refused when made (a logged one was
    // posted before), so an older game's log is not replayed across the update.
    // 3: the disaster record keeps a flood's reduced cities and washed-away cities (for the picture's headline), so
    // a state saved under 2 whose latest disaster is a flood lacks two fields its log now replays with; it loads
    // as it is (the headline then counts the emptied spots only), with a replay base from that load.
    // 4: the disaster record says when pollution sent the robber off the board (for the headline), so a state saved
    // under 3 whose latest disaster did lacks a field its log now replays with; it loads as it is (the headline
    // then leaves the robber out), with a replay base from that load.
    // 5: the disaster record says whose building each spot a flood emptied held (the picture's ring in the owner's
    // colour), so a state saved under 4 whose latest disaster is a flood lacks a field its log now replays with; it
    // loads as it is (the picture then tells each owner from the roads that reach the spot, a ring split between
    // players when several do), with a replay base from that load.
    rulesVersion: 5,
    resources: [...BASE_RESOURCES, OIL_RESOURCE],
    costs: {
      road: pad(COSTS.road),
      settlement: pad(COSTS.settlement),
      city: pad(COSTS.city),
      dev: pad(COSTS.dev),
    },
    buildingVp: BUILDING_VP_WITH_METROPOLIS,
    buildingProduction: BUILDING_PRODUCTION_WITH_METROPOLIS,
    buildingNames: BUILDING_NAMES_WITH_METROPOLIS,
    vpToWin: VICTORY_POINTS_GOAL,
    extraCosts: { metropolis: METROPOLIS_COST_ARRAY },
    // The robber starts off the board and enters on the first 7 or Knight; pollution may send it off again.
    robberMayBeOffBoard: true,

    initExt(state, rng: Rng) {
      const opts = state.options as OilSpringsOptions;
      const map =
        opts.map === 'variable' ? variableSpringMap(state.terrain, state.numbers, rng) : beginnerSpringMap();
      state.terrain = map.terrain;
      state.numbers = map.numbers;
      // The robber starts off the board; it enters on the first 7 or Knight.
      state.robber = -1;
      return newOilState(state.seats, map.springs, opts.sequestering ?? 'starting');
    },
    hexKind: springOrTerrain,
    hexResource(state, hex) {
      if (state.ext.springs.includes(hex)) return OIL;
      return base.hexResource(state, hex);
    },
    payOut(state, resource, owed, roller, events) {
      if (resource !== OIL) {
        payOutWithShortage(state, resource, owed, roller, events, RESOURCE_NAMES);
        return;
      }
      const held = oilHoldings(state);
      const out = distributeOil(owed, held, state.bank[OIL]!, roller, OIL_HOLDING_LIMIT);
      out.received.forEach((n, s) => (state.hands[s]![OIL] = held[s]! + n));
      state.bank[OIL] = out.supply;
      // Each seat short of its oil, and why (both are public: holdings and the supply): it holds the limit, or
      // the supply ran out before its turn came round. The empty supply is said once for all it left short
      // (once the supply is gone, every roll of a spring said "(the supply is empty)" after each player).
      const atLimit: string[] = [];
      const noSupply: string[] = [];
      owed.forEach((o, s) => {
        if (o <= out.received[s]!) return;
        const got = `${seatRef(s)} got ${out.received[s]} of ${o}`;
        if (held[s]! + out.received[s]! >= OIL_HOLDING_LIMIT)
          atLimit.push(`${got} oil (${OIL_HOLDING_LIMIT} held, the limit)`);
        else noSupply.push(got);
      });
      const empty = noSupply.join(', ');
      // The limit's line names no shortage: a playtest read "Oil ran short: Caro got 2 of 3 (holds 4, the limit)."
      // while the supply still held oil.
      if (atLimit.length)
        events.push({
          kind: 'shortage',
          text: `${atLimit.join('; ')}${empty ? `; the oil supply is empty: ${empty}` : ''}.`,
        });
      else if (empty)
        events.push({
          kind: 'shortage',
          // With no oil held either, none will come back to the supply (used oil returns to it): a playtest read
          // "The oil supply is empty" at every roll of a spring, long after all of it was sequestered or lost,
          // as a shortage that would pass.
          text: state.hands.every((h) => h[OIL] === 0)
            ? `No oil is left in play (all of it sequestered or lost): ${empty}.`
            : `The oil supply is empty: ${empty}.`,
        });
    },
    robberAllowed(state, hex) {
      return !state.ext.destroyedHexes.includes(hex);
    },
    nodeBuildable: () => true,
    onTurnEnd(state, events) {
      const s: OilSpringsState = state;
      if (disasterDue(s)) {
        runDisasterPhase(s, s.current, BUILDING_VP_WITH_METROPOLIS, events);
        if (s.ext.collapsed) {
          // As at a win at the end of the turn: the turn's disaster, "{p0} ended the turn.", then the ending; the
          // summary after it says that nobody wins (the first line said it too, twice in one message).
          events.push(turnEndedEvent(s.current));
          events.push({
            kind: 'collapse',
            text: 'The fifth number token is gone: the island is abandoned.',
          });
          const champ = s.ext.champion;
          s.result = {
            winners: [],
            ending: 'collapse',
            summary:
              'The island was abandoned: nobody wins.' +
              (champ >= 0
                ? ` ${seatRef(champ)}, Champion of the Environment, is honoured with the most beautiful land on a nearby island.`
                : ' Nobody held the Champion of the Environment token.'),
          };
          events.push({ kind: 'collapse', text: s.result.summary });
          // The final scores count the hidden Victory Point cards: say whose, as a win does.
          const revealed = revealedVpCardsText(s);
          if (revealed) events.push({ text: revealed, kind: 'reveal', final: true });
        }
      }
      startOilTurn(s);
    },
    winner(state, moment) {
      // 12 VP counts only at the end of your own turn, after that turn's disaster phase.
      if (moment !== 'turnEnd') return -1;
      const s = state.current;
      return this.totalVp(state, s) >= this.vpToWin ? s : -1;
    },
    extraActionSchema: oilSpringsExtraActionSchema,
    extraMoments: OIL_MOMENTS,
    extraLegal(state, seat, type, out) {
      legalOilActions(state, seat, type, out);
    },
    applyExtra(state, seat, action) {
      return applyOilAction(state, seat, action, BUILDING_VP_WITH_METROPOLIS);
    },
    extendView(state, _seat, _view: CatanView) {
      return oilSpringsViewExt(state);
    },
    extraInvariants(state, out) {
      oilInvariants(state, out);
    },
    extraVp(state, seat) {
      return sequesterVp(state, seat);
    },
    outOfGame(state, resource) {
      if (resource !== OIL) return 0;
      return state.ext.sequestered.reduce((a, b) => a + b, 0) + state.ext.destroyed;
    },
    piecesForLevel: PIECES_FOR_LEVEL_WITH_METROPOLIS,
  };
  return rules;
}
