import { DiscordAPIError, SlashCommandBuilder, type Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandIn } from '../../src/playground';
import { connected } from './helpers';

describe('command registration rules', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ standIn, client, close } = await connected());
  });
  afterAll(async () => close());

  const register = (commands: object[]) =>
    client.application?.commands.set(commands as never).then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );

  it('accepts what discord.js builders produce, including subcommands and autocomplete', async () => {
    const oil = new SlashCommandBuilder()
      .setName('oil')
      .setDescription('Oil games')
      .addSubcommand((s) =>
        s
          .setName('place')
          .setDescription('Place')
          .addStringOption((o) =>
            o.setName('spot').setDescription('Spot').setRequired(true).setAutocomplete(true),
          ),
      );
    expect(await register([oil.toJSON()])).toBeNull();
    expect(standIn.driver.commands().map((c) => c.name)).toEqual(['oil']);
  });

  const cases: [string, object, string][] = [
    ['an uppercase name', { name: 'Oil', description: 'x' }, 'APPLICATION_COMMAND_INVALID_NAME'],
    ['a name with a space', { name: 'oil game', description: 'x' }, 'APPLICATION_COMMAND_INVALID_NAME'],
    ['a missing description', { name: 'oil' }, 'description'],
    ['two commands with one name', { name: 'oil', description: 'x' }, 'APPLICATION_COMMANDS_DUPLICATE_NAME'],
    [
      'a required option after an optional one',
      {
        name: 'oil',
        description: 'x',
        options: [
          { type: 3, name: 'a', description: 'a' },
          { type: 3, name: 'b', description: 'b', required: true },
        ],
      },
      'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
    ],
    [
      'subcommands mixed with options',
      {
        name: 'oil',
        description: 'x',
        options: [
          { type: 1, name: 'new', description: 'n' },
          { type: 3, name: 'b', description: 'b' },
        ],
      },
      'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
    ],
    [
      'autocomplete with choices',
      {
        name: 'oil',
        description: 'x',
        options: [
          { type: 3, name: 'a', description: 'a', autocomplete: true, choices: [{ name: 'x', value: 'x' }] },
        ],
      },
      'APPLICATION_COMMAND_OPTIONS_AUTOCOMPLETE_CHOICES',
    ],
    [
      '26 choices',
      {
        name: 'oil',
        description: 'x',
        options: [
          {
            type: 3,
            name: 'a',
            description: 'a',
            choices: Array.from({ length: 26 }, (_, i) => ({ name: `${i}`, value: `${i}` })),
          },
        ],
      },
      'choices',
    ],
  ];
  for (const [name, command, where] of cases) {
    it(`rejects ${name} with 400 / 50035`, async () => {
      const commands = where === 'APPLICATION_COMMANDS_DUPLICATE_NAME' ? [command, command] : [command];
      const error = await register(commands);
      expect([error?.status, error?.code]).toEqual([400, 50035]);
      expect(JSON.stringify(error?.rawError), JSON.stringify(error?.rawError)).toContain(where);
    });
  }
});
