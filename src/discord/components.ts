/**
 * Buttons, selects and modals. Every handler acknowledges first (within Discord's 3 seconds), then checks
 * the click against the game (exists, seated, current version, must act), then applies and posts.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ButtonInteraction,
  type MessageActionRowComponentBuilder,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { chooserComponents, descend, parsePath } from './chooser';
import type { ActionChoice } from './presenters/types';
import { clip, namesOf } from './names';
import { formatSeats } from '../games/events';

/** How many of a player's private events the hand view repeats. */
const PRIVATE_EVENTS_SHOWN = 5;
import { FORGED_TEXT } from './texts';
import type { BotContext } from './context';
import { cid, intArg, type CustomId } from './custom-id';
import {
  applyAndPost,
  explain,
  gate,
  mayRebase,
  isAdminish,
  lobbyMessage,
  NOT_SEATED,
  postTurn,
  tellStale,
  userOf,
} from './flows';
import { BOARD_FILE } from './turn';
import { ackReply, ackUpdate, tell } from './respond';
import { seatOf } from './names';
import { AttachmentBuilder, EmbedBuilder } from 'discord.js';

type Click = ButtonInteraction | StringSelectMenuInteraction;

export async function handleComponent(
  ctx: BotContext,
  interaction: Click | ModalSubmitInteraction,
  id: CustomId,
): Promise<void> {
  switch (id.verb) {
    case 'join':
    case 'leave':
    case 'addbot':
    case 'start':
      return lobbyClick(ctx, interaction as Click, id);
    case 'hand':
      return handClick(ctx, interaction, id);
    case 'act':
      return actClick(ctx, interaction as Click, id);
    case 'menu':
      return menuClick(ctx, interaction as Click, id);
    case 'pick':
      return pickSelect(ctx, interaction as Click, id);
    case 'form':
      return formClick(ctx, interaction as Click, id);
    case 'modal':
      return modalSubmit(ctx, interaction as ModalSubmitInteraction, id);
    case 'endok':
    case 'endno':
      return endConfirm(ctx, interaction as Click, id);
  }
}

async function lobbyClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  const record = ctx.desk.byRow(id.game);
  if (!record) return tell(interaction, 'That game no longer exists.');
  if (record.phase !== 'lobby') {
    return tell(
      interaction,
      record.phase === 'over'
        ? 'This lobby was closed — start a new game with `/oil new`.'
        : 'This game has already started — the lobby is closed.',
    );
  }
  const user = userOf(interaction);
  if (id.verb === 'start') {
    const started = ctx.desk.start(id.game, user);
    if (!started.ok) return explain(ctx, interaction, started, id.game);
    const lobby = lobbyMessage(ctx, started.value.record);
    if (lobby) await interaction.editReply({ embeds: lobby.embeds, components: [] });
    await postTurn(ctx, id.game, started.value.events);
    return;
  }
  const result =
    id.verb === 'join'
      ? ctx.desk.join(id.game, user)
      : id.verb === 'leave'
        ? ctx.desk.leave(id.game, user)
        : ctx.desk.addBot(id.game, user);
  if (!result.ok) return explain(ctx, interaction, result, id.game);
  const lobby = lobbyMessage(ctx, result.value);
  if (lobby) await interaction.editReply({ embeds: lobby.embeds, components: lobby.components });
}

async function handClick(
  ctx: BotContext,
  interaction: Click | ModalSubmitInteraction,
  id: CustomId,
): Promise<void> {
  await ackReply(interaction);
  await showHand(ctx, interaction, id.game);
}

export async function showHand(
  ctx: BotContext,
  interaction: Click | ModalSubmitInteraction | import('discord.js').ChatInputCommandInteraction,
  row: number,
): Promise<void> {
  const snap = ctx.desk.snapshot(row);
  if (!snap) return tell(interaction, 'That game no longer exists.');
  const seat = seatOf(snap.record, interaction.user.id);
  if (seat === null) return tell(interaction, NOT_SEATED);
  if (snap.record.phase === 'lobby') return tell(interaction, 'The game has not started yet.');
  const hand = ctx.presenter(snap.record.gameId).hand(snap, seat);
  const secrets = ctx.desk
    .privateEvents(row, seat, PRIVATE_EVENTS_SHOWN)
    .map((e) => `• ${formatSeats(e.text, namesOf(snap.record))}`);
  const embed = new EmbedBuilder()
    .setTitle(hand.title.slice(0, 256))
    .setDescription(hand.description.slice(0, 3500));
  if (secrets.length)
    embed.addFields({ name: 'Only you know (latest)', value: clip(secrets.join('\n'), 1024) });
  return tell(interaction, { content: '', embeds: [embed], components: [] });
}

