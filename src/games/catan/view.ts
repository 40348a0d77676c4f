/** What a seat (or a spectator) may see. Other players' hands and unplayed development cards stay secret. */
import { hexLabel } from './words';
import { EDGE_NAMES, HARBOR_SLOTS, HEX_NAMES, NODE_NAMES } from './board';
import { DEV_CARDS, GENERIC_HARBOR, GENERIC_RATE, KNIGHT, PIPS, SPECIAL_RATE, TERRAINS } from './data';
import { type RuleBook, bundleRecord, hiddenCards } from './ruleBook';
import { toAct } from './engine';
import { maritimeRates } from './placement';
import { notAskedReason } from './trade';
import type { BuildingView, CatanState, CatanView, PlayerView, RoadView, TradeView } from './types';

const ANSWER_NAMES = ['waiting', 'accepted', 'declined', 'countered'];

function cardRecord(counts: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  DEV_CARDS.forEach((name, i) => {
    if (counts[i]! > 0) out[name] = counts[i]!;
  });
  return out;
}

export function buildView(book: RuleBook, state: CatanState, viewer: number | null): CatanView {
  const seat =
    viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const buildings: BuildingView[] = [];
  state.nodeOwner.forEach((owner, node) => {
    if (owner >= 0)
      buildings.push({
        node,
        at: NODE_NAMES[node]!,
        owner,
        kind: book.rules.buildingNames[state.nodeLevel[node]!] ?? 'building',
      });
  });
  const roads: RoadView[] = [];
  state.edgeOwner.forEach((owner, edge) => {
    if (owner >= 0) roads.push({ edge, at: EDGE_NAMES[edge]!, owner });
  });
  const players: PlayerView[] = [];
  for (let s = 0; s < state.seats; s++) {
    const hand = state.hands[s]!;
    const publicHoldings: Record<string, number> = {};
    for (let r = 0; r < book.R; r++) if (book.open[r]) publicHoldings[book.names[r]!] = hand[r]!;
    const cards = hiddenCards(book, hand);
    const devCards = state.devHand[s]!.reduce((a, b) => a + b, 0);
    const devCardsNew = state.devNew[s]!.reduce((a, b) => a + b, 0);
    players.push({
      seat: s,
      // Once the game is over every hidden VP card is revealed, so the panel agrees with the result line.
      vp: state.result ? book.rules.totalVp(state, s) : state.vp[s]!,
      cards,
      publicHoldings,
      devCards,
      devCardsNew,
      knights: state.devPlayed[s]![KNIGHT]!,
      played: cardRecord(state.devPlayed[s]!),
      roadLength: state.roadLength[s]!,
      longestRoad: state.longestRoad === s,
      largestArmy: state.largestArmy === s,
      piecesLeft: {
        settlements: state.settlementsLeft[s]!,
        cities: state.citiesLeft[s]!,
        roads: state.roadsLeft[s]!,
      },
      mustDiscard: state.discardOwed[s]!,
    });
  }
  let trade: TradeView | null = null;
  if (state.trade) {
    const t = state.trade;
    trade = {
      from: state.current,
      give: bundleRecord(book, t.give),
      get: bundleRecord(book, t.get),
      answers: [],
    };
    for (let s = 0; s < state.seats; s++) {
      if (s === state.current) continue;
      const c = t.counters[s];
      const notAsked = notAskedReason(book, state, s);
      trade.answers.push({
        seat: s,
        answer: ANSWER_NAMES[t.answers[s]!]!,
        ...(c ? { counter: { give: bundleRecord(book, c.give), get: bundleRecord(book, c.get) } } : {}),
        ...(notAsked ? { notAsked } : {}),
      });
    }
  }
  const last = state.last;
  const view: CatanView = {
    viewer: seat,
    seats: state.seats,
    hexes: state.terrain.map((t, h) => ({
      index: h,
      name: HEX_NAMES[h]!,
      terrain: TERRAINS[t]!,
      label: hexLabel(state, h, book.rules.hexKind),
      number: state.numbers[h]! > 0 ? state.numbers[h]! : null,
      pips: PIPS[state.numbers[h]!] ?? 0,
      robber: state.robber === h,
    })),
    robber: state.robber >= 0 ? HEX_NAMES[state.robber]! : null,
    buildings,
    roads,
    harbors: HARBOR_SLOTS.map((slot) => {
      const kind = state.harbors[slot.index]!;
      return {
        slot: slot.index,
        kind: kind === GENERIC_HARBOR ? 'generic' : book.names[kind]!,
        rate: kind === GENERIC_HARBOR ? GENERIC_RATE : SPECIAL_RATE,
        at: [NODE_NAMES[slot.nodes[0]]!, NODE_NAMES[slot.nodes[1]]!],
      };
    }),
    players,
    longestRoad: state.longestRoad >= 0 ? state.longestRoad : null,
    largestArmy: state.largestArmy >= 0 ? state.largestArmy : null,
    you: null,
    bank: Object.fromEntries(book.names.map((n, r) => [n, state.bank[r]!])),
    devDeckLeft: state.devDeck.length,
    turn: state.turn,
    current: state.current,
    startSeat: state.startSeat,
    setupStep: state.setupStep,
    phase: state.phase,
    toAct: toAct(book, state),
    lastRoll: state.lastRoll ? [state.lastRoll[0]!, state.lastRoll[1]!] : null,
    freeRoads: state.freeRoads,
    devPlayedThisTurn: state.devPlayedThisTurn,
    trade,
    last: last
      ? {
          seat: last.seat,
          kind: last.kind,
          ...(last.node !== undefined ? { at: NODE_NAMES[last.node]! } : {}),
          ...(last.edge !== undefined ? { at: EDGE_NAMES[last.edge]! } : {}),
          ...(last.hex !== undefined ? { hex: HEX_NAMES[last.hex]! } : {}),
        }
      : null,
    result: state.result,
    ext: null,
  };
  if (seat !== null) {
    const rates = maritimeRates(state, seat, book.R);
    view.you = {
      seat,
      hand: Object.fromEntries(book.names.map((n, r) => [n, state.hands[seat]![r]!])),
      devCards: cardRecord(state.devHand[seat]!),
      newDevCards: cardRecord(state.devNew[seat]!),
      totalVp: book.rules.totalVp(state, seat),
      rates: Object.fromEntries(
        book.names.flatMap((n, r) => (book.maritimeGive[r] ? [[n, rates[r]!] as const] : [])),
      ),
    };
  }
  view.ext = book.rules.extendView(state, seat, view);
  return view;
}
