import { ChannelType, DiscordAPIError, PermissionFlagsBits as P, Routes, type Client } from 'discord.js';
import { OverwriteType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_INTEGER } from '../../src/discord/permissions';
import type { StandIn } from '../../src/playground';
import {
  ALL_PERMISSIONS,
  applyImplicitDenials,
  applyOverwrites,
  basePermissions,
  permissionNames,
} from '../../src/playground/permissions';
import { connected } from './helpers';

const G = '100';
const roles = [
  { id: G, permissions: (P.ViewChannel | P.SendMessages | P.ReadMessageHistory).toString() },
  { id: '201', permissions: P.EmbedLinks.toString() },
  { id: '202', permissions: P.AttachFiles.toString() },
  { id: '203', permissions: P.Administrator.toString() },
];
const ow = (id: string, type: OverwriteType, allow: bigint, deny: bigint) => ({
  id,
  type,
  allow: allow.toString(),
  deny: deny.toString(),
});
const names = (bits: bigint) => permissionNames(bits).sort();

describe("Discord's permission arithmetic (hand-worked examples)", () => {
  it('base permissions are @everyone | the member’s roles; Administrator and the owner get everything', () => {
    const base = (memberRoleIds: string[], userId = '9') =>
      basePermissions({ guildId: G, ownerId: '1', userId, roles, memberRoleIds });
    expect(names(base([]))).toEqual(['ReadMessageHistory', 'SendMessages', 'ViewChannel']);
    expect(names(base(['201', '202']))).toEqual(
      ['AttachFiles', 'EmbedLinks', 'ReadMessageHistory', 'SendMessages', 'ViewChannel'].sort(),
    );
    expect(base(['203'])).toBe(ALL_PERMISSIONS);
    expect(base([], '1')).toBe(ALL_PERMISSIONS);
  });

  it('overwrites apply @everyone, then all roles (deny then allow), then the member', () => {
    const base = P.ViewChannel | P.SendMessages | P.EmbedLinks | P.AttachFiles;
    const overwrites = [
      // @everyone: no sending here, but threads are fine.
      ow(G, OverwriteType.Role, P.SendMessagesInThreads, P.SendMessages),
      // Role 201 gives sending back; role 202 takes files away; role 201 also allows files: allow wins.
      ow('201', OverwriteType.Role, P.SendMessages | P.AttachFiles, 0n),
      ow('202', OverwriteType.Role, 0n, P.AttachFiles),
      // The member loses embeds.
      ow('9', OverwriteType.Member, 0n, P.EmbedLinks),
    ];
    const everyoneOnly = applyOverwrites(base, overwrites, G, '8', []);
    expect(names(everyoneOnly)).toEqual(
      ['AttachFiles', 'EmbedLinks', 'SendMessagesInThreads', 'ViewChannel'].sort(),
    );
    const withRoles = applyOverwrites(base, overwrites, G, '9', ['201', '202']);
    expect(names(withRoles)).toEqual(
      ['AttachFiles', 'SendMessages', 'SendMessagesInThreads', 'ViewChannel'].sort(),
    );
    const onlyDenyingRole = applyOverwrites(base, overwrites, G, '8', ['202']);
    expect(names(onlyDenyingRole)).toEqual(['EmbedLinks', 'SendMessagesInThreads', 'ViewChannel'].sort());
    expect(applyOverwrites(P.Administrator, overwrites, G, '9', ['201'])).toBe(ALL_PERMISSIONS);
  });

  it('implicit denials: no View Channel means nothing; no Send Messages drops embeds, files, @everyone, TTS', () => {
    expect(applyImplicitDenials(P.SendMessages | P.EmbedLinks)).toBe(0n);
    const withoutSend =
      P.ViewChannel |
      P.EmbedLinks |
      P.AttachFiles |
      P.MentionEveryone |
      P.SendTTSMessages |
      P.SendMessagesInThreads;
    expect(names(applyImplicitDenials(withoutSend))).toEqual(['SendMessagesInThreads', 'ViewChannel']);
    expect(applyImplicitDenials(P.ViewChannel | P.SendMessages | P.EmbedLinks)).toBe(
      P.ViewChannel | P.SendMessages | P.EmbedLinks,
    );
  });
});

