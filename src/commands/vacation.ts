/**
 * `/oil vacation days:<n>`: go away for some days; your turn clocks in this server pause, without anyone's
 * vote, within the days a year the server's admins allow. `days:0` comes back early. Admins set the days a
 * year with `allowance:<days>`. Each of your games' threads says who is away until when.
 */
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { isAdminish } from '../discord/users';
import { discordTime, postNotice, tableOf } from '../discord/clocks-notice';
import { safeName } from '../discord/names';
import { userOf } from '../discord/users';
import { endVacation, setVacationAllowance, takeVacation } from '../table/clocks-vacation';

function daysText(days: number): string {
  const n = Math.max(0, Math.floor(days + 1e-9));
  return `${n} day${n === 1 ? '' : 's'}`;
}

export const vacation: Subcommand = {
  name: 'vacation',
  description: 'Go away for some days: your turn clocks pause (days:0 comes back early)',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addIntegerOption((o) =>
        o
          .setName('days')
          .setDescription('How many days you are away (0: back now)')
          .setMinValue(0)
          .setMaxValue(366),
      )
      .addIntegerOption((o) =>
        o
          .setName('allowance')
          .setDescription('Admins: vacation days a year each player may take in this server')
          .setMinValue(0)
          .setMaxValue(366),
      ),
  async execute(app, interaction) {
    const table = tableOf(app);
    if (!table || !interaction.guildId) return tell(interaction, 'Vacations are kept per server.');
    const guildId = interaction.guildId;
    const allowance = interaction.options.getInteger('allowance');
    if (allowance !== null) {
      const r = setVacationAllowance(table, guildId, isAdminish(interaction), allowance);
      return tell(
        interaction,
        r.ok ? `Each player may now take ${daysText(r.days)} of vacation a year.` : r.message,
      );
    }
    const days = interaction.options.getInteger('days');
    if (days === null)
      return tell(interaction, 'Say how long: `/oil vacation days:<n>` (0 comes back early).');
    const now = table.now();
    const r =
      days === 0
        ? endVacation(table, guildId, interaction.user.id, now)
        : takeVacation(table, guildId, interaction.user.id, days, now);
    if (!r.ok) return tell(interaction, r.message);
    const name = safeName(userOf(interaction).name);
    const text =
      days === 0
        ? `🏖 ${name} is back from vacation: their clock runs again.`
        : `🏖 ${name} is away until ${discordTime(r.vacation.untilAt, 'f')}: their clock is paused.`;
    for (const row of r.games) {
      const g = table.getGameById(row);
      if (g.ok)
        await postNotice(
          app,
          g.game.record.channelId,
          { content: text, allowedMentions: { parse: [] } },
          { row },
        );
    }
    await tell(
      interaction,
      days === 0
        ? `Welcome back: your clocks run again. ${daysText(r.daysLeft)} of vacation left this year.`
        : `You are away until ${discordTime(r.vacation.untilAt, 'f')}; your clocks pause in ${r.games.length} game${r.games.length === 1 ? '' : 's'}. ${daysText(r.daysLeft)} left this year.`,
    );
  },
};
