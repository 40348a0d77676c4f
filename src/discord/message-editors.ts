/**
 * Clicks that may still edit the public message they came from. A click on a message's button acknowledged
 * silently (`ackUpdate`: Discord's deferred update) leaves its interaction's `@original` pointing at that
 * message, and the interaction's token may edit it for 15 minutes. Those edits are interaction-token requests,
 * outside Discord's global limit of 50 bot-token requests a second that every channel edit counts against
 * (src/discord/token-routes.ts): the turn message edited in place, or its buttons taken off when the next one is
 * posted, and the lobby message edited as seats fill cost the bot's budget nothing when a recent click on them
 * can make the edit. Posting a new message always takes the bot's token (a post is what pings the players).
 *
 * Kept in memory only (each click's webhook: its application id and token, not the interaction and its
 * message): a restart forgets them, and the edits then go with the bot's token as before.
 */
import {
  MessageFlags,
  type InteractionEditReplyOptions,
  type InteractionWebhook,
  type Message,
  type MessageEditOptions,
  type MessageManager,
  type RepliableInteraction,
} from 'discord.js';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { hasOwnReply } from './respond';

/** How long Discord lets an interaction's token edit (15 minutes), less a margin for a slow edit. */
export const EDITOR_LIFETIME_MS = 14 * 60_000;

/** At most this many messages' editors are kept (the oldest go first): a busy bot's live turn messages. */
export const MAX_EDITORS = 5_000;

/** What an edit sends: what both a click's token and the bot's token may send (the turn message's fields). */
export type EditBody = MessageEditOptions & InteractionEditReplyOptions;

interface Editor {
  /** The click's webhook: its `@original` is the message clicked. */
  webhook: InteractionWebhook;
  /** Until when its token may be used (ms since the epoch). */
  until: number;
}

export class MessageEditors {
  private readonly byMessage = new Map<string, Editor>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Remember `interaction` as an editor of the message it came from, when it may edit it: a click on a public
   * message (not an ephemeral one), acknowledged silently (not with a reply of its own, whose `@original` is
   * that reply).
   */
  note(interaction: RepliableInteraction): void {
    if (!interaction.isMessageComponent() || !interaction.deferred || hasOwnReply(interaction)) return;
    if (interaction.message.flags.has(MessageFlags.Ephemeral)) return;
    const until = interaction.createdTimestamp + EDITOR_LIFETIME_MS;
    if (until <= this.now()) return;
    const id = interaction.message.id;
    this.byMessage.delete(id); // re-inserted as the newest
    this.byMessage.set(id, { webhook: interaction.webhook, until });
    if (this.byMessage.size > MAX_EDITORS) {
      const oldest = this.byMessage.keys().next().value;
      if (oldest !== undefined) this.byMessage.delete(oldest);
    }
  }

  /** The webhook of a click that may still edit message `id`, if any. */
  of(id: string): InteractionWebhook | null {
    const editor = this.byMessage.get(id);
    if (!editor) return null;
    if (editor.until > this.now()) return editor.webhook;
    this.byMessage.delete(id);
    return null;
  }

  /** Forget message `id`'s editor (its token was refused, or the message is done with). */
  forget(id: string): void {
    this.byMessage.delete(id);
  }

  /** How many messages have an editor now (tests). */
  get size(): number {
    return this.byMessage.size;
  }

  /** Edit message `id` through its editor: the edited message, or null when it has none. */
  async edit(id: string, body: EditBody): Promise<Message | null> {
    const webhook = this.of(id);
    return webhook ? webhook.editMessage('@original', body) : null;
  }

  /**
   * Edit message `id` of `messages`: through a recent click on it when there is one (outside Discord's global
   * limit), else with the bot's token. A click whose token Discord refuses (anything but the message being gone,
   * or its thread archived: those hold for any edit, and throw) is forgotten, told to `refused`, and the edit
   * goes with the bot's token.
   */
  async editMessage(
    messages: Pick<MessageManager, 'edit'>,
    id: string,
    body: EditBody,
    refused: (error: unknown) => void,
  ): Promise<Message> {
    try {
      const edited = await this.edit(id, body);
      if (edited) return edited;
    } catch (error) {
      const holdsForAny = isDiscordCode(error, DiscordCode.unknownMessage, DiscordCode.threadArchived);
      if (holdsForAny) throw error;
      this.forget(id);
      refused(error);
    }
    return messages.edit(id, body);
  }
}
