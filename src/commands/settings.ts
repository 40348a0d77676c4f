/** `/oil settings [reminders] [quiet] [timezone] [dm]`: a player's own settings, shown and changed privately. */
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { changeSettings, noChange, settingsText, type SettingsChange } from '../discord/settings';
import { COMMON_TIME_ZONES } from '../discord/settings-hours';

const ON_OFF = [
  { name: 'on', value: 'on' },
  { name: 'off', value: 'off' },
];

function onOff(value: string | null): boolean | null {
  return value === null ? null : value === 'on';
}

export const settings: Subcommand = {
  name: 'settings',
  description: 'Your reminders, quiet hours, time zone and turn DMs (no options: show them)',
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
          .setDescription('Quiet hours in your time zone, e.g. 22-7 (no ping then), or off')
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
      ),
  async execute(app, interaction) {
    const change: SettingsChange = {
      reminders: onOff(interaction.options.getString('reminders')),
      quiet: interaction.options.getString('quiet'),
      timeZone: interaction.options.getString('timezone'),
      dm: onOff(interaction.options.getString('dm')),
    };
    const current = app.desk.settings.get(interaction.user.id);
    if (noChange(change)) return tell(interaction, settingsText(current, false));
    const next = changeSettings(current, change);
    if (!next.ok) return tell(interaction, next.why);
    app.desk.settings.put(interaction.user.id, next.settings, Date.now());
    return tell(interaction, settingsText(next.settings, true));
  },
  async autocomplete(_app, interaction) {
    const typed = interaction.options.getFocused().toLowerCase();
    const matches = COMMON_TIME_ZONES.filter((z) => z.toLowerCase().includes(typed)).slice(0, 25);
    await interaction.respond(matches.map((z) => ({ name: z, value: z })));
  },
};
