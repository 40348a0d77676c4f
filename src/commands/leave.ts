/**
 * `/oil leave`: in the lobby, give up your seat; once the game has started, a bot takes your seat for good
 * and the game goes on (the log and the thread say so).
 */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';
import { tableOf } from '../discord/clocks-notice';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';
import { leaveGame } from '../table/seats-handover';

export const leave: Subcommand = {
  name: 'leave',
  description: 'Give up your seat: in the lobby, or mid-game (a bot plays it from then on)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const row = game.record.id;
    const table = tableOf(app);
    if (game.record.lifecycle === 'active' && table) {
      const left = leaveGame(table, row, interaction.user.id);
      if (!left.ok) return explain(app, interaction, left, row);
      await tell(interaction, 'You left the game: a bot plays your seat from now on.');
      return announceSeatChange(
        app,
        left,
        `🚪 ${safeName(left.seat.name)} left the game: a bot plays their seat from now on.`,
      );
    }
    const result = app.desk.leave(row, userOf(interaction));
    if (!result.ok) return explain(app, interaction, result, row);
    await refreshLobby(app, result.value.record, lobbyFor(result.value));
    await tell(interaction, 'You left the lobby.');
  },
};
