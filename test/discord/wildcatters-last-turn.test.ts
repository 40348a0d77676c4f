/**
 * The game's last End the turn on Discord: in the final round's last turn, the answer that ends the turn runs final
 * scoring, which (no refinery card held, or no partial refinery) ends the game at once, and a finished game
 * cannot be undone. So that End the turn (or the chip's Buy or Don't buy) waits for its Confirm, and says so. Presenter choices, and a
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
    expect(choice(s, 'pass')).toMatchObject({ label: "Don't buy the chip", confirm: true, detail: LAST });
  });

  it('says under the chip’s Buy, below what pays it, that the game then ends: buying ends the turn too', () => {
    const s = finalRound(3, 10);
    act(s, s.current, { type: 'endTurn' });
    const buy = choice(s, 'chip');
    expect(buy).toMatchObject({ confirm: true });
    expect(buy?.detail).toMatch(new RegExp(`^Paid with .+\\n${LAST}$`));
  });

  it('keeps the chip’s Buy without those words in an earlier turn of the final round', () => {
    const s = finalRound(2, 10);
    act(s, s.current, { type: 'endTurn' });
    expect(choice(s, 'chip')?.detail).toMatch(/^Paid with [^\n]+$/);
  });
});

describe('a loan on the game’s last turn, in the presenter', () => {
  // A playtest: on the last turn a loan is 10 shares now and 25 at final scoring right after: one click took it.
  const loanButton = (s: WildcattersState) =>
    P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'loan')?.label;

  it('says on its public button that the 25 shares fall due when this last turn ends', () => {
    expect(loanButton(finalRound(3, 0))).toBe('Take a loan (+10 shares, −25 when this last turn ends)');
    // An earlier turn of the final round: the usual terms.
    expect(loanButton(finalRound(2, 0))).toBe('Take a loan (+10 shares, −25 at the end)');
  });

  it('asks its Confirm, saying what it loses unless the shares are spent this turn; one click earlier', () => {
    const loan = choice(finalRound(3, 0), 'loan');
    expect(loan).toMatchObject({
      label:
        'Take a loan: +10 shares now, repaid at final scoring when this last turn ends: −25 shares (a loss of 15, ' +
        'unless the 10 buy more this turn)',
      confirm: true,
      // The Confirm's header, as the button reads (a playtest's said "−25 at the end").
      groupLabel: 'Take a loan (+10 shares, −25 when this last turn ends)',
    });
    expect(choice(finalRound(2, 0), 'loan')?.confirm).toBeFalsy();
  });

  it('says so too to another player asked a question during the last turn', () => {
    const s = finalRound(3, 0);
    // Ben (seat 1) plays the last turn; Caro is asked whether to piggy-back meanwhile.
    s.pending = { kind: 'piggyback', region: 'persia', waiting: [2] };
    expect(loanButton(s)).toBe('Take a loan (+10 shares, −25 when this last turn ends)');
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

describe('a click on the last turn’s Buy of the chip, through the router', () => {
  // Ben (seat 1) plays the final round's last turn and is asked about the chip; buying it ends the game.
  const t = storedWildcatters('c-wild-last-chip', () => {
    const s = finalRound(3, 10);
    act(s, s.current, { type: 'endTurn' });
    return s;
  });

  it('says the game ends in its Confirm, and ends it only once confirmed', async () => {
    await endsOnlyOnConfirm(
      t,
      1,
      'chip',
      '**Buy the consolidation chip** › Buy: 12 shares (2+ colours) → 3 VP\n' +
        // The same words as the line that tells it done (a playtest read a third wording: "3 of Ana's (blue)").
        `Paid with 3 of your own shares (orange), 3 of ${t.name[0]}'s shares (blue), 3 of ${t.name[2]}'s shares (white), ` +
        `3 of ${t.name[3]}'s shares (pink): ` +
        'one share of each of your 2 largest colours, then your largest piles\n' +
        `${LAST}\nPress **Confirm** to do it.`,
      `Already done: You bought the Middle East consolidation chip for 12 shares: 3 of your own shares (orange), ` +
        `3 of ${t.name[0]}'s shares (blue), 3 of ${t.name[2]}'s shares (white), 3 of ${t.name[3]}'s shares (pink).`,
    );
  });
});
