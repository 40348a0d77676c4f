import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { startLobby } from '../discord/components/lobby';
import { tell } from '../discord/respond';

export const start: Subcommand = {
  name: 'start',
  description: 'Start this thread’s game (host or moderator)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    if (await startLobby(app, interaction, game.record.id)) await tell(interaction, 'The game has started.');
  },
};
