/**
 * Server-wide settings end to end, through the stand-in and unmodified discord.js: the vacation days a year
 * (`/oil settings vacation-allowance:<days>`) hold in every channel of the server, so changing them takes a
 * power over the whole server, Manage Server (Administrator implies it). Manage Threads granted on one channel
 * only, as a moderator of that channel gets it, is refused there.
 */
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VACATION_DAYS_PER_YEAR } from '../../src/table/clocks-time';
import { isEphemeral } from './harness';
import { useHarness } from './use-harness';

// Ana is the server's admin (Administrator), Caro manages the server through a role, Ben moderates threads in
// #mods-corner only (a channel overwrite), Dev moderates threads across the server (a role).
const { h, ana, ben, caro, dev } = useHarness({
  players: ['ana', 'ben', 'caro', 'dev'],
  world: {
    guilds: [
      {
        name: 'Home',
        channels: [
          'general',
          {
            name: 'mods-corner',
            overwrites: [{ user: 'ben', allow: PermissionFlagsBits.ManageThreads }],
          },
        ],
        admins: ['ana'],
        roles: [
          { name: 'Server managers', permissions: PermissionFlagsBits.ManageGuild, members: ['caro'] },
          { name: 'Thread moderators', permissions: PermissionFlagsBits.ManageThreads, members: ['dev'] },
        ],
      },
    ],
  },
});

const REFUSED = 'Only someone who can manage the server (Manage Server) can change the vacation days a year.';

/** The vacation days a year the bot keeps for the server. */
function allowance(): number {
  const desk = h.bot.app.desk;
  return desk.vacations.vacationStanding(h.guildId, ben.id, desk.now()).allowance;
}

describe('the vacation days a year', () => {
  it('are refused to Manage Threads granted on one channel, and to Manage Threads across the server', async () => {
    const there = await ben.run('mods-corner', 'oil settings', { 'vacation-allowance': 60 });
    expect(there.content).toBe(REFUSED);
    const moderator = await dev.run('general', 'oil settings', { 'vacation-allowance': 60 });
    expect(moderator.content).toBe(REFUSED);
    expect(allowance()).toBe(DEFAULT_VACATION_DAYS_PER_YEAR);
  });

  it('are changed by someone who can manage the server, and by an Administrator', async () => {
    const manager = await caro.run('general', 'oil settings', { 'vacation-allowance': 30 });
    expect(manager.content).toBe('Each player may now take 30 days of vacation a year.');
    expect(allowance()).toBe(30);
    const admin = await ana.run('mods-corner', 'oil settings', { 'vacation-allowance': 21 });
    expect(admin.content).toBe('Each player may now take 21 days of vacation a year.');
    expect(allowance()).toBe(21);
  });

  it('asked for with a vacation of one’s own are refused, and neither is taken half done', async () => {
    const both = await ana.run('general', 'oil settings', { 'vacation-allowance': 10, away: 2 });
    expect(both.content).toBe(
      'Nothing was saved: set the vacation days a year on their own, then take your vacation with `/oil settings away:<days>`.',
    );
    expect(allowance()).toBe(21);
    const desk = h.bot.app.desk;
    expect(desk.vacations.vacationStanding(h.guildId, ana.id, desk.now()).awayUntil).toBeNull();
  });
});

describe('/oil settings shown to a server admin', () => {
  const LINE =
    'You manage this server: `/oil settings vacation-allowance:<days>` sets the vacation days a year each player may take here.';

  it('names the server’s options to someone who can manage the server, privately', async () => {
    for (const p of [caro, ana]) {
      const shown = await p.run('general', 'oil settings', {});
      expect(shown.content).toContain('Your settings (for every game):');
      expect(shown.content!.split('\n').at(-1)).toBe(LINE);
      expect(isEphemeral(shown)).toBe(true);
    }
  });

  it('not to a thread moderator, nor to a player', async () => {
    for (const p of [dev, ben]) {
      const shown = await p.run('mods-corner', 'oil settings', {});
      expect(shown.content).toContain('Your settings (for every game):');
      expect(shown.content).not.toContain('vacation-allowance');
    }
  });
});
