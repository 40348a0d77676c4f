import type { Subcommand } from './types';
import { gameHere } from './here';
import { tell } from '../discord/respond';
import { postTurn } from '../discord/flows';
import { describePermissionError } from '../discord/permissions';

/** `/oil board`: post a fresh turn message (picture, summary and the current buttons) in the thread. */
export const board: Subcommand = {
  name: 'board',
  description: 'Post a fresh picture of the board with the current turn’s buttons',
  defer: 'ephemeral',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    if (record.phase === 'lobby') return tell(interaction, 'The game has not started yet.');
    try {
      await postTurn(ctx, record.row, []);
    } catch (error) {
      const why = describePermissionError(error);
      if (why) return tell(interaction, `I could not post the board: ${why}`);
      throw error;
    }
    await tell(interaction, 'Posted a fresh board.');
  },
};
