import {
  MessageFlags,
  MessageType,
  type APIActionRowComponent,
  type APIAttachment,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIMessage,
  type APIUser,
} from 'discord-api-types/v10';
import { DiscordHttpError, ErrorCode, addFieldError, invalidFormBody, type FieldErrors } from './errors';
import { LIMITS } from './limits';
import { DM_GUILD, type ChannelRecord, type StoredMessage } from './model';
import { checkMessageRules } from './rules';
import { newSnowflake } from './snowflake';
import type { Store } from './store';

export interface UploadedFile {
  /** n of the `files[n]` form field. */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The message fields of a create/edit/callback body (already schema-validated). */
export interface MessageInput {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[] | null;
  attachments?: { id: string | number; filename?: string; description?: string | null }[] | null;
  flags?: number | null;
  allowed_mentions?: {
    parse?: ('users' | 'roles' | 'everyone')[] | null;
    users?: string[] | null;
    roles?: string[] | null;
    replied_user?: boolean | null;
  } | null;
  tts?: boolean | null;
  message_reference?: { message_id?: string | null } | null;
}

/** Flags a sender may set; everything else is Discord's to set. */
const SETTABLE_FLAGS =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;

function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Rejects files Discord would reject: more than 10, or one over 10 MiB (413, code 40005). */
export function checkFiles(files: UploadedFile[]): void {
  if (files.some((f) => f.data.length > LIMITS.attachmentBytes)) {
    throw new DiscordHttpError(413, ErrorCode.RequestEntityTooLarge, 'Request entity too large');
  }
  if (files.length > LIMITS.filesPerMessage) {
    const errors: FieldErrors = {};
    addFieldError(errors, ['files'], {
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.filesPerMessage} or fewer in length.`,
    });
    throw invalidFormBody(errors);
  }
}

/** Validate Discord's extra message rules; `base` is where the message sits in the body (e.g. ['data']). */
export function checkMessageInput(input: MessageInput, base: (string | number)[]): void {
  const errors: FieldErrors = {};
  checkMessageRules(input as Record<string, unknown>, base, errors);
  const allowed = input.allowed_mentions;
  if (allowed?.parse?.includes('users') && allowed.users && allowed.users.length > 0) {
    addFieldError(errors, [...base, 'allowed_mentions'], {
      code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
      message: 'parse:["users"] and users: [ids] are mutually exclusive.',
    });
  }
  if (allowed?.parse?.includes('roles') && allowed.roles && allowed.roles.length > 0) {
    addFieldError(errors, [...base, 'allowed_mentions'], {
      code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
      message: 'parse:["roles"] and roles: [ids] are mutually exclusive.',
    });
  }
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
}

/** Who a message mentions, after `allowed_mentions` (Discord's default: parse everything). */
function resolveMentions(
  store: Store,
  guildId: string,
  content: string,
  allowed: MessageInput['allowed_mentions'],
): { mentions: APIUser[]; mention_roles: string[]; mention_everyone: boolean } {
  const parse = allowed ? (allowed.parse ?? []) : ['users', 'roles', 'everyone'];
  if (guildId === DM_GUILD) {
    // A DM has no roles and no @everyone; only the two people in it can be mentioned.
    const ids = [...new Set([...content.matchAll(/<@!?(\d{1,20})>/g)].map((m) => m[1] ?? ''))];
    const users = ids.filter(
      (id) => store.users.has(id) && (parse.includes('users') || (allowed?.users ?? []).includes(id)),
    );
    return { mentions: users.map((id) => store.user(id)), mention_roles: [], mention_everyone: false };
  }
  const guild = store.guild(guildId);
  const userIds = [...content.matchAll(/<@!?(\d{1,20})>/g)].map((m) => m[1] ?? '');
  const roleIds = [...content.matchAll(/<@&(\d{1,20})>/g)].map((m) => m[1] ?? '');
  const users = [...new Set(userIds)].filter(
    (id) => guild.members.has(id) && (parse.includes('users') || (allowed?.users ?? []).includes(id)),
  );
  const roles = [...new Set(roleIds)].filter(
    (id) =>
      guild.roles.some((r) => r.id === id) &&
      (parse.includes('roles') || (allowed?.roles ?? []).includes(id)),
  );
  return {
    mentions: users.map((id) => store.user(id)),
    mention_roles: roles,
    mention_everyone: parse.includes('everyone') && /@(everyone|here)/.test(content),
  };
}

function toAttachments(
  store: Store,
  channelId: string,
  input: MessageInput,
  files: UploadedFile[],
  existing: APIAttachment[],
  ephemeral: boolean,
): APIAttachment[] {
  const described = input.attachments ?? null;
  // An edit lists the attachments it keeps; Discord lets it change a kept one's alt text (since 2026-06: the
  // Edit Message endpoints take `description` for an existing attachment): absent leaves it, null removes it.
  const kept = described
    ? existing.flatMap((a) => {
        const meta = described.find((d) => String(d.id) === a.id);
        if (!meta) return [];
        if (meta.description === undefined) return [a];
        const { description: _old, ...rest } = a;
        return [meta.description === null ? rest : { ...rest, description: meta.description }];
      })
    : existing;
  const fresh = files.map((file): APIAttachment => {
    const meta = described?.find((d) => String(d.id) === String(file.index));
    const id = newSnowflake();
    const filename = meta?.filename ?? file.filename;
    store.attachments.set(id, { id, channelId, filename, contentType: file.contentType, data: file.data });
    const url = `${store.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
    const size = pngSize(file.data);
    return {
      id,
      filename,
      size: file.data.length,
      url,
      proxy_url: url,
      content_type: file.contentType,
      ...(meta?.description ? { description: meta.description } : {}),
      ...(size ?? {}),
      ...(ephemeral ? { ephemeral: true } : {}),
    };
  });
  return [...kept, ...fresh];
}

/** As Discord does: `attachment://name` in an embed becomes that attachment's URL (with its size for images). */
function resolveEmbedAttachments(message: APIMessage): void {
  const find = (url: string | undefined) =>
    url?.startsWith('attachment://')
      ? message.attachments.find((a) => a.filename === url.slice('attachment://'.length))
      : undefined;
  for (const embed of message.embeds) {
    for (const key of ['image', 'thumbnail'] as const) {
      const media = embed[key];
      const attachment = find(media?.url);
      if (media && attachment) {
        embed[key] = {
          ...media,
          url: attachment.url,
          proxy_url: attachment.proxy_url,
          ...(attachment.width ? { width: attachment.width, height: attachment.height ?? 0 } : {}),
        };
      }
    }
    const authorIcon = find(embed.author?.icon_url);
    if (embed.author && authorIcon) embed.author = { ...embed.author, icon_url: authorIcon.url };
    const footerIcon = find(embed.footer?.icon_url);
    if (embed.footer && footerIcon) embed.footer = { ...embed.footer, icon_url: footerIcon.url };
  }
}

export interface NewMessage {
  channel: ChannelRecord;
  author: APIUser;
  input: MessageInput;
  files: UploadedFile[];
  type?: MessageType;
  visibleTo?: string | null;
  extraFlags?: number;
  webhookId?: string;
  applicationId?: string;
  interactionMetadata?: APIMessage['interaction_metadata'];
  interaction?: APIMessage['interaction'];
}

/** Build a stored message from a create body; the caller adds it to the store. */
export function composeMessage(store: Store, spec: NewMessage): StoredMessage {
  const { channel, input } = spec;
  const visibleTo = spec.visibleTo ?? null;
  const content = input.content ?? '';
  const flags = ((input.flags ?? 0) & SETTABLE_FLAGS) | (spec.extraFlags ?? 0);
  const message: APIMessage = {
    id: newSnowflake(),
    channel_id: channel.id,
    author: spec.author,
    content,
    timestamp: store.clock.iso(),
    edited_timestamp: null,
    tts: input.tts ?? false,
    ...resolveMentions(store, channel.guildId, content, input.allowed_mentions),
    attachments: toAttachments(store, channel.id, input, spec.files, [], visibleTo !== null),
    embeds: input.embeds ?? [],
    pinned: false,
    type: spec.type ?? MessageType.Default,
    flags,
    components: input.components ?? [],
    ...(spec.webhookId ? { webhook_id: spec.webhookId } : {}),
    ...(spec.applicationId ? { application_id: spec.applicationId } : {}),
    ...(spec.interactionMetadata ? { interaction_metadata: spec.interactionMetadata } : {}),
    ...(spec.interaction ? { interaction: spec.interaction } : {}),
    ...(channel.thread ? { position: channel.messageCount } : {}),
  } as APIMessage;
  resolveEmbedAttachments(message);
  return { message, guildId: channel.guildId, visibleTo };
}

/**
 * Why Discord's client would not send `content` as a person's plain message — nothing but spaces, or over
 * Discord's 2000 characters — or undefined when it would.
 */
export function plainMessageRefusal(content: string): string | undefined {
  if (content.trim() === '') return 'Cannot send an empty message';
  if (content.length > LIMITS.contentLength) {
    return `A message can be at most ${LIMITS.contentLength} characters long (this one has ${content.length})`;
  }
  return undefined;
}

export function isEmptyMessage(message: APIMessage): boolean {
  return (
    message.content === '' &&
    message.embeds.length === 0 &&
    (message.components ?? []).length === 0 &&
    message.attachments.length === 0
  );
}

export function emptyMessageError(): DiscordHttpError {
  return new DiscordHttpError(400, ErrorCode.CannotSendEmptyMessage, 'Cannot send an empty message');
}

/**
 * Apply an edit body to a stored message (fields present replace, `attachments` lists what to keep).
 * An edit that would leave the message empty is refused: the message is put back as it was and
 * `emptyMessageError()` is thrown.
 */
export function applyEdit(
  store: Store,
  stored: StoredMessage,
  input: MessageInput,
  files: UploadedFile[],
): void {
  const before = structuredClone(stored.message);
  const m = stored.message;
  if (input.content !== undefined) m.content = input.content ?? '';
  if (input.embeds !== undefined) m.embeds = input.embeds ?? [];
  if (input.components !== undefined) m.components = input.components ?? [];
  if (input.flags !== undefined && input.flags !== null) {
    m.flags = ((m.flags ?? 0) & ~SETTABLE_FLAGS) | (input.flags & SETTABLE_FLAGS);
  }
  if (input.attachments !== undefined || files.length > 0) {
    m.attachments = toAttachments(
      store,
      m.channel_id,
      input,
      files,
      m.attachments,
      stored.visibleTo !== null,
    );
  }
  if (input.content !== undefined || input.allowed_mentions !== undefined) {
    Object.assign(m, resolveMentions(store, stored.guildId, m.content, input.allowed_mentions));
  }
  resolveEmbedAttachments(m);
  // A deferred response stops "thinking" at its first edit, which does not count as an edit.
  const wasThinking = ((m.flags ?? 0) & MessageFlags.Loading) !== 0;
  m.flags = (m.flags ?? 0) & ~MessageFlags.Loading;
  if (!wasThinking) m.edited_timestamp = store.clock.iso();
  if (isEmptyMessage(m)) {
    stored.message = before;
    throw emptyMessageError();
  }
}
