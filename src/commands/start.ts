import type { Subcommand } from './types';
import { gameHere } from './here';
import { explain, lobbyMessage, postTurn, userOf } from '../discord/flows';
import { tell } from '../discord/respond';
import { refreshLobby } from './lobby-refresh';

export const start: Subcommand = {
  name: 'start',
  description: 'Start the game in this thread (host only)',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const result = ctx.desk.start(record.row, userOf(interaction));
    if (!result.ok) return explain(ctx, interaction, result, record.row);
    await refreshLobby(ctx, record, lobbyMessage(ctx, result.value.record));
    await postTurn(ctx, record.row, result.value.events);
    await tell(interaction, 'The game has started.');
  },
};
