/** The game of the channel a command was used in, or a clear private answer when there is none. */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { App } from './app';
import type { TableGame } from '../table';
import { tell } from './respond';

/** Each game lives in its own thread: a command used beside them points to them, for a server with many. */
export const NO_GAME_HERE =
  'There is no game in this channel: each game lives in its own thread. Use the command inside a game thread (`/oil games` links to this server’s games), or start one with `/oil new`.';

/** The game of this channel; else `noGame` (by default `NO_GAME_HERE`) is answered, and null returned. */
export async function gameHere(
  app: App,
  interaction: ChatInputCommandInteraction,
  noGame: () => string = () => NO_GAME_HERE,
): Promise<TableGame | null> {
  const game = app.desk.byChannel(interaction.channelId);
  if (!game) {
    // A game that exists but cannot be loaded (damaged, busy …) says why instead of "no game".
    await tell(interaction, app.desk.problemIn(interaction.channelId) ?? noGame());
    return null;
  }
  return game;
}
