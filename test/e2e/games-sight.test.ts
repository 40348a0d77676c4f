/**
 * The lists of games name only what their readers may see: a lobby opened in a staff room is not listed by
 * `/oil games` in a channel everyone reads, nor offered by `/oil join` to someone who cannot open its thread;
 * in a server where only a role sees the channels, the games of the channels that role sees are listed.
 */
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { messageText, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const VIEW = PermissionFlagsBits.ViewChannel;
// Only Members see the channels; #staff only Mods (Caro is both). The bot is let in by name or by its role.
const { h, ana, ben, caro } = useHarness({
  games: [race],
  players: ['ana', 'ben', 'caro'],
  world: {
    guilds: [
      {
        name: 'Gated',
        channels: [
          {
            name: 'general',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Members', allow: VIEW },
              { user: 'Derrick', allow: VIEW },
            ],
          },
          {
            name: 'games',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Members', allow: VIEW },
              { role: 'Derrick', allow: VIEW },
            ],
          },
          {
            name: 'staff',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Mods', allow: VIEW },
              { user: 'Derrick', allow: VIEW },
            ],
          },
        ],
        admins: ['ana'],
        roles: [
          { name: 'Members', permissions: 0n, members: ['ben', 'caro'] },
          { name: 'Mods', permissions: 0n, members: ['caro'] },
        ],
      },
    ],
  },
});

const channelId = (name: string) => h.standIn.driver.channels().find((c) => c.name === name)!.id;
let inGames: string, inStaff: string;

beforeAll(async () => {
  inGames = threadIdIn(await ana.run(channelId('games'), 'oil new', { game: 'test-race' }));
  inStaff = threadIdIn(await ana.run(channelId('staff'), 'oil new', { game: 'test-race' }));
});

describe('the staff room’s lobby', () => {
  it('is not listed by /oil games in a channel the members read, where the others are', async () => {
    const listed = messageText(await ben.run(channelId('general'), 'oil games'));
    expect(listed).toContain(`<#${inGames}>`);
    expect(listed).not.toContain(`<#${inStaff}>`);
  });

  it('is offered by /oil join to a moderator who sees it, and not to a member who does not', async () => {
    const toBen = (await ben.run(channelId('general'), 'oil join')).content ?? '';
    expect(toBen).toContain(`<#${inGames}>`);
    expect(toBen).not.toContain(`<#${inStaff}>`);
    const toCaro = (await caro.run(channelId('general'), 'oil join')).content ?? '';
    expect(toCaro).toContain(`<#${inGames}>`);
    expect(toCaro).toContain(`<#${inStaff}>`);
  });

  it('is listed by /oil games asked in the staff room itself', async () => {
    expect(messageText(await caro.run(channelId('staff'), 'oil games'))).toContain(`<#${inStaff}>`);
  });
});
