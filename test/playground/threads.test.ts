import { ChannelType, DiscordAPIError, Routes, type Client, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandIn } from '../../src/playground';
import { connected } from './helpers';

const MINUTE = 60_000;

describe('threads age on the stand-in’s clock: auto-archive, 50083, 160005, unarchiving', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });

  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e),
    );

  const setup = async () => {
    env = await connected();
    const { standIn, client } = env;
    const general = standIn.driver.channel('general');
    const thread = (await client.rest.post(Routes.threads(general.id), {
      body: { name: 'Game 1', type: ChannelType.PublicThread, auto_archive_duration: 60 },
    })) as { id: string };
    const first = (await client.rest.post(Routes.channelMessages(thread.id), {
      body: { content: 'Turn 1' },
    })) as {
      id: string;
    };
    const archived = () => standIn.driver.channel(thread.id).thread?.archived;
    return { standIn, client, thread, first, archived };
  };

  it('a thread idle for its auto_archive_duration is archived, and discord.js hears THREAD_UPDATE', async () => {
    const { standIn, client, thread, archived } = await setup();
    const updates: boolean[] = [];
    client.on('threadUpdate', (_old, now) => updates.push(now.archived ?? false));
    standIn.driver.advanceClock(59 * MINUTE);
    expect(archived()).toBe(false);
    // Activity (a message) restarts the hour.
    const before = standIn.driver.now();
    await client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'Turn 2' } });
    const after = standIn.driver.now();
    standIn.driver.advanceClock(59 * MINUTE);
    expect(archived()).toBe(false);
    standIn.driver.advanceClock(2 * MINUTE);
    expect(archived()).toBe(true);
    // Archived when the hour after the last activity ran out.
    const archivedAt = Date.parse(standIn.driver.channel(thread.id).thread?.archiveTimestamp ?? '');
    expect(archivedAt).toBeGreaterThanOrEqual(before + 60 * MINUTE);
    expect(archivedAt).toBeLessThanOrEqual(after + 60 * MINUTE);
    await standIn.driver.waitUntil(
      [],
      () => (updates.length > 0 ? true : undefined),
      {},
      'THREAD_UPDATE',
      10,
    );
    expect(updates).toEqual([true]);
    expect(
      client.channels.cache.get(thread.id)?.isThread() && client.channels.cache.get(thread.id),
    ).toMatchObject({
      archived: true,
    });
    const active = (await client.rest.get(Routes.guildActiveThreads(standIn.driver.guilds()[0]!.id))) as {
      threads: { id: string }[];
    };
    expect(active.threads.map((t) => t.id)).not.toContain(thread.id);
  });

  it('in an archived thread, edits and deletes get 400/50083, as do settings changes that do not unarchive', async () => {
    const { standIn, client, thread, first } = await setup();
    standIn.driver.advanceClock(61 * MINUTE);
    expect(
      await refusal(
        client.rest.patch(Routes.channelMessage(thread.id, first.id), { body: { content: 'edited' } }),
      ),
    ).toEqual([400, 50083]);
    expect(await refusal(client.rest.delete(Routes.channelMessage(thread.id, first.id)))).toEqual([
      400, 50083,
    ]);
    expect(
      await refusal(client.rest.patch(Routes.channel(thread.id), { body: { name: 'Renamed' } })),
    ).toEqual([400, 50083]);
    expect(standIn.driver.visibleMessages('ana', thread.id).map((m) => m.content)).toEqual(['Turn 1']);
    expect(standIn.driver.channel(thread.id).name).toBe('Game 1');
    // Unarchiving in the same request makes the change allowed.
    await client.rest.patch(Routes.channel(thread.id), { body: { archived: false, name: 'Renamed' } });
    expect(standIn.driver.channel(thread.id)).toMatchObject({ name: 'Renamed', thread: { archived: false } });
    await client.rest.patch(Routes.channelMessage(thread.id, first.id), { body: { content: 'edited' } });
    expect(standIn.driver.visibleMessages('ana', thread.id).map((m) => m.content)).toEqual(['edited']);
  });

  it('an interaction’s message in an archived thread cannot be edited through the webhook either (50083)', async () => {
    env = await connected();
    const { standIn, client } = env;
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    let last: Interaction | null = null;
    let answered: Promise<unknown> = Promise.resolve();
    client.on('interactionCreate', (i) => {
      last = i;
      if (i.isChatInputCommand()) answered = i.reply('Your turn');
    });
    const thread = (await client.rest.post(Routes.threads(standIn.driver.channel('general').id), {
      body: { name: 'Game', type: ChannelType.PublicThread, auto_archive_duration: 60 },
    })) as { id: string };
    await standIn.driver.runCommand({ user: 'ana', channel: thread.id, command: 'go' }).waitForReply();
    await answered;
    // A moderator archives it (an idle hour would also outlive the 15-minute interaction token).
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, archived: true });
    const interaction = last as unknown as { editReply(s: string): Promise<unknown> };
    expect(await refusal(interaction.editReply('Turn over'))).toEqual([400, 50083]);
  });

  it('a post unarchives an archived thread; PATCH archived:false needs Send Messages in Threads', async () => {
    const { standIn, client, thread, archived } = await setup();
    standIn.driver.advanceClock(60 * MINUTE);
    expect(archived()).toBe(true);
    await client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'Turn 2' } });
    expect(archived()).toBe(false);
    standIn.driver.advanceClock(60 * MINUTE);
    await client.rest.patch(Routes.channel(thread.id), { body: { archived: false } });
    expect(archived()).toBe(false);
    // A member who can send (Ben, @everyone's defaults) wakes it up too.
    standIn.driver.advanceClock(60 * MINUTE);
    expect(archived()).toBe(true);
    standIn.driver.postMessage({ user: 'ben', channel: thread.id, content: 'still there?' });
    expect(archived()).toBe(false);
  });

  it('archived and locked: the bot (no Manage Threads) can neither post (160005) nor unarchive (50013)', async () => {
    const { standIn, client, thread, archived } = await setup();
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, locked: true, archived: true });
    expect(
      await refusal(client.rest.post(Routes.channelMessages(thread.id), { body: { content: 'x' } })),
    ).toEqual([403, 160005]);
    expect(
      await refusal(client.rest.patch(Routes.channel(thread.id), { body: { archived: false } })),
    ).toEqual([403, 50013]);
    expect(archived()).toBe(true);
    expect(() => standIn.driver.postMessage({ user: 'ben', channel: thread.id, content: 'x' })).toThrow(
      /locked/,
    );
    // The owner (the bot) may still archive its own unlocked thread; Ben, who neither owns nor manages, may not.
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, locked: false, archived: false });
    expect(() => standIn.driver.setThreadState({ user: 'ben', channel: thread.id, archived: true })).toThrow(
      /may not manage/,
    );
    await client.rest.patch(Routes.channel(thread.id), { body: { archived: true } });
    expect(archived()).toBe(true);
  });

  it('advancing the clock also ages interactions: a follow-up 16 minutes later gets 401/50027', async () => {
    env = await connected();
    const { standIn, client } = env;
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    let last: Interaction | null = null;
    let answered: Promise<unknown> = Promise.resolve();
    client.on('interactionCreate', (i) => {
      last = i;
      if (i.isChatInputCommand()) answered = i.deferReply();
    });
    await standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'go' }).waitForAck();
    await answered;
    standIn.driver.advanceClock(16 * MINUTE);
    const interaction = last as unknown as { editReply(s: string): Promise<unknown> };
    expect(await refusal(interaction.editReply('too late'))).toEqual([401, 50027]);
  });

  it('a slash command in an archived thread unarchives it; in a locked thread only moderators can use one', async () => {
    env = await connected();
    const { standIn, client } = env;
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply('ok');
    });
    const thread = (await client.rest.post(Routes.threads(standIn.driver.channel('general').id), {
      body: { name: 'Game', type: ChannelType.PublicThread, auto_archive_duration: 60 },
    })) as { id: string };
    standIn.driver.advanceClock(60 * MINUTE);
    expect(standIn.driver.channel(thread.id).thread?.archived).toBe(true);
    await standIn.driver.runCommand({ user: 'ben', channel: thread.id, command: 'go' }).waitForReply();
    expect(standIn.driver.channel(thread.id).thread?.archived).toBe(false);
    standIn.driver.setThreadState({ user: 'ana', channel: thread.id, locked: true });
    expect(() => standIn.driver.runCommand({ user: 'ben', channel: thread.id, command: 'go' })).toThrow(
      /locked/,
    );
    expect(
      (await standIn.driver.runCommand({ user: 'ana', channel: thread.id, command: 'go' }).waitForReply())
        .content,
    ).toBe('ok');
  });

  it('a moderator’s “Close & Lock”: the bot’s deferred answer gets 400/50083, a new reply 403/50083; a merely archived thread is woken by a reply', async () => {
    env = await connected();
    const { standIn, client } = env;
    await client.application?.commands.set([{ name: 'go', description: 'Go' }]);
    const deferred: Promise<unknown>[] = [];
    const thinking: Interaction[] = [];
    const replies: Promise<unknown>[] = [];
    client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) {
        thinking.push(i);
        deferred.push(i.deferReply());
      }
      if (i.isButton()) replies.push(refusal(i.reply('You rolled 8')));
    });
    const parent = standIn.driver.channel('general').id;
    const make = async (name: string) =>
      (await client.rest.post(Routes.threads(parent), {
        body: { name, type: ChannelType.PublicThread },
      })) as {
        id: string;
      };
    const turn = async (threadId: string) =>
      (await client.rest.post(Routes.channelMessages(threadId), {
        body: {
          content: 'Turn 1',
          components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'roll', label: 'Roll' }] }],
        },
      })) as { id: string };
    const locked = await make('Locked');
    const quiet = await make('Quiet');
    const lockedTurn = await turn(locked.id);
    const quietTurn = await turn(quiet.id);
    await standIn.driver.runCommand({ user: 'ben', channel: locked.id, command: 'go' }).waitForAck();
    await Promise.all(deferred);
    standIn.driver.setThreadState({ user: 'ana', channel: locked.id, archived: true, locked: true });
    standIn.driver.setThreadState({ user: 'ana', channel: quiet.id, archived: true });
    const late = thinking[0] as unknown as {
      editReply(s: string): Promise<unknown>;
      followUp(s: string): Promise<unknown>;
    };
    expect(await refusal(late.editReply('Your move'))).toEqual([400, 50083]);
    expect(await refusal(late.followUp('Your move'))).toEqual([400, 50083]);
    standIn.driver.clickButton({ user: 'ben', message: lockedTurn.id, customId: 'roll' });
    await standIn.driver.waitUntil(
      [],
      () => (replies.length === 1 ? true : undefined),
      {},
      'the bot’s reply',
      10,
    );
    expect(await replies[0]).toEqual([403, 50083]);
    expect(standIn.driver.channel(locked.id).thread?.archived).toBe(true);
    const click = standIn.driver.clickButton({ user: 'ben', message: quietTurn.id, customId: 'roll' });
    expect((await click.waitForReply()).content).toBe('You rolled 8');
    expect(await replies[1]).toBeNull();
    expect(standIn.driver.channel(quiet.id).thread?.archived).toBe(false);
  });

  it('a private thread the bot left is hidden from it: not among active threads, no THREAD_UPDATE', async () => {
    env = await connected();
    const { standIn, client } = env;
    const parent = standIn.driver.channel('general').id;
    const create = async (name: string, type: ChannelType) =>
      (await client.rest.post(Routes.threads(parent), { body: { name, type } })) as { id: string };
    const hidden = await create('Secret', ChannelType.PrivateThread);
    const open = await create('Open', ChannelType.PublicThread);
    await client.rest.delete(Routes.threadMembers(hidden.id, '@me'));
    const active = (await client.rest.get(Routes.guildActiveThreads(standIn.driver.guilds()[0]!.id))) as {
      threads: { id: string }[];
    };
    expect(active.threads.map((t) => t.id)).toEqual([open.id]);
    expect(await refusal(client.rest.get(Routes.channel(hidden.id)))).toEqual([403, 50001]);
    const updated: string[] = [];
    client.on('raw', (p: { t: string | null; d: { id?: string } }) => {
      if (p.t === 'THREAD_UPDATE') updated.push(p.d.id ?? '');
    });
    standIn.driver.setThreadState({ user: 'ana', channel: hidden.id, archived: true });
    standIn.driver.setThreadState({ user: 'ana', channel: open.id, archived: true });
    await standIn.driver.waitUntil(
      [],
      () => (updated.length > 0 ? true : undefined),
      {},
      'THREAD_UPDATE',
      10,
    );
    expect(updated).toEqual([open.id]);
  });

  it('without auto_archive_duration a thread takes its parent’s default (a day)', async () => {
    env = await connected();
    const { standIn, client } = env;
    const parent = (await client.rest.get(Routes.channel(standIn.driver.channel('general').id))) as {
      default_auto_archive_duration: number;
    };
    const thread = (await client.rest.post(Routes.threads(standIn.driver.channel('general').id), {
      body: { name: 'Default', type: ChannelType.PublicThread },
    })) as { id: string; thread_metadata: { auto_archive_duration: number } };
    expect(thread.thread_metadata.auto_archive_duration).toBe(parent.default_auto_archive_duration);
    standIn.driver.advanceClock(parent.default_auto_archive_duration * MINUTE - MINUTE);
    expect(standIn.driver.channel(thread.id).thread?.archived).toBe(false);
    standIn.driver.advanceClock(MINUTE);
    expect(standIn.driver.channel(thread.id).thread?.archived).toBe(true);
  });

  it('thread members: adding needs Send Messages in Threads (Manage Threads if not invitable); removing from a public thread needs Manage Threads', async () => {
    env = await connected();
    const { standIn, client } = env;
    const parent = standIn.driver.channel('general').id;
    const ben = standIn.driver.user('ben').id;
    const create = async (body: object) =>
      (await client.rest.post(Routes.threads(parent), { body: { name: 't', ...body } })) as { id: string };
    const closed = await create({ type: ChannelType.PrivateThread, invitable: false });
    const invitable = await create({ type: ChannelType.PrivateThread });
    const open = await create({ type: ChannelType.PublicThread });
    expect(await refusal(client.rest.put(Routes.threadMembers(closed.id, ben)))).toEqual([403, 50013]);
    expect(await refusal(client.rest.put(Routes.threadMembers(invitable.id, ben)))).toBeNull();
    expect(standIn.driver.visibleMessages('ben', invitable.id)).toEqual([]);
    expect(standIn.driver.channels(undefined, 'ben').map((c) => c.id)).toContain(invitable.id);
    expect(standIn.driver.channels(undefined, 'ben').map((c) => c.id)).not.toContain(closed.id);
    // The creator of a private thread may remove people; in a public thread only Manage Threads may.
    expect(await refusal(client.rest.delete(Routes.threadMembers(invitable.id, ben)))).toBeNull();
    await client.rest.put(Routes.threadMembers(open.id, ben));
    expect(await refusal(client.rest.delete(Routes.threadMembers(open.id, ben)))).toEqual([403, 50013]);
  });
});

describe('a thread started without a message is announced in its channel, as on Discord', () => {
  let env: { standIn: StandIn; client: Client; close(): Promise<void> } | null = null;
  afterEach(async () => {
    await env?.close();
    env = null;
  });

  it('a public thread posts "started a thread" (type 18) in the parent, pointing at the thread; a private one does not', async () => {
    env = await connected();
    const { standIn, client } = env;
    const general = standIn.driver.channel('general');
    const thread = (await client.rest.post(Routes.threads(general.id), {
      body: { name: 'Catan #1 — Ana', type: ChannelType.PublicThread },
    })) as { id: string };
    const inGeneral = () => standIn.driver.visibleMessages('ben', general.id);
    const announced = inGeneral();
    expect(announced.map((m) => [m.type, m.content, m.author.id, m.message_reference?.channel_id])).toEqual([
      [18, 'Catan #1 — Ana', standIn.store.botUser.id, thread.id],
    ]);
    expect(standIn.driver.visibleMessages('ben', thread.id)).toEqual([]);
    await client.rest.post(Routes.threads(general.id), {
      body: { name: 'Secret', type: ChannelType.PrivateThread },
    });
    expect(inGeneral()).toHaveLength(1);
  });
});
