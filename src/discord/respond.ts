/**
 * Answering after the 3-second acknowledgement: handlers acknowledge first (`ackReply` = private "thinking",
 * `ackUpdate` = silent acknowledgement of a click), then do the work, then `tell` the user privately.
 */
import {
  MessageFlags,
  type InteractionEditReplyOptions,
  type Message,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
  type RepliableInteraction,
} from 'discord.js';
import { DiscordCode, isDiscordCode } from './discord-codes';

const withOwnReply = new WeakSet<RepliableInteraction>();

/**
 * Whether `interaction` was answered with a reply of its own (deferred or sent, private or not): its `@original`
 * is then that reply, not the message it was clicked on (./message-editors.ts).
 */
export function hasOwnReply(interaction: RepliableInteraction): boolean {
  return withOwnReply.has(interaction);
}

export async function ackReply(interaction: RepliableInteraction, ephemeral = true): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  await interaction.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
  withOwnReply.add(interaction);
}

export async function ackUpdate(
  interaction: MessageComponentInteraction | ModalSubmitInteraction,
): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  await interaction.deferUpdate();
}

/** A private answer: edits the deferred reply, or sends an ephemeral follow-up after a silent ack. */
export async function tell(
  interaction: RepliableInteraction,
  payload: string | InteractionEditReplyOptions,
): Promise<void> {
  const body: InteractionEditReplyOptions =
    typeof payload === 'string' ? { content: payload, embeds: [], components: [] } : payload;
  body.allowedMentions ??= { parse: [] };
  if (withOwnReply.has(interaction)) {
    await interaction.editReply(body);
    return;
  }
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...toCreate(body), flags: MessageFlags.Ephemeral });
    withOwnReply.add(interaction);
    return;
  }
  await interaction.followUp({ ...toCreate(body), flags: MessageFlags.Ephemeral });
}

/**
 * Show `payload` on the user's private surface: their chooser (an ephemeral message they clicked), or the
 * interaction's own deferred private reply (a form's answer), never the public message a click came from — a
 * click acknowledged silently on a public turn message gets an ephemeral follow-up instead. `posted`: the
 * message shown when it is not the one clicked (the follow-up, or the reply of its own), else null.
 */
export async function showPrivately(
  interaction: RepliableInteraction,
  payload: InteractionEditReplyOptions,
): Promise<{ posted: Message | null }> {
  const onPublicMessage =
    interaction.isMessageComponent() && !interaction.message.flags.has(MessageFlags.Ephemeral);
  if (onPublicMessage && !withOwnReply.has(interaction)) {
    return { posted: await interaction.followUp({ ...toCreate(payload), flags: MessageFlags.Ephemeral }) };
  }
  const shown = await interaction.editReply(payload);
  return { posted: withOwnReply.has(interaction) ? shown : null };
}

function toCreate(body: InteractionEditReplyOptions) {
  return {
    content: body.content ?? undefined,
    embeds: body.embeds,
    components: body.components,
    files: body.files,
    allowedMentions: body.allowedMentions,
  };
}

/**
 * Turn a private message the user clicked (a page of the rules or the log) to `payload`. When its thread was
 * archived meanwhile, Discord refuses the edit: the page comes as a new private message instead.
 */
export async function turnPrivately(
  interaction: MessageComponentInteraction,
  payload: InteractionEditReplyOptions,
): Promise<void> {
  try {
    await interaction.editReply(payload);
  } catch (error) {
    if (!isDiscordCode(error, DiscordCode.threadArchived)) throw error;
    await interaction.followUp({ ...toCreate(payload), flags: MessageFlags.Ephemeral });
  }
}
