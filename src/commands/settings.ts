/**
 * `/oil settings [reminders] [quiet] [timezone] [dm]`: a player's own settings, shown and changed privately.
 * `away:<days>` takes a vacation (turn clocks pause; 0 comes back early) and `vacation-allowance:<days>` sets a
 * server's days a year (Manage Server): vacations are asked here too, on their own.
 */
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { changeSettings, noChange, settingsText, type SettingsChange } from '../discord/settings';
import { COMMON_TIME_ZONES } from '../discord/settings-hours';
import { changeVacation, vacationLine } from '../discord/vacation';
import { DMS_REFUSED_TEXT, greetDms, retimeHeldPings } from '../discord/settings-pings';
import { canManageServer } from '../discord/users';

/**
 * Below the settings shown to someone who can manage the server (privately, as all of them): the options that hold
 * in the whole server, which /oil help alone named, so an admin looking at their settings did not learn of them.
 */
const SERVER_OPTIONS_TEXT =
  'You manage this server: `/oil settings vacation-allowance:<days>` sets the vacation days a year each player may take here.';

const ON_OFF = [
  { name: 'on', value: 'on' },
  { name: 'off', value: 'off' },
];

function onOff(value: string | null): boolean | null {
  return value === null ? null : value === 'on';
}

export const settings: Subcommand = {
  name: 'settings',
  description: 'Your reminders, quiet hours, time zone, turn DMs and vacations (none given: show them)',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addStringOption((o) =>
        o
          .setName('reminders')
          .setDescription('Turn reminders for you')
          .addChoices(...ON_OFF),
      )
      .addStringOption((o) =>
        o
          .setName('quiet')
          .setDescription('Hours without pings in your time zone, e.g. 22-7, or off')
          .setMaxLength(20),
      )
      .addStringOption((o) =>
        o
          .setName('timezone')
          .setDescription('Your time zone, e.g. Europe/Paris')
          .setMaxLength(60)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName('dm')
          .setDescription('A direct message when it is your turn')
          .addChoices(...ON_OFF),
      )
      .addIntegerOption((o) =>
        o
          .setName('away')
          .setDescription('Vacation: days away, your turn clocks pause (0: back now)')
          .setMinValue(0)
          .setMaxValue(366),
      )
      .addIntegerOption((o) =>
        o
          .setName('vacation-allowance')
          .setDescription('Manage Server: vacation days a year per player here')
          .setMinValue(0)
          .setMaxValue(366),
      ),
  async execute(app, interaction) {
    const away = interaction.options.getInteger('away');
    const allowance = interaction.options.getInteger('vacation-allowance');
    const change: SettingsChange = {
      reminders: onOff(interaction.options.getString('reminders')),
      quiet: interaction.options.getString('quiet'),
      timeZone: interaction.options.getString('timezone'),
      dm: onOff(interaction.options.getString('dm')),
    };
    if (away !== null && allowance !== null) {
      return tell(
        interaction,
        'Nothing was saved: set the vacation days a year on their own, then take your vacation with `/oil settings away:<days>`.',
      );
    }
    if (away !== null || allowance !== null) {
      if (!noChange(change))
        return tell(
          interaction,
          'Nothing was saved: ask for a vacation on its own, then change your other settings.',
        );
      return changeVacation(app, interaction, { days: away, allowance });
    }
    const current = app.desk.settings.get(interaction.user.id);
    if (noChange(change)) {
      const vacation = interaction.guildId ? vacationLine(app, interaction.guildId, interaction.user.id) : '';
      const server = interaction.guildId && canManageServer(interaction) ? `\n${SERVER_OPTIONS_TEXT}` : '';
      return tell(interaction, settingsText(current, false, vacation) + server);
    }
    const next = changeSettings(current, change);
    if (!next.ok) return tell(interaction, next.why);
    app.desk.settings.put(interaction.user.id, next.settings, Date.now());
    // Pings held by the old quiet hours wait for the new ones (none: they go out now).
    if (change.quiet !== null || change.timeZone !== null)
      retimeHeldPings(app, interaction.user.id, next.settings, app.threads.now());
    // Turned on: a first DM says so, and shows at once whether Discord lets DMs through to them.
    const refused = change.dm === true && !(await greetDms(app, interaction.user.id));
    return tell(interaction, settingsText(next.settings, true) + (refused ? `\n${DMS_REFUSED_TEXT}` : ''));
  },
  async autocomplete(_app, interaction) {
    const typed = interaction.options.getFocused().toLowerCase();
    const matches = COMMON_TIME_ZONES.filter((z) => z.toLowerCase().includes(typed)).slice(0, 25);
    await interaction.respond(matches.map((z) => ({ name: z, value: z })));
  },
};
