/** The game of the channel a command was used in, or a clear private answer when there is none. */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../discord/context';
import type { GameRecord } from '../discord/desk';
import { TableDesk } from '../discord/desk-table';
import { tell } from '../discord/respond';

export const NO_GAME_HERE =
  'There is no game in this channel. Start one with `/oil new` (it opens a thread), or use the command inside a game thread.';

export async function gameHere(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<GameRecord | null> {
  const record = ctx.desk.byChannel(interaction.channelId);
  if (!record) {
    // A game that exists but cannot be loaded (damaged, busy …) says why instead of "no game".
    const why = ctx.desk instanceof TableDesk ? ctx.desk.table.getGame(interaction.channelId) : null;
    await tell(interaction, why && !why.ok && why.code !== 'no-game' ? why.message : NO_GAME_HERE);
    return null;
  }
  return record;
}
