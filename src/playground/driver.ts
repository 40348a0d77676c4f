import { errorText } from '../error-text';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  ApplicationCommandType,
  ButtonStyle,
  ChannelType,
  InteractionContextType,
  PermissionFlagsBits,
  ComponentType,
  InteractionType,
  type APIActionRowComponent,
  type APIApplicationCommand,
  type APIApplicationCommandOptionChoice,
  type APIComponentInMessageActionRow,
  type APIInteraction,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type APIUser,
} from 'discord-api-types/v10';
import type { ActiveFault, FaultSpec, FaultSwitches } from './faults';
import type { Gateway } from './gateway';
import type {
  AutocompleteRequest,
  ButtonClick,
  DriverEvents,
  DriverMessageEvent,
  MessageWaitOptions,
  ModalSubmission,
  SelectChoice,
  SlashCommand,
  UserPost,
  UserRef,
  ChannelRef,
  WaitOptions,
} from './driver-types';
import { InteractionHandle } from './interaction-handle';
import { DriverError, buildOptions, collectTextInputs, interactionBase } from './interaction-payloads';
import { DEFAULT_TIMEOUT_MS, waitForStore } from './waiting';
import { DM_GUILD, type ChannelRecord, type InteractionRecord, type StoredMessage } from './model';
import { apiChannel, apiThread } from './serialize';
import { composeMessage, plainMessageRefusal } from './messages';
import { newSnowflake } from './snowflake';
import type { OverwriteSpec } from './world';
import { hasPermission } from './permissions';
import type { StandInEvents, Store } from './store';

export { DriverError } from './interaction-payloads';
export { commandFromTree } from './interaction-payloads';
export type { OptionTreeNode, OptionValue } from './interaction-payloads';
export { InteractionHandle } from './interaction-handle';
export type * from './driver-types';

/**
 * Act as any user of the stand-in and observe what they see. Used by tests, by the bot's e2e tests and by the
 * playground page. Every action returns an InteractionHandle; mistakes throw DriverError and change nothing.
 */
export class Driver {
  /** Live feed for the page (SSE) and tests. */
  readonly events = new EventEmitter<DriverEvents>();
  private readonly pending = new Set<() => void>();
  private readonly submittedModals = new Set<string>();

  constructor(
    readonly store: Store,
    private readonly gateway: Gateway,
    readonly faults: FaultSwitches,
  ) {
    this.events.setMaxListeners(100);
    const wrap = (s: StoredMessage): DriverMessageEvent => ({
      message: s.message,
      channelId: s.message.channel_id,
      guildId: s.guildId,
      visibleTo: s.visibleTo,
    });
    store.on('messageCreate', (s) => this.events.emit('messageCreate', wrap(s)));
    store.on('messageUpdate', (s) => this.events.emit('messageUpdate', wrap(s)));
    store.on('messageDelete', (d) => this.events.emit('messageDelete', d));
    store.on('threadCreate', (t) => this.events.emit('threadCreate', apiThread(t)));
    store.on('threadUpdate', (t) => this.events.emit('threadUpdate', apiThread(t)));
    const gone = (c: ChannelRecord) =>
      this.events.emit('channelDelete', {
        id: c.id,
        guildId: c.guildId,
        parentId: c.parentId,
        thread: c.thread !== null,
      });
    store.on('threadDelete', gone);
    store.on('channelDelete', gone);
    store.on('commandsUpdate', (c) => this.events.emit('commandsUpdate', c));
    store.on('interactionResponse', (i) => {
      if (i.ack)
        this.events.emit('interactionResponse', {
          interactionId: i.id,
          userId: i.userId,
          responseType: i.ack.type,
        });
    });
  }

  // ---- the world ----

  get botUser(): APIUser {
    return this.store.botUser;
  }

  /** Human users of the world. */
  users(): APIUser[] {
    return [...this.store.users.values()].filter((u) => !u.bot);
  }

  user(ref: UserRef): APIUser {
    const user = this.store.findUser(ref);
    if (!user) throw new DriverError(`no user "${ref}"`);
    return user;
  }

