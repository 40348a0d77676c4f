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
import type { ChannelRecord, StoredMessage } from '../model';
import { hasPermission } from '../permissions';
import { noContent, ok, type RestRequest, type RouteSpec } from '../router';
import { apiChannel, apiThread } from '../serialize';
import { newSnowflake } from '../snowflake';
import { asObject, editFromRequest, param, unknown, type RestContext } from './context';

const missingPermissions = () =>
  new DiscordHttpError(403, ErrorCode.MissingPermissions, 'Missing Permissions');
const wrongChannelType = () => new DiscordHttpError(400, 50024, 'Cannot execute action on this channel type');

/** Channels, their messages, and threads, as the bot sees them. */
export function channelRoutes(ctx: RestContext): RouteSpec[] {
  const { store } = ctx;
  const botPermissions = (channel: ChannelRecord) =>
    store.memberPermissions(channel.guildId, store.botUser.id);
  const require = (channel: ChannelRecord, ...bits: bigint[]) => {
    const permissions = botPermissions(channel);
    if (!hasPermission(permissions, PermissionFlagsBits.ViewChannel)) throw unknown.channel();
    if (!bits.every((bit) => hasPermission(permissions, bit))) throw missingPermissions();
  };
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
    const now = new Date().toISOString();
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
        autoArchiveDuration: (body.auto_archive_duration as 60 | 1440 | 4320 | 10080 | undefined) ?? 4320,
        archiveTimestamp: now,
        locked: false,
        invitable: body.invitable !== false,
        createTimestamp: now,
      },
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

  const patchChannel = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    const body = asObject(request.body);
    if (channel.thread) {
      const isOwner = channel.ownerId === store.botUser.id;
      if (!isOwner) require(channel, PermissionFlagsBits.ManageThreads);
      if (typeof body.name === 'string') channel.name = body.name;
      if (typeof body.archived === 'boolean') {
        channel.thread.archived = body.archived;
        channel.thread.archiveTimestamp = new Date().toISOString();
      }
      if (typeof body.locked === 'boolean') {
        require(channel, PermissionFlagsBits.ManageThreads);
        channel.thread.locked = body.locked;
      }
      if (typeof body.auto_archive_duration === 'number') {
        channel.thread.autoArchiveDuration = body.auto_archive_duration as 60 | 1440 | 4320 | 10080;
      }
      if (typeof body.invitable === 'boolean') channel.thread.invitable = body.invitable;
      store.updateThread(channel);
      return ok(apiThread(channel));
    }
    require(channel, PermissionFlagsBits.ManageChannels);
    if (typeof body.name === 'string') channel.name = body.name;
    if (typeof body.topic === 'string' || body.topic === null)
      channel.topic = (body.topic as string | null) ?? null;
    return ok(apiChannel(channel));
  };

  const listMessages = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel, PermissionFlagsBits.ReadMessageHistory);
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

  const createMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    require(channel, channel.thread
      ? PermissionFlagsBits.SendMessagesInThreads
      : PermissionFlagsBits.SendMessages);
    if (request.files.length > 0) require(channel, PermissionFlagsBits.AttachFiles);
    if (
      channel.thread?.locked &&
      !hasPermission(botPermissions(channel), PermissionFlagsBits.ManageThreads)
    ) {
      throw new DiscordHttpError(403, 160005, 'Thread is locked');
    }
    const input = asObject(request.body) as MessageInput;
    checkMessageInput(input, []);
    checkFiles(request.files);
    const replyTo = input.message_reference?.message_id ?? null;
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
    if (channel.thread?.archived) {
      channel.thread.archived = false;
      store.updateThread(channel);
    }
    store.addMessage(stored);
    return ok(stored.message);
  };

  const editMessage = (request: RestRequest) => {
    const stored = publicMessage(request);
    if (stored.message.author.id !== store.botUser.id) {
      throw new DiscordHttpError(
        403,
        ErrorCode.CannotEditOtherUsersMessage,
        'Cannot edit a message authored by another user',
      );
    }
    editFromRequest(store, stored, request);
    return ok(stored.message);
  };

  const deleteMessage = (request: RestRequest) => {
    const stored = publicMessage(request);
    const channel = store.channel(stored.message.channel_id);
    if (stored.message.author.id !== store.botUser.id) require(channel, PermissionFlagsBits.ManageMessages);
    store.deleteMessage(stored);
    return noContent();
  };

  const threadFromMessage = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    if (channel.thread) throw wrongChannelType();
    require(channel, PermissionFlagsBits.CreatePublicThreads);
    const stored = publicMessage(request);
    if (store.channels.has(stored.message.id)) {
      throw new DiscordHttpError(
        400,
        ErrorCode.ThreadAlreadyCreatedForMessage,
        'A thread has already been created for this message',
      );
    }
    const body = asObject(request.body);
    const thread = newThread(channel, stored.message.id, String(body.name), ChannelType.PublicThread, body);
    store.addThread(thread);
    stored.message.flags = (stored.message.flags ?? 0) | MessageFlags.HasThread;
    stored.message.thread = apiThread(thread);
    store.updateMessage(stored);
    return ok(apiThread(thread), 201);
  };

  const standaloneThread = (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    if (channel.thread) throw wrongChannelType();
    const body = asObject(request.body);
    const type = (body.type as number | undefined) ?? ChannelType.PrivateThread;
    if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) {
      throw new DiscordHttpError(400, 50035, 'Invalid Form Body', {
        type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }] },
      });
    }
    require(channel, type === ChannelType.PublicThread
      ? PermissionFlagsBits.CreatePublicThreads
      : PermissionFlagsBits.CreatePrivateThreads);
    const thread = newThread(channel, newSnowflake(), String(body.name), type, body);
    store.addThread(thread);
    return ok(apiThread(thread), 201);
  };

  const threadMember = (add: boolean) => (request: RestRequest) => {
    const channel = store.channel(param(request, 'channel_id'));
    if (!channel.thread) throw wrongChannelType();
    const userId = request.params.user_id ?? store.botUser.id;
    store.assertGuildMember(channel.guildId, userId);
    if (channel.thread.archived)
      throw new DiscordHttpError(400, ErrorCode.ThreadArchived, 'Thread is archived');
    if (add) channel.memberIds.add(userId);
    else channel.memberIds.delete(userId);
    return noContent();
  };

  return [
    { method: 'GET', route: '/channels/{channel_id}', auth: true, handler: getChannel },
    { method: 'PATCH', route: '/channels/{channel_id}', auth: true, handler: patchChannel },
    { method: 'GET', route: '/channels/{channel_id}/messages', auth: true, handler: listMessages },
    { method: 'POST', route: '/channels/{channel_id}/messages', auth: true, handler: createMessage },
    {
      method: 'GET',
      route: '/channels/{channel_id}/messages/{message_id}',
      auth: true,
      handler: (r) => ok(publicMessage(r).message),
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
    { method: 'POST', route: '/channels/{channel_id}/typing', auth: true, handler: () => noContent() },
  ];
}
