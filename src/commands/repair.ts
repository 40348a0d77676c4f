import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { isAdminish, userOf } from '../discord/users';
import { retryWhileBusy } from '../table';
import { turnMessageGone } from '../discord/game-channel';
import { NO_GAME_HERE } from '../discord/here';

/**
 * `/oil repair` (Manage Threads or Administrator): rebuild this thread's damaged game from its seed and move
 * log (`Table.repair`), clear its damaged mark and post a fresh board. A game that is not damaged but whose turn
 * message a moderator deleted gets a fresh board too: what an admin who runs it there means to mend.
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
    // Asked in a channel rather than a game's thread: the same pointer to the threads as every game command.
    if (!r.ok) return tell(interaction, r.code === 'no-game' ? NO_GAME_HERE : r.message);
    const { actions, game } = r.value;
    if (!r.value.repaired) {
      const row = game.record.id;
      if (game.record.lifecycle === 'active' && (await turnMessageGone(app, row, game.record.channelId))) {
        const synced = await app.threads.sync(row, { fresh: true });
        return tell(
          interaction,
          synced.ok
            ? 'This game is not damaged, but its turn message was gone: I posted a fresh board. Play goes on.'
            : `This game is not damaged, but its turn message is gone and I could not post a fresh board because ${synced.why}.`,
        );
      }
      return tell(
        interaction,
        'This game is not damaged: its saved state matches its move log. Nothing changed.',
      );
    }
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
