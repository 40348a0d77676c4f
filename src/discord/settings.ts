/**
 * `/oil settings`: what a player asked to change, checked and merged into their saved settings, and the
 * private answer showing them.
 */
import type { UserSettings } from '../store/settings';
import { checkTimeZone, parseQuietHours, quietText } from './settings-hours';
import { listWords, safeName } from './names';

/** The options of `/oil settings` as given (null: not given). */
export interface SettingsChange {
  reminders: boolean | null;
  quiet: string | null;
  timeZone: string | null;
  dm: boolean | null;
}

export function noChange(change: SettingsChange): boolean {
  return change.reminders === null && change.quiet === null && change.timeZone === null && change.dm === null;
}

/** The options of `/oil settings` as typed, in its order, for the answer that names them. */
const OPTION_NAMES: Record<keyof SettingsChange, string> = {
  reminders: 'reminders',
  quiet: 'quiet',
  timeZone: 'timezone',
  dm: 'dm',
};

/**
 * The settings after `change`, or why it cannot be made. A change is saved whole or not at all (the command
 * typed again with the bad option fixed does what was meant), and the refusal says so, naming the good options
 * given with the bad one that were not saved either.
 */
export function changeSettings(
  current: UserSettings,
  change: SettingsChange,
): { ok: true; settings: UserSettings } | { ok: false; why: string } {
  const next = mergeSettings(current, change);
  if (next.ok) return next;
  const others = (Object.keys(OPTION_NAMES) as (keyof SettingsChange)[])
    .filter((k) => k !== next.bad && change[k] !== null)
    .map((k) => `\`${OPTION_NAMES[k]}\``);
  const unsaved =
    others.length === 0
      ? 'Nothing was saved.'
      : `Nothing was saved, not even ${listWords(others)}: fix \`${OPTION_NAMES[next.bad]}\` and send it all again.`;
  return { ok: false, why: `${next.why}\n${unsaved}` };
}

/** `change` merged into `current`, or the first option that cannot be read and why. */
function mergeSettings(
  current: UserSettings,
  change: SettingsChange,
): { ok: true; settings: UserSettings } | { ok: false; bad: keyof SettingsChange; why: string } {
  const next: UserSettings = { ...current };
  if (change.reminders !== null) next.reminders = change.reminders;
  if (change.dm !== null) next.dm = change.dm;
  if (change.timeZone !== null) {
    const zone = checkTimeZone(change.timeZone);
    if (!zone)
      return {
        ok: false,
        bad: 'timeZone',
        why: `I do not know the time zone “${safeName(change.timeZone.slice(0, 60))}”: use an IANA name such as Europe/Paris or America/New_York.`,
      };
    next.timeZone = zone;
  }
  if (change.quiet !== null) {
    const q = parseQuietHours(change.quiet);
    if (!q.ok) return { ok: false, bad: 'quiet', why: q.why };
    next.quiet = q.quiet;
  }
  return { ok: true, settings: next };
}

/** The private answer: the player's settings, one per line, and `vacation` (this server's line on vacations). */
export function settingsText(s: UserSettings, saved: boolean, vacation = ''): string {
  // In a server its vacation line stands above: how to take one is said too (`away:` is asked on its own).
  const takeVacation = vacation ? '; take a vacation with `/oil settings away:<days>`' : '';
  return [
    saved ? '✅ Saved. Your settings (for every game):' : 'Your settings (for every game):',
    `• Reminders: **${s.reminders ? 'on' : 'off'}**`,
    `• Quiet hours: **${quietText(s.quiet)}**${s.quiet ? ' (no ping then: it waits until they end)' : ''}`,
    `• Time zone: **${s.timeZone}**`,
    `• Direct message when it is your turn: **${s.dm ? 'on' : 'off'}**`,
    vacation,
    saved ? '' : `Change them with \`/oil settings reminders:… quiet:22-7 timezone:… dm:…\`${takeVacation}.`,
  ]
    .filter((l) => l)
    .join('\n');
}
