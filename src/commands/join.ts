import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';

export const join: Subcommand = {
  name: 'join',
  description: 'Take a seat in the lobby of this thread’s game',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const result = ctx.desk.join(record.row, userOf(interaction));
    if (!result.ok) return explain(ctx, interaction, result, record.row);
    await refreshLobby(ctx, result.value, lobbyFor(result.value));
    await tell(interaction, `You joined — seat ${result.value.seats.length}.`);
  },
};
