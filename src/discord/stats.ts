/**
 * The `/oil stats` replies: a server's stats (games per game, longest games, fastest mover, most active
 * players) and one player's (per game: games, wins, win rate, average score, rating, longest game; and their
 * reliability). Pure: stats in, payload out; every text is clipped to Discord's embed limits.
 */
import { EmbedBuilder, type InteractionEditReplyOptions } from 'discord.js';
import { getGame } from '../games/registry';
import type { GuildStats, LongestGame, PlayerStats, Reliability } from '../table';
import { clip, safeName } from './names';

export const STATS_COLOR = 0x3c8d5a;
/** Discord's embed limits (a field's value, a description, fields per embed). */
export const FIELD_CHARS = 1024;
export const DESCRIPTION_CHARS = 4096;
export const MAX_FIELDS = 25;
export const EMBED_TOTAL_CHARS = 6000;
/** Players listed in a server's stats. */
export const TOP_PLAYERS = 10;

/** A game's title, or its id when it is no longer offered. */
export function titleOf(gameId: string): string {
  return getGame(gameId)?.title ?? gameId;
}

/** "under a minute", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export function percent(rate: number): string {
  return `${Math.round(rate * 100)} %`;
}

/** A figure with at most one decimal ("8", "8.5"). */
export function figure(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** Games that are over for `r`'s player: finished, abandoned, or left by them. */
export function gamesEnded(r: Reliability): number {
  return r.finished + r.abandoned + r.left;
}

/**
 * "3 finished, 1 abandoned", "3 finished, 1 abandoned, 2 left mid-game" (games they walked out of), or "no game
 * ended yet" for someone whose first games are still on.
 */
export function endedWords(r: Reliability): string {
  if (gamesEnded(r) === 0) return 'no game ended yet';
  const left = r.left ? `, ${r.left} left mid-game` : '';
  return `${r.finished} finished, ${r.abandoned} abandoned${left}`;
}

/**
 * "moves in 2 h (median of 14 moves) · 3 finished, 1 abandoned", or "no moves yet · no game ended yet" of someone
 * whose first game is on (everyone the stats list has a game here: "no games here yet" was said of a player
 * seated in a game in play).
 */
export function reliabilityText(r: Reliability): string {
  const moves =
    r.medianMoveMs === null
      ? 'no moves yet'
      : `moves in ${formatDuration(r.medianMoveMs)} (median of ${r.moves} move${r.moves === 1 ? '' : 's'})`;
  return `${moves} · ${endedWords(r)}`;
}

/**
 * Whole lines, in order, at most `maxLines` and while they fit in `max` characters, then "… and N more" for
 * the rest: a long list is cut between lines, never inside one (only a first line longer than `max` is clipped).
 */
export function packLines(lines: readonly string[], max: number, maxLines = Infinity): string {
  const more = (n: number) => `\n… and ${n} more`;
  const shown: string[] = [];
  let used = 0;
  for (const [i, line] of lines.entries()) {
    if (i >= maxLines) break;
    const left = lines.length - i - 1;
    const add = (shown.length ? 1 : 0) + line.length;
    if (used + add + (left > 0 ? more(left + 1).length : 0) > max) break;
    shown.push(line);
    used += add;
  }
  if (shown.length === 0 && lines[0] !== undefined)
    shown.push(clip(lines[0], max - more(lines.length).length));
  const rest = lines.length - shown.length;
  return rest > 0 ? `${shown.join('\n')}${more(rest)}` : shown.join('\n');
}

/**
 * Whether the answer may link a game: whoever reads it may see the game's channel (channel-sight.ts). A game in a
 * staff room still counts, and its figures are shown, but not where it is.
 */
export type Linkable = (game: LongestGame) => boolean;

/** "3 h 5 min, 262 moves (<#thread>)", without the link when the game may not be linked. */
export function longestText(l: LongestGame, linkable: Linkable): string {
  const figures = `${formatDuration(l.ms)}, ${l.actions} moves`;
  return linkable(l) ? `${figures} (<#${l.channelId}>)` : figures;
}

/**
 * Add `fields` (each clipped) in order while the embed stays within Discord's limits: 25 fields and 6000
 * characters in all (title, description, footer, fields), leaving room for `last` (added after them). Set the
 * title, description and footer first.
 */
export function fieldsFit(
  embed: EmbedBuilder,
  fields: readonly { name: string; value: string }[],
  last?: { name: string; value: string },
): EmbedBuilder {
  const d = embed.data;
  const fit = (f: { name: string; value: string }) => ({
    name: clip(f.name, 256),
    value: clip(f.value, FIELD_CHARS),
  });
  const end = last ? fit(last) : null;
  let used =
    (d.title ?? '').length +
    (d.description ?? '').length +
    (d.footer?.text ?? '').length +
    (end ? end.name.length + end.value.length : 0);
  for (const f of fields.slice(0, MAX_FIELDS - (end ? 1 : 0))) {
    const field = fit(f);
    used += field.name.length + field.value.length;
    if (used > EMBED_TOTAL_CHARS) break;
    embed.addFields(field);
  }
  if (end) embed.addFields(end);
  return embed;
}

/** The server's stats; only the games `linkable` allows are linked. */
export function serverStatsPayload(stats: GuildStats, linkable: Linkable): InteractionEditReplyOptions {
  const embed = new EmbedBuilder().setTitle('Stats of this server').setColor(STATS_COLOR);
  if (stats.finished + stats.abandoned + stats.active === 0) {
    embed.setDescription('No game has been played here yet. Start one with `/oil new`.');
    return { content: '', embeds: [embed], components: [] };
  }
  const fastest = stats.fastest
    ? `Fastest mover: <@${stats.fastest.userId}> — moves in ${formatDuration(stats.fastest.medianMoveMs)} ` +
      `(median of ${stats.fastest.moves} moves).`
    : 'Fastest mover: nobody has made enough moves yet.';
  embed.setDescription(
    clip(
      `**${stats.finished}** finished · **${stats.abandoned}** abandoned · **${stats.active}** in play\n${fastest}`,
      DESCRIPTION_CHARS,
    ),
  );
  const perGame = stats.games.map((g) => {
    const lines = [`${g.finished} finished · ${g.abandoned} abandoned · ${g.active} in play`];
    if (g.longest) lines.push(`Longest: ${longestText(g.longest, linkable)}`);
    const top = g.leaderboard
      .slice(0, 3)
      .map((e, i) => `${i + 1}. <@${e.userId}> ${figure(e.rating.ordinal)}`);
    if (top.length) lines.push(`Top rated: ${top.join(' · ')}`);
    return { name: titleOf(g.gameId), value: lines.join('\n') };
  });
  const active = [...stats.players]
    .sort((a, b) => gamesEnded(b) - gamesEnded(a) || a.name.localeCompare(b.name))
    .slice(0, TOP_PLAYERS)
    .map((p) => {
      const played = p.games.reduce((n, g) => n + g.played, 0);
      const wins = p.games.reduce((n, g) => n + g.wins, 0);
      return `<@${p.userId}> — ${played} played, ${wins} won · ${reliabilityText(p)}`;
    });
  embed.setFooter({ text: 'Per player: /oil stats user:@someone · ratings: /oil leaderboard' });
  fieldsFit(
    embed,
    perGame,
    active.length ? { name: 'Players', value: packLines(active, FIELD_CHARS) } : undefined,
  );
  return { content: '', embeds: [embed], components: [] };
}

/** A game's words for a score ("£919,875" in Merit's "Oil", "8.5 VP" in Catan), by game id. */
export type ScoreWordsOf = (gameId: string) => (score: number) => string;

function playerGameField(
  g: PlayerStats['games'][number],
  scoreWords: ScoreWordsOf,
  linkable: Linkable,
): { name: string; value: string } {
  const average = scoreWords(g.gameId)(Math.round(g.averageScore * 10) / 10);
  const lines = [
    `${g.played} played · ${g.wins} won (${percent(g.winRate)}) · average score ${average}`,
    g.rating
      ? `Rating **${figure(g.rating.ordinal)}** (μ ${figure(g.rating.mu)}, σ ${figure(g.rating.sigma)}; ` +
        `${g.rating.games} rated game${g.rating.games === 1 ? '' : 's'})`
      : 'Not rated yet (a finished game with another person rates you)',
  ];
  if (g.longest) lines.push(`Longest: ${longestText(g.longest, linkable)}`);
  return { name: titleOf(g.gameId), value: lines.join('\n') };
}

/**
 * One player's stats in this server (`userId`; `name` for the title); only the games `linkable` allows are
 * linked. `scoreWords`: each game's words for its average score (a fortune in pounds reads "£919,875", not
 * "919875"); by default the bare figure.
 */
export function playerStatsPayload(
  stats: GuildStats,
  user: { id: string; name: string },
  linkable: Linkable,
  scoreWords: ScoreWordsOf = () => figure,
): InteractionEditReplyOptions {
  const embed = new EmbedBuilder()
    .setTitle(clip(`Stats of ${safeName(user.name)}`, 256))
    .setColor(STATS_COLOR);
  const p = stats.players.find((x) => x.userId === user.id);
  if (!p) {
    embed.setDescription(`<@${user.id}> has not played a game in this server yet.`);
    return { content: '', embeds: [embed], components: [] };
  }
  embed.setDescription(
    clip(
      `<@${user.id}> ${reliabilityText(p)}.${p.games.length ? '' : '\nNo finished game yet.'}`,
      DESCRIPTION_CHARS,
    ),
  );
  fieldsFit(
    embed,
    p.games.map((g) => playerGameField(g, scoreWords, linkable)),
  );
  return { content: '', embeds: [embed], components: [] };
}
