/** What a seat (or a spectator, null) may see: the public table, plus the viewer's own hand and sealed bid. */
import { toAct } from './engine';
import { openActions } from './legal';
import { handsDealt } from './placement';
import type { PendingView, WildcattersState, WildcattersView } from './types';

function pendingView(s: WildcattersState): PendingView | null {
  const p = s.pending;
  if (p === null) return null;
  if (p.kind === 'auction')
    return {
      kind: 'auction',
      area: p.area,
      driller: p.driller,
      answered: p.bids.map((b) => b !== null),
      waiting: p.bids.flatMap((b, seat) => (b === null ? [seat] : [])),
    };
  if (p.kind === 'rideAlong')
    return {
      kind: 'rideAlong',
      field: p.field,
      site: p.site,
      railway: p.railway,
      tanker: p.tanker,
      waiting: [...p.waiting],
      asks: p.asks.map((a) => (a ? { source: { ...a.source }, barrels: a.barrels } : null)),
    };
  if (p.kind === 'piggyback') return { kind: 'piggyback', region: p.region, waiting: [...p.waiting] };
  // The cards are public (taken cards lie open), and so is the order they are asked in.
  if (p.kind === 'finalEmpty')
    return {
      kind: 'finalEmpty',
      waiting: [...p.waiting],
      card: p.card,
      queue: p.queue.map((c) => ({ ...c })),
    };
  return { kind: 'repay', waiting: [...p.waiting] };
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function buildView(s: WildcattersState, seat: number | null): WildcattersView {
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.seats ? seat : null;
  const pending = s.pending;
  const dealt = handsDealt(s);
  return {
    viewer,
    seats: s.seats,
    phase: s.phase,
    round: s.round,
    rounds: s.rounds,
    order: [...s.order],
    current: s.current,
    startSeat: s.startSeat,
    step: s.step,
    chosenCard: s.chosenCard,
    toAct: toAct(s),
    players: s.players.map((p, i) => ({
      seat: i,
      workers: p.workers,
      shares: [...p.shares],
      vp: p.vp,
      vpBy: { ...p.vpBy },
      handSize: dealt ? p.hand.length : 0,
      cards: [...p.cards],
      usedRefineryCards: [...p.usedRefineryCards],
      ownRefineryChip: p.ownRefineryChip,
      neutralRefineryChips: p.neutralRefineryChips,
      consolidationChips: copy(p.consolidationChips),
      loans: p.loans,
      supply: { ...p.supply },
      delivered: p.delivered,
      deliveredTo: { ...p.deliveredTo },
      tankerPlaced: p.tankerPlaced,
    })),
    fields: copy(s.fields),
    drilled: { ...s.drilled },
    disks: copy(s.disks),
    trains: { ...s.trains },
    tankers: copy(s.tankers),
    refineries: copy(s.refineries),
    chipsTaken: { ...s.chipsTaken },
    neutralRefineryChips: s.neutralRefineryChips,
    display: [...s.display],
    deckSize: s.phase === 'placement' ? null : s.deck.length,
    discardCount: s.discards.length,
    pending: pendingView(s),
    refineriesBuiltThisRound: [...s.refineriesBuiltThisRound],
    tankerMovesThisTurn: s.tankerMovesThisTurn,
    actionsOpen: openActions(s),
    finalScoring: copy(s.finalScoring),
    last: s.last ? { ...s.last } : null,
    result: s.result ? copy(s.result) : null,
    you:
      viewer === null
        ? null
        : {
            seat: viewer,
            hand: dealt ? [...s.players[viewer]!.hand] : [],
            bid: pending?.kind === 'auction' ? (pending.bids[viewer] ?? null) : null,
          },
  };
}
