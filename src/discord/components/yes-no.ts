/** The buttons of a question that cannot be taken back once answered yes (`/oil end`, `/oil leave` mid-game). */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { encodeControl } from '../custom-id';

type Answer = 'endok' | 'endno' | 'leaveok' | 'leaveno';

/**
 * "Yes, …" in red and "No, keep playing", both carrying the game's version when asked, so an answer to a
 * question the game has moved on from is told so instead of carried out.
 */
export function yesNoRow(row: number, version: number, yes: { verb: Answer; label: string }, noVerb: Answer) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: yes.verb }))
      .setLabel(yes.label)
      .setStyle(ButtonStyle.Danger),
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: noVerb }))
      .setLabel('No, keep playing')
      .setStyle(ButtonStyle.Secondary),
  );
}
