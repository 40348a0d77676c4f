/** The buttons of a question that cannot be taken back once answered yes (`/oil end`, `/oil leave` mid-game). */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { App } from '../app';
import { encodeControl, type ControlOf } from '../custom-id';
import type { TableGame } from '../../table';
import { ackUpdate, tell } from '../respond';
import type { Click } from './types';

type Answer = 'endok' | 'endno' | 'leaveok' | 'leaveno';

/**
 * "Yes, …" in red and "No, keep playing" (or `no.label`), both carrying the game's version when asked, so an
 * answer to a question the game has moved on from is told so instead of carried out.
 */
export function yesNoRow(
  yes: { control: ControlOf<Answer>; label: string },
  no: { control: ControlOf<Answer>; label?: string },
) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(encodeControl(yes.control))
      .setLabel(yes.label)
      .setStyle(ButtonStyle.Danger),
    new ButtonBuilder()
      .setCustomId(encodeControl(no.control))
      .setLabel(no.label ?? 'No, keep playing')
      .setStyle(ButtonStyle.Secondary),
  );
}

/**
 * The common part of an answer to `yesNoRow`'s question: acknowledged on the question; "No" (`no.verb`) closes
 * it with `no.text`; "Yes" on a game gone, or moved on since it was asked (`stale`), is told so. The game to act
 * on, or null when that was all.
 */
export async function answeredYes(
  app: App,
  interaction: Click,
  id: ControlOf<Answer>,
  no: { verb: Answer; text: string },
  stale: (game: TableGame) => Promise<void>,
): Promise<TableGame | null> {
  await ackUpdate(interaction);
  if (id.verb === no.verb) {
    await interaction.editReply({ content: no.text, components: [] });
    return null;
  }
  const game = app.desk.byRow(id.row);
  if (!game) {
    await tell(interaction, 'That game no longer exists.');
    return null;
  }
  if (game.record.version !== id.version) {
    await stale(game);
    return null;
  }
  return game;
}
