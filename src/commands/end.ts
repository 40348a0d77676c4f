import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { tell } from '../discord/respond';
import { endConfirmRow } from '../discord/components';
import { isAdminish } from '../discord/users';

export const end: Subcommand = {
  name: 'end',
  description: 'End this thread’s game (host, or anyone with Manage Threads); asks to confirm',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const { record } = game;
    if (record.hostUserId !== interaction.user.id && !isAdminish(interaction)) {
      return tell(
        interaction,
        'Only the host or someone with the Manage Threads permission can end this game.',
      );
    }
    await tell(interaction, {
      content: 'End this game for everyone? It cannot be resumed.',
      components: [endConfirmRow(record.id, record.version)],
    });
  },
};
