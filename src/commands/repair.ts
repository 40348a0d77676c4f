import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { isAdminish, userOf } from '../discord/users';
import { retryWhileBusy } from '../table';

/**
 * `/oil repair` (Manage Threads or Administrator): rebuild this thread's damaged game from its seed and move
 * log (`Table.repair`), clear its damaged mark and post a fresh board.
 */
export const repair: Subcommand = {
  name: 'repair',
  description: 'Admins: rebuild this thread’s damaged game from its move log',
  defer: 'ephemeral',
  async execute(app, interaction) {
    if (!isAdminish(interaction)) {
      return tell(interaction, 'Only someone with the Manage Threads permission can repair a game.');
    }
    const user = userOf(interaction);
    const r = await retryWhileBusy(() => app.desk.repair(interaction.channelId, user));
    if (!r.ok) return tell(interaction, r.message);
    if (!r.value.repaired) {
      return tell(
        interaction,
        'This game is not damaged: its saved state matches its move log. Nothing changed.',
      );
    }
    const { actions, game } = r.value;
    const moves = `${actions} move${actions === 1 ? '' : 's'}`;
    if (game.record.lifecycle === 'lobby') return tell(interaction, 'Repaired the lobby.');
    const synced = await app.threads.sync(game.record.id, { fresh: true });
    if (!synced.ok) {
      return tell(
        interaction,
        `Rebuilt the game from its ${moves}, but I could not post the board because ${synced.why}.`,
      );
    }
    await tell(interaction, `Rebuilt the game from its ${moves} and posted a fresh board. Play goes on.`);
  },
};
