/**
 * The permissions the bot needs in a channel, why, and what to say when one is missing. The invite link in
 * docs/run-on-your-server.md asks for exactly these.
 */
import { DiscordAPIError, PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { listWords } from './names';

export const NEEDED_PERMISSIONS: { flag: bigint; name: string; why: string }[] = [
  {
    flag: PermissionFlagsBits.ViewChannel,
    name: 'View Channel',
    why: 'to see the channel where `/oil new` is used and its game threads',
  },
  {
    flag: PermissionFlagsBits.SendMessages,
    name: 'Send Messages',
    why: 'without it Discord also withholds Embed Links and Attach Files in the channel and its threads, so no board could be posted',
  },
  {
    flag: PermissionFlagsBits.CreatePublicThreads,
    name: 'Create Public Threads',
    why: 'each game lives in its own thread',
  },
  {
    flag: PermissionFlagsBits.SendMessagesInThreads,
    name: 'Send Messages in Threads',
    why: 'to post the lobby and every turn in the game thread',
  },
  { flag: PermissionFlagsBits.EmbedLinks, name: 'Embed Links', why: 'turn summaries and hands are embeds' },
  {
    flag: PermissionFlagsBits.AttachFiles,
    name: 'Attach Files',
    why: 'the board picture is a PNG attachment',
  },
  {
    flag: PermissionFlagsBits.ReadMessageHistory,
    name: 'Read Message History',
    why: 'to find its lobby and turn messages again after a restart',
  },
];

/** The sum of NEEDED_PERMISSIONS, for the invite link. */
export const PERMISSIONS_INTEGER = NEEDED_PERMISSIONS.reduce((a, p) => a | p.flag, 0n);

/** What posting in a game thread needs: all of NEEDED_PERMISSIONS but making threads. */
export const THREAD_POST_PERMISSIONS = NEEDED_PERMISSIONS.filter(
  (p) => p.flag !== PermissionFlagsBits.CreatePublicThreads,
);

/**
 * Names of the permissions of `needed` (by default all the bot needs) missing from `have` (the interaction's
 * `appPermissions`, or the bot's in a channel).
 */
export function missingPermissions(
  have: Readonly<PermissionsBitField> | null | undefined,
  needed = NEEDED_PERMISSIONS,
): string[] {
  if (!have) return [];
  return needed.filter((p) => !have.has(p.flag)).map((p) => p.name);
}

/**
 * "I need **Attach Files** in the game thread (…)": the permissions Discord refused an action for, named, and who
 * gives them back. `where`: "in the game thread".
 */
export function neededPermissionsText(missing: string[], where: string): string {
  const them = missing.length === 1 ? 'it' : 'them';
  return `I need ${listWords(missing.map((n) => `**${n}**`))} ${where} (a server admin can grant ${them} to Derrick's role, or in the channel's Permissions)`;
}

export function missingPermissionsText(missing: string[], where: string): string {
  const lines = NEEDED_PERMISSIONS.filter((p) => missing.includes(p.name)).map(
    (p) => `• **${p.name}** — ${p.why}`,
  );
  return `I can't run a game ${where}: I'm missing ${missing.length === 1 ? 'a permission' : 'permissions'}.\n${lines.join('\n')}\nAsk a server admin to grant ${missing.length === 1 ? 'it' : 'them'} to Derrick's role (Server Settings → Roles, or the channel's Permissions).`;
}

/** Where the bot was refused, when its permissions there are known (`appPermissions` of an interaction). */
export interface RefusedWhere {
  have: Readonly<PermissionsBitField> | null | undefined;
  /** Those a post there needs: NEEDED_PERMISSIONS in a channel, THREAD_POST_PERMISSIONS in a thread. */
  needed: typeof NEEDED_PERMISSIONS;
  /** "in this thread". */
  where: string;
}

/**
 * When `error` is Discord's Missing Permissions, which names no permission: those of `at.needed` the bot lacks
 * `at.where`, as `neededPermissionsText` says them ("I need **Attach Files** in the game thread (…)"); null for
 * another error, or when it lacks none of them.
 */
export function missingPermissionsNamed(error: unknown, at: RefusedWhere): string | null {
  if (!isDiscordCode(error, DiscordCode.missingPermissions)) return null;
  const missing = missingPermissions(at.have, at.needed);
  return missing.length > 0 ? neededPermissionsText(missing, at.where) : null;
}

/**
 * A friendly sentence when `error` is Discord refusing for lack of permission or access; else null. Missing
 * Permissions names no permission, so with `at` the sentence names those of `at.needed` the bot lacks there, as
 * the setup check of `/oil new` does; without them (or when it lacks none) it says what Discord said.
 */
export function describePermissionError(error: unknown, at?: RefusedWhere): string | null {
  const named = at ? missingPermissionsNamed(error, at) : null;
  if (named) return `I could not do that: ${named}.`;
  if (error instanceof DiscordAPIError) {
    if (error.code === DiscordCode.missingPermissions)
      return 'Discord says I am missing a permission in this channel (Missing Permissions).';
    if (error.code === DiscordCode.missingAccess)
      return 'Discord says I cannot access this channel (Missing Access).';
  }
  return null;
}
