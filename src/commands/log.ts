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
import { summedUp } from '../games/events';

/** Lines a page holds at most. */
export const LOG_PAGE_LINES = 20;
/**
 * A page's lines together at most (with their line breaks), within an embed description's 4,096 characters: a
 * page of long lines (a Wildcatters auction, a Merit deal) holds fewer of them, each whole.
 */
export const LOG_PAGE_CHARS = 3_900;
/** One log line at most: only a line longer than any move tells is cut (it read "sealed (0…" at 190). */
export const LOG_LINE_CHARS = 600;
/** Older pages have higher numbers: "Older" sits on the left, as earlier times do. */
export const LOG_LABELS: PagerLabels = { lower: 'Newer ▶', higher: '◀ Older', higherFirst: true };

export const NOTHING_YET = 'Nothing has happened yet.';

/**
 * The public log of a game, oldest first, as runs: the lines of one player's moves in a row (a turn, or an
 * answer to it) stay together, so a page does not begin in the middle of what someone did.
 */
export function logRuns(app: App, game: TableGame): string[][] {
  const names = namesOf(game);
  const runs: { seat: number; lines: string[] }[] = [];
  const entries = app.desk.log(game.record.id);
  // A step a later line sums up (each sealed answer to an auction, once its result lists every bid) is left out.
  const gone = summedUp(entries.flatMap((e) => e.events));
  let at = 0;
  for (const entry of entries) {
    const events = entry.events.filter(() => !gone.has(at++));
    const lines = publicLines(events, names).map((l) => clip(l, LOG_LINE_CHARS));
    if (lines.length === 0) continue;
    const last = runs.at(-1);
    if (last?.seat === entry.seat) last.lines.push(...lines);
    else runs.push({ seat: entry.seat, lines });
  }
  return runs.map((r) => r.lines);
}

/**
 * The runs cut into pages of at most LOG_PAGE_LINES lines and LOG_PAGE_CHARS characters, newest page first,
 * each oldest line first. A run that does not fit a page begins the next one, unless the page is not yet half
 * full: then the run's newest lines fill it and the rest goes on (a run longer than a page is cut, as it must be).
 */
export function logPages(runs: readonly (readonly string[])[]): string[][] {
  const pages: string[][] = [];
  let page: string[] = [];
  let chars = 0;
  const turnPage = () => {
    pages.push(page);
    page = [];
    chars = 0;
  };
  for (let i = runs.length - 1; i >= 0; i--) {
    let run = [...runs[i]!];
    while (run.length > 0) {
      // How many of the run's newest lines fit on the page as it stands.
      let fit = 0;
      let added = 0;
      while (fit < run.length && page.length + fit < LOG_PAGE_LINES) {
        const more = run[run.length - 1 - fit]!.length + 1;
        // The first line of an empty page always goes on it (lines are clipped far below a page).
        if (page.length + fit > 0 && chars + added + more > LOG_PAGE_CHARS) break;
        added += more;
        fit++;
      }
      const taken = run.slice(run.length - fit);
      if (fit === run.length) {
        page = [...taken, ...page];
        chars += added;
        run = [];
      } else if (fit === 0 || page.length >= LOG_PAGE_LINES / 2 || chars >= LOG_PAGE_CHARS / 2) {
        turnPage();
      } else {
        page = [...taken, ...page];
        chars += added;
        run = run.slice(0, run.length - fit);
        turnPage();
      }
    }
  }
  if (page.length > 0) pages.push(page);
  return pages;
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
  const all = logPages(logRuns(app, game));
  if (all.length === 0) return null;
  const pages = all.length;
  const { page, note } = choosePage(asked, pages);
  const where = page === 1 ? 'newest' : page === pages ? 'oldest' : null;
  const embed = new EmbedBuilder()
    .setTitle(`Game log — page ${page} of ${pages}${where && pages > 1 ? ` (${where})` : ''}`)
    .setDescription(all[page - 1]!.join('\n'));
  const row = pagerRow({ kind: 'log', row: game.record.id }, page, pages, LOG_LABELS, game.record.version);
  return { payload: pagePayload([embed], row, note), page, pages };
}

export const log: Subcommand = {
  name: 'log',
  description: 'What happened in this game, newest page first',
  defer: 'ephemeral',
  options: (sub) =>
    sub.addIntegerOption((o) =>
      o.setName('page').setDescription('Page 1 is the latest; higher pages go further back').setMinValue(1),
    ),
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const reply = logReply(app, game, interaction.options.getInteger('page'));
    if (!reply) return tell(interaction, NOTHING_YET);
    await tell(interaction, reply.payload);
  },
};
