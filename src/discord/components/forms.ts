/** Open-ended actions entered in modals (trade offers, discards, counter-offers). */
import {
  ActionRowBuilder,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { BotContext } from '../context';
import { cid, type CustomId } from '../custom-id';
import { applyAndPost, gate, mayRebase } from '../flows';
import { seatOf } from '../names';
import { ackReply, tell } from '../respond';
import type { Click } from './types';

export async function formClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  // A modal must be the first answer, so the checks here are quick and synchronous.
  const key = id.args[0] ?? '';
  const snap = ctx.desk.snapshot(id.game);
  const seat = snap ? seatOf(snap.record, interaction.user.id) : null;
  const current =
    snap && seat !== null && (snap.record.version === id.version || mayRebase(ctx, snap, seat, id.version));
  const form =
    snap && seat !== null && current && snap.status.toAct.includes(seat)
      ? ctx
          .presenter(snap.record.gameId)
          .forms(snap, seat)
          .find((f) => f.key === key)
      : undefined;
  if (!form || !snap) {
    await ackReply(interaction);
    await gate(ctx, interaction, id.game, id.version).then((ok) =>
      ok ? tell(interaction, 'That is not possible for you right now.') : undefined,
    );
    return;
  }
  const modal = new ModalBuilder()
    .setCustomId(cid(id.game, id.version, 'modal', key))
    .setTitle(form.title.slice(0, 45));
  for (const f of form.fields.slice(0, 5)) {
    const input = new TextInputBuilder()
      .setCustomId(f.id)
      .setLabel(f.label.slice(0, 45))
      .setStyle(f.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
      .setRequired(f.required ?? true);
    if (f.placeholder) input.setPlaceholder(f.placeholder.slice(0, 100));
    modal.addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
  }
  await interaction.showModal(modal);
}

export async function modalSubmit(ctx: BotContext, interaction: ModalSubmitInteraction, id: CustomId) {
  await ackReply(interaction);
  const ok = await gate(ctx, interaction, id.game, id.version);
  if (!ok) return;
  const key = id.args[0] ?? '';
  const form = ctx
    .presenter(ok.snap.record.gameId)
    .forms(ok.snap, ok.seat)
    .find((f) => f.key === key);
  if (!form) return tell(interaction, 'That is not possible for you right now.');
  const values: Record<string, string> = {};
  for (const f of form.fields) {
    try {
      values[f.id] = interaction.fields.getTextInputValue(f.id);
    } catch {
      values[f.id] = '';
    }
  }
  const parsed = form.parse(values);
  if (!parsed.ok) return tell(interaction, `${parsed.error} Nothing changed.`);
  await applyAndPost(
    ctx,
    interaction,
    id.game,
    parsed.action,
    ok.snap.record.version,
    `Done: ${form.buttonLabel}.`,
  );
}
