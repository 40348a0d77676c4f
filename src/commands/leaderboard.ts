/** `/oil leaderboard [game]`: the skill ratings of one game here (default: this thread's game), or of all. */
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { leaderboardPayload } from '../discord/leaderboard';
import { NOT_IN_A_SERVER } from './stats';
import { gameNamed, gameOption, suggestGames } from './game-option';
import { unknownGameText } from './new';

export const leaderboard: Subcommand = {
  name: 'leaderboard',
  description: 'Who plays a game best here (skill ratings)',
  defer: 'public',
  options: (sub) =>
    sub.addStringOption((o) => gameOption(o, 'Which game (default: this thread’s, else all games)')),
  async execute(app, interaction) {
    const guildId = interaction.guildId;
    if (!guildId) return tell(interaction, NOT_IN_A_SERVER);
    const typed = interaction.options.getString('game');
    const stats = app.desk.stats(guildId);
    // A game no longer offered is still found by its id while its ratings are kept.
    const named =
      typed === null ? null : (gameNamed(typed)?.id ?? stats.games.find((g) => g.gameId === typed)?.gameId);
    if (named === undefined) return tell(interaction, unknownGameText(typed ?? ''));
    const gameId = named ?? app.desk.byChannel(interaction.channelId)?.record.gameId ?? null;
    await tell(interaction, leaderboardPayload(stats, gameId));
  },
  autocomplete: (_app, interaction) => suggestGames(interaction),
};
