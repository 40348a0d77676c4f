/**
 * Why a turn could not be posted, completing "I could not post the turn because …": Discord's Missing
 * Permissions names no permission, so the bot's own permissions in the game thread name the ones a post there
 * needs and it lacks; without them (or when it lacks none of them) the answer says what Discord said.
 */
import { DiscordAPIError, PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { whyNotPosted } from '../../src/discord/thread';
import { PERMISSIONS_INTEGER } from '../../src/discord/permissions';

function refused(code: number, message: string): DiscordAPIError {
  return new DiscordAPIError({ code, message }, code, 403, 'POST', '/channels/1/messages', {});
}

const missing = refused(50013, 'Missing Permissions');
const without = (bits: bigint) => new PermissionsBitField(PERMISSIONS_INTEGER & ~bits);

describe('whyNotPosted', () => {
  it('names the permissions a post in the game thread needs and the bot lacks', () => {
    const have = without(PermissionFlagsBits.EmbedLinks | PermissionFlagsBits.AttachFiles);
    expect(whyNotPosted(missing, have)).toEqual({
      why: "I need **Embed Links** and **Attach Files** in the game thread (a server admin can grant them to Derrick's role, or in the channel's Permissions)",
      gone: false,
    });
  });

  it('leaves out Create Public Threads, which a post in a thread does not need', () => {
    const have = without(PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.AttachFiles);
    expect(whyNotPosted(missing, have).why).toMatch(/^I need \*\*Attach Files\*\* in the game thread \(/);
  });

  it('says what Discord said when the bot lacks none of them, or its permissions are not known', () => {
    const said = 'Discord says I am missing a permission in this channel (Missing Permissions)';
    expect(whyNotPosted(missing, new PermissionsBitField(PERMISSIONS_INTEGER)).why).toBe(said);
    expect(whyNotPosted(missing).why).toBe(said);
  });

  it('names nothing for another refusal', () => {
    const access = refused(50001, 'Missing Access');
    expect(whyNotPosted(access, without(PermissionFlagsBits.AttachFiles)).why).toBe(
      'Discord says I cannot access this channel (Missing Access)',
    );
  });
});