  guilds(): { id: string; name: string }[] {
    return [...this.store.guilds.values()].map((g) => ({ id: g.id, name: g.name }));
  }

  /**
   * Text channels and threads of a guild (default: the first); with `user`, only those that user can see
   * (private threads need membership or Manage Threads).
   */
  channels(guildId?: string, user?: UserRef): ReturnType<typeof apiChannel>[] {
    const guild = guildId ?? this.guilds()[0]?.id ?? '';
    const userId = user === undefined ? null : this.user(user).id;
    return this.store
      .guildChannels(guild)
      .filter((c) => userId === null || this.store.canView(userId, c))
      .map(apiChannel);
  }

  channel(ref: ChannelRef): ChannelRecord {
    const channel = this.store.findChannel(ref);
    if (!channel) throw new DriverError(`no channel "${ref}"`);
    return channel;
  }

  /** Commands a user could run in a guild: guild commands first, then global ones. */
  commands(guildId?: string): APIApplicationCommand[] {
    const guild = guildId ?? this.guilds()[0]?.id ?? '';
    const guildCommands = [...this.store.commandsFor(guild).values()];
    const names = new Set(guildCommands.map((c) => c.name));
    return [...guildCommands, ...[...this.store.globalCommands.values()].filter((c) => !names.has(c.name))];
  }

  /** Messages of a channel as `user` sees them: public ones and their own ephemerals, oldest first. */
  visibleMessages(user: UserRef, channel: ChannelRef): APIMessage[] {
    const userId = this.user(user).id;
    const target = this.channel(channel);
    if (!this.store.canView(userId, target)) return [];
    return (this.store.messages.get(target.id) ?? [])
      .filter((m) => m.visibleTo === null || m.visibleTo === userId)
      .map((m) => m.message);
  }

  /** Whether `user` may see this message (public, or their own ephemeral). */
  canSee(user: UserRef, messageId: string): boolean {
    const stored = this.store.messageIndex.get(messageId);
    const userId = this.user(user).id;
    return (
      stored !== undefined &&
      (stored.visibleTo === null || stored.visibleTo === userId) &&
      this.store.canView(userId, this.store.channel(stored.message.channel_id))
    );
  }

  // ---- acting as a user ----

  runCommand(invocation: SlashCommand): InteractionHandle {
    return this.command(invocation, null);
  }

  /** Type into an autocomplete option and get the bot's choices. */
  async autocomplete(
    request: AutocompleteRequest,
    options: WaitOptions = {},
  ): Promise<APIApplicationCommandOptionChoice[]> {
    return this.command(request, request.focused).waitForChoices(options);
  }

  clickButton(click: ButtonClick): InteractionHandle {
    const { userId, stored, component } = this.component(click, ComponentType.Button);
    if (
      'style' in component &&
      (component.style === ButtonStyle.Link || component.style === ButtonStyle.Premium)
    ) {
      throw new DriverError(`button "${click.customId}" is a link, not an interaction`);
    }
    return this.componentInteraction(userId, stored, {
      custom_id: click.customId,
      component_type: ComponentType.Button,
    });
  }

  chooseInSelect(choice: SelectChoice): InteractionHandle {
    const { userId, stored, component } = this.component(choice, ComponentType.StringSelect);
    if (component.type !== ComponentType.StringSelect) throw new DriverError('not a string select');
    const min = component.min_values ?? 1;
    const max = component.max_values ?? 1;
    if (choice.values.length < min || choice.values.length > max) {
      throw new DriverError(`select "${choice.customId}" takes ${min}–${max} values`);
    }
    const known = new Set(component.options.map((o) => o.value));
    const unknownValue = choice.values.find((v) => !known.has(v));
    if (unknownValue !== undefined)
      throw new DriverError(`"${unknownValue}" is not an option of "${choice.customId}"`);
    if (new Set(choice.values).size !== choice.values.length) throw new DriverError('values must differ');
    return this.componentInteraction(userId, stored, {
      custom_id: choice.customId,
      component_type: ComponentType.StringSelect,
      values: choice.values,
    });
  }

