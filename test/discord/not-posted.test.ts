/**
 * Why a turn could not be posted, completing "I could not post the turn because …": Discord's Missing
 * Permissions names no permission, so the bot's own permissions in the game thread name the ones a post there
 * needs and it lacks; without them (or when it lacks none of them) the answer says what Discord said. The same
 * for `/oil new` (and Rematch) when Discord will not open the game thread (`threadRefusal`), as the router's
 * answers do. And the sentence a saved move answers with when its turn was not posted (`savedButNotPosted`).
 */
import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { threadRefusal } from '../../src/discord/open-lobby';
import { savedButNotPosted, whyNotPosted } from '../../src/discord/not-posted';
import { PERMISSIONS_INTEGER } from '../../src/discord/permissions';
import { discordRefusal } from './discord-refusal';

const missing = discordRefusal(50013, { status: 403, message: 'Missing Permissions' });
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
    const access = discordRefusal(50001, { status: 403, message: 'Missing Access' });
    expect(whyNotPosted(access, without(PermissionFlagsBits.AttachFiles)).why).toBe(
      'Discord says I cannot access this channel (Missing Access)',
    );
  });
});

describe('threadRefusal', () => {
  it('names Create Public Threads when the bot lacks it in the channel, and who grants it', () => {
    const have = without(PermissionFlagsBits.CreatePublicThreads);
    expect(threadRefusal(missing, '7', false, have)).toBe(
      "I could not open a game thread: I need **Create Public Threads** in <#7> (a server admin can grant it to Derrick's role, or in the channel's Permissions).",
    );
  });

  it('in a forum names Send Messages (its Create Posts), not Create Public Threads', () => {
    const have = without(PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.SendMessages);
    expect(threadRefusal(missing, '7', true, have)).toMatch(
      /^I could not open a game thread: I need \*\*Send Messages\*\* in <#7> \(/,
    );
  });

  it('names nothing it has: what Discord said, and what opening a thread needs', () => {
    const text = threadRefusal(missing, '7', false, new PermissionsBitField(PERMISSIONS_INTEGER));
    expect(text).toBe(
      'I could not open a game thread: Discord says I am missing a permission in this channel (Missing Permissions). Opening one in <#7> needs **View Channel** and **Create Public Threads** there.',
    );
    expect(threadRefusal(missing, '7', false, null)).toBe(text);
  });

  it('is null for an error that is not about permissions', () => {
    expect(
      threadRefusal(discordRefusal(50035, { status: 403, message: 'Invalid Form Body' }), '7', false, null),
    ).toBeNull();
  });
});

describe('a move saved but not posted', () => {
  it('the player is told the bot tries again, unless the thread is gone', () => {
    expect(savedButNotPosted({ why: 'the game thread is locked', gone: false })).toBe(
      'Your move was saved, but I could not post the turn because the game thread is locked. I will try again ' +
        'in a few minutes; `/oil board` reposts it now.',
    );
    expect(savedButNotPosted({ why: 'the game thread was deleted', gone: true }, 'The start')).toBe(
      'The start was saved, but I could not post the turn because the game thread was deleted.',
    );
  });
});
