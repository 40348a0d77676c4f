/** `/oil return`: take your seat back from the bot playing it; you act at the seat's next move. */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { explain } from '../discord/refusals';
import { tell } from '../discord/respond';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';

export const returnCommand: Subcommand = {
  name: 'return',
  description: 'Take your seat back from the bot playing it',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const back = app.desk.seats.returnSeat(game.record.id, interaction.user.id);
    if (!back.ok) return explain(app, interaction, back, game.record.id);
    await tell(interaction, 'Welcome back: your seat is yours again. You act at its next move.');
    await announceSeatChange(app, back, `👋 ${safeName(back.seat.name)} is back and plays their seat again.`);
  },
};
