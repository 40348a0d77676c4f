/**
 * Who can see a game's channel, for the answers that name or link it (`/oil games`, `/oil join`, `/oil stats`): a
 * game in a channel only some members may view (a staff room) is not shown to the others. Discord's own permission
 * order (base permissions, Administrator, the channel's overwrites for @everyone, the roles and the member) is
 * discord.js's `permissionsFor`, over the bot's cache of the server's roles and channels (the Guilds intent
 * keeps them); a thread answers for its parent.
 */
import {
  GuildMember,
  PermissionFlagsBits,
  type GuildBasedChannel,
  type RepliableInteraction,
  type Role,
} from 'discord.js';

function sees(channel: GuildBasedChannel, who: GuildMember | Role): boolean {
  return channel.permissionsFor(who)?.has(PermissionFlagsBits.ViewChannel) ?? false;
}

/**
 * Whether the game whose channel is `channelId` (its thread, or the channel it was opened from: `parentId`) may be
 * named in the answer to `interaction`: to the one who asked when only they see the answer, else to everyone who
 * sees the channel it is posted in (every role that may view that channel may view the game's, and so may every
 * member given sight of it by name). A channel or member the bot does not know is not named.
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
  if (privately) return interaction.member instanceof GuildMember && sees(target, interaction.member);
  const here = interaction.channelId ? guild.channels.cache.get(interaction.channelId) : undefined;
  if (!here) return false;
  // The bot's own role and overwrites give no person sight.
  for (const role of guild.roles.cache.values()) {
    if (!role.managed && sees(here, role) && !sees(target, role)) return false;
  }
  const where = here.isThread() ? here.parent : here;
  if (where && 'permissionOverwrites' in where) {
    for (const o of where.permissionOverwrites.cache.values()) {
      if (o.id === interaction.client.user.id || o.type !== 1) continue;
      if (!o.allow.has(PermissionFlagsBits.ViewChannel)) continue;
      const member = guild.members.cache.get(o.id);
      if (!member || !sees(target, member)) return false;
    }
  }
  return true;
}
