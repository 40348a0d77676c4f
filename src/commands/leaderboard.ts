/** `/oil leaderboard [game]`: the skill ratings of one game here (default: this thread's game), or of all. */
import type { Subcommand } from './types';
import { listGames } from '../games/registry';
import { tell } from '../discord/respond';
import { leaderboardPayload } from '../discord/leaderboard';
import { NOT_IN_A_SERVER } from './stats';

export const leaderboard: Subcommand = {
  name: 'leaderboard',
  description: 'Who plays a game best here (skill ratings)',
  defer: 'public',
  options: (sub) =>
    sub.addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game (default: this thread’s, else all games)')
        .addChoices(...listGames().map((g) => ({ name: g.title, value: g.id }))),
    ),
  async execute(app, interaction) {
    const guildId = interaction.guildId;
    if (!guildId) return tell(interaction, NOT_IN_A_SERVER);
    const gameId =
      interaction.options.getString('game') ??
      app.desk.byChannel(interaction.channelId)?.record.gameId ??
      null;
    await tell(interaction, leaderboardPayload(app.desk.stats(guildId), gameId));
  },
};
