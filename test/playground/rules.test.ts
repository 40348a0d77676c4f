import { DiscordAPIError, Routes, type Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandIn } from '../../src/playground';
import { connected } from './helpers';

const button = (id: string, label = id) => ({ type: 2, style: 1, custom_id: id, label });
const row = (...components: object[]) => ({ type: 1, components });
const select = (id: string, count: number) => ({
  type: 3,
  custom_id: id,
  options: Array.from({ length: count }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` })),
});

/** Discord's error for `body`, as discord.js reports it (or null when accepted). */
async function rejection(client: Client, channelId: string, body: object): Promise<DiscordAPIError | null> {
  try {
    await client.rest.post(Routes.channelMessages(channelId), { body });
    return null;
  } catch (error) {
    if (error instanceof DiscordAPIError) return error;
    throw error;
  }
}

describe('message limits, enforced as Discord answers them', () => {
  let standIn: StandIn;
  let client: Client;
  let close: () => Promise<void>;
  let channelId: string;

  beforeAll(async () => {
    ({ standIn, client, close } = await connected());
    channelId = standIn.driver.channel('general').id;
  });
  afterAll(async () => close());

  it('accepts a message at every limit', async () => {
    const ok = await rejection(client, channelId, {
      content: 'x'.repeat(2000),
      components: [
        row(...[1, 2, 3, 4, 5].map((n) => button(`b${n}`, 'l'.repeat(80)))),
        row(select('s', 25)),
        row(button('c'.repeat(100), 'C')),
      ],
      embeds: [
        {
          title: 't'.repeat(256),
          fields: Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        },
      ],
    });
    expect(ok).toBeNull();
  });

  const cases: [string, object, string][] = [
    ['content over 2000 characters', { content: 'x'.repeat(2001) }, 'content'],
    [
      'six action rows',
      { components: Array.from({ length: 6 }, (_, i) => row(button(`r${i}`))) },
      'components',
    ],
    [
      'six buttons in a row',
      { components: [row(...[1, 2, 3, 4, 5, 6].map((n) => button(`b${n}`)))] },
      'components',
    ],
    ['a select beside a button', { components: [row(select('s', 2), button('b'))] }, 'components'],
    ['26 select options', { components: [row(select('s', 26))] }, 'components'],
    ['a duplicate custom id', { components: [row(button('same'), button('same'))] }, 'custom_id'],
    ['a 101-character custom id', { components: [row(button('c'.repeat(101), 'C'))] }, 'custom_id'],
    ['an empty custom id', { components: [row(button(''))] }, 'custom_id'],
    ['an 81-character label', { components: [row(button('b', 'l'.repeat(81)))] }, 'label'],
    ['eleven embeds', { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }, 'embeds'],
    ['a 257-character embed title', { embeds: [{ title: 't'.repeat(257) }] }, 'title'],
    ['a 4097-character description', { embeds: [{ description: 'd'.repeat(4097) }] }, 'description'],
    [
      '26 embed fields',
      { embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] },
      'fields',
    ],
    [
      'a 1025-character field value',
      { embeds: [{ fields: [{ name: 'n', value: 'v'.repeat(1025) }] }] },
      'value',
    ],
    ['a 2049-character footer', { embeds: [{ footer: { text: 'f'.repeat(2049) } }] }, 'footer'],
    ['a 257-character author name', { embeds: [{ author: { name: 'a'.repeat(257) } }] }, 'author'],
    [
      'embeds over 6000 characters in total',
      { embeds: [{ description: 'd'.repeat(4000) }, { description: 'd'.repeat(2001) }] },
      'MAX_EMBED_SIZE_EXCEEDED',
    ],
    ['a button without custom id', { components: [row({ type: 2, style: 1, label: 'x' })] }, 'custom_id'],
  ];
  for (const [name, body, where] of cases) {
    it(`rejects ${name} with 400 / 50035 Invalid Form Body`, async () => {
      const error = await rejection(client, channelId, body);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe(50035);
      expect(JSON.stringify(error?.rawError)).toContain(where);
      expect(standIn.driver.visibleMessages('ana', 'general').length).toBe(1);
    });
  }

  it('rejects an empty message with 50006', async () => {
    const error = await rejection(client, channelId, { content: '' });
    expect([error?.status, error?.code]).toEqual([400, 50006]);
  });

  it('refuses an edit that would empty a message with 50006 and leaves the message as it was', async () => {
    const posted = (await client.rest.post(Routes.channelMessages(channelId), {
      body: { content: 'keep me' },
    })) as { id: string };
    const error = await client.rest
      .patch(Routes.channelMessage(channelId, posted.id), { body: { content: '' } })
      .then(
        () => null,
        (e: unknown) => e as DiscordAPIError,
      );
    expect([error?.status, error?.code]).toEqual([400, 50006]);
    const after = (await client.rest.get(Routes.channelMessage(channelId, posted.id))) as {
      content: string;
      edited_timestamp: string | null;
    };
    expect([after.content, after.edited_timestamp]).toEqual(['keep me', null]);
  });

  it('rejects an attachment over 10 MiB with 413 / 40005', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    const error = await client.rest
      .post(Routes.channelMessages(channelId), {
        body: { content: 'big' },
        files: [{ name: 'big.bin', data: big }],
      })
      .then(
        () => null,
        (e: unknown) => e as DiscordAPIError,
      );
    expect([error?.status, error?.code]).toEqual([413, 40005]);
  });

  it('answers a bad token with 401 and an unknown channel with 404 / 10003', async () => {
    const response = await fetch(`${standIn.restUrl}/v10/channels/${channelId}`, {
      headers: { authorization: 'Bot nope' },
    });
    expect(response.status).toBe(401);
    const error = await client.rest.get(Routes.channel('1234')).then(
      () => null,
      (e: unknown) => e as DiscordAPIError,
    );
    expect([error?.status, error?.code]).toEqual([404, 10003]);
  });

  it('computes mentions through allowed_mentions', async () => {
    const [ana, ben] = ['ana', 'ben'].map((u) => standIn.driver.user(u).id);
    const message = (await client.rest.post(Routes.channelMessages(channelId), {
      body: { content: `<@${ana ?? ''}> <@${ben ?? ''}> @everyone`, allowed_mentions: { users: [ben] } },
    })) as { mentions: { id: string }[]; mention_everyone: boolean };
    expect(message.mentions.map((u) => u.id)).toEqual([ben]);
    expect(message.mention_everyone).toBe(false);
  });
});