  submitModal(submission: ModalSubmission): InteractionHandle {
    const userId = this.user(submission.user).id;
    const from =
      typeof submission.from === 'string' ? this.openModal(userId, submission.from) : submission.from.record;
    const modal = from.modal;
    if (!modal) throw new DriverError(`interaction ${from.id} was not answered with a modal`);
    if (from.userId !== userId) throw new DriverError('only the user the modal was shown to can submit it');
    if (this.submittedModals.has(from.id)) throw new DriverError('this modal was already submitted');
    const inputs = collectTextInputs(modal);
    for (const input of inputs) {
      const value = submission.values[input.custom_id] ?? '';
      if (input.required !== false && value === '') throw new DriverError(`"${input.custom_id}" is required`);
      if (
        (input.min_length !== undefined && value !== '' && value.length < input.min_length) ||
        (input.max_length !== undefined && value.length > input.max_length)
      ) {
        throw new DriverError(`"${input.custom_id}" has the wrong length`);
      }
    }
    const extra = Object.keys(submission.values).find((key) => !inputs.some((i) => i.custom_id === key));
    if (extra) throw new DriverError(`the modal has no field "${extra}"`);
    const channel = this.store.channel(from.channelId);
    const id = newSnowflake();
    const token = randomBytes(24).toString('base64url');
    const source = from.sourceMessageId ? this.store.messageIndex.get(from.sourceMessageId) : undefined;
    const components = modal.components.map((row) => {
      if (row.type === ComponentType.ActionRow) {
        return {
          type: ComponentType.ActionRow,
          components: row.components.map((c) => ({
            type: ComponentType.TextInput,
            custom_id: c.custom_id,
            value: submission.values[c.custom_id] ?? '',
          })),
        };
      }
      const inner = 'component' in row ? (row.component as { custom_id?: string; type: number }) : undefined;
      return {
        type: row.type,
        component: inner
          ? {
              type: inner.type,
              custom_id: inner.custom_id,
              value: submission.values[inner.custom_id ?? ''] ?? '',
            }
          : undefined,
      };
    });
    const payload = {
      ...interactionBase(this.store, userId, channel, id, token),
      type: InteractionType.ModalSubmit,
      data: { custom_id: modal.custom_id, components },
      ...(source ? { message: source.message } : {}),
    } as unknown as APIInteraction;
    const handle = this.dispatch(payload, userId, channel, source?.message.id ?? null);
    this.submittedModals.add(from.id);
    return handle;
  }

  /** The latest modal shown to `user` (optionally with this custom_id) and not yet submitted, or null. */
  pendingModal(user: UserRef, customId?: string): APIModalInteractionResponseCallbackData | null {
    const userId = this.user(user).id;
    try {
      return this.openModal(userId, customId).modal;
    } catch {
      return null;
    }
  }

  /** Dismiss one of `user`'s ephemeral messages (as the Discord client's "Dismiss message"). */
  dismissEphemeral(user: UserRef, messageId: string): void {
    const userId = this.user(user).id;
    const stored = this.store.messageIndex.get(messageId);
    if (!stored || stored.visibleTo !== userId)
      throw new DriverError(`${user} has no ephemeral message ${messageId}`);
    this.store.deleteMessage(stored);
  }

  /** An attachment's bytes (also served over HTTP at its `url`). */
  attachment(attachmentId: string): { filename: string; contentType: string; data: Buffer } | undefined {
    const found = this.store.attachments.get(attachmentId);
    return found ? { filename: found.filename, contentType: found.contentType, data: found.data } : undefined;
  }

  // ---- waiting ----

