/**
 * `/oil handover player:@user`: the host (or someone with Manage Threads) hands an absent player's seat to
 * a bot; the player keeps it and takes it back with `/oil return`.
 */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { explain } from '../discord/refusals';
import { tell } from '../discord/respond';
import { isAdminish } from '../discord/users';
import { tableOf } from '../discord/clocks-notice';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';
import { handOver } from '../table/seats-handover';

export const handover: Subcommand = {
  name: 'handover',
  description: 'Host: hand an absent player’s seat to a bot until they return',
  defer: 'ephemeral',
  options: (sub) =>
    sub.addUserOption((o) => o.setName('player').setDescription('Whose seat a bot plays').setRequired(true)),
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const table = tableOf(app);
    if (!table) return tell(interaction, 'Seats cannot change hands on this bot.');
    const player = interaction.options.getUser('player', true);
    const seat = game.seats.find((s) => s.userId === player.id);
    if (!seat) return tell(interaction, `${safeName(player.displayName)} has no seat in this game.`);
    const r = handOver(
      table,
      game.record.id,
      { userId: interaction.user.id, isAdmin: isAdminish(interaction) },
      seat.seat,
    );
    if (!r.ok) return explain(app, interaction, r, game.record.id);
    const name = safeName(seat.name);
    await tell(interaction, `A bot plays ${name}’s seat now; \`/oil return\` gives it back to them.`);
    await announceSeatChange(
      app,
      r,
      `🤖 The host handed ${name}’s seat to a bot until they come back with \`/oil return\`.`,
    );
  },
};
