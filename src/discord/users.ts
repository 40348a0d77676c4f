/** Who clicked: the acting user's id and display name, and whether they may moderate games. */
import type { RepliableInteraction } from 'discord.js';
import type { User } from './desk';
import { safeName } from './names';

export function userOf(interaction: RepliableInteraction): User {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : null;
  return { id: interaction.user.id, name: nick ?? interaction.user.globalName ?? interaction.user.username };
}

/** Manage Threads or Administrator: may end someone else's game or repair one. */
export function isAdminish(interaction: RepliableInteraction): boolean {
  const perms = interaction.memberPermissions;
  return !!perms && (perms.has('ManageThreads') || perms.has('Administrator'));
}

/**
 * The clicker's name as the thread tells a host's decision they made: "Dev (a server admin)" when they are not
 * the game's host, so nobody reads an admin's decision as the host's.
 */
export function deciderName(interaction: RepliableInteraction, hostUserId: string): string {
  const name = safeName(userOf(interaction).name);
  return hostUserId === interaction.user.id ? name : `${name} (a server admin)`;
}