  /** Until a message matching `predicate` exists (created or edited into shape). */
  waitForMessage(
    predicate: (message: APIMessage, event: DriverMessageEvent) => boolean,
    options: MessageWaitOptions = {},
  ): Promise<APIMessage> {
    const userId = options.user ? this.user(options.user).id : null;
    const channelId = options.channel ? this.channel(options.channel).id : null;
    const fits = (s: StoredMessage) =>
      (userId === null || this.canSee(userId, s.message.id)) &&
      (channelId === null || s.message.channel_id === channelId) &&
      predicate(s.message, {
        message: s.message,
        channelId: s.message.channel_id,
        guildId: s.guildId,
        visibleTo: s.visibleTo,
      });
    let candidates: StoredMessage[] =
      options.includeExisting === false ? [] : [...this.store.messageIndex.values()];
    const collect = (s: StoredMessage) => candidates.push(s);
    this.store.on('messageCreate', collect);
    this.store.on('messageUpdate', collect);
    const stop = () => {
      this.store.off('messageCreate', collect);
      this.store.off('messageUpdate', collect);
    };
    const found = this.waitUntil(
      ['messageCreate', 'messageUpdate'],
      () => {
        const hit = candidates.find(fits);
        candidates = [];
        return hit?.message;
      },
      options,
      'a matching message',
    );
    return found.finally(stop);
  }

  /** Until the bot has at least one live gateway session (it logged in). */
  waitForBot(options: WaitOptions = {}): Promise<true> {
    return this.waitUntil(
      [],
      () => (this.gateway.sessionCount > 0 ? true : undefined),
      options,
      'the bot to connect',
      50,
    );
  }

