import { EventEmitter } from 'node:events';
import {
  ChannelType,
  PermissionFlagsBits,
  type APIApplicationCommand,
  type APIRole,
  type APIUser,
  type RoleFlags,
} from 'discord-api-types/v10';
import { DiscordHttpError, ErrorCode, notFound } from './errors';
import type { ChannelRecord, GuildRecord, InteractionRecord, StoredAttachment, StoredMessage } from './model';
import {
  ADMIN_PERMISSIONS,
  BOT_PERMISSIONS,
  EVERYONE_PERMISSIONS,
  combinePermissions,
  hasPermission,
} from './permissions';
import { newSnowflake, snowflakeAt } from './snowflake';
import { defaultWorld, type WorldSpec } from './world';

/** How long interactions are remembered: past their 15-minute token, with a margin. */
const INTERACTION_MEMORY_MS = 20 * 60 * 1000;

/** Everything that happens in the stand-in, for the gateway, the driver and (later) the page's live feed. */
export interface StandInEvents {
  messageCreate: [StoredMessage];
  messageUpdate: [StoredMessage];
  messageDelete: [{ id: string; channelId: string; guildId: string; visibleTo: string | null }];
  threadCreate: [ChannelRecord];
  threadUpdate: [ChannelRecord];
  interactionCreate: [InteractionRecord];
  /** The bot answered an interaction callback (any type). */
  interactionResponse: [InteractionRecord];
  commandsUpdate: [{ guildId: string | null }];
}

const avatarless = (id: string, username: string, globalName: string | null, bot: boolean): APIUser => ({
  id,
  username,
  global_name: globalName,
  discriminator: '0',
  avatar: null,
  ...(bot ? { bot: true } : {}),
});

/** The in-memory Discord: guilds, channels, threads, members, users, messages, commands, interactions. */
export class Store extends EventEmitter<StandInEvents> {
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: APIUser;
  readonly users = new Map<string, APIUser>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly channels = new Map<string, ChannelRecord>();
  /** Messages per channel, oldest first. */
  readonly messages = new Map<string, StoredMessage[]>();
  readonly messageIndex = new Map<string, StoredMessage>();
  readonly attachments = new Map<string, StoredAttachment>();
  readonly globalCommands = new Map<string, APIApplicationCommand>();
  readonly guildCommands = new Map<string, Map<string, APIApplicationCommand>>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  /** Public base URL (http://host:port), set once the server listens; used for attachment URLs. */
  baseUrl = '';

  constructor(spec: WorldSpec = {}) {
    super();
    this.setMaxListeners(100);
    this.token = spec.token ?? defaultWorld.token;
    const now = Date.now();
    this.applicationId = spec.botId ?? snowflakeAt(now - 86_400_000);
    this.botUser = avatarless(this.applicationId, spec.botName ?? defaultWorld.botName, null, true);
    this.users.set(this.botUser.id, this.botUser);
    for (const user of spec.users ?? defaultWorld.users) {
      const id = user.id ?? newSnowflake();
      this.users.set(id, avatarless(id, user.username, user.globalName ?? null, false));
    }
    const guilds = spec.guilds ?? defaultWorld.guilds;
    guilds.forEach((guildSpec, index) => {
      // Consecutive timestamps put consecutive guilds on consecutive shards: (id >> 22) % shards.
      const id = guildSpec.id ?? snowflakeAt(now - 3_600_000 + index);
      this.addGuild(
        id,
        guildSpec.name,
        guildSpec.channels ?? ['general'],
        guildSpec.members,
        guildSpec.admins,
      );
    });
  }

  private addGuild(
    id: string,
    name: string,
    channelSpecs: (string | { name: string; id: string })[],
    members?: string[],
    admins?: string[],
  ): void {
    const joinedAt = new Date().toISOString();
    const role = (
      roleId: string,
      roleName: string,
      permissions: bigint,
      position: number,
      managed = false,
    ): APIRole => ({
      id: roleId,
      name: roleName,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position,
      permissions: permissions.toString(),
      managed,
      mentionable: false,
      flags: 0 as RoleFlags,
      ...(managed ? { tags: { bot_id: this.applicationId } } : {}),
    });
    const adminRoleId = newSnowflake();
    const botRoleId = newSnowflake();
    const guild: GuildRecord = {
      id,
      name,
      ownerId: '',
      roles: [
        role(id, '@everyone', EVERYONE_PERMISSIONS, 0),
        role(adminRoleId, 'Admin', ADMIN_PERMISSIONS, 2),
        role(botRoleId, this.botUser.username, BOT_PERMISSIONS, 1, true),
      ],
      members: new Map(),
      joinedAt,
    };
    const humans = [...this.users.values()].filter((u) => !u.bot);
    const wanted = members ? humans.filter((u) => members.includes(u.username)) : humans;
    for (const user of wanted) {
      const isAdmin = admins?.includes(user.username) ?? false;
      guild.members.set(user.id, {
        userId: user.id,
        roles: isAdmin ? [adminRoleId] : [],
        joinedAt,
        nick: null,
      });
    }
    guild.ownerId = wanted.find((u) => admins?.includes(u.username))?.id ?? wanted[0]?.id ?? this.botUser.id;
    guild.members.set(this.botUser.id, { userId: this.botUser.id, roles: [botRoleId], joinedAt, nick: null });
    this.guilds.set(id, guild);
    channelSpecs.forEach((spec, position) => {
      const channel: ChannelRecord = {
        id: typeof spec === 'string' ? newSnowflake() : spec.id,
        guildId: id,
        name: typeof spec === 'string' ? spec : spec.name,
        type: ChannelType.GuildText,
        position,
        topic: null,
        parentId: null,
        ownerId: null,
        thread: null,
        memberIds: new Set(),
        messageCount: 0,
        lastMessageId: null,
      };
      this.channels.set(channel.id, channel);
      this.messages.set(channel.id, []);
    });
  }

