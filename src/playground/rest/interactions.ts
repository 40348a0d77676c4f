import {
  ApplicationCommandOptionType,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  type APIApplicationCommandOptionChoice,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { DiscordHttpError, ErrorCode, addFieldError, invalidFormBody, type FieldErrors } from '../errors';
import {
  applyEdit,
  checkFiles,
  checkMessageInput,
  composeMessage,
  emptyMessageError,
  isEmptyMessage,
  type MessageInput,
} from '../messages';
import { DM_GUILD, type InteractionRecord, type StoredMessage } from '../model';
import { noContent, ok, type RestRequest, type RouteSpec } from '../router';
import { asObject, editFromRequest, param, queryFlag, unknown, type RestContext } from './context';

const alreadyAcknowledged = () =>
  new DiscordHttpError(
    400,
    ErrorCode.InteractionAlreadyAcknowledged,
    'Interaction has already been acknowledged.',
  );
const unknownInteraction = () =>
  new DiscordHttpError(404, ErrorCode.UnknownInteraction, 'Unknown interaction');
const unknownWebhook = () => new DiscordHttpError(404, ErrorCode.UnknownWebhook, 'Unknown Webhook');
const invalidWebhookToken = () =>
  new DiscordHttpError(401, ErrorCode.InvalidWebhookToken, 'Invalid Webhook Token');
const badResponseType = () =>
  new DiscordHttpError(400, 40043, 'Interaction response type is not valid for this interaction type');

/**
 * Discord's rule for a text input's pre-filled `value` beyond the schema's 4000 characters (checked by the request
 * validator): its length within the input's own `min_length` and `max_length` (400 / 50035, BASE_TYPE_BAD_LENGTH
 * on the value), so a bot that pre-fills a form with more than the field takes is refused here as there. An empty
 * value is no value.
 */
function checkModalValues(data: Record<string, unknown>): void {
  const errors: FieldErrors = {};
  const rows = Array.isArray(data.components) ? (data.components as unknown[]) : [];
  rows.forEach((row, r) => {
    const shape = row as { components?: unknown[]; component?: unknown };
    // Legacy action rows hold the input in `components`; label components in `component`.
    const inputs: [unknown, (string | number)[]][] = Array.isArray(shape.components)
      ? shape.components.map((c, k) => [c, ['data', 'components', r, 'components', k]])
      : shape.component
        ? [[shape.component, ['data', 'components', r, 'component']]]
        : [];
    for (const [input, path] of inputs) {
      const t = input as { type?: number; value?: unknown; min_length?: unknown; max_length?: unknown };
      if (t.type !== ComponentType.TextInput || typeof t.value !== 'string' || t.value === '') continue;
      const min = typeof t.min_length === 'number' ? t.min_length : 0;
      const max = typeof t.max_length === 'number' ? t.max_length : 4000;
      if (t.value.length < min || t.value.length > max) {
        addFieldError(errors, [...path, 'value'], {
          code: 'BASE_TYPE_BAD_LENGTH',
          message: `Must be between ${min} and ${max} in length.`,
        });
      }
    }
  });
  if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
}

const isComponentLike = (i: InteractionRecord) =>
  i.type === InteractionType.MessageComponent ||
  (i.type === InteractionType.ModalSubmit && i.sourceMessageId !== null);

/** Interaction callbacks, follow-ups and @original: the 3-second rule, single acknowledgement, 15-minute tokens. */
export function interactionRoutes(rest: RestContext): RouteSpec[] {
  const { store, timing } = rest;

  const metadata = (i: InteractionRecord): APIMessage['interaction_metadata'] =>
    ({
      id: i.id,
      type: i.type,
      user: store.user(i.userId),
      authorizing_integration_owners: { 0: i.guildId === DM_GUILD ? '0' : i.guildId },
      ...(i.sourceMessageId ? { interacted_message_id: i.sourceMessageId } : {}),
    }) as APIMessage['interaction_metadata'];

  /**
   * A command's message's `interaction` (deprecated, still sent): the command's name with its subcommand group
   * and subcommand ("oil join"), which Discord's client shows as "Ben used /oil join"; none for a component's.
   */
  const isSubcommand = (type: ApplicationCommandOptionType): boolean =>
    type === ApplicationCommandOptionType.Subcommand || type === ApplicationCommandOptionType.SubcommandGroup;
  const commandInteraction = (i: InteractionRecord): APIMessage['interaction'] => {
    if (i.type !== InteractionType.ApplicationCommand || !('data' in i.payload) || !i.payload.data)
      return undefined;
    if (!('name' in i.payload.data)) return undefined;
    const words = [i.payload.data.name];
    let options = 'options' in i.payload.data ? i.payload.data.options : undefined;
    for (let sub = options?.[0]; sub && 'options' in sub && isSubcommand(sub.type); sub = options?.[0]) {
      words.push(sub.name);
      options = sub.options;
    }
    return {
      id: i.id,
      type: i.type,
      name: words.join(' '),
      user: store.user(i.userId),
    } as APIMessage['interaction'];
  };

  const postAsInteraction = (
    i: InteractionRecord,
    input: MessageInput,
    files: RestRequest['files'],
    extraFlags: number,
  ): StoredMessage => {
    const ephemeral = ((input.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
    const stored = composeMessage(store, {
      channel: store.channel(i.channelId),
      author: store.botUser,
      input,
      files,
      type:
        i.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
      visibleTo: ephemeral ? i.userId : null,
      extraFlags: (ephemeral ? MessageFlags.Ephemeral : 0) | extraFlags,
      webhookId: store.applicationId,
      applicationId: store.applicationId,
      interactionMetadata: metadata(i),
      interaction: commandInteraction(i),
    });
    return stored;
  };

  /**
   * A new message from an interaction into an archived thread: refused (403/50083 "Thread is archived") when
   * the thread is also locked — as Discord answers a reply after a moderator's "Close & Lock" — else the
   * thread is woken up (within the active-thread cap). Returns what to do once everything else is checked.
   */
  const threadGate = (i: InteractionRecord): (() => void) => {
    const channel = store.channels.get(i.channelId);
    if (!channel?.thread?.archived) return () => undefined;
    if (channel.thread.locked)
      throw new DiscordHttpError(403, ErrorCode.ThreadArchived, 'Thread is archived');
    store.assertThreadRoom(channel.guildId);
    return () => {
      store.setArchived(channel, false);
      store.updateThread(channel);
    };
  };
  const archivedEdit = (channelId: string) => {
    if (store.channels.get(channelId)?.thread?.archived)
      throw new DiscordHttpError(400, ErrorCode.ThreadArchived, 'Thread is archived');
  };

  const callback = (request: RestRequest) => {
    const i = store.interactions.get(param(request, 'interaction_id'));
    if (!i || i.token !== param(request, 'interaction_token')) throw unknownInteraction();
    if (i.ack) throw alreadyAcknowledged();
    if (store.clock.now() - i.createdAt > timing.interactionAckMs) throw unknownInteraction();
    const body = asObject(request.body);
    const type = body.type as InteractionResponseType;
    const data = asObject(body.data);
    const input = data as MessageInput;
    let message: StoredMessage | null = null;
    const isAutocomplete = i.type === InteractionType.ApplicationCommandAutocomplete;
    switch (type) {
      case InteractionResponseType.Pong:
        if (i.type !== InteractionType.Ping) throw badResponseType();
        break;
      case InteractionResponseType.ChannelMessageWithSource: {
        if (isAutocomplete) throw badResponseType();
        checkMessageInput(input, ['data']);
        checkFiles(request.files);
        message = postAsInteraction(i, input, request.files, 0);
        if (isEmptyMessage(message.message)) throw emptyMessageError();
        break;
      }
      case InteractionResponseType.DeferredChannelMessageWithSource:
        if (isAutocomplete) throw badResponseType();
        message = postAsInteraction(i, { flags: input.flags ?? 0 }, [], MessageFlags.Loading);
        break;
      case InteractionResponseType.DeferredMessageUpdate:
        if (!isComponentLike(i)) throw badResponseType();
        break;
      case InteractionResponseType.UpdateMessage: {
        if (!isComponentLike(i) || !i.sourceMessageId) throw badResponseType();
        checkMessageInput(input, ['data']);
        checkFiles(request.files);
        const source = store.messageIndex.get(i.sourceMessageId);
        if (!source) throw unknown.message();
        applyEdit(store, source, input, request.files);
        break;
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult:
        if (!isAutocomplete) throw badResponseType();
        i.autocompleteChoices = (data.choices as APIApplicationCommandOptionChoice[] | undefined) ?? [];
        break;
      case InteractionResponseType.Modal:
        if (isAutocomplete || i.type === InteractionType.ModalSubmit) throw badResponseType();
        checkModalValues(data);
        i.modal = data as unknown as APIModalInteractionResponseCallbackData;
        break;
      default:
        throw badResponseType();
    }
    const wake = message ? threadGate(i) : () => undefined;
    // Everything checked: commit the acknowledgement and its effects.
    i.ack = { type, at: store.clock.now() };
    wake();
    if (message) {
      i.originalMessageId = message.message.id;
      store.addMessage(message);
    } else if (
      (type === InteractionResponseType.UpdateMessage ||
        type === InteractionResponseType.DeferredMessageUpdate) &&
      i.sourceMessageId
    ) {
      i.originalMessageId = i.sourceMessageId;
      const source = store.messageIndex.get(i.sourceMessageId);
      if (source && type === InteractionResponseType.UpdateMessage) store.updateMessage(source);
    }
    store.emit('interactionResponse', i);
    if (!queryFlag(request, 'with_response')) return noContent();
    return ok({
      interaction: {
        id: i.id,
        type: i.type,
        activity_instance_id: null,
        response_message_id: i.originalMessageId,
        response_message_loading: type === InteractionResponseType.DeferredChannelMessageWithSource,
        response_message_ephemeral: message?.visibleTo != null,
      },
      resource: {
        type,
        ...(i.originalMessageId && store.messageIndex.get(i.originalMessageId)
          ? { message: store.messageIndex.get(i.originalMessageId)?.message }
          : {}),
      },
    });
  };

  /**
   * The interaction behind a webhook token, if the token is still valid for follow-ups. Past its 15 minutes a
   * token is refused with 401/50027, as Discord refuses it however long ago it died: Discord checks the token
   * itself, so one the stand-in has since forgotten (`Store.forgetOldInteractions`), or never issued, gets the
   * same answer, not 404 Unknown Webhook. An interaction not acknowledged yet has no webhook (404/10015).
   */
  const byToken = (request: RestRequest): InteractionRecord => {
    if (param(request, 'webhook_id') !== store.applicationId) throw unknownWebhook();
    const i = store.interactionByToken(param(request, 'webhook_token'));
    if (!i || store.clock.now() - i.createdAt > timing.interactionTokenMs) throw invalidWebhookToken();
    if (!i.ack) throw unknownWebhook();
    return i;
  };

  const messageOf = (i: InteractionRecord, messageId: string): StoredMessage => {
    const id = messageId === '@original' ? i.originalMessageId : messageId;
    const allowed = id !== null && (id === i.originalMessageId || i.followupIds.includes(id));
    const stored = allowed ? store.messageIndex.get(id) : undefined;
    if (!stored) throw unknown.message();
    return stored;
  };

  /** Follow-ups always answer with the message (for interactions Discord treats `wait` as true). */
  const followUp = (request: RestRequest) => {
    const i = byToken(request);
    const input = asObject(request.body) as MessageInput;
    checkMessageInput(input, []);
    checkFiles(request.files);
    const thinking = i.originalMessageId ? store.messageIndex.get(i.originalMessageId) : undefined;
    if (
      i.ack?.type === InteractionResponseType.DeferredChannelMessageWithSource &&
      thinking &&
      ((thinking.message.flags ?? 0) & MessageFlags.Loading) !== 0
    ) {
      // The first follow-up after a deferred reply resolves the "thinking" message (keeping its ephemerality);
      // that is an edit, refused in an archived thread.
      archivedEdit(thinking.message.channel_id);
      applyEdit(store, thinking, { ...input, flags: undefined }, request.files);
      i.followupIds.push(thinking.message.id);
      store.updateMessage(thinking);
      return ok(thinking.message);
    }
    const message = postAsInteraction(i, input, request.files, 0);
    if (isEmptyMessage(message.message)) throw emptyMessageError();
    threadGate(i)();
    i.followupIds.push(message.message.id);
    store.addMessage(message);
    return ok(message.message);
  };

  const get = (request: RestRequest) => ok(messageOf(byToken(request), param(request, 'message_id')).message);

  const edit = (request: RestRequest) => {
    const i = byToken(request);
    const stored = messageOf(i, param(request, 'message_id'));
    // As on Discord, a message in an archived thread cannot be edited, not even through the interaction.
    archivedEdit(stored.message.channel_id);
    editFromRequest(store, stored, request);
    return ok(stored.message);
  };

  const remove = (request: RestRequest) => {
    const i = byToken(request);
    const stored = messageOf(i, param(request, 'message_id'));
    store.deleteMessage(stored);
    return noContent();
  };

  const withMessageId = (route: string, fixed?: string) => (request: RestRequest) => ({
    ...request,
    params: { ...request.params, message_id: fixed ?? request.params.message_id ?? '' },
    route,
  });
  const original = '/webhooks/{webhook_id}/{webhook_token}/messages/@original';
  const byId = '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}';
  return [
    {
      method: 'POST',
      route: '/interactions/{interaction_id}/{interaction_token}/callback',
      auth: false,
      handler: callback,
    },
    { method: 'POST', route: '/webhooks/{webhook_id}/{webhook_token}', auth: false, handler: followUp },
    {
      method: 'GET',
      route: original,
      auth: false,
      handler: (r) => get(withMessageId(original, '@original')(r)),
    },
    {
      method: 'PATCH',
      route: original,
      auth: false,
      handler: (r) => edit(withMessageId(original, '@original')(r)),
    },
    {
      method: 'DELETE',
      route: original,
      auth: false,
      handler: (r) => remove(withMessageId(original, '@original')(r)),
    },
    { method: 'GET', route: byId, auth: false, handler: get },
    { method: 'PATCH', route: byId, auth: false, handler: edit },
    { method: 'DELETE', route: byId, auth: false, handler: remove },
  ];
}
