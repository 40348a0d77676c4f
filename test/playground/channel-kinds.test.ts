import {
  ChannelType,
  DiscordAPIError,
  InteractionContextType,
  MessageFlags,
  Routes,
  type Client,
  type Interaction,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandIn, StandInOptions } from '../../src/playground';
import { DM_PERMISSIONS } from '../../src/playground/permissions';
import { connected } from './helpers';

describe('channel kinds: forum, announcement, voice and DM channels', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });
  const start = async (options: StandInOptions = {}) => {
    env = await connected(options);
    return env;
  };
  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e),
    );

  it('the default world has a #forum-games forum and an #announcements channel next to the text channels', async () => {
    const { client } = await start();
    const kinds = Object.fromEntries(client.channels.cache.map((c) => ['name' in c ? c.name : c.id, c.type]));
    expect(kinds).toMatchObject({
      general: ChannelType.GuildText,
      'oil-springs': ChannelType.GuildText,
      'forum-games': ChannelType.GuildForum,
      announcements: ChannelType.GuildAnnouncement,
    });
  });

  it('a forum takes posts (a thread with its starter message), never plain messages', async () => {
    const { standIn, client } = await start();
    const forum = client.channels.cache.find((c) => c.type === ChannelType.GuildForum);
    if (forum?.type !== ChannelType.GuildForum) throw new Error('no forum');
    expect(
      await refusal(client.rest.post(Routes.channelMessages(forum.id), { body: { content: 'x' } })),
    ).toEqual([400, 50008]);
    expect(
      await refusal(client.rest.post(Routes.threads(forum.id), { body: { name: 'No message' } })),
    ).toEqual([400, 50035]);
    const post = await forum.threads.create({
      name: 'Catan night',
      message: { content: 'Who plays Friday?' },
    });
    expect(post.type).toBe(ChannelType.PublicThread);
    expect(post.parentId).toBe(forum.id);
    const starter = standIn.driver.visibleMessages('ben', post.id);
    expect(starter.map((m) => [m.id, m.content])).toEqual([[post.id, 'Who plays Friday?']]);
    expect(() => standIn.driver.postMessage({ user: 'ben', channel: 'forum-games', content: 'hi' })).toThrow(
      /forum/,
    );
    expect(standIn.driver.postMessage({ user: 'ben', channel: post.id, content: 'Me!' }).content).toBe('Me!');
  });

  it('an announcement channel takes messages; its threads are announcement threads (type 10)', async () => {
    const { standIn, client } = await start();
    const news = client.channels.cache.find((c) => c.type === ChannelType.GuildAnnouncement);
    if (news?.type !== ChannelType.GuildAnnouncement) throw new Error('no announcement channel');
    const message = await news.send('Season 2 starts Monday');
    const thread = await message.startThread({ name: 'Season 2' });
    expect(thread.type).toBe(ChannelType.AnnouncementThread);
    expect(
      await refusal(
        client.rest.post(Routes.threads(news.id), {
          body: { name: 'secret', type: ChannelType.PrivateThread },
        }),
      ),
    ).toEqual([400, 50024]);
    expect(standIn.driver.visibleMessages('caro', 'announcements').map((m) => m.content)).toEqual([
      'Season 2 starts Monday',
    ]);
  });

  it('a voice channel has a text chat (messages work) but no threads', async () => {
    const { standIn, client } = await start({
      world: {
        guilds: [{ name: 'With voice', channels: ['general', { name: 'table-talk', kind: 'voice' }] }],
      },
    });
    const voice = client.channels.cache.find((c) => c.type === ChannelType.GuildVoice);
    if (voice?.type !== ChannelType.GuildVoice) throw new Error('no voice channel');
    expect(voice.isTextBased()).toBe(true);
    await voice.send('brb');
    expect(standIn.driver.visibleMessages('ana', 'table-talk').map((m) => m.content)).toEqual(['brb']);
    expect(
      await refusal(
        client.rest.post(Routes.threads(voice.id), { body: { name: 't', type: ChannelType.PublicThread } }),
      ),
    ).toEqual([400, 50024]);
  });

  it('a command in a DM with the bot carries no guild and no member, only the user; context 1 and DM app_permissions', async () => {
    const { standIn, client } = await start();
    await client.application?.commands.set([
      {
        name: 'hand',
        description: 'Show my hand',
        contexts: [InteractionContextType.Guild, InteractionContextType.BotDM],
      },
      { name: 'board', description: 'Guild only', contexts: [InteractionContextType.Guild] },
    ]);
    const seen: Interaction[] = [];
    const raw: Record<string, unknown>[] = [];
    client.on('raw', (p: { t: string | null; d: Record<string, unknown> }) => {
      if (p.t === 'INTERACTION_CREATE') raw.push(p.d);
    });
    client.on('interactionCreate', (i) => {
      seen.push(i);
      if (i.isChatInputCommand())
        void i.reply({ content: 'Your hand: 2 ore', flags: MessageFlags.Ephemeral });
    });
    const dm = standIn.driver.dmChannel('ben');
    const reply = await standIn.driver
      .runCommand({ user: 'ben', channel: dm.id, command: 'hand' })
      .waitForReply();
    expect(reply.content).toBe('Your hand: 2 ore');
    expect(raw[0]).toMatchObject({
      context: InteractionContextType.BotDM,
      user: { id: standIn.driver.user('ben').id },
      app_permissions: DM_PERMISSIONS.toString(),
      authorizing_integration_owners: { 0: '0' },
      channel: { id: dm.id, type: ChannelType.DM },
    });
    expect(raw[0]).not.toHaveProperty('guild_id');
    expect(raw[0]).not.toHaveProperty('member');
    expect([seen[0]?.guildId, seen[0]?.member, seen[0]?.user.id]).toEqual([
      null,
      null,
      standIn.driver.user('ben').id,
    ]);
    expect(() => standIn.driver.runCommand({ user: 'ben', channel: dm.id, command: 'board' })).toThrow(
      /cannot be used in DMs/,
    );
    expect(() => standIn.driver.runCommand({ user: 'caro', channel: dm.id, command: 'hand' })).toThrow(
      /not in this DM/,
    );
    expect(standIn.driver.visibleMessages('caro', dm.id)).toEqual([]);
  });

  it('the bot can DM a member it shares a server with (user.send)', async () => {
    const { standIn, client } = await start();
    const ben = await client.users.fetch(standIn.driver.user('ben').id);
    await ben.send('Your turn in Catan #1');
    const dm = standIn.driver.dmChannel('ben');
    expect(standIn.driver.visibleMessages('ben', dm.id).map((m) => m.content)).toEqual([
      'Your turn in Catan #1',
    ]);
  });
});
