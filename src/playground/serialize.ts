import {
  ChannelType,
  type APIChannel,
  type ChannelFlags,
  type GuildMemberFlags,
  type APIGuildMember,
  type APIInteractionGuildMember,
  type APIThreadChannel,
  type GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import type { ChannelRecord, GuildRecord } from './model';
import type { Store } from './store';

/** Store records -> Discord API objects, shaped as Discord sends them. */

export function apiChannel(channel: ChannelRecord): APIChannel {
  if (channel.thread) return apiThread(channel);
  if (channel.type === ChannelType.DM) {
    return {
      id: channel.id,
      type: ChannelType.DM,
      last_message_id: channel.lastMessageId,
      recipients: channel.recipient ? [channel.recipient] : [],
      flags: 0 as ChannelFlags,
    } as APIChannel;
  }
  const common = {
    id: channel.id,
    guild_id: channel.guildId,
    name: channel.name,
    position: channel.position,
    permission_overwrites: channel.overwrites,
    parent_id: null,
    nsfw: false,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
  };
  switch (channel.type) {
    case ChannelType.GuildVoice:
      // A voice channel with its text chat.
      return {
        ...common,
        type: ChannelType.GuildVoice,
        bitrate: 64000,
        user_limit: 0,
        rtc_region: null,
        video_quality_mode: 1,
        last_message_id: channel.lastMessageId,
      } as APIChannel;
    case ChannelType.GuildForum:
      return {
        ...common,
        type: ChannelType.GuildForum,
        topic: channel.topic,
        last_message_id: channel.lastMessageId,
        default_thread_rate_limit_per_user: 0,
        default_auto_archive_duration: 1440,
        available_tags: [],
        default_reaction_emoji: null,
        default_sort_order: null,
        default_forum_layout: 0,
      } as unknown as APIChannel;
    default:
      return {
        ...common,
        type: channel.type as ChannelType.GuildText | ChannelType.GuildAnnouncement,
        topic: channel.topic,
        last_message_id: channel.lastMessageId,
        default_thread_rate_limit_per_user: 0,
        default_auto_archive_duration: 1440,
      } as APIChannel;
  }
}

export function apiThread(channel: ChannelRecord): APIThreadChannel {
  const meta = channel.thread;
  if (!meta) throw new Error(`channel ${channel.id} is not a thread`);
  return {
    id: channel.id,
    type: channel.type as
      ChannelType.PublicThread | ChannelType.PrivateThread | ChannelType.AnnouncementThread,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId,
    owner_id: channel.ownerId ?? undefined,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    message_count: channel.messageCount,
    member_count: Math.min(channel.memberIds.size, 50),
    total_message_sent: channel.messageCount,
    flags: 0,
    thread_metadata: {
      archived: meta.archived,
      auto_archive_duration: meta.autoArchiveDuration,
      archive_timestamp: meta.archiveTimestamp,
      locked: meta.locked,
      create_timestamp: meta.createTimestamp,
      ...(channel.type === ChannelType.PrivateThread ? { invitable: meta.invitable } : {}),
    },
  } as unknown as APIThreadChannel;
}

export function apiMember(store: Store, guild: GuildRecord, userId: string): APIGuildMember {
  const member = guild.members.get(userId);
  if (!member) throw new Error(`user ${userId} is not in guild ${guild.id}`);
  return {
    user: store.user(userId),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: member.roles,
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** A member as an interaction carries it: `permissions` are theirs in the interaction's channel. */
export function apiInteractionMember(
  store: Store,
  guild: GuildRecord,
  userId: string,
  channel: ChannelRecord,
): APIInteractionGuildMember {
  return {
    ...apiMember(store, guild, userId),
    user: store.user(userId),
    permissions: store.channelPermissions(channel, userId).toString(),
  };
}

export function apiGuildCreate(store: Store, guild: GuildRecord): GatewayGuildCreateDispatchData {
  const channels = store.guildChannels(guild.id);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    region: 'rotterdam',
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: guild.roles,
    emojis: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: channels[0]?.id ?? null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    stickers: [],
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    joined_at: guild.joinedAt,
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    voice_states: [],
    members: [...guild.members.keys()].map((id) => apiMember(store, guild, id)),
    channels: channels.filter((c) => !c.thread).map((c) => apiChannel(c)),
    // Active threads the bot can see (a private thread only if it is in it or has Manage Threads).
    threads: channels
      .filter((c) => c.thread && !c.thread.archived && store.canView(store.botUser.id, c))
      .map((c) => apiThread(c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  } as unknown as GatewayGuildCreateDispatchData;
}
