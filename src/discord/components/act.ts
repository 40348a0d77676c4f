/**
 * Action buttons and the private chooser: a group with one action applies at once; several open a chooser
 * (selects, in steps, paged), with the board picture marking the spots to choose from.
 */
import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { chooserComponents, chooserPrompt, descend, parsePath } from '../chooser';
import type { BotContext } from '../context';
import { intArg, type CustomId } from '../custom-id';
import { applyAndPost, gate } from '../flows';
import { clip, seatOf } from '../names';
import type { ActionChoice } from '../presenters/types';
import { ackReply, ackUpdate, tell } from '../respond';
import { FORGED_TEXT } from '../texts';
import { BOARD_FILE } from '../turn';
import type { Click } from './types';

export async function actClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
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
  if (choices.length === 0) {
    // A button merged over several players (e.g. Accept the trade) may not be open to this one: say why.
    const why = ctx
      .presenter(ok.snap.record.gameId)
      .unavailable(ok.snap, ok.seat)
      .find((u) => u.group === group);
    return tell(
      interaction,
      why
        ? `You can't ${why.doing ?? why.label.toLowerCase()} right now: ${why.reason}.`
        : 'That is not possible for you right now.',
    );
  }
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
  // Edits the deferred private reply, or (after a select/page click) the chooser itself.
  await interaction.editReply({
    content: chooserPrompt(label, descent.chosen, descent.options.length),
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

export async function menuClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  const ok = await gate(ctx, interaction, id.game, id.version);
  if (!ok) return;
  const path = parsePath(id.args[2]);
  if (!path) return tell(interaction, FORGED_TEXT);
  // After others acted meanwhile, the chooser starts again from the current state.
  if (ok.rebased) return showChooser(ctx, interaction, id.game, id.args[0] ?? '', 0, []);
  await showChooser(ctx, interaction, id.game, id.args[0] ?? '', intArg(id.args, 1) ?? 0, path);
}

export async function pickSelect(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
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
