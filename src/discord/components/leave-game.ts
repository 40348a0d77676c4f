/**
 * Leaving a game for good: the confirmation buttons of `/oil leave` mid-game. Leaving cannot be taken back (a
 * bot plays the seat from then on, and `/oil return` is only for a seat the host handed to a bot), so the command
 * asks first, as `/oil end` does. The last player at the table leaving ends the game, as `/oil end` would.
 */
import type { App } from '../app';
import type { ControlOf } from '../custom-id';
import { announceSeatChange } from '../clocks-seats';
import { safeName } from '../names';
import { explain } from '../refusals';
import { tell } from '../respond';
import type { Click } from './types';
import { postUnplayedEnding } from './end';
import { answeredYes, yesNoRow } from './yes-no';

/** What `/oil leave` asks a seated player mid-game, above `leaveConfirmRow`. */
export const LEAVE_QUESTION =
  'Leave this game for good? A bot plays your seat from then on, and you cannot take it back.';

/** What it asks the last player at the table (bots play every other seat): leaving ends the game. */
export const LEAVE_LAST_QUESTION =
  'Leave this game for good? Nobody else plays a seat, so the game ends with it: bots do not play it out, and it is not scored.';

export function leaveConfirmRow(row: number, version: number) {
  return yesNoRow(
    { control: { row, version, verb: 'leaveok' }, label: 'Yes, leave the game' },
    { control: { row, version, verb: 'leaveno' } },
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
    () =>
      tell(
        interaction,
        'The game moved on since you asked, so you are still playing: `/oil leave` asks again.',
      ),
  );
  if (!game) return;
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
    content: 'You left the game: a bot plays your seat from now on.',
    components: [],
  });
  await announceSeatChange(
    app,
    left,
    `🚪 ${safeName(left.seat.name)} left the game: a bot plays their seat from now on.`,
  );
}
