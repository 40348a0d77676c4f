/**
 * Discord's permission arithmetic, as documented ("Permissions" → "Permission Hierarchy" and "Implicit
 * Permissions"): base = @everyone | the member's roles (Administrator or ownership = everything); then the
 * channel's overwrites in order — @everyone deny/allow, all the member's roles' denies then allows combined,
 * the member's own deny/allow; then implicit denials. Pure functions over plain records.
 */
import { OverwriteType, PermissionFlagsBits, type APIOverwrite } from 'discord-api-types/v10';
import { PERMISSIONS_INTEGER } from '../discord/permissions';

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

/**
 * The bot's managed role by default: exactly what the invite link asks for (one source of truth with the
 * bot's own list in src/discord/permissions.ts).
 */
export const BOT_PERMISSIONS = PERMISSIONS_INTEGER;

/**
 * What an app has in a DM with its bot user (the `app_permissions` Discord sends from a bot DM): reading and
 * writing there, with embeds, files and history.
 */
export const DM_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.AddReactions |
  P.UseExternalEmojis |
  P.MentionEveryone |
  P.UseApplicationCommands;

export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What a member without View Channel still lacks after the text implicit denial (Send Messages). */
const NEEDS_SEND_MESSAGES = P.MentionEveryone | P.SendTTSMessages | P.AttachFiles | P.EmbedLinks;

/** The guild-wide part: @everyone's bits, the member's roles' bits; the owner and Administrator get all. */
export function basePermissions(input: {
  guildId: string;
  ownerId: string;
  userId: string;
  roles: { id: string; permissions: string }[];
  memberRoleIds: string[];
}): bigint {
  if (input.userId === input.ownerId) return ALL_PERMISSIONS;
  const everyone = input.roles.find((r) => r.id === input.guildId);
  let bits = everyone ? BigInt(everyone.permissions) : 0n;
  for (const role of input.roles) {
    if (input.memberRoleIds.includes(role.id)) bits |= BigInt(role.permissions);
  }
  return (bits & P.Administrator) !== 0n ? ALL_PERMISSIONS : bits;
}

/** Channel overwrites on top of `base`, in Discord's order. Administrators are not affected. */
export function applyOverwrites(
  base: bigint,
  overwrites: APIOverwrite[],
  guildId: string,
  userId: string,
  memberRoleIds: string[],
): bigint {
  if ((base & P.Administrator) !== 0n) return ALL_PERMISSIONS;
  let bits = base;
  const everyone = overwrites.find((o) => o.type === OverwriteType.Role && o.id === guildId);
  if (everyone) bits = (bits & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const o of overwrites) {
    if (o.type === OverwriteType.Role && o.id !== guildId && memberRoleIds.includes(o.id)) {
      roleAllow |= BigInt(o.allow);
      roleDeny |= BigInt(o.deny);
    }
  }
  bits = (bits & ~roleDeny) | roleAllow;
  const member = overwrites.find((o) => o.type === OverwriteType.Member && o.id === userId);
  if (member) bits = (bits & ~BigInt(member.deny)) | BigInt(member.allow);
  return bits;
}

/**
 * Discord's implicit denials in a channel: without View Channel nothing at all; without Send Messages no
 * Mention Everyone, TTS, Attach Files or Embed Links (in a thread, the parent's Send Messages counts too).
 */
export function applyImplicitDenials(bits: bigint): bigint {
  if ((bits & P.Administrator) !== 0n) return bits;
  if ((bits & P.ViewChannel) === 0n) return 0n;
  if ((bits & P.SendMessages) === 0n) return bits & ~NEEDS_SEND_MESSAGES;
  return bits;
}

export function hasPermission(permissions: bigint, bit: bigint): boolean {
  return (permissions & P.Administrator) !== 0n || (permissions & bit) === bit;
}

/** Readable names of the set bits, for error messages and test failures. */
export function permissionNames(bits: bigint): string[] {
  return Object.entries(PermissionFlagsBits)
    .filter(([, bit]) => (bits & bit) === bit)
    .map(([name]) => name);
}
