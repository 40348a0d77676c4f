/**
 * Vacations (`/oil settings away:<days>`): go away for some days; your turn clocks in this server pause, without
 * anyone's vote, within the days a year the server's admins allow (`/oil settings vacation-allowance:<days>`).
 * `away:0` comes back early. Each of your games' threads says who is away until when.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { App } from './app';
import { tell } from './respond';
import { isAdminish, userOf } from './users';
import { discordTime, postNotice } from './clocks-notice';
import { safeName } from './names';

/** A vacation asked for: days away (0: back now), or the server's days a year (admins). */
export interface VacationChange {
  days: number | null;
  allowance: number | null;
}

function daysText(days: number): string {
  const n = Math.max(0, Math.floor(days + 1e-9));
  return `${n} day${n === 1 ? '' : 's'}`;
}

/** Take, end or (admins) allow vacations, and say so privately and in each game's thread. */
export async function changeVacation(
  app: App,
  interaction: ChatInputCommandInteraction,
  change: VacationChange,
): Promise<void> {
  if (!interaction.guildId) return tell(interaction, 'Vacations are kept per server.');
  const { vacations } = app.desk;
  const guildId = interaction.guildId;
  const allowance = change.allowance;
  if (allowance !== null) {
    const r = vacations.setVacationAllowance(guildId, isAdminish(interaction), allowance);
    return tell(
      interaction,
      r.ok ? `Each player may now take ${daysText(r.days)} of vacation a year.` : r.message,
    );
  }
  const days = change.days;
  if (days === null)
    return tell(interaction, 'Say how long: `/oil settings away:<days>` (0 comes back early).');
  const now = app.desk.now();
  const r =
    days === 0
      ? vacations.endVacation(guildId, interaction.user.id, now)
      : vacations.takeVacation(guildId, interaction.user.id, days, now);
  if (!r.ok) return tell(interaction, r.message);
  const name = safeName(userOf(interaction).name);
  const text =
    days === 0
      ? `🏖 ${name} is back from vacation: their clock runs again.`
      : `🏖 ${name} is away until ${discordTime(r.vacation.untilAt, 'f')}: their clock is paused.`;
  for (const row of r.games) {
    const home = app.desk.homeOf(row);
    if (home)
      await postNotice(app, home.channelId, { content: text, allowedMentions: { parse: [] } }, { row });
  }
  await tell(
    interaction,
    days === 0
      ? `Welcome back: your clocks run again. ${daysText(r.daysLeft)} of vacation left this year.`
      : `You are away until ${discordTime(r.vacation.untilAt, 'f')}; your clocks pause in ${r.games.length} game${r.games.length === 1 ? '' : 's'}. ${daysText(r.daysLeft)} left this year.`,
  );
}