  // ---- lookups (throwing Discord's 404s) ----

  guild(id: string): GuildRecord {
    const guild = this.guilds.get(id);
    if (!guild) throw notFound(ErrorCode.UnknownGuild, 'Guild');
    return guild;
  }

  channel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw notFound(ErrorCode.UnknownChannel, 'Channel');
    return channel;
  }

  user(id: string): APIUser {
    const user = this.users.get(id);
    if (!user) throw notFound(ErrorCode.UnknownUser, 'User');
    return user;
  }

  message(channelId: string, messageId: string): StoredMessage {
    const stored = this.messageIndex.get(messageId);
    if (!stored || stored.message.channel_id !== channelId)
      throw notFound(ErrorCode.UnknownMessage, 'Message');
    return stored;
  }

  guildChannels(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((c) => c.guildId === guildId);
  }

  /** Resolve a user by id, username or display name (case-insensitive). */
  findUser(ref: string): APIUser | undefined {
    const byId = this.users.get(ref);
    if (byId) return byId;
    const lower = ref.toLowerCase();
    return [...this.users.values()].find(
      (u) => u.username.toLowerCase() === lower || u.global_name?.toLowerCase() === lower,
    );
  }

  /** Resolve a channel or thread by id or name (first match in the first guild that has it). */
  findChannel(ref: string, guildId?: string): ChannelRecord | undefined {
    const byId = this.channels.get(ref);
    if (byId) return byId;
    const name = ref.replace(/^#/, '').toLowerCase();
    return [...this.channels.values()].find(
      (c) => c.name.toLowerCase() === name && (guildId === undefined || c.guildId === guildId),
    );
  }

  /** Whether a user sees a channel: every text channel and public thread; private threads need membership. */
  canView(userId: string, channel: ChannelRecord): boolean {
    const guild = this.guilds.get(channel.guildId);
    if (!guild?.members.has(userId)) return false;
    if (channel.type !== ChannelType.PrivateThread) return true;
    return (
      channel.memberIds.has(userId) ||
      hasPermission(this.memberPermissions(channel.guildId, userId), PermissionFlagsBits.ManageThreads)
    );
  }

  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.guild(guildId);
    const member = guild.members.get(userId);
    if (!member) return 0n;
    if (guild.ownerId === userId) return combinePermissions([ADMIN_PERMISSIONS]);
    const bits = guild.roles
      .filter((r) => r.id === guildId || member.roles.includes(r.id))
      .map((r) => BigInt(r.permissions));
    return combinePermissions(bits);
  }

  // ---- messages ----

  addMessage(stored: StoredMessage): void {
    const list = this.messages.get(stored.message.channel_id);
    if (!list) throw notFound(ErrorCode.UnknownChannel, 'Channel');
    list.push(stored);
    this.messageIndex.set(stored.message.id, stored);
    const channel = this.channel(stored.message.channel_id);
    if (stored.visibleTo === null) {
      channel.lastMessageId = stored.message.id;
      if (channel.thread) channel.messageCount += 1;
      // Mentioning someone in a thread adds them to it (that is how private threads gain members).
      if (channel.thread) for (const user of stored.message.mentions) channel.memberIds.add(user.id);
    }
    this.emit('messageCreate', stored);
  }

  updateMessage(stored: StoredMessage): void {
    this.emit('messageUpdate', stored);
  }

  deleteMessage(stored: StoredMessage): void {
    const list = this.messages.get(stored.message.channel_id) ?? [];
    const index = list.indexOf(stored);
    if (index >= 0) list.splice(index, 1);
    this.messageIndex.delete(stored.message.id);
    this.emit('messageDelete', {
      id: stored.message.id,
      channelId: stored.message.channel_id,
      guildId: stored.guildId,
      visibleTo: stored.visibleTo,
    });
  }

  // ---- threads ----

  addThread(thread: ChannelRecord): void {
    this.channels.set(thread.id, thread);
    this.messages.set(thread.id, []);
    this.emit('threadCreate', thread);
  }

  updateThread(thread: ChannelRecord): void {
    this.emit('threadUpdate', thread);
  }

  // ---- interactions ----

  interactionByToken(token: string): InteractionRecord | undefined {
    return this.interactionsByToken.get(token);
  }

  addInteraction(record: InteractionRecord): void {
    this.forgetOldInteractions(record.createdAt);
    this.interactions.set(record.id, record);
    this.interactionsByToken.set(record.token, record);
    this.emit('interactionCreate', record);
  }

  /** Drop interactions whose token died long ago (keeping any whose modal is still waiting to be submitted). */
  private forgetOldInteractions(now: number): void {
    for (const [id, old] of this.interactions) {
      if (now - old.createdAt < INTERACTION_MEMORY_MS) break;
      if (old.modal) continue;
      this.interactions.delete(id);
      this.interactionsByToken.delete(old.token);
    }
  }

  commandsFor(guildId: string | null): Map<string, APIApplicationCommand> {
    if (guildId === null) return this.globalCommands;
    let commands = this.guildCommands.get(guildId);
    if (!commands) {
      commands = new Map();
      this.guildCommands.set(guildId, commands);
    }
    return commands;
  }

  assertGuildMember(guildId: string, userId: string): void {
    if (!this.guild(guildId).members.has(userId)) {
      throw new DiscordHttpError(404, ErrorCode.UnknownMember, 'Unknown Member');
    }
  }
}
