import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { showHand } from '../discord/components';

export const hand: Subcommand = {
  name: 'hand',
  description: 'Your cards, oil and what you can afford (only you see it)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    await showHand(app, interaction, game.record.id);
  },
};
