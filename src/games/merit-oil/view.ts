/**
 * What a seat (or a spectator) sees: everything on the table — cash, shares, wells and stores, lorries,
 * tankers with their bills, the quotation, pile sizes, open deals — and only the viewer's own kept MEMO cards
 * (others see how many). The order of every pile is nobody's.
 */
import {
  AREAS,
  BOARD,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  TANKERS,
  type Area,
  type Destination,
  type ShippingPort,
  weeklyTons,
} from './data';
import { cardById, drawnWords, keptUseOf } from './cards';
import { fairOfferFits } from './legal';
import { billOf, capacityOf, concession, fortuneOf, storesIn } from './ledger';
import { momentOf, seatsMayAct, seatsToAct } from './phases';
import { canCharter, routeOf, worstFreight } from './shipping';
import type { MeritPlayerView, MeritState, MeritView, TankerView, WellView } from './types';

function playerView(state: MeritState, seat: number): MeritPlayerView {
  const p = state.players[seat]!;
  const wells: WellView[] = p.wells.map((w) => {
    const c = concession(w.card);
    return {
      card: w.card,
      field: c.field,
      area: c.area,
      port: c.port,
      tons: w.tons,
      holes: Math.floor(w.tons / c.tonsPerHole),
      capacityHoles: c.holes,
      capacityTons: capacityOf(w),
      weeklyTons: weeklyTons(c),
      value: c.value,
    };
  });
  const stores = Object.fromEntries(AREAS.map((a) => [a, storesIn(p, a)])) as Record<Area, number>;
  const canCharterAt: ShippingPort[] = p.bankrupt
    ? []
    : SHIPPING_PORTS.filter((port) => canCharter(state, seat, port));
  return {
    seat,
    cash: p.cash,
    debt: p.debt,
    wells,
    stores,
    shares: { ...p.shares },
    keptCount: p.kept.length,
    lorry: { ...p.lorry },
    trip: p.trip,
    square: p.lorry.where === 'loop' ? BOARD[p.lorry.square]!.kind : null,
    bankrupt: p.bankrupt,
    fortune: fortuneOf(state, seat),
    canCharterAt,
    canOfferDeal: !p.bankrupt && fairOfferFits(state, seat),
  };
}

function tankerViews(state: MeritState): TankerView[] {
  return TANKERS.map((tanker) => {
    const v = state.tankers[tanker];
    if (!v) return { tanker, voyage: null };
    const bill = billOf(v.bill);
    return {
      tanker,
      voyage: {
        owner: v.owner,
        bill: v.bill,
        port: bill.port,
        destination: bill.destination,
        tons: bill.tons,
        at: v.at,
        route: [...routeOf(state, v)],
        insured: v.insured,
        freightPaid: v.freightPaid,
        saleToday: bill.sale[state.freightLevel - 1]!,
      },
    };
  });
}

/**
 * Who threw the last roll, or null before the first. A game saved before the state kept it (`lastRoller`) has
 * it worked out: the active player once they have rolled, and at the end of the game (it stays at its last turn,
 * rules version 4, or steps back to it, upgrade.ts); else the player in the game before them. That misnames a
 * roll only when a turn ended without one (a debtor bankrupt before rolling); the kept seat is always right.
 */
export function lastRollerOf(state: MeritState): number | null {
  if (state.lastRoll === null) return null;
  if (state.lastRoller !== undefined) return state.lastRoller;
  if (state.rolled || state.result) return state.current;
  const n = state.seats;
  for (let k = 1; k < n; k++) {
    const seat = (state.current - k + n) % n;
    if (!state.players[seat]!.bankrupt) return seat;
  }
  return state.current;
}

export function buildView(state: MeritState, seat: number | null): MeritView {
  const you = seat !== null && seat >= 0 && seat < state.seats ? seat : null;
  const bills = Object.fromEntries(SHIPPING_PORTS.map((p) => [p, state.bills[p].length])) as Record<
    ShippingPort,
    number
  >;
  const toAct = state.result ? [] : seatsToAct(state);
  return {
    seats: state.seats,
    you,
    length: state.options.length,
    roundLimit: state.roundLimit,
    round: state.round,
    current: state.current,
    moment: momentOf(state),
    toAct,
    mayAct: seatsMayAct(state, toAct),
    rolled: state.rolled,
    lastRoll: state.lastRoll,
    lastRoller: lastRollerOf(state),
    choice: state.choice,
    insuring: state.insuring,
    players: state.players.map((_, s) => playerView(state, s)),
    tankers: tankerViews(state),
    freightLevel: state.freightLevel,
    suezOpen: state.suezOpen,
    shares: Object.fromEntries(
      SHARE_COMPANIES.map((c) => [c, { price: state.sharePrice[c], bankBlocks: state.bankShares[c] }]),
    ) as MeritView['shares'],
    piles: {
      memo: state.memo.length,
      oilNews: state.oilNews.length,
      concessions: state.concessions.length,
      bills,
      freightUpTo: Object.fromEntries(SHIPPING_PORTS.map((p) => [p, worstFreight(state, p)])) as Record<
        ShippingPort,
        number
      >,
      destinationsLeft: Object.fromEntries(
        SHIPPING_PORTS.map((p) => [p, state.bills[p].map((id) => billOf(id).destination).sort()]),
      ) as Record<ShippingPort, Destination[]>,
      billsUsed: state.billsUsed.length,
    },
    // A kept MEMO card is its drawer's secret: others see that a MEMO card was drawn and kept, not which.
    drawn: state.drawn.map((d) => {
      if (d.deck === 'memo' && keptUseOf(d.id) !== null && d.seat !== you)
        return { deck: d.deck, id: 'memo-kept', seat: d.seat, title: 'A MEMO card, kept', text: '' };
      const words = drawnWords(d);
      return { ...d, title: words.title, text: words.text };
    }),
    offers: state.offers.map((o) => ({ ...o, goods: { ...o.goods } })),
    keptCards:
      you === null ? [] : state.players[you]!.kept.map((id) => ({ ...cardById(id), use: keptUseOf(id)! })),
    result: state.result,
  };
}
