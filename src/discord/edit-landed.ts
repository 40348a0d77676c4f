/**
 * Whether an edit whose answer never came back reached Discord all the same. Discord refusing an edit answers
 * with its reason (a `DiscordAPIError`): nothing changed. A 5xx after every retry, a timeout or a dropped
 * connection says nothing either way: the edit may have been carried out, its answer lost. The message as Discord
 * has it then tells: it shows the edit or it does not.
 *
 * Not for certain: an edit still on its way inside Discord when the message is fetched (a try that timed out, not
 * yet carried out) may land after, and the lines told below are then told twice. No later look closes that: Discord
 * can neither call an edit back nor say when one still on its way will land, and the lines cannot wait for it (the
 * next message is posted already, and tells them in their place). A second fetch where they are told, in
 * ./thread.ts `inPlaceOfUnfinished`, comes within the same sync, a store write after this one, and would find the
 * same. Twice at worst, never lost: that is the side the doubt falls on.
 */
import {
  DiscordAPIError,
  isJSONEncodable,
  type APIEmbed,
  type Message,
  type MessageManager,
} from 'discord.js';
import type { EditBody } from './message-editors';

/** The embeds' fields an edit is known by: their titles and descriptions, in order. */
function embedWords(embeds: readonly (APIEmbed | { toJSON(): APIEmbed })[]): string[] {
  return embeds.map((e) => {
    const { title, description } = isJSONEncodable(e) ? e.toJSON() : e;
    return `${title ?? ''}\n${description ?? ''}`;
  });
}

/**
 * Whether `message` shows edit `body`: the same text, embed titles and descriptions, and as many component rows
 * (what a finishing edit changes: a live turn message has buttons, its finished record none), as far as `body`
 * sets them.
 */
export function showsEdit(
  message: Pick<Message, 'content' | 'components' | 'embeds'>,
  body: EditBody,
): boolean {
  if (body.content !== undefined && message.content !== (body.content ?? '')) return false;
  if (body.components !== undefined && message.components.length !== body.components.length) return false;
  if (body.embeds === undefined) return true;
  const sent = embedWords(body.embeds);
  const shown = embedWords(message.embeds.map((e) => e.toJSON()));
  return sent.length === shown.length && sent.every((w, i) => w === shown[i]);
}

/**
 * Whether edit `body` of message `messageId` landed though it failed with `error`: never when Discord refused it,
 * else when the message, fetched anew, shows it (`showsEdit`). A fetch that fails says no: an edit counted as
 * failed leaves its lines to be told below, twice at worst, never lost.
 */
export async function editLanded(
  messages: Pick<MessageManager, 'fetch'>,
  messageId: string,
  body: EditBody,
  error: unknown,
): Promise<boolean> {
  if (error instanceof DiscordAPIError) return false;
  const message = await messages.fetch({ message: messageId, force: true }).catch(() => null);
  return message !== null && showsEdit(message, body);
}
