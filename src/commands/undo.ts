import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { takeBack } from '../discord/components/undo';

/** `/oil undo`: take back your last action of this turn (never past a roll, a draw or another player's move). */
export const undo: Subcommand = {
  name: 'undo',
  description: 'Take back your last move this turn (not past a roll, card draw or another player’s move)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    await takeBack(app, interaction, game.record.id, null);
  },
};
