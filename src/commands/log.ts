/**
 * `/oil log [page]`: the public history of the game here, privately, newest page first, with Older / Newer
 * buttons (src/discord/pager.ts) that turn the page in place.
 */
import { EmbedBuilder, type InteractionEditReplyOptions } from 'discord.js';
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import type { App } from '../discord/app';
import type { TableGame } from '../table';
import { tell } from '../discord/respond';
import { clip, namesOf } from '../discord/names';
import { choosePage, pagePayload, pagerRow, type PagerLabels } from '../discord/pager';
import { publicLines } from '../discord/turn';

export const LOG_PAGE_LINES = 20;
/** One log line at most (20 lines of it stay well within an embed's 4096 characters). */
const LOG_LINE_CHARS = 190;
/** Older pages have higher numbers: "Older" sits on the left, as earlier times do. */
export const LOG_LABELS: PagerLabels = { lower: 'Newer ▶', higher: '◀ Older', higherFirst: true };

export const NOTHING_YET = 'Nothing has happened yet.';

/** The public log lines of a game, oldest first. */
export function logLines(app: App, game: TableGame): string[] {
  return publicLines(app.desk.log(game.record.id), namesOf(game)).map((l) => clip(l, LOG_LINE_CHARS));
}

/** How many pages `lines` make (at least 1). */
export function logPageCount(lines: number): number {
  return Math.max(1, Math.ceil(lines / LOG_PAGE_LINES));
}

/**
 * Page `asked` of the log (1 = the newest lines; null = page 1) as a reply, with a note when the asked page
 * was out of range; null when nothing has happened yet.
 */
export function logReply(
  app: App,
  game: TableGame,
  asked: number | null,
): { payload: InteractionEditReplyOptions; page: number; pages: number } | null {
  const lines = logLines(app, game);
  if (lines.length === 0) return null;
  const pages = logPageCount(lines.length);
  const { page, note } = choosePage(asked, pages);
  const end = lines.length - (page - 1) * LOG_PAGE_LINES;
  const shown = lines.slice(Math.max(0, end - LOG_PAGE_LINES), end);
  const where = page === 1 ? 'newest' : page === pages ? 'oldest' : null;
  const embed = new EmbedBuilder()
    .setTitle(`Game log — page ${page} of ${pages}${where && pages > 1 ? ` (${where})` : ''}`)
    .setDescription(shown.join('\n'));
  const row = pagerRow({ kind: 'log', row: game.record.id }, page, pages, LOG_LABELS, game.record.version);
  return { payload: pagePayload([embed], row, note), page, pages };
}

export const log: Subcommand = {
  name: 'log',
  description: 'Read what happened in this game, newest page first',
  defer: 'ephemeral',
  options: (sub) =>
    sub.addIntegerOption((o) =>
      o
        .setName('page')
        .setDescription('Page 1 is the most recent; higher pages go further back')
        .setMinValue(1),
    ),
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const reply = logReply(app, game, interaction.options.getInteger('page'));
    if (!reply) return tell(interaction, NOTHING_YET);
    await tell(interaction, reply.payload);
  },
};
