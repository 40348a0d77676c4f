import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';

export const leave: Subcommand = {
  name: 'leave',
  description: 'Give up your seat while the game is still in its lobby',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const result = ctx.desk.leave(record.row, userOf(interaction));
    if (!result.ok) return explain(ctx, interaction, result, record.row);
    await refreshLobby(ctx, result.value, lobbyFor(result.value));
    await tell(interaction, 'You left the lobby.');
  },
};
