import { EventEmitter } from 'node:events';
import {
  ChannelType,
  OverwriteType,
  PermissionFlagsBits,
  type APIApplicationCommand,
  type APIOverwrite,
  type APIRole,
  type APIUser,
  type RoleFlags,
} from 'discord-api-types/v10';
import { DiscordHttpError, ErrorCode, notFound } from './errors';
import {
  DM_GUILD,
  type ChannelRecord,
  type GuildRecord,
  type InteractionRecord,
  type StoredAttachment,
  type StoredMessage,
} from './model';
import {
  ADMIN_PERMISSIONS,
  BOT_PERMISSIONS,
  DM_PERMISSIONS,
  EVERYONE_PERMISSIONS,
  applyImplicitDenials,
  applyOverwrites,
  basePermissions,
  hasPermission,
} from './permissions';
import { Clock } from './clock';
import { newSnowflake, snowflakeAt } from './snowflake';
import {
  DEFAULT_ACTIVE_THREAD_LIMIT,
  defaultWorld,
  type ChannelKind,
  type ChannelSpec,
  type GuildSpec,
  type OverwriteSpec,
  type WorldSpec,
} from './world';

/** Channel kinds of the world spec -> Discord channel types. */
const CHANNEL_KINDS: Record<ChannelKind, ChannelRecord['type']> = {
  text: ChannelType.GuildText,
  announcement: ChannelType.GuildAnnouncement,
  forum: ChannelType.GuildForum,
  voice: ChannelType.GuildVoice,
};

/** How long interactions are remembered: past their 15-minute token, with a margin. */
const INTERACTION_MEMORY_MS = 20 * 60 * 1000;

/** Everything that happens in the stand-in, for the gateway, the driver and (later) the page's live feed. */
export interface StandInEvents {
  messageCreate: [StoredMessage];
  messageUpdate: [StoredMessage];
  messageDelete: [{ id: string; channelId: string; guildId: string; visibleTo: string | null }];
  threadCreate: [ChannelRecord];
  threadUpdate: [ChannelRecord];
  /** A thread was deleted (THREAD_DELETE). */
  threadDelete: [ChannelRecord];
  /** A guild channel's settings or overwrites changed (CHANNEL_UPDATE). */
  channelUpdate: [ChannelRecord];
  /** A guild channel was deleted, with its threads and messages (CHANNEL_DELETE). */
  channelDelete: [ChannelRecord];
  /** A role's permissions changed (GUILD_ROLE_UPDATE). */
  roleUpdate: [{ guild: GuildRecord; role: APIRole }];
  /** The bot left or was removed from a guild (GUILD_DELETE to the bot). */
  guildDelete: [GuildRecord];
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
  /** The controllable clock (tests advance it to age threads and interactions). */
  readonly clock: Clock;