async function actClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  const group = id.args[0] ?? '';
  const snapBefore = ctx.desk.snapshot(id.game);
  const seat = snapBefore ? seatOf(snapBefore.record, interaction.user.id) : null;
  const groupChoices =
    snapBefore && seat !== null && snapBefore.status.toAct.includes(seat)
      ? ctx
          .presenter(snapBefore.record.gameId)
          .choices(snapBefore, seat)
          .filter((c) => c.group === group)
      : [];
  // A single action is applied at once (silent acknowledgement); several open a private chooser.
  if (groupChoices.length === 1) await ackUpdate(interaction);
  else await ackReply(interaction);
  const ok = await gate(ctx, interaction, id.game, id.version);
  if (!ok) return;
  const choices = ctx
    .presenter(ok.snap.record.gameId)
    .choices(ok.snap, ok.seat)
    .filter((c) => c.group === group);
  if (choices.length === 0) return tell(interaction, 'That is not possible for you right now.');
  if (choices.length === 1 && groupChoices.length === 1) {
    const legal = ok.snap.module.legalActions(ok.snap.state, ok.seat) as unknown[];
    await applyAndPost(ctx, interaction, id.game, legal[choices[0]!.index], ok.snap.record.version, '');
    return;
  }
  await showChooser(ctx, interaction, id.game, group, 0, []);
}

/**
 * Show (or update) the private chooser of `group` at `path`; apply the action once the path leaves a single
 * choice. Returns true when an action was applied.
 */
async function showChooser(
  ctx: BotContext,
  interaction: Click,
  row: number,
  group: string,
  page: number,
  path: number[],
): Promise<void> {
  const snap = ctx.desk.snapshot(row);
  if (!snap) return;
  const seat = seatOf(snap.record, interaction.user.id);
  if (seat === null) return;
  const presenter = ctx.presenter(snap.record.gameId);
  const choices = presenter.choices(snap, seat).filter((c) => c.group === group);
  const descent = descend(choices, path);
  if (descent.kind === 'invalid') return tell(interaction, 'That choice is not available any more.');
  if (descent.kind === 'apply') {
    const legal = snap.module.legalActions(snap.state, seat) as unknown[];
    const c = descent.choice;
    const applied = await applyAndPost(ctx, interaction, row, legal[c.index], snap.record.version, '');
    if (applied) await doneChooser(interaction, c);
    return;
  }
  const label = choices[0]?.groupLabel ?? 'Choose';
  const files: AttachmentBuilder[] = [];
  const embeds: EmbedBuilder[] = [];
  const spots = descent.level === 0 ? choices.map((c) => c.spot).filter((s): s is string => !!s) : [];
  if (spots.length > 0) {
    const who = snap.record.seats.find((x) => x.seat === seat)?.name ?? 'You';
    const picture = await presenter
      .render(snap, { group, spots, prompt: `${who}: ${label.toLowerCase()}` })
      .catch((error: unknown) => {
        // The select still works without the marked-up picture.
        ctx.log.error({ err: error, row }, 'selection render failed');
        return null;
      });
    if (picture) {
      files.push(
        new AttachmentBuilder(picture, {
          name: BOARD_FILE,
          description: clip(
            `The board with the ${spots.length} spots you can choose marked: ${spots.join(', ')}`,
            1024,
          ),
        }),
      );
      embeds.push(new EmbedBuilder().setImage(`attachment://${BOARD_FILE}`));
    }
  }
  const trail = descent.chosen.length ? ` ${descent.chosen.join(' → ')} →` : '';
  const n = descent.options.length;
  // Edits the deferred private reply, or (after a select/page click) the chooser itself.
  await interaction.editReply({
    content: `**${label}**${trail} ${n} choice${n === 1 ? '' : 's'}. Pick one:`,
    embeds,
    files,
    ...(files.length ? {} : { attachments: [] }),
    components: chooserComponents(snap, group, descent.options, page, path),
    allowedMentions: { parse: [] },
  });
}

