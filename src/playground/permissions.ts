import { PermissionFlagsBits } from 'discord-api-types/v10';

const P = PermissionFlagsBits;

/** What @everyone may do in the seed guilds (Discord's defaults for a new server, minus voice). */
export const EVERYONE_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.CreatePrivateThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.AddReactions |
  P.UseExternalEmojis |
  P.ReadMessageHistory |
  P.UseApplicationCommands |
  P.ChangeNickname |
  P.CreateInstantInvite;

export const ADMIN_PERMISSIONS = P.Administrator;

/** The bot's managed role: exactly what a game bot in threads needs. */
export const BOT_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.CreatePrivateThreads |
  P.ManageThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.UseExternalEmojis |
  P.AddReactions;

export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** Guild-level permissions from role bits (no channel overwrites exist in the stand-in). */
export function combinePermissions(roleBits: bigint[]): bigint {
  const combined = roleBits.reduce((all, bits) => all | bits, 0n);
  return (combined & P.Administrator) !== 0n ? ALL_PERMISSIONS : combined;
}

export function hasPermission(permissions: bigint, bit: bigint): boolean {
  return (permissions & P.Administrator) !== 0n || (permissions & bit) === bit;
}
