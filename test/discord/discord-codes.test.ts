import { HTTPError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { DiscordCode, isDiscordCode } from '../../src/discord/discord-codes';
import { discordRefusal } from './discord-refusal';

describe('isDiscordCode', () => {
  it('is true for Discord refusing with one of the codes asked about', () => {
    const gone = discordRefusal(DiscordCode.unknownMessage, { status: 404 });
    expect(isDiscordCode(gone, DiscordCode.unknownMessage)).toBe(true);
    expect(isDiscordCode(gone, DiscordCode.threadArchived, DiscordCode.unknownMessage)).toBe(true);
  });

  it('is false for another code, no code asked about, or an error that is not Discord refusing', () => {
    const locked = discordRefusal(DiscordCode.threadLocked, { status: 403 });
    expect(isDiscordCode(locked, DiscordCode.unknownMessage, DiscordCode.threadArchived)).toBe(false);
    expect(isDiscordCode(locked)).toBe(false);
    const serverError = new HTTPError(500, 'Internal Server Error', 'PATCH', '/channels/1/messages/2', {});
    expect(isDiscordCode(serverError, DiscordCode.unknownMessage)).toBe(false);
    expect(isDiscordCode({ code: DiscordCode.unknownMessage }, DiscordCode.unknownMessage)).toBe(false);
    expect(isDiscordCode(new Error('Unknown Message'), DiscordCode.unknownMessage)).toBe(false);
  });
});
