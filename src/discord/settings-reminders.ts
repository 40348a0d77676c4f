/** Turn reminders under personal settings: who of a due reminder's players may be reminded now. */
import type { App } from './app';
import type { DueReminder } from '../table';
import { quietUntil } from './settings-hours';

/**
 * `due` with only the players who want reminders, are outside their quiet hours and are not on vacation at
 * `now`; null when none is left (nothing is claimed then, so a player whose quiet hours or vacation end is
 * reminded by a later tick).
 */
export function remindable(
  app: Pick<App, 'desk' | 'log'>,
  due: DueReminder,
  now: number,
): DueReminder | null {
  try {
    const toRemind = due.toRemind.filter((seat) => {
      if (!seat.userId) return false;
      const s = app.desk.settings.get(seat.userId);
      const away = due.guildId !== null && app.desk.awayUntil(due.guildId, seat.userId, now) !== null;
      return s.reminders && quietUntil(s, now) === null && !away;
    });
    return toRemind.length ? { ...due, toRemind } : null;
  } catch (err) {
    app.log.error({ err, row: due.id }, 'could not read reminder settings: reminding everyone');
    return due;
  }
}
