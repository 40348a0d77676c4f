/**
 * `/oil games`: this server's open games, with links to their threads and whose move each waits on; public,
 * but private when asked inside a game's thread.
 */
import type { Subcommand } from './types';
import type { App } from '../discord/app';
import type { GameSnapshot } from '../discord/desk';
import { tell } from '../discord/respond';
import { openGamesPayload } from '../discord/open-games';
import { NOT_IN_A_SERVER } from './stats';
import { gameVisibleTo } from '../discord/channel-sight';

/** This server's games still open (in their lobby or in play), as snapshots: `/oil games` lists them. */
export function openGamesOf(app: App, guildId: string): GameSnapshot[] {
  return (
    app.desk
      .openGamesIn({ guildId })
      .map((row) => app.desk.snapshot(row))
      // Only this server's games, and only while still open (one may have ended meanwhile).
      .filter(
        (s): s is GameSnapshot =>
          s !== null &&
          s.record.guildId === guildId &&
          (s.record.lifecycle === 'lobby' || s.record.lifecycle === 'active'),
      )
  );
}

export const games: Subcommand = {
  name: 'games',
  description: 'Open games here and whose move each waits on',
  // Public in a channel (the server's list of open games); private in a game's thread, where copies would pile
  // up among the turns.
  defer: (app, interaction) => (app.desk.byChannel(interaction.channelId) ? 'ephemeral' : 'public'),
  async execute(app, interaction) {
    const guildId = interaction.guildId;
    if (!guildId) return tell(interaction, NOT_IN_A_SERVER);
    // Only the games of channels whoever reads the answer may see: a staff room's games stay there.
    const privately = !!app.desk.byChannel(interaction.channelId);
    const shown = openGamesOf(app, guildId).filter((g) => gameVisibleTo(interaction, g.record, privately));
    await tell(interaction, openGamesPayload(shown));
  },
};
