import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { lobbyReliability } from '../discord/reliability';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';

export const join: Subcommand = {
  name: 'join',
  description: 'Take a seat in this thread’s lobby',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const row = game.record.id;
    const result = app.desk.join(row, userOf(interaction));
    if (!result.ok) return explain(app, interaction, result, row);
    await refreshLobby(app, result.value.record, lobbyFor(result.value, lobbyReliability(app, result.value)));
    await tell(interaction, `You joined — seat ${result.value.seats.length}.`);
  },
};