async function doneChooser(interaction: Click, c: ActionChoice): Promise<void> {
  const what = c.steps ? c.steps.join(' → ') : c.label;
  await interaction
    .editReply({
      content: `Done: ${c.groupLabel} — ${what}.`,
      embeds: [],
      files: [],
      attachments: [],
      components: [],
    })
    .catch(() => undefined);
}

async function menuClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  const ok = await gate(ctx, interaction, id.game, id.version);
  if (!ok) return;
  const path = parsePath(id.args[2]);
  if (!path) return tell(interaction, FORGED_TEXT);
  // After others acted meanwhile, the chooser starts again from the current state.
  if (ok.rebased) return showChooser(ctx, interaction, id.game, id.args[0] ?? '', 0, []);
  await showChooser(ctx, interaction, id.game, id.args[0] ?? '', intArg(id.args, 1) ?? 0, path);
}

async function pickSelect(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  if (!interaction.isStringSelectMenu()) return;
  const ok = await gate(ctx, interaction, id.game, id.version);
  if (!ok) return;
  const group = id.args[0] ?? '';
  const path = parsePath(id.args[3]);
  const value = interaction.values[0] ?? '';
  if (!path) return tell(interaction, FORGED_TEXT);
  if (ok.rebased) {
    await tell(
      interaction,
      'Others acted while you were choosing, so here are your choices as they are now.',
    );
    return showChooser(ctx, interaction, id.game, group, 0, []);
  }
  const step = /^s(\d{1,3})$/.exec(value);
  if (step) return showChooser(ctx, interaction, id.game, group, 0, [...path, Number(step[1])]);
  const index = intArg(interaction.values, 0);
  const legal = ok.snap.module.legalActions(ok.snap.state, ok.seat) as unknown[];
  if (index === null || index >= legal.length) {
    return tell(interaction, 'That choice is not available any more.');
  }
  const choice = ctx
    .presenter(ok.snap.record.gameId)
    .choices(ok.snap, ok.seat)
    .find((c) => c.index === index && c.group === group);
  if (!choice) return tell(interaction, 'That choice does not belong to this menu.');
  const applied = await applyAndPost(ctx, interaction, id.game, legal[index], id.version, '');
  if (applied) await doneChooser(interaction, choice);
}

async function formClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
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

async function modalSubmit(ctx: BotContext, interaction: ModalSubmitInteraction, id: CustomId) {
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

export function endConfirmRow(row: number, version: number) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(cid(row, version, 'endok'))
      .setLabel('Yes, end the game')
      .setStyle(ButtonStyle.Danger),
    new ButtonBuilder()
      .setCustomId(cid(row, version, 'endno'))
      .setLabel('No, keep playing')
      .setStyle(ButtonStyle.Secondary),
  );
}

async function endConfirm(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  if (id.verb === 'endno') {
    await interaction.editReply({ content: 'The game goes on.', components: [] });
    return;
  }
  const record = ctx.desk.byRow(id.game);
  if (!record) return tell(interaction, 'That game no longer exists.');
  if (record.version !== id.version) return tellStale(ctx, interaction, record);
  const result = ctx.desk.end(id.game, userOf(interaction), isAdminish(interaction));
  if (!result.ok) return explain(ctx, interaction, result, id.game);
  await interaction.editReply({ content: 'Game ended.', components: [] });
  const who = userOf(interaction).name;
  const channel = await ctx.client.channels.fetch(record.channelId).catch(() => null);
  if (!channel?.isSendable()) return;
  // A closed lobby loses its buttons; a game's old turn buttons answer "This game is over".
  const lobbyId = record.phase === 'lobby' ? ctx.desk.lobbyMessage(record.row) : null;
  if (lobbyId && channel.isTextBased()) {
    await channel.messages
      .edit(lobbyId, {
        embeds: [new EmbedBuilder().setTitle('Lobby closed').setDescription(`${who} closed this lobby.`)],
        components: [],
      })
      .catch(() => undefined);
  }
  await channel.send({
    content: `${who} ended this ${record.phase === 'lobby' ? 'lobby' : 'game'}. Start a new one with \`/oil new\`.`,
    allowedMentions: { parse: [] },
  });
}
