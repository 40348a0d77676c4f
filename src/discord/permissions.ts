/**
 * The permissions the bot needs in a channel, why, and what to say when one is missing. The invite link in
 * docs/run-on-your-server.md asks for exactly these.
 */
import { DiscordAPIError, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

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

/** Names of needed permissions missing from `have` (the interaction's `appPermissions`). */
export function missingPermissions(have: Readonly<PermissionsBitField> | null | undefined): string[] {
  if (!have) return [];
  return NEEDED_PERMISSIONS.filter((p) => !have.has(p.flag)).map((p) => p.name);
}

export function missingPermissionsText(missing: string[], where: string): string {
  const lines = NEEDED_PERMISSIONS.filter((p) => missing.includes(p.name)).map(
    (p) => `• **${p.name}** — ${p.why}`,
  );
  return `I can't run a game ${where}: I'm missing ${missing.length === 1 ? 'a permission' : 'permissions'}.\n${lines.join('\n')}\nAsk a server admin to grant ${missing.length === 1 ? 'it' : 'them'} to Derrick's role (Server Settings → Roles, or the channel's Permissions).`;
}

/** A friendly sentence when `error` is Discord refusing for lack of permission or access; else null. */
export function describePermissionError(error: unknown): string | null {
  if (error instanceof DiscordAPIError) {
    if (error.code === 50013)
      return 'Discord says I am missing a permission in this channel (Missing Permissions).';
    if (error.code === 50001) return 'Discord says I cannot access this channel (Missing Access).';
  }
  return null;
}
