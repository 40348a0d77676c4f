import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { lobbyFor } from '../discord/lobby';
import { explain } from '../discord/refusals';
import { savedButNotPosted } from '../discord/thread';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { refreshLobby } from '../discord/lobby-refresh';

export const start: Subcommand = {
  name: 'start',
  description: 'Start the game in this thread (host only)',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const result = ctx.desk.start(record.row, userOf(interaction));
    if (!result.ok) return explain(ctx, interaction, result, record.row);
    // The game is saved: its first turn goes up before the lobby is tidied.
    const synced = await ctx.threads.sync(record.row);
    await refreshLobby(ctx, record, lobbyFor(result.value.record));
    await tell(interaction, synced.ok ? 'The game has started.' : savedButNotPosted(synced.why, 'The start'));
  },
};