  constructor(spec: WorldSpec = {}, clock = new Clock()) {
    super();
    this.clock = clock;
    this.setMaxListeners(100);
    this.token = spec.token ?? defaultWorld.token;
    const now = clock.now();
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
      this.addGuild(id, guildSpec);
    });
  }

  private addGuild(id: string, spec: GuildSpec): void {
    const joinedAt = this.clock.iso();
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
    const extraRoles = (spec.roles ?? []).map((r, i) => ({
      spec: r,
      role: role(newSnowflake(), r.name, BigInt(r.permissions), i + 1),
    }));
    const top = extraRoles.length + 1;
    const guild: GuildRecord = {
      id,
      name: spec.name,
      ownerId: '',
      roles: [
        role(id, '@everyone', BigInt(spec.everyone ?? EVERYONE_PERMISSIONS), 0),
        ...extraRoles.map((r) => r.role),
        role(botRoleId, this.botUser.username, BigInt(spec.botPermissions ?? BOT_PERMISSIONS), top, true),
        role(adminRoleId, 'Admin', ADMIN_PERMISSIONS, top + 1),
      ],
      members: new Map(),
      joinedAt,
      activeThreadLimit: spec.activeThreadLimit ?? DEFAULT_ACTIVE_THREAD_LIMIT,
    };
    const humans = [...this.users.values()].filter((u) => !u.bot);
    const wanted = spec.members ? humans.filter((u) => spec.members?.includes(u.username)) : humans;
    for (const user of wanted) {
      const isAdmin = spec.admins?.includes(user.username) ?? false;
      const roles = [
        ...(isAdmin ? [adminRoleId] : []),
        ...extraRoles.filter((r) => r.spec.members?.includes(user.username)).map((r) => r.role.id),
      ];
      guild.members.set(user.id, { userId: user.id, roles, joinedAt, nick: null });
    }
    guild.ownerId =
      wanted.find((u) => spec.admins?.includes(u.username))?.id ?? wanted[0]?.id ?? this.botUser.id;
    guild.members.set(this.botUser.id, { userId: this.botUser.id, roles: [botRoleId], joinedAt, nick: null });
    this.guilds.set(id, guild);
    (spec.channels ?? ['general']).forEach((entry, position) => {
      const channelSpec: ChannelSpec = typeof entry === 'string' ? { name: entry } : entry;
      const channel: ChannelRecord = {
        id: channelSpec.id ?? newSnowflake(),
        guildId: id,
        name: channelSpec.name,
        type: CHANNEL_KINDS[channelSpec.kind ?? 'text'],
        position,
        topic: null,
        parentId: null,
        ownerId: null,
        thread: null,
        overwrites: (channelSpec.overwrites ?? []).map((o) => this.overwriteFrom(guild, o)),
        memberIds: new Set(),
        messageCount: 0,
        lastMessageId: null,
      };
      this.channels.set(channel.id, channel);
      this.messages.set(channel.id, []);
    });
  }

  /** An API overwrite from a world spec: its target resolved to the @everyone role, a role or a member. */
  overwriteFrom(guild: GuildRecord, spec: OverwriteSpec): APIOverwrite {
    const bits = { allow: BigInt(spec.allow ?? 0n).toString(), deny: BigInt(spec.deny ?? 0n).toString() };
    if (spec.everyone) return { id: guild.id, type: OverwriteType.Role, ...bits };
    if (spec.role !== undefined) {
      const wanted = spec.role.toLowerCase();
      const role = guild.roles.find((r) => r.id === spec.role || r.name.toLowerCase() === wanted);
      if (!role) throw new Error(`overwrite for unknown role "${spec.role}" in ${guild.name}`);
      return { id: role.id, type: OverwriteType.Role, ...bits };
    }
    const user = spec.user === undefined ? undefined : this.findUser(spec.user);
    if (!user)
      throw new Error(`an overwrite needs everyone, a role or a known user (got ${JSON.stringify(spec)})`);
    return { id: user.id, type: OverwriteType.Member, ...bits };
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

  /** Whether a user sees a channel: View Channel there (private threads also need membership or Manage Threads). */
  canView(userId: string, channel: ChannelRecord): boolean {
    return hasPermission(this.channelPermissions(channel, userId), PermissionFlagsBits.ViewChannel);
  }

  /** Guild-level permissions: @everyone and the member's roles (0 for a non-member). */
  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.guild(guildId);
    const member = guild.members.get(userId);
    if (!member) return 0n;
    return basePermissions({
      guildId,
      ownerId: guild.ownerId,
      userId,
      roles: guild.roles,
      memberRoleIds: member.roles,
    });
  }

  /**
   * A member's permissions in a channel, as Discord computes them: guild base, the channel's overwrites (a
   * thread's are its parent's), implicit denials; a private thread is hidden from non-members without
   * Manage Threads.
   */
  channelPermissions(channel: ChannelRecord, userId: string): bigint {
    if (channel.type === ChannelType.DM)
      return userId === channel.recipient?.id || userId === this.botUser.id ? DM_PERMISSIONS : 0n;
    const guild = this.guilds.get(channel.guildId);
    const member = guild?.members.get(userId);
    if (!guild || !member) return 0n;
    const parent = channel.thread && channel.parentId ? this.channels.get(channel.parentId) : undefined;
    const overwrites = (parent ?? channel).overwrites;
    const base = this.memberPermissions(guild.id, userId);
    let bits = applyImplicitDenials(applyOverwrites(base, overwrites, guild.id, userId, member.roles));
    if (
      channel.type === ChannelType.PrivateThread &&
      !channel.memberIds.has(userId) &&
      !hasPermission(bits, PermissionFlagsBits.ManageThreads)
    ) {
      bits = 0n;
    }
    return bits;
  }

  /**
   * The DM channel between the bot and a user, opened on first use. Discord lets a bot DM only users it shares
   * a guild with (else 400/50007).
   */
  dmChannel(userId: string): ChannelRecord {
    const existing = [...this.channels.values()].find(
      (c) => c.type === ChannelType.DM && c.recipient?.id === userId,
    );
    if (existing) return existing;
    const user = this.user(userId);
    const shared = [...this.guilds.values()].some(
      (g) => g.members.has(userId) && g.members.has(this.botUser.id),
    );
    if (user.bot || !shared) throw new DiscordHttpError(400, 50007, 'Cannot send messages to this user');
    const channel: ChannelRecord = {
      id: newSnowflake(),
      guildId: DM_GUILD,
      recipient: user,
      // DMs have no name on Discord; '@ana' keeps driver messages readable and never matches a channel name.
      name: `@${user.username}`,
      type: ChannelType.DM,
      position: 0,
      topic: null,
      parentId: null,
      ownerId: null,
      thread: null,
      overwrites: [],
      memberIds: new Set([userId, this.botUser.id]),
      messageCount: 0,
      lastMessageId: null,
    };
    this.channels.set(channel.id, channel);
    this.messages.set(channel.id, []);
    return channel;
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
      if (channel.thread) {
        channel.messageCount += 1;
        channel.thread.lastActivityAt = this.clock.now();
      }
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

  /** Active (unarchived) threads of a guild, for the active-thread cap. */
  activeThreadCount(guildId: string): number {
    let count = 0;
    for (const c of this.channels.values())
      if (c.guildId === guildId && c.thread && !c.thread.archived) count += 1;
    return count;
  }

  /** Refuse a new or unarchived thread when the guild is at its cap (400, 160006). */
  assertThreadRoom(guildId: string): void {
    if (this.activeThreadCount(guildId) >= this.guild(guildId).activeThreadLimit) {
      throw new DiscordHttpError(400, ErrorCode.MaxActiveThreads, 'Maximum number of active threads reached');
    }
  }

  /** Archive or unarchive a thread now (archive_timestamp moves; activity restarts on unarchive). */
  setArchived(thread: ChannelRecord, archived: boolean): void {
    if (!thread.thread) return;
    thread.thread.archived = archived;
    thread.thread.archiveTimestamp = this.clock.iso();
    if (!archived) thread.thread.lastActivityAt = this.clock.now();
  }

  /**
   * Archive every thread idle for its auto_archive_duration (THREAD_UPDATE each), as Discord's background job
   * does. Runs when the clock advances and before each REST request.
   */
  archiveIdleThreads(): void {
    const now = this.clock.now();
    for (const channel of this.channels.values()) {
      const meta = channel.thread;
      if (!meta || meta.archived) continue;
      const idleUntil = meta.lastActivityAt + meta.autoArchiveDuration * 60_000;
      if (now < idleUntil) continue;
      meta.archived = true;
      meta.archiveTimestamp = new Date(idleUntil).toISOString();
      this.updateThread(channel);
    }
  }

  // ---- deletion ----

  /** Delete a channel or thread with its messages (and a channel's threads), emitting Discord's events. */
  deleteChannel(channel: ChannelRecord): void {
    const threads = channel.thread
      ? []
      : [...this.channels.values()].filter((c) => c.parentId === channel.id && c.thread);
    for (const gone of [channel, ...threads]) {
      for (const stored of this.messages.get(gone.id) ?? []) {
        this.messageIndex.delete(stored.message.id);
        for (const a of stored.message.attachments) this.attachments.delete(a.id);
      }
      this.messages.delete(gone.id);
      this.channels.delete(gone.id);
    }
    if (channel.thread) this.emit('threadDelete', channel);
    else this.emit('channelDelete', channel);
  }

  /** The bot leaves a guild (kicked, or the guild deleted for it): GUILD_DELETE; then its requests get 10004 (the guild) or 50001 (its channels). */
  removeBotFromGuild(guildId: string): void {
    const guild = this.guild(guildId);
    if (!guild.members.delete(this.botUser.id)) return;
    this.emit('guildDelete', guild);
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
