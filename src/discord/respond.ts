/**
 * Answering after the 3-second acknowledgement: handlers acknowledge first (`ackReply` = private "thinking",
 * `ackUpdate` = silent acknowledgement of a click), then do the work, then `tell` the user privately.
 */
import {
  MessageFlags,
  type InteractionEditReplyOptions,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
  type RepliableInteraction,
} from 'discord.js';

const repliedPrivately = new WeakSet<RepliableInteraction>();

export async function ackReply(interaction: RepliableInteraction, ephemeral = true): Promise<void> {
  if (interaction.deferred || interaction.replied) return;
  await interaction.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
  repliedPrivately.add(interaction);
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
  if (repliedPrivately.has(interaction)) {
    await interaction.editReply(body);
    return;
  }
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...toCreate(body), flags: MessageFlags.Ephemeral });
    repliedPrivately.add(interaction);
    return;
  }
  await interaction.followUp({ ...toCreate(body), flags: MessageFlags.Ephemeral });
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
