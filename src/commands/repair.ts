import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { isAdminish, postTurn } from '../discord/flows';
import { TableDesk } from '../discord/desk-table';
import { describePermissionError } from '../discord/permissions';
import { retryWhileBusy } from '../table';

/**
 * `/oil repair` (Manage Threads or Administrator): rebuild this thread's damaged game from its seed and move
 * log (`Table.repair`), clear its damaged mark and post a fresh board.
 */
export const repair: Subcommand = {
  name: 'repair',
  description: 'Admins: rebuild this thread’s damaged game from its move log',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    if (!isAdminish(interaction)) {
      return tell(interaction, 'Only someone with the Manage Threads permission can repair a game.');
    }
    if (!(ctx.desk instanceof TableDesk)) return tell(interaction, 'Repairs are not available on this bot.');
    const { table } = ctx.desk;
    const r = await retryWhileBusy(() =>
      table.repair({ channelId: interaction.channelId, byUserId: interaction.user.id, isAdmin: true }),
    );
    if (!r.ok) return tell(interaction, r.message);
    if (!r.repaired) {
      return tell(
        interaction,
        'This game is not damaged: its saved state matches its move log. Nothing was changed.',
      );
    }
    const moves = `${r.actions} move${r.actions === 1 ? '' : 's'}`;
    if (r.game.record.status === 'lobby') return tell(interaction, 'Repaired the lobby.');
    try {
      await postTurn(ctx, r.game.record.id, []);
    } catch (error) {
      const why = describePermissionError(error);
      if (why)
        return tell(
          interaction,
          `Rebuilt the game from its ${moves}, but I could not post the board: ${why}`,
        );
      throw error;
    }
    await tell(interaction, `Rebuilt the game from its ${moves} and posted a fresh board. Play goes on.`);
  },
};
