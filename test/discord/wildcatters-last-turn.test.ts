/**
 * The game's last End the turn on Discord: in the final round's last turn, the answer that ends the turn runs final
 * scoring, which (no refinery card held, or no partial refinery) ends the game at once, and a finished game
 * cannot be undone. So that End the turn (or Don't buy the chip) waits for its Confirm. Presenter choices, and a
 * click through the router, the desk and the table on a stored game.
 */
import { describe, expect, it } from 'vitest';
import '../../src/discord/router';
// After the router, which loads the presenters' registry first (as the bot does).
import { wildcattersPresenter as P } from '../../src/discord/presenters/wildcatters';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { card } from '../../src/games/wildcatters/map';
import { act, chooseArea, clearedBoard } from '../games/wildcatters/helpers';
import { snapOf } from './snap';
import { endsOnlyOnConfirm, storedWildcatters } from './wild-table';

/**
 * The final round (order Caro, Ana, Dev, Ben), at the turn of the `turn`th player, who has chosen the Persia card
 * and, with `shares` shares of each colour, can buy its chip or not. No refinery card is held: after the last turn the game ends.
 */
function finalRound(turn: number, shares: number): WildcattersState {
  const { s } = clearedBoard(4);
  s.round = s.rounds;
  s.order = [2, 0, 3, 1];
  s.turnIndex = turn;
  s.current = s.order[turn]!;
  chooseArea(s, 'persia');
  const p = s.players[s.current]!;
  p.shares = p.shares.map(() => shares);
  for (const q of s.players) q.cards = q.cards.filter((id) => !card(id).refinery);
  return s;
}

const LAST = 'The last turn of the game: final scoring follows and the game ends.';
const choice = (s: WildcattersState, group: string) =>
  P.choices(snapOf(wildcatters, s), s.current).find((c) => c.group === group);

describe('the last End the turn of the game, in the presenter', () => {
  it('asks a Confirm for the End the turn that ends the last turn, saying the game ends', () => {
    const end = choice(finalRound(3, 0), 'end');
    expect(end).toMatchObject({ label: 'End the turn', confirm: true, detail: LAST });
  });

  it('keeps End the turn one click in an earlier turn of the final round', () => {
    expect(choice(finalRound(2, 0), 'end')?.confirm).toBeFalsy();
  });

  it('with a chip to buy, confirms its Don’t buy instead: End the turn only opens the chip question', () => {
    const s = finalRound(3, 10);
    expect(choice(s, 'end')?.confirm).toBeFalsy();
    act(s, s.current, { type: 'endTurn' });
    expect(s.step).toBe('chip');
    expect(choice(s, 'pass')).toMatchObject({ label: 'Don’t buy the chip', confirm: true, detail: LAST });
  });
});

describe('a click on the last End the turn, through the router', () => {
  // Ben (seat 1) plays the final round's last turn; nobody holds a refinery card: ending it ends the game.
  const t = storedWildcatters('c-wild-last-turn', () => finalRound(3, 0));

  it('ends the game only once confirmed, and once on a double Confirm', async () => {
    await endsOnlyOnConfirm(
      t,
      1,
      'end',
      `**End turn** › End the turn\n${LAST}\nPress **Confirm** to do it.`,
      'Already done: You ended the turn.',
    );
  });
});
