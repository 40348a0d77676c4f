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
