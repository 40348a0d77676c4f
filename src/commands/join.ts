import type { Subcommand } from './types';
import { openGamesOf } from './games';
import type { App } from '../discord/app';
import { gameHere, NO_GAME_HERE } from '../discord/here';
import { listWords } from '../discord/names';
import { explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { gameVisibleTo } from '../discord/channel-sight';
import type { ChatInputCommandInteraction } from 'discord.js';

/** Lobbies named at most in the answer (the rest are counted; `/oil games` lists them all). */
const LOBBIES_NAMED = 5;

/**
 * Where the one who asked can take a seat instead, when this channel has no lobby to join: this server's open lobbies
 * with a seat free (not theirs already), each a link to its thread, where its Join button is; null when none.
 * Someone new who types `/oil join` beside the game threads, or in a game's thread once it started, wants a game.
 */
function lobbiesToJoin(app: App, interaction: ChatInputCommandInteraction): string | null {
  const guildId = interaction.guildId;
  if (!guildId) return null;
  const lobbies = openGamesOf(app, guildId).filter(
    (g) =>
      g.record.lifecycle === 'lobby' &&
      g.seats.length < g.module.players.max &&
      !g.seats.some((s) => s.userId === interaction.user.id) &&
      gameVisibleTo(interaction, g.record, true),
  );
  if (lobbies.length === 0) return null;
  const named = lobbies
    .slice(0, LOBBIES_NAMED)
    .map(
      (g) => `<#${g.record.channelId}> (${g.module.title}, ${g.seats.length}/${g.module.players.max} seats)`,
    );
  const more = lobbies.length - named.length;
  const rest = more > 0 ? ` and ${more} more (\`/oil games\` lists them)` : '';
  return `Open lobbies in this server: ${listWords(named)}${rest}. Press **Join** in one.`;
}

/** `/oil join` by someone not seated in a game already running: follow it, join a lobby open elsewhere, or open one. */
export function startedText(lobbies: string | null): string {
  return `This game has already started: you can follow it here. ${
    lobbies ?? '`/oil new` opens a game of your own (press **Add bot** to play against the computer).'
  }`;
}

export const join: Subcommand = {
  name: 'join',
  description: 'Take a seat in this thread’s lobby',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const elsewhere = () => lobbiesToJoin(app, interaction);
    const game = await gameHere(app, interaction, () => {
      const lobbies = elsewhere();
      return lobbies ? `There is no lobby in this channel. ${lobbies}` : NO_GAME_HERE;
    });
    if (!game) return;
    const row = game.record.id;
    const result = app.desk.join(row, userOf(interaction));
    if (!result.ok) {
      // Someone not seated in a game already running here wants a game: this one to follow, a lobby elsewhere.
      const seated = game.seats.some((s) => s.userId === interaction.user.id);
      if (result.code === 'started' && !seated) return tell(interaction, startedText(elsewhere()));
      // A game over here: the lobbies open elsewhere, if any, are where a seat is.
      const lobbies = result.code === 'no-game' ? elsewhere() : null;
      if (lobbies) return tell(interaction, `${result.message} ${lobbies}`);
      return explain(app, interaction, result, row);
    }
    await app.threads.refreshLobby(result.value.record.id);
    await tell(interaction, `You joined — seat ${result.value.seats.length}.`);
  },
};