  /** Until `check` returns a value, re-checked on every stand-in event of `events` (or every `pollMs`). */
  waitUntil<T>(
    events: (keyof StandInEvents)[],
    check: () => T | undefined,
    options: WaitOptions,
    what: string,
    pollMs?: number,
  ): Promise<T> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (pollMs === undefined) return waitForStore(this.store, events, check, timeoutMs, what, this.pending);
    const started = Date.now();
    return new Promise<T>((resolve, reject) => {
      const tick = () => {
        const value = check();
        if (value !== undefined) return resolve(value);
        if (Date.now() - started > timeoutMs)
          return reject(new DriverError(`timed out after ${timeoutMs} ms waiting for ${what}`));
        setTimeout(tick, pollMs);
      };
      tick();
    });
  }

  // ---- time ----

  /** The stand-in's clock (ms); it runs with real time plus whatever tests advanced it by. */
  now(): number {
    return this.store.clock.now();
  }

  /** Move the clock forward: threads idle past their auto_archive_duration archive (THREAD_UPDATE). */
  advanceClock(ms: number): void {
    this.store.clock.advance(ms);
  }

  // ---- what people do in Discord's own client ----

  /**
   * `user` writes a plain message, as in Discord's client: they need View Channel and Send Messages (Send
   * Messages in Threads in a thread); a locked thread refuses them without Manage Threads; an archived,
   * unlocked thread is unarchived by their message.
   */
  postMessage(post: UserPost): APIMessage {
    const author = this.user(post.user);
    const channel = this.channel(post.channel);
    const permissions = this.store.channelPermissions(channel, author.id);
    const has = (bit: bigint) => hasPermission(permissions, bit);
    if (!has(PermissionFlagsBits.ViewChannel))
      throw new DriverError(`${post.user} cannot see #${channel.name}`);
    if (channel.type === ChannelType.GuildForum)
      throw new DriverError(`#${channel.name} is a forum: write in one of its posts`);
    if (!has(channel.thread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages))
      throw new DriverError(`${post.user} may not send messages in #${channel.name}`);
    if (channel.thread?.locked && !has(PermissionFlagsBits.ManageThreads))
      throw new DriverError(`#${channel.name} is locked: only moderators can write there`);
    if (channel.thread?.archived) this.assertThreadRoom(channel.guildId);
    const refusal = plainMessageRefusal(post.content);
    if (refusal) throw new DriverError(refusal);
    const stored = composeMessage(this.store, {
      channel,
      author,
      input: { content: post.content },
      files: [],
    });
    if (channel.thread?.archived) {
      this.store.setArchived(channel, false);
      this.store.updateThread(channel);
    }
    this.store.addMessage(stored);
    return stored.message;
  }

  /** `user` (an admin) deletes a channel or thread: Manage Channels, or Manage Threads for a thread. */
  deleteChannel(request: { user: UserRef; channel: ChannelRef }): void {
    const userId = this.user(request.user).id;
    const channel = this.channel(request.channel);
    const needed = channel.thread ? PermissionFlagsBits.ManageThreads : PermissionFlagsBits.ManageChannels;
    if (!hasPermission(this.store.channelPermissions(channel, userId), needed)) {
      throw new DriverError(
        `${request.user} may not delete #${channel.name} (needs ${channel.thread ? 'Manage Threads' : 'Manage Channels'})`,
      );
    }
    this.store.deleteChannel(channel);
  }

  /** `user` archives, unarchives, locks or unlocks a thread (Manage Threads, or ownership to archive). */
  setThreadState(request: {
    user: UserRef;
    channel: ChannelRef;
    archived?: boolean;
    locked?: boolean;
  }): void {
    const userId = this.user(request.user).id;
    const channel = this.channel(request.channel);
    if (!channel.thread) throw new DriverError(`#${channel.name} is not a thread`);
    const manages = hasPermission(
      this.store.channelPermissions(channel, userId),
      PermissionFlagsBits.ManageThreads,
    );
    const archiveOnly = request.locked === undefined && channel.ownerId === userId;
    if (!manages && !archiveOnly) throw new DriverError(`${request.user} may not manage #${channel.name}`);
    if (request.archived === false && channel.thread.archived) this.assertThreadRoom(channel.guildId);
    if (request.locked !== undefined) channel.thread.locked = request.locked;
    if (request.archived !== undefined && request.archived !== channel.thread.archived)
      this.store.setArchived(channel, request.archived);
    this.store.updateThread(channel);
  }

  /** An admin replaces a channel's permission overwrites (CHANNEL_UPDATE to the bot). */
  setOverwrites(request: { channel: ChannelRef; overwrites: OverwriteSpec[] }): void {
    const channel = this.channel(request.channel);
    if (channel.thread) throw new DriverError("threads use their parent channel's overwrites");
    const guild = this.store.guild(channel.guildId);
    channel.overwrites = request.overwrites.map((o) => {
      try {
        return this.store.overwriteFrom(guild, o);
      } catch (error) {
        throw new DriverError(errorText(error));
      }
    });
    this.store.emit('channelUpdate', channel);
  }

  /**
   * An admin changes a role's permissions (Server Settings → Roles): `role` by name ('@everyone', 'Admin', the
   * bot's managed role by the bot's name). GUILD_ROLE_UPDATE to the bot.
   */
  setRolePermissions(request: { role: string; permissions: bigint | string; guildId?: string }): void {
    const guild = this.store.guild(request.guildId ?? this.guilds()[0]?.id ?? '');
    const wanted = request.role.toLowerCase();
    const role = guild.roles.find((r) => r.id === request.role || r.name.toLowerCase() === wanted);
    if (!role) throw new DriverError(`no role "${request.role}" in ${guild.name}`);
    role.permissions = BigInt(request.permissions).toString();
    this.store.emit('roleUpdate', { guild, role });
  }

  /** The bot is kicked from (or removed with) a guild: GUILD_DELETE; later requests are refused as on Discord. */
  removeBot(guildId?: string): void {
    const id = guildId ?? this.guilds()[0]?.id ?? '';
    if (!this.store.guild(id).members.has(this.store.botUser.id))
      throw new DriverError('the bot is not in this guild');
    this.store.removeBotFromGuild(id);
  }

  /**
   * Using a slash command in a thread is writing there: refused in a locked thread without Manage Threads (the
   * client shows no message box), and an archived thread is unarchived when the user may send there.
   */
  private wakeThread(channel: ChannelRecord, userId: string, who: string): void {
    if (!channel.thread) return;
    const permissions = this.store.channelPermissions(channel, userId);
    if (channel.thread.locked && !hasPermission(permissions, PermissionFlagsBits.ManageThreads))
      throw new DriverError(`#${channel.name} is locked: only moderators can write there`);
    if (!channel.thread.archived) return;
    if (!hasPermission(permissions, PermissionFlagsBits.SendMessagesInThreads))
      throw new DriverError(`${who} may not send messages in #${channel.name}, so cannot unarchive it`);
    this.assertThreadRoom(channel.guildId);
    this.store.setArchived(channel, false);
    this.store.updateThread(channel);
  }

  private assertThreadRoom(guildId: string): void {
    try {
      this.store.assertThreadRoom(guildId);
    } catch {
      throw new DriverError('the server has reached its maximum number of active threads');
    }
  }

  // ---- faults ----

  /** Answer matching REST requests with 429, 500 or a delay. */
  addFault(spec: FaultSpec): ActiveFault {
    return this.faults.add(spec);
  }

  /** Cut the bot's gateway connection(s) without a close frame; discord.js resumes. Returns how many. */
  dropGateway(shardId?: number): number {
    return this.gateway.dropConnections(shardId);
  }

  /** Reject every pending wait (the stand-in is closing). */
  dispose(): void {
    for (const cancel of [...this.pending]) cancel();
    this.events.removeAllListeners();
  }

  // ---- internals ----

  private openModal(userId: string, customId?: string): InteractionRecord {
    const open = [...this.store.interactions.values()]
      .filter((i) => i.userId === userId && i.modal && !this.submittedModals.has(i.id))
      .filter((i) => customId === undefined || i.modal?.custom_id === customId);
    const latest = open.at(-1);
    if (!latest) throw new DriverError(`no open modal${customId ? ` "${customId}"` : ''} for this user`);
    return latest;
  }

  /** The DM between `user` and the bot (opened on first use); use its id as the `channel` of a command. */
  dmChannel(user: UserRef): ChannelRecord {
    const userId = this.user(user).id;
    try {
      return this.store.dmChannel(userId);
    } catch {
      throw new DriverError(`${user} shares no server with the bot, so they cannot DM it`);
    }
  }

  /** A slash command in the DM with the bot: only global commands whose contexts include bot DMs. */
  private dmCommand(
    invocation: SlashCommand,
    channel: ChannelRecord,
    focused: string | null,
  ): InteractionHandle {
    const userId = this.user(invocation.user).id;
    if (channel.recipient?.id !== userId) throw new DriverError(`${invocation.user} is not in this DM`);
    const [name = '', ...path] = invocation.command.trim().replace(/^\//, '').split(/\s+/);
    const command = [...this.store.globalCommands.values()].find(
      (c) => c.name === name && c.type === ApplicationCommandType.ChatInput,
    );
    if (!command)
      throw new DriverError(`no global slash command /${name} (guild commands do not work in DMs)`);
    if (command.contexts && !command.contexts.includes(InteractionContextType.BotDM))
      throw new DriverError(`/${name} cannot be used in DMs`);
    const { options, resolved } = buildOptions(
      this.store,
      channel,
      command,
      path,
      invocation.options ?? {},
      focused,
      userId,
    );
    return this.dispatchCommand(userId, channel, command, options, resolved, focused);
  }

  /** A slash command (or its autocomplete, when `focused`) as Discord delivers it, dispatched to the bot. */
  private dispatchCommand(
    userId: string,
    channel: ChannelRecord,
    command: APIApplicationCommand,
    options: ReturnType<typeof buildOptions>['options'],
    resolved: ReturnType<typeof buildOptions>['resolved'],
    focused: string | null,
  ): InteractionHandle {
    const id = newSnowflake();
    const token = randomBytes(24).toString('base64url');
    const payload = {
      ...interactionBase(this.store, userId, channel, id, token),
      type:
        focused === null
          ? InteractionType.ApplicationCommand
          : InteractionType.ApplicationCommandAutocomplete,
      data: {
        id: command.id,
        name: command.name,
        type: ApplicationCommandType.ChatInput,
        ...(command.guild_id ? { guild_id: command.guild_id } : {}),
        options,
        ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
      },
    } as unknown as APIInteraction;
    return this.dispatch(payload, userId, channel, null);
  }

  private command(invocation: SlashCommand, focused: string | null): InteractionHandle {
    const userId = this.user(invocation.user).id;
    const channel = this.channel(invocation.channel);
    if (channel.type === ChannelType.DM) return this.dmCommand(invocation, channel, focused);
    const guild = this.store.guild(channel.guildId);
    if (!guild.members.has(userId))
      throw new DriverError(`${invocation.user} is not a member of ${guild.name}`);
    if (!guild.members.has(this.store.botUser.id))
      throw new DriverError(`${this.store.botUser.username} is not in ${guild.name} any more`);
    if (!this.store.canView(userId, channel)) {
      throw new DriverError(`${invocation.user} cannot see #${channel.name}`);
    }
    if (channel.type === ChannelType.GuildForum)
      throw new DriverError(`#${channel.name} is a forum: commands are used in its posts`);
    if (
      !hasPermission(
        this.store.channelPermissions(channel, userId),
        PermissionFlagsBits.UseApplicationCommands,
      )
    )
      throw new DriverError(`${invocation.user} may not use application commands in #${channel.name}`);
    const [name = '', ...path] = invocation.command.trim().replace(/^\//, '').split(/\s+/);
    const command = this.commands(guild.id).find(
      (c) => c.name === name && c.type === ApplicationCommandType.ChatInput,
    );
    if (!command) throw new DriverError(`no slash command /${name} is registered`);
    if (command.default_member_permissions) {
      const needed = BigInt(command.default_member_permissions);
      if ((this.store.memberPermissions(guild.id, userId) & needed) !== needed) {
        throw new DriverError(`${invocation.user} may not use /${name}`);
      }
    }
    const { options, resolved } = buildOptions(
      this.store,
      channel,
      command,
      path,
      invocation.options ?? {},
      focused,
      userId,
    );
    if (focused === null) this.wakeThread(channel, userId, invocation.user);
    return this.dispatchCommand(userId, channel, command, options, resolved, focused);
  }

  private component(click: ButtonClick, kind: ComponentType) {
    const userId = this.user(click.user).id;
    const messageId = typeof click.message === 'string' ? click.message : click.message.id;
    const stored = this.store.messageIndex.get(messageId);
    if (!stored || !this.canSee(userId, messageId)) {
      throw new DriverError(`${click.user} cannot see message ${messageId}`);
    }
    if (stored.guildId !== DM_GUILD) {
      if (!this.store.guild(stored.guildId).members.has(userId))
        throw new DriverError(`${click.user} is not in this guild`);
      if (!this.store.guild(stored.guildId).members.has(this.store.botUser.id))
        throw new DriverError(`${this.store.botUser.username} is not in this guild any more`);
    }
    const component = (stored.message.components ?? [])
      .flatMap((row) =>
        'components' in row ? (row as APIActionRowComponent<APIComponentInMessageActionRow>).components : [],
      )
      .find((c) => 'custom_id' in c && c.custom_id === click.customId);
    if (!component) throw new DriverError(`message ${messageId} has no component "${click.customId}"`);
    if (component.type !== kind) throw new DriverError(`"${click.customId}" is not a ${ComponentType[kind]}`);
    if ('disabled' in component && component.disabled)
      throw new DriverError(`"${click.customId}" is disabled`);
    return { userId, stored, component };
  }

  private componentInteraction(userId: string, stored: StoredMessage, data: object): InteractionHandle {
    const channel = this.store.channel(stored.message.channel_id);
    const id = newSnowflake();
    const token = randomBytes(24).toString('base64url');
    const payload = {
      ...interactionBase(this.store, userId, channel, id, token),
      type: InteractionType.MessageComponent,
      data,
      message: stored.message,
    } as unknown as APIInteraction;
    return this.dispatch(payload, userId, channel, stored.message.id);
  }

  private dispatch(
    payload: APIInteraction,
    userId: string,
    channel: ChannelRecord,
    sourceMessageId: string | null,
  ): InteractionHandle {
    const record: InteractionRecord = {
      id: payload.id,
      token: payload.token,
      type: payload.type,
      userId,
      guildId: channel.guildId,
      channelId: channel.id,
      createdAt: this.store.clock.now(),
      payload: structuredClone(payload),
      ack: null,
      sourceMessageId,
      originalMessageId: null,
      followupIds: [],
      autocompleteChoices: null,
      modal: null,
    };
    const delivered = this.gateway.hasSessionFor(channel.guildId);
    this.store.addInteraction(record);
    return new InteractionHandle(this, record, delivered);
  }
}
