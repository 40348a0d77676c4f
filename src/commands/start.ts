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
    const game = await gameHere(ctx, interaction);
    if (!game) return;
    const row = game.record.id;
    const result = ctx.desk.start(row, userOf(interaction));
    if (!result.ok) return explain(ctx, interaction, result, row);
    // The game is saved: its first turn goes up before the lobby is tidied.
    const synced = await ctx.threads.sync(row);
    await refreshLobby(ctx, game.record, lobbyFor(result.value.snap));
    await tell(interaction, synced.ok ? 'The game has started.' : savedButNotPosted(synced.why, 'The start'));
  },
};
