/**
 * Each game's order of play, from its public view, for the turn message's "Order of play" (`Presenter.playOrder`):
 * the seats in the order they play from the player whose turn it is, first, through a round, so that players
 * know who plays after whom (a playtest asked; the scores list seats in seat order).
 */
import { setupSeat } from '../../games/catan/setup';
import type { CatanView } from '../../games/catan/types';
import type { MeritView } from '../../games/merit-oil/types';
import type { WildcattersView } from '../../games/wildcatters/types';

/** `order` (a round's order of play) from `first` on, going round: [2, 0, 1] for [0, 1, 2] from 2. */
function from(order: readonly number[], first: number): number[] {
  const at = Math.max(0, order.indexOf(first));
  return [...order.slice(at), ...order.slice(0, at)];
}

/** Seats 0 to `seats` - 1: the order of games played clockwise from the first seat. */
function clockwise(seats: number): number[] {
  return Array.from({ length: seats }, (_, s) => s);
}

/**
 * Catan: clockwise from the player to move. In the set-up, the placements left (the second round goes back,
 * and its last placer, the first player, starts the game), each player named once where they place twice in
 * a row.
 */
export function catanPlayOrder(view: CatanView): number[] {
  if (view.phase !== 'setup') return from(clockwise(view.seats), view.current);
  const left: number[] = [];
  for (let step = view.setupStep; step < 2 * view.seats; step++)
    left.push(setupSeat(view.startSeat, view.seats, step));
  return left.filter((s, i) => s !== left[i - 1]);
}

/** Merit's "Oil": clockwise from the player whose turn it is, bankrupt players left out (they play no more). */
export function meritPlayOrder(view: MeritView): number[] {
  const solvent = clockwise(view.seats).filter((s) => !view.players[s]?.bankrupt);
  return from(solvent, view.current);
}

/**
 * Wildcatters: the round's order (the start player first; the final round's, by fewest VP), from the active player.
 * From the round before the last on, only the turns left in the round: the final round's order is set when it
 * begins, and its last turn ends the game (a playtest read "To act: Ana, then Ben → Caro → Dev" on the game's last
 * turn, three turns that never came).
 */
export function wildcattersPlayOrder(view: WildcattersView): number[] {
  // After the last turn, final scoring asks the refinery cards one at a time: their holders, in that order.
  const p = view.pending;
  if (p?.kind === 'finalEmpty') {
    const seats = [p.waiting[0]!, ...p.queue.map((c) => c.seat)];
    return seats.filter((seat, i) => seats.indexOf(seat) === i);
  }
  if (view.phase === 'turns' && view.round >= view.rounds - 1)
    return view.order.slice(Math.max(0, view.order.indexOf(view.current)));
  return from(view.order, view.current);
}
