import { describe, expect, it } from 'vitest';
import { connected } from './helpers';

describe('gateway', () => {
  it('discord.js logs in: READY with the bot user and application, then GUILD_CREATE with channels, members and roles', async () => {
    const { standIn, client, close } = await connected();
    try {
      expect(client.user?.id).toBe(standIn.store.applicationId);
      expect(client.application?.id).toBe(standIn.store.applicationId);
      const guild = client.guilds.cache.first();
      expect(guild?.name).toBe('Derrick Playground');
      expect(guild?.channels.cache.map((c) => c.name)).toEqual(
        expect.arrayContaining(['general', 'oil-springs', 'catan']),
      );
      const ana = guild?.members.cache.find((m) => m.user.username === 'ana');
      const ben = guild?.members.cache.find((m) => m.user.username === 'ben');
      expect(ana?.permissions.has('ManageThreads')).toBe(true);
      expect(ben?.permissions.has('ManageThreads')).toBe(false);
      const general = guild?.channels.cache.find((c) => c.name === 'general');
      expect(
        general &&
          guild?.members.me
            ?.permissionsIn(general)
            .has(['SendMessages', 'CreatePublicThreads', 'AttachFiles']),
      ).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('world', () => {
  it('takes fixed ids for the bot, users, guilds and channels so that they survive restarts', async () => {
    const { standIn, client, close } = await connected({
      world: {
        botId: '1180000000000000001',
        users: [{ id: '1180000000000000101', username: 'ana', globalName: 'Ana' }],
        guilds: [
          {
            id: '1180000000000000000',
            name: 'Fixed',
            channels: [{ name: 'general', id: '1180000000000000201' }],
          },
        ],
      },
    });
    try {
      expect(client.user?.id).toBe('1180000000000000001');
      expect(client.channels.cache.get('1180000000000000201')?.toJSON()).toMatchObject({ name: 'general' });
      expect(standIn.driver.user('Ana').id).toBe('1180000000000000101');
      expect(standIn.driver.guilds()).toEqual([{ id: '1180000000000000000', name: 'Fixed' }]);
    } finally {
      await close();
    }
  });
});
