/** `/oil stats [user]`: this server's stats, or one player's here (public: stats are public in their server). */
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { gameVisibleTo } from '../discord/channel-sight';
import { playerStatsPayload, serverStatsPayload, type Linkable } from '../discord/stats';
import { scoreWordsOf } from '../discord/summary/message';

export const NOT_IN_A_SERVER = 'Stats are kept per server: use this command in a server.';

export const stats: Subcommand = {
  name: 'stats',
  description: 'Games, wins, ratings and reliability here, or of one player',
  defer: 'public',
  options: (sub) =>
    sub.addUserOption((o) => o.setName('user').setDescription('Whose stats (default: the whole server)')),
  async execute(app, interaction) {
    const guildId = interaction.guildId;
    if (!guildId) return tell(interaction, NOT_IN_A_SERVER);
    const figures = app.desk.stats(guildId);
    // The answer is public: a game is linked only when everyone who reads it may see the game's channel.
    const linkable: Linkable = (game) => gameVisibleTo(interaction, game, false);
    const user = interaction.options.getUser('user');
    if (!user) return tell(interaction, serverStatsPayload(figures, linkable));
    await tell(
      interaction,
      playerStatsPayload(
        figures,
        { id: user.id, name: user.globalName ?? user.username },
        linkable,
        (gameId) => scoreWordsOf(app.presenter(gameId)),
      ),
    );
  },
};
