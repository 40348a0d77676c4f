/** `/oil return`: take your seat back from the bot playing it; you act at the seat's next move. */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { explain } from '../discord/refusals';
import { tell } from '../discord/respond';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';

/** Leaving is for good, so a player who left is told the one way back: a bot's seat, when the host allows it. */
export const NO_SEAT_TO_RETURN =
  'You have no seat in this game to return to. If you left it, a bot plays it for good: the host can ' +
  'allow `/oil takeover`, and then you take a bot’s seat with `/oil takeover seat:<n>`.';

export const returnCommand: Subcommand = {
  name: 'return',
  description: 'Take your seat back from the bot playing it',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const back = app.desk.seats.returnSeat(game.record.id, interaction.user.id);
    if (!back.ok && back.code === 'not-seated') return tell(interaction, NO_SEAT_TO_RETURN);
    if (!back.ok) return explain(app, interaction, back, game.record.id);
    await tell(interaction, 'Welcome back: your seat is yours again. You act at its next move.');
    await announceSeatChange(app, back, `👋 ${safeName(back.seat.name)} is back and plays their seat again.`);
  },
};
