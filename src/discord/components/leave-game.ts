/**
 * Leaving a game for good: the confirmation buttons of `/oil leave` mid-game. Leaving cannot be taken back (a
 * bot plays the seat from then on, and `/oil return` is only for a seat the host handed to a bot), so the command
 * asks first, as `/oil end` does. The last player at the table leaving ends the game, as `/oil end` would.
 */
import type { App } from '../app';
import type { ControlOf, LeaveOutcome } from '../custom-id';
import type { SeatInfo, TableGame } from '../../table';
import { playedByPlayer } from '../../table/clocks-sync';
import { lastPlayerSeat } from '../../table/seats-handover';
import { announceSeatChange } from '../clocks-seats';
import { safeName, seatInfoOf } from '../names';
import { explain } from '../refusals';
import { tell } from '../respond';
import type { Click } from './types';
import { postUnplayedEnding } from './end';
import { answeredYes, yesNoRow } from './yes-no';

/** What `/oil leave` asks a seated player mid-game, above `leaveConfirmRow`. */
export const LEAVE_QUESTION =
  'Leave this game for good? A bot plays your seat from then on, and you cannot take it back.';

/**
 * What it asks a player whose seat a bot already plays until they return (the host, an admin or their turn clock
 * handed it over): leaving gives that bot the seat for good.
 */
export const LEAVE_HANDED_QUESTION =
  'Leave this game for good? A bot plays your seat until you `/oil return`: leaving gives it the seat for good, and you cannot take it back.';

/** What it asks the last player at the table (bots play every other seat): leaving ends the game. */
export const LEAVE_LAST_QUESTION =
  'Leave this game for good? Nobody else plays a seat, so the game ends with it: bots do not play it out, and it is not scored.';

/** Above the question asked again when the table changed between it and the answer. */
export const LEAVE_CHANGED = 'Who plays at the table changed since you asked, so here is the question again:';

/** What leaving mid-game answers (and a second click on "Yes" after it, the game gone on or not). */
const LEFT = 'You left the game: a bot plays your seat from now on.';

/** What leaving does to `game` for `seat` now: a bot takes the seat, or, for its last player, the game ends. */
export function leaveOutcome(game: TableGame, seat: number): LeaveOutcome {
  return lastPlayerSeat(game, seat) ? 'end' : 'bot';
}

/** The question `/oil leave` asks of the player of `seat`, whose leaving does `leaving`. */
export function leaveQuestion(leaving: LeaveOutcome, seat: SeatInfo): string {
  if (leaving === 'end') return LEAVE_LAST_QUESTION;
  return playedByPlayer(seat) ? LEAVE_QUESTION : LEAVE_HANDED_QUESTION;
}

/**
 * The answers to `leaveQuestion(leaving)`. Their ids say what it said leaving does: another player leaving or
 * coming back changes that without a move, so the version alone cannot tell.
 */
export function leaveConfirmRow(row: number, version: number, leaving: LeaveOutcome) {
  return yesNoRow(
    { control: { row, version, verb: 'leaveok', leaving }, label: 'Yes, leave the game' },
    { control: { row, version, verb: 'leaveno', leaving } },
  );
}

/**
 * The answer to the question: "No" keeps the seat; "Yes" hands the clicker's own seat to a bot, only while the
 * game is where it was asked (a game that moved on meanwhile is asked about again, so nobody leaves on an old
 * question, and a forged id changes nothing).
 */
export async function leaveConfirm(
  app: App,
  interaction: Click,
  id: ControlOf<'leaveok' | 'leaveno'>,
): Promise<void> {
  const game = await answeredYes(
    app,
    interaction,
    id,
    { verb: 'leaveno', text: 'You stay in the game.' },
    (moved) =>
      tell(
        interaction,
        seatInfoOf(moved, interaction.user.id)
          ? 'The game moved on since you asked, so you are still playing: `/oil leave` asks again.'
          : LEFT,
      ),
  );
  if (!game) return;
  const mine = seatInfoOf(game, interaction.user.id);
  // Asked while seated, no seat now: they left already (a double click on "Yes"), as the first click said.
  if (!mine && game.record.lifecycle === 'active') return tell(interaction, LEFT);
  // Someone else left or came back since the question (no move, so the same version): asked again as it is now,
  // so nobody ends a game on a question that said a bot would take their seat, or the other way round.
  const now = mine ? leaveOutcome(game, mine.seat) : null;
  if (mine && id.leaving !== undefined && now !== null && now !== id.leaving) {
    await interaction.editReply({
      content: `${LEAVE_CHANGED}\n${leaveQuestion(now, mine)}`,
      components: [leaveConfirmRow(id.row, game.record.version, now)],
    });
    return;
  }
  const left = app.desk.seats.leaveGame(id.row, interaction.user.id);
  if (!left.ok) return explain(app, interaction, left, id.row);
  if (left.ended) {
    await interaction.editReply({
      content: 'You left the game. You were the last player at the table, so it ended, unscored.',
      components: [],
    });
    return postUnplayedEnding(
      app,
      left,
      `🚪 ${safeName(left.seat.name)} left the game. Nobody plays a seat any more`,
    );
  }
  await interaction.editReply({
    content:
      mine && !playedByPlayer(mine) ? 'You left the game: the bot that plays your seat keeps it.' : LEFT,
    components: [],
  });
  await announceSeatChange(
    app,
    left,
    `🚪 ${safeName(left.seat.name)} left the game: a bot plays their seat from now on.`,
  );
}
