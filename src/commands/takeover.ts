/**
 * `/oil takeover seat:<n>`: someone not seated takes over a seat a bot plays (a bot's own, one its player left,
 * or an absent player's the host or a clock handed to a bot), when the host allows it. The host allows or stops
 * it with `/oil takeover allow:<true|false>`.
 */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { explain } from '../discord/refusals';
import { tell } from '../discord/respond';
import { isAdminish, userOf } from '../discord/users';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';

export const takeover: Subcommand = {
  name: 'takeover',
  description: 'Take over a seat a bot plays when allowed (host or admin: allow:true)',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addIntegerOption((o) =>
        o.setName('seat').setDescription('The bot’s seat number (1 = first)').setMinValue(1).setMaxValue(8),
      )
      .addBooleanOption((o) =>
        o
          .setName('allow')
          .setDescription('Host or admin: allow (true) or stop (false) taking over bot seats'),
      ),
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const row = game.record.id;
    const allow = interaction.options.getBoolean('allow');
    if (allow !== null) {
      const r = app.desk.seats.allowTakeover(
        row,
        { userId: interaction.user.id, isAdmin: isAdminish(interaction) },
        allow,
      );
      if (!r.ok) return explain(app, interaction, r, row);
      return tell(
        interaction,
        allow
          ? 'Anyone not seated may now take over a seat a bot plays (also one handed to a bot while its player is absent) with `/oil takeover seat:<n>`.'
          : 'Bot seats can no longer be taken over.',
      );
    }
    const seat = interaction.options.getInteger('seat');
    if (seat === null) return tell(interaction, 'Say which seat: `/oil takeover seat:<n>` (1 = first).');
    const user = userOf(interaction);
    const before = game.seats.find((s) => s.seat === seat - 1);
    const r = app.desk.seats.takeOver(row, { userId: user.id, name: user.name }, seat - 1);
    if (!r.ok) return explain(app, interaction, r, row);
    const was = safeName(before?.name ?? `seat ${seat}`);
    // An absent player's seat: the thread says it is the new player's for good, not the bot's until they return.
    const absent = before !== undefined && before.userId !== null;
    await tell(
      interaction,
      absent
        ? `You took over seat ${seat} (${was}’s): it is yours to play from now on.`
        : `You took over seat ${seat}: it is yours to play.`,
    );
    await announceSeatChange(
      app,
      r,
      absent
        ? `🙋 <@${user.id}> took over ${was}’s seat, which a bot played while ${was} was away: <@${user.id}> plays it from now on.`
        : `🙋 <@${user.id}> took over ${was}’s seat.`,
    );
  },
};
