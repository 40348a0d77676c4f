import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { lobbyReliability } from '../discord/reliability';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';

export const leave: Subcommand = {
  name: 'leave',
  description: 'Give up your seat while the game is still in its lobby',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const row = game.record.id;
    const result = app.desk.leave(row, userOf(interaction));
    if (!result.ok) return explain(app, interaction, result, row);
    await refreshLobby(app, result.value.record, lobbyFor(result.value, lobbyReliability(app, result.value)));
    await tell(interaction, 'You left the lobby.');
  },
};
