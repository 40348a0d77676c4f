import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { isOver } from '../store';
import { currentTurnWords } from '../discord/refusals';
import { tell } from '../discord/respond';
import { LOBBY_CLOSED_TEXT } from '../discord/texts';

/**
 * `/oil board`: post a fresh turn message (picture, summary and the current buttons) in the thread — at most
 * once a minute per game while its thread is up to date; a thread behind its game is always reposted. A game
 * that is over and shown is not posted again (below its summary, unarchiving the thread): the player gets a link
 * to its final board.
 */
export const board: Subcommand = {
  name: 'board',
  description: 'Post the board anew with this turn’s buttons',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const { record } = game;
    if (record.lifecycle === 'lobby') return tell(interaction, 'The game has not started yet.');
    // A lobby closed before its start has no board: a post would be an empty "game ended" turn message.
    if (game.status === null) return tell(interaction, LOBBY_CLOSED_TEXT);
    const link = app.threads.currentLink(record);
    if (isOver(record) && link.message) {
      return tell(interaction, `This game is over. [Jump to its final board](${link.url})`);
    }
    if (link.message && app.threads.reposts.recently(record.id)) {
      return tell(
        interaction,
        `A fresh board was posted less than a minute ago. ${currentTurnWords(app, record)}`,
      );
    }
    const synced = await app.threads.sync(record.id, { fresh: true });
    if (!synced.ok) return tell(interaction, `I could not post the board because ${synced.why}.`);
    await tell(interaction, 'Posted a fresh board.');
  },
};
