/**
 * Open-ended actions entered in modals (trade offers, discards, counter-offers). A modal must be the first
 * answer to its button, so the button's checks run synchronously on one load; the submitted modal is checked
 * again (the game may have moved on while the player typed) and acted on through the same path as a click: a
 * move that leaves the player only one group's choices to pick from (a discard, then the robber) turns the
 * form's private answer into that chooser, its receipt above the prompt (`openLinkedOr`).
 */
import {
  ActionRowBuilder,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { App } from '../app';
import { encodeControl, type ControlOf } from '../custom-id';
import type { CheckedTurn } from '../desk';
import { playMove } from '../play';
import type { FormSpec } from '../presenters/types';
import { explain, notAskedNow, tellUnavailable, withAlso } from '../refusals';
import { clip } from '../names';
import { asSentence } from '../mover-words';
import { ackReply, tell } from '../respond';
import { openLinkedOr } from './act';
import type { Click } from './types';

/** Longest text a modal field takes: enough for any offer, short enough to check cheaply. */
const FIELD_MAX = 200;

function formOf(app: App, turn: CheckedTurn, key: string): FormSpec | undefined {
  return app
    .presenter(turn.snap.record.gameId)
    .forms(turn.snap, turn.seat)
    .find((f) => f.key === key);
}

export async function formClick(app: App, interaction: Click, id: ControlOf<'form'>): Promise<void> {
  const key = id.key;
  const turn = app.desk.turnFor(id.row, interaction.user.id, id.version);
  const form = turn.ok ? formOf(app, turn.value, key) : undefined;
  if (!turn.ok || !form) {
    await ackReply(interaction);
    if (!turn.ok) return explain(app, interaction, turn, id.row, 'button', key);
    // A form button shown to everyone who may act may not be open to this player: say why, privately.
    return tellUnavailable(app, interaction, turn.value, key);
  }
  const modal = new ModalBuilder()
    .setCustomId(encodeControl({ row: id.row, version: id.version, verb: 'modal', key }))
    .setTitle(form.title.slice(0, 45));
  // Refused last time: the fields start with what the player typed then (only they see this modal).
  const draft = form.keepsTyped
    ? app.drafts.draft(id.row, interaction.user.id, key, form.draftScope)
    : undefined;
  for (const f of form.fields.slice(0, 5)) {
    const input = new TextInputBuilder()
      .setCustomId(f.id)
      .setLabel(f.label.slice(0, 45))
      .setStyle(f.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
      .setRequired(f.required ?? true)
      .setMaxLength(FIELD_MAX);
    if (f.placeholder) input.setPlaceholder(f.placeholder.slice(0, 100));
    // Discord takes a value up to the field's own maximum length (and 4000 at most).
    const value = draft?.[f.id] ?? f.value;
    if (value) input.setValue(value.slice(0, FIELD_MAX));
    modal.addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
  }
  await interaction.showModal(modal);
  // As it was shown: a submission refused before it is read gives the player their text back with it.
  app.drafts.opened(id.row, interaction.user.id, key, {
    version: id.version,
    scope: form.draftScope ?? '',
    keepsTyped: form.keepsTyped ?? false,
    fields: form.fields.slice(0, 5).map((f) => ({ id: f.id, label: f.label.slice(0, 45) })),
  });
}

export async function modalSubmit(app: App, interaction: ModalSubmitInteraction, id: ControlOf<'modal'>) {
  await ackReply(interaction);
  const checked = app.desk.turnFor(id.row, interaction.user.id, id.version);
  const turn = checked.ok ? checked.value : null;
  const form = turn ? formOf(app, turn, id.key) : undefined;
  if (!turn || !form) {
    // Refused because the player answered the form's question another way since (a sealed bid made in the bid
    // menu): what they typed cannot be used again, so they hear why instead of getting it back "to use again".
    const answered =
      !checked.ok && checked.code === 'stale' ? notAskedNow(app, id.row, interaction.user.id, id.key) : null;
    if (answered) return tell(interaction, `${answered} Nothing changed.`);
    // Refused before it is read (the game moved on while they typed): the player gets their text back.
    const back = giveTypedBack(app, interaction, id);
    if (!checked.ok) return explain(app, interaction, checked, id.row, 'form', undefined, back);
    return tell(interaction, withAlso('That is not possible for you right now.', back));
  }
  const values: Record<string, string> = {};
  for (const f of form.fields) {
    let value: string;
    try {
      value = interaction.fields.getTextInputValue(f.id);
    } catch {
      value = '';
    }
    if (value.length > FIELD_MAX) {
      return tell(
        interaction,
        `“${f.label}” is too long (at most ${FIELD_MAX} characters). Nothing changed.`,
      );
    }
    values[f.id] = value;
  }
  const row = turn.snap.record.id;
  const userId = interaction.user.id;
  // Kept until a move is saved: words it cannot read, or a deal the engine refuses, reopen as typed; a move made
  // forgets them at once.
  if (form.keepsTyped) app.drafts.refused(row, userId, form.key, values, form.draftScope);
  const parsed = form.parse(values);
  if (!parsed.ok) return tell(interaction, `${parsed.error} Nothing changed.`);
  await playMove(
    app,
    interaction,
    turn,
    parsed.action,
    {
      receipt: (events) => formReceipt(events, form.buttonLabel),
      close: openLinkedOr(app, interaction, turn.seat),
      from: 'form',
    },
    () => app.drafts.sent(row, userId, form.key),
  );
}

/**
 * What `interaction` had typed into form `id`, which changed nothing: kept as the form's draft when the form
 * keeps what was typed (reused if it opens again in the scope it was typed in), and quoted back to the player
 * (`typedBackText`), with the labels it was shown with; after a restart, which forgot them, with the fields' ids.
 */
function giveTypedBack(
  app: App,
  interaction: ModalSubmitInteraction,
  id: ControlOf<'modal'>,
): string | undefined {
  const userId = interaction.user.id;
  const opening = app.drafts.opening(id.row, userId, id.key, id.version);
  const fields =
    opening?.fields ??
    [...interaction.fields.fields.values()].map((f) => ({ id: f.customId, label: f.customId }));
  const values: Record<string, string> = {};
  for (const f of fields) {
    try {
      values[f.id] = interaction.fields.getTextInputValue(f.id);
    } catch {
      values[f.id] = '';
    }
  }
  if (opening?.keepsTyped) app.drafts.refused(id.row, userId, id.key, values, opening.scope);
  return typedBackText(fields, values) ?? undefined;
}

/**
 * What a player typed into a form that changed nothing, quoted for them to use again, a field a line under its
 * label: null when they typed nothing.
 */
export function typedBackText(
  fields: readonly { id: string; label: string }[],
  values: Readonly<Record<string, string>>,
): string | null {
  const lines = fields.flatMap((f) => {
    const typed = values[f.id]?.trim();
    return typed ? [`> **${f.label}** ${typed.split('\n').join('\n> ')}`] : [];
  });
  return lines.length ? clip(`What you typed, to use again:\n${lines.join('\n')}`, 1200) : null;
}

/**
 * The private answer to a form's move: what was done in the move's own words (its first public line, as its
 * player reads it: "Done: You offered 2 brick for 1 ore.", `moverLines`), or the form's button when the move
 * told everyone nothing.
 */
export function formReceipt(publicEvents: readonly string[], buttonLabel: string): string {
  return `Done: ${asSentence(publicEvents[0] ?? buttonLabel)}`;
}
