/**
 * Who can see a game's channel, for the lists of games that name it (`/oil games`, `/oil join`): a game in a
 * channel only some members may view (a staff room) is not shown to the others. From the bot's cache of the
 * server's roles and channels (the Guilds intent keeps them), by Discord's own order: the base permissions of
 * @everyone and the roles, Administrator sees all, then the channel's overwrites for @everyone, for the roles
 * and for the member.
 */
import {
  PermissionFlagsBits,
  type Guild,
  type GuildBasedChannel,
  type RepliableInteraction,
} from 'discord.js';

/** Whether someone with the roles `roleIds` (and the id `userId`, when known) may view `channel`. */
function sees(
  guild: Guild,
  channel: GuildBasedChannel,
  roleIds: readonly string[],
  userId?: string,
): boolean {
  const everyone = guild.roles.everyone;
  let bits = everyone.permissions.bitfield;
  for (const id of roleIds) bits |= guild.roles.cache.get(id)?.permissions.bitfield ?? 0n;
  if (bits & PermissionFlagsBits.Administrator) return true;
  const where = channel.isThread() ? channel.parent : channel;
  if (!where || !('permissionOverwrites' in where)) return false;
  const overwrites = where.permissionOverwrites.cache;
  const apply = (ids: readonly string[]) => {
    let deny = 0n;
    let allow = 0n;
    for (const id of ids) {
      const o = overwrites.get(id);
      deny |= o?.deny.bitfield ?? 0n;
      allow |= o?.allow.bitfield ?? 0n;
    }
    bits = (bits & ~deny) | allow;
  };
  apply([everyone.id]);
  apply(roleIds.filter((id) => id !== everyone.id));
  if (userId) apply([userId]);
  return (bits & PermissionFlagsBits.ViewChannel) !== 0n;
}

/**
 * Whether the game whose channel is `channelId` (its thread, or the channel it was opened from: `parentId`) may be
 * named in the answer to `interaction`: to the one who asked when only they see the answer, else to everyone who
 * sees the channel it is posted in (every role that may view that channel may view the game's). A channel the
 * bot does not know is not named.
 */
export function gameVisibleTo(
  interaction: RepliableInteraction,
  game: { channelId: string; parentChannelId: string | null },
  privately: boolean,
): boolean {
  const guild = interaction.guild;
  if (!guild) return false;
  if (game.channelId === interaction.channelId) return true;
  const target = guild.channels.cache.get(game.parentChannelId ?? game.channelId);
  if (!target) return false;
  if (privately) {
    const member = interaction.member;
    const roles = !member ? [] : Array.isArray(member.roles) ? member.roles : [...member.roles.cache.keys()];
    return sees(guild, target, roles, interaction.user.id);
  }
  const here = interaction.channelId ? guild.channels.cache.get(interaction.channelId) : undefined;
  if (!here) return false;
  // Every role (alone with @everyone) that sees the channel of the answer sees the game's, and so does every
  // member given sight of it by name.
  // The bot's own role and overwrites give no person sight.
  for (const role of guild.roles.cache.values()) {
    if (role.managed) continue;
    if (sees(guild, here, [role.id]) && !sees(guild, target, [role.id])) return false;
  }
  const where = here.isThread() ? here.parent : here;
  if (where && 'permissionOverwrites' in where) {
    for (const o of where.permissionOverwrites.cache.values()) {
      if (o.id === interaction.client.user.id) continue;
      if (o.type === 1 && o.allow.has(PermissionFlagsBits.ViewChannel) && !sees(guild, target, [], o.id))
        return false;
    }
  }
  return true;
}
