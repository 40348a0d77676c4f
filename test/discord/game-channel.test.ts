/**
 * Where a game lives (src/discord/game-channel.ts): its thread when the bot can post there, `'gone'` only when
 * Discord says the channel no longer exists, and links to a message in it.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { gameChannel, messageLink } from '../../src/discord/game-channel';
import { discordRefusal } from './discord-refusal';

/** A client whose channel fetch answers `answer` (or throws it, when it is an error). */
function clientFetching(answer: unknown): Pick<App, 'client'> {
  const fetch = async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { client: { channels: { fetch } } } as unknown as Pick<App, 'client'>;
}

describe('gameChannel', () => {
  it('the thread when the bot can post there', async () => {
    const thread = { isSendable: () => true };
    expect(await gameChannel(clientFetching(thread), '9')).toBe(thread);
  });

  it('null when it cannot post there, or Discord refused for another reason', async () => {
    expect(await gameChannel(clientFetching({ isSendable: () => false }), '9')).toBeNull();
    expect(await gameChannel(clientFetching(null), '9')).toBeNull();
    expect(await gameChannel(clientFetching(discordRefusal(50001, { status: 403 })), '9')).toBeNull();
  });

  it("'gone' when Discord says the channel is unknown (deleted while the bot was away)", async () => {
    expect(await gameChannel(clientFetching(discordRefusal(10003, { status: 404 })), '9')).toBe('gone');
  });
});

describe('messageLink', () => {
  it("links a message in a server's channel, and in a DM (no server: @me)", () => {
    expect(messageLink('1', '2', '3')).toBe('https://discord.com/channels/1/2/3');
    expect(messageLink(null, '2', '3')).toBe('https://discord.com/channels/@me/2/3');
  });
});
