import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { explain } from '../discord/refusals';
import { savedButNotPosted } from '../discord/not-posted';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';

export const start: Subcommand = {
  name: 'start',
  description: 'Start this thread’s game (host only)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const row = game.record.id;
    const result = app.desk.start(row, userOf(interaction));
    if (!result.ok) return explain(app, interaction, result, row);
    // The game is saved: its first turn goes up before the lobby is tidied.
    const synced = await app.threads.sync(row);
    await app.threads.refreshLobby(game.record.id);
    await tell(interaction, synced.ok ? 'The game has started.' : savedButNotPosted(synced, 'The start'));
  },
};
