/** `/oil leaderboard [game]`: the skill ratings of one game here (default: this thread's game), or of all. */
import type { ChatInputCommandInteraction } from 'discord.js';
import type { App } from '../discord/app';
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { leaderboardPayload } from '../discord/leaderboard';
import { NOT_IN_A_SERVER } from './stats';
import { gameNamed, gameOption, suggestGames } from './game-option';
import { unknownGameText } from './new';

/**
 * The game the `game` option names: its id, null when none was given, undefined when it names no game. A game
 * no longer offered is still found by its id while its ratings are kept.
 */
function namedGame(app: App, interaction: ChatInputCommandInteraction): string | null | undefined {
  const typed = interaction.options.getString('game');
  if (typed === null) return null;
  const offered = gameNamed(typed)?.id;
  if (offered !== undefined || !interaction.guildId) return offered;
  return app.desk.stats(interaction.guildId).games.find((g) => g.gameId === typed)?.gameId;
}

export const leaderboard: Subcommand = {
  name: 'leaderboard',
  description: 'Who plays a game best here (skill ratings)',
  // Public, but a game name it does not know is told privately: a typo is nobody else's business.
  defer: (app, interaction) => (namedGame(app, interaction) === undefined ? 'ephemeral' : 'public'),
  options: (sub) =>
    sub.addStringOption((o) => gameOption(o, 'Which game (default: this thread’s, else all games)')),
  async execute(app, interaction) {
    const guildId = interaction.guildId;
    if (!guildId) return tell(interaction, NOT_IN_A_SERVER);
    const named = namedGame(app, interaction);
    if (named === undefined)
      return tell(interaction, unknownGameText(interaction.options.getString('game') ?? ''));
    const stats = app.desk.stats(guildId);
    const gameId = named ?? app.desk.byChannel(interaction.channelId)?.record.gameId ?? null;
    await tell(interaction, leaderboardPayload(stats, gameId));
  },
  autocomplete: (_app, interaction) => suggestGames(interaction),
};
