import { ChannelType, MessageFlags, MessageType, PermissionFlagsBits } from 'discord-api-types/v10';
import { DiscordHttpError, ErrorCode } from '../errors';
import {
  checkFiles,
  checkMessageInput,
  composeMessage,
  emptyMessageError,
  isEmptyMessage,
  type MessageInput,
} from '../messages';
import type { ChannelRecord, StoredMessage, ThreadMetadataRecord } from '../model';
import { hasPermission } from '../permissions';
import { noContent, ok, type RestRequest, type RouteSpec } from '../router';
import { apiChannel, apiThread } from '../serialize';
import { newSnowflake } from '../snowflake';
import { asObject, editFromRequest, param, unknown, type RestContext } from './context';

const missingPermissions = () =>
  new DiscordHttpError(403, ErrorCode.MissingPermissions, 'Missing Permissions');
const missingAccess = () => new DiscordHttpError(403, ErrorCode.MissingAccess, 'Missing Access');
const wrongChannelType = () =>
  new DiscordHttpError(
    400,
    ErrorCode.CannotExecuteOnChannelType,
    'Cannot execute action on this channel type',
  );
const threadArchived = () => new DiscordHttpError(400, ErrorCode.ThreadArchived, 'Thread is archived');
const threadLocked = () => new DiscordHttpError(403, ErrorCode.ThreadLocked, 'Thread is locked');

type AutoArchive = 60 | 1440 | 4320 | 10080;
/** The default_auto_archive_duration every channel reports (serialize.ts). */
const DEFAULT_AUTO_ARCHIVE: AutoArchive = 1440;
const P = PermissionFlagsBits;

/** Channels that take messages: text, announcement, voice (its text chat) and threads; not forums. */
const takesMessages = (channel: ChannelRecord) => channel.type !== ChannelType.GuildForum;

