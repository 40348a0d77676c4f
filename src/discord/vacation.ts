/**
 * Vacations (`/oil settings away:<days>`): go away for some days; your turn clocks in this server pause, without
 * anyone's vote, within the days a year the server's admins (Manage Server) allow (`/oil settings vacation-allowance:<days>`).
 * `away:0` comes back early. Each of your games' threads says who is away until when, and that the game
 * answers for them what others ask of them.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { App } from './app';
import { tell } from './respond';
import { canManageServer, userOf } from './users';
import { postOrKeep } from './notices-later';
import { awayUntilTime } from './clocks-lines';
import { safeName } from './names';
import { playedByPlayer } from '../table/clocks-sync';

/** A vacation asked for: days away (0: back now), or the server's days a year (admins). */
export interface VacationChange {
  days: number | null;
  allowance: number | null;
}

function daysText(days: number): string {
  const n = Math.max(0, Math.floor(days + 1e-9));
  return `${n} day${n === 1 ? '' : 's'}`;
}

/**
 * The settings' line on vacations in this server: "• Vacation here: **12 days** left of 21 this year", and
 * "away until …" while away. A player asked for days beyond those left only to be refused with the count.
 */
export function vacationLine(app: Pick<App, 'desk'>, guildId: string, userId: string): string {
  const s = app.desk.vacations.vacationStanding(guildId, userId, app.desk.now());
  const away = s.awayUntil === null ? '' : `away until ${awayUntilTime(s.awayUntil)} · `;
  return `• Vacation here: ${away}**${daysText(s.daysLeft)}** left of ${s.allowance} this year`;
}

/** The thread's line when `name` is back: "🏖 Ben is back from vacation: their clock runs again." */
function backText(name: string, clocked: boolean): string {
  return `🏖 ${name} is back from vacation${clocked ? ': their clock runs again' : ''}.`;
}

/**
 * The thread's line when `name` goes away: "🏖 Ben is away until …: their clock is paused, and the game answers
 * what others ask of them." Said, so that nobody wonders why an offer to them was declined in a minute
 * (settleForAway); their own turn waits for them.
 */
function awayText(name: string, until: string, clocked: boolean): string {
  const pause = clocked ? 'their clock is paused' : 'no reminders for them meanwhile';
  return `🏖 ${name} is away until ${until}: ${pause}, and the game answers what others ask of them.`;
}

/** Whether game `row` waits on a seat of `userId`'s, so that its turn message shows their clock. */
function waitsOn(app: App, row: number, userId: string): boolean {
  const snap = app.desk.snapshot(row);
  return !!snap && snap.seats.some((s) => s.userId === userId && snap.status.toAct.includes(s.seat));
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
    const r = vacations.setVacationAllowance(guildId, canManageServer(interaction), allowance);
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
  const until = awayUntilTime(r.vacation.untilAt);
  // A game without a turn clock has no clock to pause: there the vacation only keeps reminders off them.
  const clocked = r.games.filter((row) => !!app.desk.byRow(row)?.clock);
  for (const row of r.games) {
    const home = app.desk.homeOf(row);
    const clock = clocked.includes(row);
    const text = days === 0 ? backText(name, clock) : awayText(name, until, clock);
    const key = `${days === 0 ? 'b' : 'a'}${row}.${now.toString(36)}.${interaction.user.id.slice(-4)}`;
    if (home) await postOrKeep(app, row, home.channelId, text, { row }, key);
  }
  // A turn message shows the deadline of each player it waits on, and a vacation moves theirs: posted anew
  // below the notice, as after a clock vote's "wait", it says the clock is paused (or runs again), where the
  // old one would count down to a deadline that no longer holds ("runs out 3 hours ago" while it waits). One
  // that waits on others lists who is away whoever it waits on (`turnClockLines`): redrawn in place, it says
  // so, and no longer says "away until" a time of a vacation ended early.
  for (const row of clocked) {
    const fresh = waitsOn(app, row, interaction.user.id);
    await app.threads.sync(row, fresh ? { fresh } : { redraw: true });
  }
  if (days === 0) {
    const back = clocked.length > 0 ? 'your clocks run again' : 'your reminders are on again';
    return tell(interaction, `Welcome back: ${back}. ${daysText(r.daysLeft)} of vacation left this year.`);
  }
  const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;
  // Away from every game of the server, also those joined meanwhile: with none yet, that is what it does.
  const what =
    r.games.length === 0
      ? 'you play no game here now; in any you join meanwhile, your clock pauses and no reminders reach you'
      : clocked.length === r.games.length
        ? `your clocks pause in ${games(r.games.length)}`
        : clocked.length > 0
          ? `your clocks pause in ${games(clocked.length)} (the others have no turn clock) and no reminders reach you`
          : `no reminders reach you in your ${games(r.games.length)} (none has a turn clock to pause)`;
  // Nobody waits on a player known to be away: what others ask of them is answered for them (settleForAway).
  await tell(
    interaction,
    `You are away until ${until}; ${what}. ${daysText(r.daysLeft)} left this year. ` +
      'Meanwhile the game answers for you when others ask you something (an offer, a bid, a discard).',
  );
}

/**
 * Vacations that ended on their own by `now` (the clock loop's tick): one line in each of the player's game
 * threads, and where the game has a turn clock, its turn message redrawn in place (no new post, no ping)
 * without "paused while away" and "away until", a time now gone by. Returns how many threads were told.
 */
export async function tellVacationsOver(app: App, now: number): Promise<number> {
  let told = 0;
  for (const over of app.desk.vacations.vacationsOver(now)) {
    for (const row of over.games) {
      const game = app.desk.byRow(row);
      const seat = game?.seats.find((s) => s.userId === over.userId);
      if (!game || !seat) continue;
      // A seat a bot plays meanwhile (handed over) has no clock of its player's to run again.
      const text = backText(safeName(seat.name), !!game.clock && playedByPlayer(seat));
      const where = { row, vacation: 'over' };
      const key = `b${row}.${seat.seat}.${now.toString(36)}`;
      if (await postOrKeep(app, row, game.record.channelId, text, where, key)) told++;
      // The turn message lists who is away whoever it waits on (`turnClockLines`).
      if (game.clock) await app.threads.sync(row, { redraw: true });
    }
  }
  return told;
}

/**
 * Questions asked out of turn of players away on vacation are settled at once (src/table/clocks-vacation.ts
 * `settleAwayQuestions`): each game's turn message is brought up to date. No line of its own: the thread was
 * told when the vacation began that the game answers for them (`awayText`), and an answer to every offer made
 * in a long vacation would be a line each. Returns how many games.
 */
export async function settleForAway(app: App, now: number): Promise<number> {
  const settled = app.desk.vacations.settleAwayQuestions(now, (game) => {
    const turnOf = app.presenter(game.record.gameId).turnOf;
    return turnOf && game.status ? turnOf({ ...game, state: game.record.state, status: game.status }) : null;
  });
  const rows = [...new Set(settled.map((a) => a.id))];
  for (const row of rows) {
    await app.threads.sync(row);
    await app.threads.archiveIfOver(row);
  }
  return rows.length;
}
