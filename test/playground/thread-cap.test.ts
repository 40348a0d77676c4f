import { ChannelType, DiscordAPIError, Routes, type Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVE_THREAD_LIMIT, type StandIn } from '../../src/playground';
import { Store } from '../../src/playground/store';
import { connected } from './helpers';

describe('the active-thread cap (160006)', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ standIn, client, close } = await connected({
      world: { guilds: [{ name: 'Busy', channels: ['general'], activeThreadLimit: 2 }] },
    }));
  });
  afterAll(async () => close());

  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code, e.message] : e),
    );
  const create = (name: string) =>
    client.rest.post(Routes.threads(standIn.driver.channel('general').id), {
      body: { name, type: ChannelType.PublicThread, auto_archive_duration: 60 },
    }) as Promise<{ id: string }>;

  it('by default a guild’s cap is Discord’s: 1000 active threads', () => {
    const defaults = new Store();
    expect([...defaults.guilds.values()].map((g) => g.activeThreadLimit)).toEqual([1000]);
    expect(DEFAULT_ACTIVE_THREAD_LIMIT).toBe(1000);
  });

  it('at the cap a new thread, or unarchiving one, is refused; archived threads do not count', async () => {
    const first = await create('Game 1');
    await create('Game 2');
    const full = [400, 160006, 'Maximum number of active threads reached'];
    expect(await refusal(create('Game 3'))).toEqual(full);
    const message = (await client.rest.post(Routes.channelMessages(standIn.driver.channel('general').id), {
      body: { content: 'Lobby' },
    })) as { id: string };
    expect(
      await refusal(
        client.rest.post(Routes.threads(standIn.driver.channel('general').id, message.id), {
          body: { name: 'From a message' },
        }),
      ),
    ).toEqual(full);
    expect(standIn.driver.channels().filter((c) => c.type === ChannelType.PublicThread)).toHaveLength(2);
    // Game 1 goes quiet and is archived: there is room again.
    await client.rest.patch(Routes.channel(first.id), { body: { archived: true } });
    const third = await create('Game 3');
    // Now Game 1 cannot come back: neither by PATCH nor by a post (which would unarchive it).
    expect(await refusal(client.rest.patch(Routes.channel(first.id), { body: { archived: false } }))).toEqual(
      full,
    );
    expect(
      await refusal(client.rest.post(Routes.channelMessages(first.id), { body: { content: 'back?' } })),
    ).toEqual(full);
    expect(() => standIn.driver.postMessage({ user: 'ben', channel: first.id, content: 'back?' })).toThrow(
      /maximum number of active threads/,
    );
    expect(standIn.driver.channel(first.id).thread?.archived).toBe(true);
    expect(standIn.driver.channel(third.id).thread?.archived).toBe(false);
  });
});
