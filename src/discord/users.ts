/** Who clicked: the acting user's id and display name, and whether they may moderate games. */
import { GuildMember, type RepliableInteraction } from 'discord.js';
import type { User } from './desk';
import { safeName } from './names';

export function userOf(interaction: RepliableInteraction): User {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : null;
  return { id: interaction.user.id, name: nick ?? interaction.user.globalName ?? interaction.user.username };
}

/**
 * Manage Threads or Administrator in the channel of the interaction: may end someone else's game or repair one.
 * A game lives in its thread, so a moderator of that channel may moderate it; a server-wide setting asks for
 * `canManageServer`.
 */
export function isAdminish(interaction: RepliableInteraction): boolean {
  const perms = interaction.memberPermissions;
  return !!perms && (perms.has('ManageThreads') || perms.has('Administrator'));
}

/**
 * Manage Server (Administrator implies it) across the server: may change a setting that holds in every channel
 * (the vacation days a year). Read from the member's roles, not from the interaction's channel: there a channel's
 * overwrites count, and a power granted on one channel must not reach the whole server. A member of a server
 * the bot does not hold in its cache comes as plain data, with the channel's permissions only.
 */
export function canManageServer(interaction: RepliableInteraction): boolean {
  const member = interaction.member;
  const perms = member instanceof GuildMember ? member.permissions : interaction.memberPermissions;
  return !!perms && perms.has('ManageGuild');
}

/**
 * The clicker's name as the thread tells a host's decision they made: "Dev (a server admin)" when they are not
 * the game's host, so nobody reads an admin's decision as the host's.
 */
export function deciderName(interaction: RepliableInteraction, hostUserId: string): string {
  const name = safeName(userOf(interaction).name);
  return hostUserId === interaction.user.id ? name : `${name} (a server admin)`;
}