/** A guild as strict as a careful admin makes it: @everyone may only read, the bot has the invite's role. */
describe('the bot’s permissions through the stand-in and discord.js', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  let appPermissions: Record<string, string> = {};

  beforeAll(async () => {
    ({ standIn, client, close } = await connected({
      world: {
        guilds: [
          {
            name: 'Strict',
            admins: ['ana'],
            everyone: P.ViewChannel | P.ReadMessageHistory | P.UseApplicationCommands,
            roles: [{ name: 'Player', permissions: P.SendMessagesInThreads, members: ['ben'] }],
            channels: [
              'open',
              // The bot's role may not write here (a read-only announcements-like channel)...
              { name: 'readonly', overwrites: [{ role: 'Derrick', deny: P.SendMessages }] },
              // ...but a member overwrite for the bot itself beats its role's deny.
              {
                name: 'bot-allowed',
                overwrites: [
                  { role: 'Derrick', deny: P.SendMessages },
                  { user: 'Derrick', allow: P.SendMessages },
                ],
              },
              // Hidden from @everyone; Ben is let in.
              {
                name: 'staff',
                overwrites: [
                  { everyone: true, deny: P.ViewChannel },
                  { user: 'ben', allow: P.ViewChannel },
                ],
              },
              // Ben may not run commands here.
              { name: 'quiet', overwrites: [{ user: 'ben', deny: P.UseApplicationCommands }] },
            ],
          },
        ],
      },
    }));
    await client.application?.commands.set([{ name: 'perms', description: 'Show permissions' }]);
    client.on('interactionCreate', (i) => {
      if (!i.isChatInputCommand()) return;
      appPermissions[i.channelId] = i.appPermissions.bitfield.toString();
      void i.reply({ content: `member ${i.memberPermissions?.bitfield.toString() ?? 'none'}`, flags: 64 });
    });
  });
  afterAll(async () => close());

  const id = (name: string) => standIn.driver.channel(name).id;
  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e),
    );
  const post = (channel: string, body: object) =>
    refusal(client.rest.post(Routes.channelMessages(channel), { body }));

  it('the bot’s managed role is exactly the invite’s permissions (PERMISSIONS_INTEGER, no Manage Threads)', () => {
    const role = standIn.store.guild(standIn.driver.guilds()[0]!.id).roles.find((r) => r.managed);
    expect(role?.permissions).toBe(PERMISSIONS_INTEGER.toString());
    expect(BigInt(role?.permissions ?? 0) & P.ManageThreads).toBe(0n);
  });

  it('app_permissions in an interaction are the bot’s in that channel: @everyone | role, overwrites, implicit denials', async () => {
    appPermissions = {};
    await standIn.driver.runCommand({ user: 'ana', channel: 'open', command: 'perms' }).waitForReply();
    await standIn.driver.runCommand({ user: 'ana', channel: 'readonly', command: 'perms' }).waitForReply();
    await standIn.driver.runCommand({ user: 'ana', channel: 'bot-allowed', command: 'perms' }).waitForReply();
    const everyone = P.ViewChannel | P.ReadMessageHistory | P.UseApplicationCommands;
    expect(BigInt(appPermissions[id('open')] ?? -1)).toBe(everyone | PERMISSIONS_INTEGER);
    // Send Messages denied: Embed Links and Attach Files go with it; threads stay writable.
    expect(names(BigInt(appPermissions[id('readonly')] ?? -1))).toEqual(
      [
        'CreatePublicThreads',
        'ReadMessageHistory',
        'SendMessagesInThreads',
        'UseApplicationCommands',
        'ViewChannel',
      ].sort(),
    );
    expect(BigInt(appPermissions[id('bot-allowed')] ?? -1)).toBe(everyone | PERMISSIONS_INTEGER);
  });

  it('discord.js computes the same from the overwrites it received (GUILD_CREATE carries them)', () => {
    const ours = (name: string) =>
      standIn.store.channelPermissions(standIn.driver.channel(name), client.user!.id);
    const theirs = (name: string) => {
      const channel = client.channels.cache.get(id(name));
      if (channel?.type !== ChannelType.GuildText) throw new Error(`no #${name}`);
      return channel.permissionsFor(client.user!)?.bitfield ?? -1n;
    };
    for (const name of ['open', 'bot-allowed']) expect([name, theirs(name)]).toEqual([name, ours(name)]);
    // discord.js does not apply implicit denials; Discord (and the stand-in) do. This is why the bot must trust
    // the interaction's app_permissions rather than permissionsFor.
    expect(theirs('staff') & P.ViewChannel).toBe(0n);
    expect(ours('staff')).toBe(0n);
    const implicit = P.EmbedLinks | P.AttachFiles;
    expect(theirs('readonly') & implicit).toBe(implicit);
    expect(ours('readonly') & implicit).toBe(0n);
    expect(theirs('readonly') & ~implicit).toBe(ours('readonly'));
  });

  it('member.permissions is the user’s own in the channel; a user denied commands cannot run them', async () => {
    const reply = await standIn.driver
      .runCommand({ user: 'ben', channel: 'open', command: 'perms' })
      .waitForReply();
    expect(reply.content).toBe(
      `member ${P.ViewChannel | P.ReadMessageHistory | P.UseApplicationCommands | P.SendMessagesInThreads}`,
    );
    expect(() => standIn.driver.runCommand({ user: 'ben', channel: 'quiet', command: 'perms' })).toThrow(
      /may not use application commands/,
    );
    expect(() => standIn.driver.runCommand({ user: 'caro', channel: 'staff', command: 'perms' })).toThrow(
      /cannot see/,
    );
    expect(standIn.driver.channels(undefined, 'ben').some((c) => c.name === 'staff')).toBe(true);
    expect(standIn.driver.channels(undefined, 'caro').some((c) => c.name === 'staff')).toBe(false);
  });

  it('REST refuses as Discord: 50001 where the bot cannot see, 50013 for a missing permission', async () => {
    expect(await refusal(client.rest.get(Routes.channel(id('staff'))))).toEqual([403, 50001]);
    expect(await post(id('staff'), { content: 'hi' })).toEqual([403, 50001]);
    expect(await post(id('readonly'), { content: 'hi' })).toEqual([403, 50013]);
    expect(await post(id('bot-allowed'), { content: 'hi' })).toBeNull();
    expect(await post(id('open'), { content: 'board', embeds: [{ title: 'Turn 1' }] })).toBeNull();
    // No Manage Channels: the bot cannot rename a channel.
    expect(await refusal(client.rest.patch(Routes.channel(id('open')), { body: { name: 'x' } }))).toEqual([
      403, 50013,
    ]);
  });

  it('a thread takes its parent’s overwrites: in #readonly’s thread text posts, but embeds are implicitly denied', async () => {
    const thread = (await client.rest.post(Routes.threads(id('readonly')), {
      body: { name: 'Game', type: ChannelType.PublicThread },
    })) as { id: string };
    expect(await post(thread.id, { content: 'Turn 1' })).toBeNull();
    expect(await post(thread.id, { content: 'Turn 2', embeds: [{ title: 'Board' }] })).toEqual([403, 50013]);
    expect(standIn.driver.visibleMessages('ana', thread.id).map((m) => m.content)).toEqual(['Turn 1']);
    // The interaction from the thread says so in app_permissions.
    appPermissions = {};
    await standIn.driver.runCommand({ user: 'ana', channel: thread.id, command: 'perms' }).waitForReply();
    const inThread = BigInt(appPermissions[thread.id] ?? -1);
    expect([inThread & P.SendMessagesInThreads, inThread & P.EmbedLinks, inThread & P.AttachFiles]).toEqual([
      P.SendMessagesInThreads,
      0n,
      0n,
    ]);
  });

  it('the overwrites are visible to the bot on GET /channels/{id}, with the role and member ids', async () => {
    const channel = (await client.rest.get(Routes.channel(id('bot-allowed')))) as {
      permission_overwrites: { id: string; type: number; allow: string; deny: string }[];
    };
    const role = standIn.store.guild(standIn.driver.guilds()[0]!.id).roles.find((r) => r.managed);
    expect(channel.permission_overwrites).toEqual([
      { id: role?.id, type: 0, allow: '0', deny: P.SendMessages.toString() },
      { id: client.user!.id, type: 1, allow: P.SendMessages.toString(), deny: '0' },
    ]);
  });

  it('a locked thread refuses the bot without Manage Threads (160005); an admin can still post', async () => {
    const thread = (await client.rest.post(Routes.threads(id('open')), {
      body: { name: 'Locked game', type: ChannelType.PublicThread },
    })) as { id: string };
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, locked: true });
    expect(await post(thread.id, { content: 'my turn' })).toEqual([403, 160005]);
    // The bot cannot unlock it either: locking is Manage Threads.
    expect(await refusal(client.rest.patch(Routes.channel(thread.id), { body: { locked: false } }))).toEqual([
      403, 50013,
    ]);
    expect(() => standIn.driver.postMessage({ user: 'ben', channel: thread.id, content: 'hello?' })).toThrow(
      /locked/,
    );
    expect(standIn.driver.postMessage({ user: 'ana', channel: thread.id, content: 'mod note' }).content).toBe(
      'mod note',
    );
  });

  it('an admin changing overwrites reaches the bot (CHANNEL_UPDATE) and changes what it may do', async () => {
    const updated = new Promise<void>((resolve) => client.once('channelUpdate', () => resolve()));
    standIn.driver.setOverwrites({ channel: 'open', overwrites: [{ role: 'Derrick', deny: P.AttachFiles }] });
    await updated;
    const channel = client.channels.cache.get(id('open'));
    if (channel?.type !== ChannelType.GuildText) throw new Error('no #open');
    expect(channel.permissionsFor(client.user!)?.has(P.AttachFiles)).toBe(false);
    const withFile = await refusal(
      channel.send({ files: [{ attachment: Buffer.from('x'), name: 'board.png' }] }),
    );
    expect(withFile).toEqual([403, 50013]);
  });

  it('an admin taking Embed Links from the bot’s role reaches discord.js (GUILD_ROLE_UPDATE) and the next interaction', async () => {
    const updated = new Promise<string>((resolve) =>
      client.once('roleUpdate', (_old, role) => resolve(role.name)),
    );
    standIn.driver.setRolePermissions({ role: 'Derrick', permissions: PERMISSIONS_INTEGER & ~P.EmbedLinks });
    expect(await updated).toBe('Derrick');
    appPermissions = {};
    await standIn.driver.runCommand({ user: 'ana', channel: 'bot-allowed', command: 'perms' }).waitForReply();
    expect(BigInt(appPermissions[id('bot-allowed')] ?? -1) & P.EmbedLinks).toBe(0n);
    expect(await post(id('bot-allowed'), { content: 'board', embeds: [{ title: 'Turn 2' }] })).toEqual([
      403, 50013,
    ]);
    expect(await post(id('bot-allowed'), { content: 'plain text still works' })).toBeNull();
  });

  it('without Read Message History the bot lists no messages, cannot fetch one (50001) nor reply to one (50013)', async () => {
    const channel = id('open');
    const first = (await client.rest.post(Routes.channelMessages(channel), {
      body: { content: 'Lobby' },
    })) as {
      id: string;
    };
    const listed = (await client.rest.get(Routes.channelMessages(channel))) as unknown[];
    expect(listed.length).toBeGreaterThan(0);
    const updated = new Promise<void>((resolve) => client.once('channelUpdate', () => resolve()));
    standIn.driver.setOverwrites({
      channel: 'open',
      overwrites: [{ role: 'Derrick', deny: P.ReadMessageHistory }],
    });
    await updated;
    expect(await client.rest.get(Routes.channelMessages(channel))).toEqual([]);
    expect(await refusal(client.rest.get(Routes.channelMessage(channel, first.id)))).toEqual([403, 50001]);
    expect(
      await post(channel, { content: 'Re: lobby', message_reference: { message_id: first.id } }),
    ).toEqual([403, 50013]);
    expect(await post(channel, { content: 'A plain post still works' })).toBeNull();
  });

  it('@everyone and TTS take effect only with Mention Everyone and Send TTS Messages (the post goes through either way)', async () => {
    const channel = id('bot-allowed');
    const send = async () =>
      (await client.rest.post(Routes.channelMessages(channel), {
        body: { content: '@everyone new game!', tts: true },
      })) as { mention_everyone: boolean; tts: boolean };
    expect(await send()).toMatchObject({ mention_everyone: false, tts: false });
    const updated = new Promise<void>((resolve) => client.once('roleUpdate', () => resolve()));
    standIn.driver.setRolePermissions({
      role: 'Derrick',
      permissions: PERMISSIONS_INTEGER | P.MentionEveryone | P.SendTTSMessages,
    });
    await updated;
    expect(await send()).toMatchObject({ mention_everyone: true, tts: true });
  });
});