/** Channels, their messages, and threads, as the bot sees them — with the bot's permissions there. */
export function channelRoutes(rest: RestContext): RouteSpec[] {
  const { store } = rest;
  const botPermissions = (channel: ChannelRecord) => store.channelPermissions(channel, store.botUser.id);
  /** The bot must see the channel (else 403 Missing Access) and hold every bit (else 403 Missing Permissions). */
  const require = (channel: ChannelRecord, ...bits: bigint[]) => {
    const permissions = botPermissions(channel);
    if (!hasPermission(permissions, P.ViewChannel)) throw missingAccess();
    if (!bits.every((bit) => hasPermission(permissions, bit))) throw missingPermissions();
  };
  const can = (channel: ChannelRecord, bit: bigint) => hasPermission(botPermissions(channel), bit);
  const publicMessage = (request: RestRequest): StoredMessage => {
    const stored = store.messageIndex.get(param(request, 'message_id'));
    if (!stored || stored.visibleTo !== null || stored.message.channel_id !== param(request, 'channel_id')) {
      throw unknown.message();
    }
    return stored;
  };

  const newThread = (
    parent: ChannelRecord,
    id: string,
    name: string,
    type: ChannelRecord['type'],
    body: Record<string, unknown>,
  ): ChannelRecord => {
    const now = store.clock.iso();
    return {
      id,
      guildId: parent.guildId,
      name,
      type,
      position: 0,
      topic: null,
      parentId: parent.id,
      ownerId: store.botUser.id,
      thread: {
        archived: false,
        // Unless the request says otherwise, the parent's default_auto_archive_duration (1440, a day).
        autoArchiveDuration: (body.auto_archive_duration as AutoArchive | undefined) ?? DEFAULT_AUTO_ARCHIVE,
        archiveTimestamp: now,
        locked: false,
        invitable: body.invitable !== false,
        createTimestamp: now,
        lastActivityAt: store.clock.now(),
      },
      overwrites: [],
      memberIds: new Set([store.botUser.id]),
      messageCount: 0,
      lastMessageId: null,
    };
  };

  const getChannel = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel);
    return ok(apiChannel(channel));
  };

  /**
   * Thread settings as Discord allows them: unarchiving needs Send Messages in Threads (Manage Threads when
   * locked) and room under the active-thread cap; any other change needs the thread unarchived (50083, unless
   * the same request unarchives it); locking needs Manage Threads; the owner may rename, archive and set the
   * auto-archive duration, everything else needs Manage Threads.
   */
  const patchThread = (channel: ChannelRecord, meta: ThreadMetadataRecord, body: Record<string, unknown>) => {
    require(channel);
    const manages = can(channel, P.ManageThreads);
    const owns = channel.ownerId === store.botUser.id;
    const unarchiving = body.archived === false && meta.archived;
    const others = Object.keys(body).filter((k) => k !== 'archived');
    if (meta.archived && !unarchiving && others.length > 0) throw threadArchived();
    if (unarchiving) {
      const locked = typeof body.locked === 'boolean' ? body.locked || meta.locked : meta.locked;
      require(channel, locked ? P.ManageThreads : P.SendMessagesInThreads);
      store.assertThreadRoom(channel.guildId);
    }
    if (body.archived === true && !owns && !manages) throw missingPermissions();
    if (typeof body.locked === 'boolean' && body.locked !== meta.locked && !manages)
      throw missingPermissions();
    if (
      (typeof body.name === 'string' || typeof body.auto_archive_duration === 'number') &&
      !owns &&
      !manages
    ) {
      throw missingPermissions();
    }
    if (typeof body.invitable === 'boolean' && !owns && !manages) throw missingPermissions();
    // Every check passed: apply.
    if (typeof body.name === 'string') channel.name = body.name;
    if (typeof body.locked === 'boolean') meta.locked = body.locked;
    if (typeof body.auto_archive_duration === 'number')
      meta.autoArchiveDuration = body.auto_archive_duration as AutoArchive;
    if (typeof body.invitable === 'boolean') meta.invitable = body.invitable;
    if (typeof body.archived === 'boolean' && body.archived !== meta.archived)
      store.setArchived(channel, body.archived);
    store.updateThread(channel);
    return ok(apiThread(channel));
  };

  const patchChannel = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    const body = asObject(request.body);
    if (channel.thread) return patchThread(channel, channel.thread, body);
    require(channel, P.ManageChannels);
    if (typeof body.name === 'string') channel.name = body.name;
    if (typeof body.topic === 'string' || body.topic === null)
      channel.topic = (body.topic as string | null) ?? null;
    store.emit('channelUpdate', channel);
    return ok(apiChannel(channel));
  };

  /** DELETE /channels/{id}: Manage Threads for a thread (owning it is not enough), else Manage Channels. */
  const deleteChannel = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel, channel.thread ? P.ManageThreads : P.ManageChannels);
    const body = apiChannel(channel);
    store.deleteChannel(channel);
    return ok(body);
  };

  /** Without Read Message History Discord answers an empty list, not an error. */
  const listMessages = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel);
    if (!can(channel, P.ReadMessageHistory)) return ok([]);
    const limit = Math.min(Math.max(Number(request.query.get('limit') ?? 50) || 50, 1), 100);
    const before = request.query.get('before');
    const after = request.query.get('after');
    let list = (store.messages.get(channel.id) ?? [])
      .filter((m) => m.visibleTo === null)
      .map((m) => m.message);
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    const newestFirst = [...list].reverse();
    return ok(after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit));
  };

  const getMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel);
    if (!can(channel, P.ReadMessageHistory)) throw missingAccess();
    return ok(publicMessage(request).message);
  };

  /**
   * Who may post where: Send Messages (Send Messages in Threads in a thread), Embed Links for embeds, Attach
   * Files for files; a locked thread needs Manage Threads (160005); an archived one is unarchived by the post
   * (within the active-thread cap). Mentioning @everyone and TTS silently need their permissions.
   */
  const checkPost = (channel: ChannelRecord, input: MessageInput, files: RestRequest['files']) => {
    if (!takesMessages(channel))
      throw new DiscordHttpError(
        400,
        ErrorCode.CannotSendInNonTextChannel,
        'Cannot send messages in a non-text channel',
      );
    require(channel, channel.thread ? P.SendMessagesInThreads : P.SendMessages);
    if ((input.embeds ?? []).length > 0) require(channel, P.EmbedLinks);
    if (files.length > 0) require(channel, P.AttachFiles);
    if (channel.thread?.locked && !can(channel, P.ManageThreads)) throw threadLocked();
    if (channel.thread?.archived) store.assertThreadRoom(channel.guildId);
  };

  /** After a post: the thread wakes up; @everyone and TTS only with their permissions. */
  const settlePost = (channel: ChannelRecord, stored: StoredMessage) => {
    if (!can(channel, P.MentionEveryone)) stored.message.mention_everyone = false;
    if (!can(channel, P.SendTTSMessages)) stored.message.tts = false;
    if (channel.thread?.archived) {
      store.setArchived(channel, false);
      store.updateThread(channel);
    }
  };

  /**
   * `enforce_nonce` (Discord: "checked for uniqueness in the past few minutes; if another message was created
   * by the same author with the same nonce, that message will be returned and no new message will be
   * created"): channel|author|nonce → the message and when it was created, on the stand-in's clock.
   */
  const nonces = new Map<string, { messageId: string; at: number }>();
  const NONCE_WINDOW_MS = 5 * 60_000;

  const createMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    const input = asObject(request.body) as MessageInput & {
      nonce?: string | number;
      enforce_nonce?: boolean;
    };
    const nonceKey =
      input.enforce_nonce && input.nonce !== undefined
        ? `${channel.id}|${store.botUser.id}|${String(input.nonce)}`
        : null;
    if (nonceKey) {
      const seen = nonces.get(nonceKey);
      const existing = seen ? store.messageIndex.get(seen.messageId) : undefined;
      if (seen && existing && store.clock.now() - seen.at < NONCE_WINDOW_MS) return ok(existing.message);
    }
    checkPost(channel, input, request.files);
    checkMessageInput(input, []);
    checkFiles(request.files);
    const replyTo = input.message_reference?.message_id ?? null;
    // Replying quotes the message: Discord wants Read Message History for it.
    if (replyTo) require(channel, P.ReadMessageHistory);
    const referenced = replyTo ? store.messageIndex.get(replyTo) : undefined;
    if (replyTo && (!referenced || referenced.visibleTo !== null)) {
      throw new DiscordHttpError(400, 50035, 'Invalid Form Body', {
        message_reference: { _errors: [{ code: 'REPLIES_UNKNOWN_MESSAGE', message: 'Unknown message' }] },
      });
    }
    const stored = composeMessage(store, {
      channel,
      author: store.botUser,
      input,
      files: request.files,
      type: referenced ? MessageType.Reply : MessageType.Default,
    });
    if (isEmptyMessage(stored.message)) throw emptyMessageError();
    if (referenced) {
      stored.message.message_reference = {
        type: 0,
        message_id: referenced.message.id,
        channel_id: channel.id,
        guild_id: channel.guildId,
      };
      stored.message.referenced_message = referenced.message;
    }
    settlePost(channel, stored);
    store.addMessage(stored);
    if (nonceKey) nonces.set(nonceKey, { messageId: stored.message.id, at: store.clock.now() });
    return ok(stored.message);
  };

  /** Messages in an archived thread cannot be edited or deleted (50083) until it is unarchived. */
  const assertNotArchived = (channelId: string) => {
    if (store.channels.get(channelId)?.thread?.archived) throw threadArchived();
  };

  const editMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel);
    const stored = publicMessage(request);
    if (stored.message.author.id !== store.botUser.id) {
      throw new DiscordHttpError(
        403,
        ErrorCode.CannotEditOtherUsersMessage,
        'Cannot edit a message authored by another user',
      );
    }
    assertNotArchived(channel.id);
    editFromRequest(store, stored, request);
    return ok(stored.message);
  };

  const deleteMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel);
    const stored = publicMessage(request);
    if (stored.message.author.id !== store.botUser.id) require(channel, P.ManageMessages);
    assertNotArchived(channel.id);
    store.deleteMessage(stored);
    return noContent();
  };

  /** The thread type a channel's threads get, or a 50024 refusal (forums take posts, voice no threads). */
  const threadTypeFor = (channel: ChannelRecord, wanted?: number): ChannelRecord['type'] => {
    if (channel.type === ChannelType.GuildAnnouncement) {
      if (wanted !== undefined && wanted !== ChannelType.AnnouncementThread) throw wrongChannelType();
      return ChannelType.AnnouncementThread;
    }
    if (channel.type !== ChannelType.GuildText) throw wrongChannelType();
    return (wanted as ChannelRecord['type'] | undefined) ?? ChannelType.PrivateThread;
  };

  const threadFromMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    const type = threadTypeFor(
      channel,
      channel.type === ChannelType.GuildText ? ChannelType.PublicThread : undefined,
    );
    require(channel, P.CreatePublicThreads);
    const stored = publicMessage(request);
    if (store.channels.has(stored.message.id)) {
      throw new DiscordHttpError(
        400,
        ErrorCode.ThreadAlreadyCreatedForMessage,
        'A thread has already been created for this message',
      );
    }
    store.assertThreadRoom(channel.guildId);
    const body = asObject(request.body);
    const thread = newThread(channel, stored.message.id, String(body.name), type, body);
    store.addThread(thread);
    stored.message.flags = (stored.message.flags ?? 0) | MessageFlags.HasThread;
    stored.message.thread = apiThread(thread);
    store.updateMessage(stored);
    return ok(apiThread(thread), 201);
  };

  /** A forum post: a public thread whose starter message (same id as the thread) comes in the body. */
  const forumPost = (channel: ChannelRecord, body: Record<string, unknown>, files: RestRequest['files']) => {
    const input = asObject(body.message) as MessageInput;
    if (typeof body.message !== 'object' || body.message === null) {
      throw new DiscordHttpError(400, 50035, 'Invalid Form Body', {
        message: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] },
      });
    }
    require(channel, P.SendMessages);
    if ((input.embeds ?? []).length > 0) require(channel, P.EmbedLinks);
    if (files.length > 0) require(channel, P.AttachFiles);
    checkMessageInput(input, ['message']);
    checkFiles(files);
    store.assertThreadRoom(channel.guildId);
    const thread = newThread(channel, newSnowflake(), String(body.name), ChannelType.PublicThread, body);
    const starter = composeMessage(store, { channel: thread, author: store.botUser, input, files });
    if (isEmptyMessage(starter.message)) throw emptyMessageError();
    starter.message.id = thread.id;
    store.addThread(thread);
    store.addMessage(starter);
    return ok({ ...apiThread(thread), message: starter.message }, 201);
  };

  const standaloneThread = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    const body = asObject(request.body);
    if (channel.type === ChannelType.GuildForum) return forumPost(channel, body, request.files);
    const wanted = body.type as number | undefined;
    if (
      channel.type === ChannelType.GuildText &&
      wanted !== undefined &&
      wanted !== ChannelType.PublicThread &&
      wanted !== ChannelType.PrivateThread
    ) {
      throw new DiscordHttpError(400, 50035, 'Invalid Form Body', {
        type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }] },
      });
    }
    const type = threadTypeFor(channel, wanted);
    require(channel, type === ChannelType.PrivateThread ? P.CreatePrivateThreads : P.CreatePublicThreads);
    store.assertThreadRoom(channel.guildId);
    const thread = newThread(channel, newSnowflake(), String(body.name), type, body);
    store.addThread(thread);
    if (type !== ChannelType.PrivateThread) announceThread(channel, thread);
    return ok(apiThread(thread), 201);
  };

  /**
   * Discord's "Derrick started a thread: Catan #1 — Ana" in the parent channel of a public thread started
   * without a message: a THREAD_CREATED system message (type 18) with the thread's name, pointing at it.
   */
  const announceThread = (parent: ChannelRecord, thread: ChannelRecord): void => {
    const input: MessageInput = { content: thread.name, allowed_mentions: { parse: [] } };
    const notice = composeMessage(store, {
      channel: parent,
      author: store.botUser,
      input,
      files: [],
      type: MessageType.ThreadCreated,
    });
    notice.message.message_reference = { type: 0, channel_id: thread.id, guild_id: parent.guildId };
    store.addMessage(notice);
  };

  /**
   * Joining, leaving, adding and removing thread members, never in an archived thread (50083). Adding someone
   * needs Send Messages in Threads (and, in a private thread that is not `invitable`, Manage Threads);
   * removing someone needs Manage Threads, or being the creator of the private thread.
   */
  const threadMember = (add: boolean) => (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    if (!channel.thread) throw wrongChannelType();
    require(channel);
    const userId = request.params.user_id ?? store.botUser.id;
    store.assertGuildMember(channel.guildId, userId);
    if (channel.thread.archived) throw threadArchived();
    if (userId !== store.botUser.id) {
      const manages = can(channel, P.ManageThreads);
      const isPrivate = channel.type === ChannelType.PrivateThread;
      if (add) {
        require(channel, P.SendMessagesInThreads);
        if (isPrivate && !channel.thread.invitable && !manages) throw missingPermissions();
      } else if (!manages && !(isPrivate && channel.ownerId === store.botUser.id)) {
        throw missingPermissions();
      }
    }
    if (add) channel.memberIds.add(userId);
    else channel.memberIds.delete(userId);
    return noContent();
  };

  return [
    { method: 'GET', route: '/channels/{channel_id}', auth: true, handler: getChannel },
    { method: 'PATCH', route: '/channels/{channel_id}', auth: true, handler: patchChannel },
    { method: 'DELETE', route: '/channels/{channel_id}', auth: true, handler: deleteChannel },
    { method: 'GET', route: '/channels/{channel_id}/messages', auth: true, handler: listMessages },
    { method: 'POST', route: '/channels/{channel_id}/messages', auth: true, handler: createMessage },
    {
      method: 'GET',
      route: '/channels/{channel_id}/messages/{message_id}',
      auth: true,
      handler: getMessage,
    },
    {
      method: 'PATCH',
      route: '/channels/{channel_id}/messages/{message_id}',
      auth: true,
      handler: editMessage,
    },
    {
      method: 'DELETE',
      route: '/channels/{channel_id}/messages/{message_id}',
      auth: true,
      handler: deleteMessage,
    },
    {
      method: 'POST',
      route: '/channels/{channel_id}/messages/{message_id}/threads',
      auth: true,
      handler: threadFromMessage,
    },
    { method: 'POST', route: '/channels/{channel_id}/threads', auth: true, handler: standaloneThread },
    {
      method: 'PUT',
      route: '/channels/{channel_id}/thread-members/@me',
      auth: true,
      handler: threadMember(true),
    },
    {
      method: 'DELETE',
      route: '/channels/{channel_id}/thread-members/@me',
      auth: true,
      handler: threadMember(false),
    },
    {
      method: 'PUT',
      route: '/channels/{channel_id}/thread-members/{user_id}',
      auth: true,
      handler: threadMember(true),
    },
    {
      method: 'DELETE',
      route: '/channels/{channel_id}/thread-members/{user_id}',
      auth: true,
      handler: threadMember(false),
    },
    {
      method: 'POST',
      route: '/channels/{channel_id}/typing',
      auth: true,
      handler: (r) => {
        require(store.channel(param(r, 'channel_id')));
        return noContent();
      },
    },
  ];
}
