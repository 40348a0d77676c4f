/**
 * The `/oil leaderboard` reply: a game's rated players, best first (one game), or each game's top players
 * (all games). Pure: stats in, payload out, within Discord's embed limits.
 */
import { EmbedBuilder, type InteractionEditReplyOptions } from 'discord.js';
import type { GameTally, GuildStats, LeaderboardEntry } from '../table';
import { clip } from './names';
import {
  DESCRIPTION_CHARS,
  FIELD_CHARS,
  fieldsFit,
  figure,
  packLines,
  percent,
  STATS_COLOR,
  titleOf,
} from './stats';

/** Players listed for one game, and per game when all games are shown. */
export const LEADERBOARD_LINES = 25;
export const LEADERBOARD_LINES_PER_GAME = 5;

export const RATING_NOTE =
  'Rating: openskill (μ − 3σ), from finished games with at least two people, by place (winners first, then ' +
  'score). Bots are not rated.';

function line(e: LeaderboardEntry, place: number): string {
  return (
    `${place}. <@${e.userId}> **${figure(e.rating.ordinal)}** · ${e.played} played, ${e.wins} won ` +
    `(${percent(e.played ? e.wins / e.played : 0)})`
  );
}

/** The first `count` rated players of a game, as whole lines within `chars`. */
function lines(t: GameTally, count: number, chars: number): string {
  return packLines(
    t.leaderboard.map((e, i) => line(e, i + 1)),
    chars,
    count,
  );
}

/** The leaderboard of `gameId`, or of every game played here when null. */
export function leaderboardPayload(stats: GuildStats, gameId: string | null): InteractionEditReplyOptions {
  const embed = new EmbedBuilder().setColor(STATS_COLOR).setFooter({ text: RATING_NOTE });
  if (gameId !== null) {
    const tally = stats.games.find((g) => g.gameId === gameId);
    embed.setTitle(clip(`Leaderboard — ${titleOf(gameId)}`, 256));
    embed.setDescription(
      tally?.leaderboard.length
        ? lines(tally, LEADERBOARD_LINES, DESCRIPTION_CHARS)
        : 'Nobody is rated in this game here yet: finish a game with at least two people.',
    );
    return { content: '', embeds: [embed], components: [] };
  }
  embed.setTitle('Leaderboards');
  const rated = stats.games.filter((g) => g.leaderboard.length > 0);
  if (rated.length === 0) {
    embed.setDescription('Nobody is rated here yet: finish a game with at least two people.');
    return { content: '', embeds: [embed], components: [] };
  }
  fieldsFit(
    embed,
    rated.map((t) => ({ name: titleOf(t.gameId), value: lines(t, LEADERBOARD_LINES_PER_GAME, FIELD_CHARS) })),
  );
  return { content: '', embeds: [embed], components: [] };
}
