/**
 * A custom id names a game, but where the click comes from decides whether it may touch that game: the
 * interaction's server and channel must be the game's, and the clicked message must be one the bot posted
 * there carrying the clicked control (a public turn or lobby message, or the user's own private reply — only
 * its owner can click an ephemeral message). Anything else is refused privately and changes nothing.
 */
import type { Message, MessageComponentInteraction, ModalSubmitInteraction } from 'discord.js';
import type { App } from './app';
import { currentTurnWords } from './refusals';
import { FORGED_TEXT } from './texts';

export const ELSEWHERE_TEXT =
  'That control belongs to a game somewhere else, so it changed nothing. Use the buttons in that game’s thread.';

/**
 * A control naming a game of another channel, clicked where a game of this channel is: a message from before its
 * server moved to another machine's database and the game took a new id (src/tools/move-servers.ts), or a
 * control copied in. Either way this thread's own game is the one to point to.
 */
export const OLDER_MESSAGE_TEXT = 'That control is from an older message, so it changed nothing.';

/**
 * A control naming a game of another channel, clicked in this thread on a message that does not carry it (a
 * control copied in, not a message from before a move): it belongs to that other game.
 */
export const OTHER_GAME_TEXT = 'That button belongs to another game, so it changed nothing.';

function carriesControl(message: Message, customId: string): boolean {
  for (const row of message.components) {
    if (!('components' in row)) continue;
    for (const c of row.components) {
      if ('customId' in c && c.customId === customId) return true;
    }
  }
  return false;
}

/**
 * Why this interaction, whose control names game `row` at state `version`, may not touch that game, or null when
 * it may. A version the game has not reached is no control the bot drew (forged, or damaged): not "the game
 * moved on", which the handlers say of an older one.
 */
export function originProblem(
  app: App,
  interaction: MessageComponentInteraction | ModalSubmitInteraction,
  { row, version }: { row: number; version: number },
): string | null {
  const home = app.desk.homeOf(row);
  if (!home) return null; // the handler says "That game no longer exists."
  if ((interaction.guildId ?? '') !== home.guildId || interaction.channelId !== home.channelId) {
    const here = interaction.channelId ? app.desk.byChannel(interaction.channelId)?.record : undefined;
    if (here && here.guildId === interaction.guildId) {
      const copied = interaction.isMessageComponent() && !ownControl(app, interaction);
      return `${copied ? OTHER_GAME_TEXT : OLDER_MESSAGE_TEXT} ${currentTurnWords(app, here)}`;
    }
    return ELSEWHERE_TEXT;
  }
  if (interaction.isMessageComponent() && !ownControl(app, interaction)) return FORGED_TEXT;
  if (version > home.version) return FORGED_TEXT;
  return null;
}

/** Whether the clicked message is one the bot posted, carrying the clicked control. */
function ownControl(app: App, interaction: MessageComponentInteraction): boolean {
  const message = interaction.message;
  return message.author.id === app.client.user?.id && carriesControl(message, interaction.customId);
}
