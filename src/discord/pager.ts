/**
 * One pager for the private paged replies (`/oil rules`, `/oil log`): packing text into embeds and pages
 * within Discord's limits, the page buttons, and the custom ids that carry what is paged and the page.
 *
 * Page buttons (verb `page`), one layout per subject, parsed by `pageTargetOf`:
 * - `d1.<row>.<version>.page.log.<page>` — the log of game row <row>, drawn at state <version>;
 * - `d1.0.0.page.rules.<game id>.<page>` — the rules of a game; rules belong to no game row, so the row slot
 *   holds `NO_GAME` (0) and the version 0.
 * The replies are ephemeral: only the person who asked sees them, so only they can click, and a click edits
 * their own copy only.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type InteractionEditReplyOptions,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { z } from 'zod';
import { encodeControl, NO_GAME, type ControlOf } from './custom-id';

/** Discord's limits on the embeds of one message. */
export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  footer: 2048,
  /** Characters of all titles, descriptions and footers of a message's embeds together. */
  messageChars: 6000,
  embedsPerMessage: 10,
} as const;

/** Comfortable reading size of one page (characters over all its embeds); well within `messageChars`. */
export const PAGE_CHARS = 4000;
/** Room kept on every page for the "Page x of n" footer. */
const FOOTER_RESERVE = 40;
/** The row slot of rules page buttons: rules belong to no game row. */
export const RULES_ROW = NO_GAME;
/** Highest page number a button may carry (forged ids with more are refused). */
export const MAX_PAGE = 9999;

/** What is paged. */
export type PageSubject = { kind: 'log'; row: number } | { kind: 'rules'; gameId: string };
/** What a page button asks for. */
export type PageTarget = PageSubject & { page: number };

const pageNumber = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));
const gameIdArg = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);
const pageArgsSchema = z.union([
  z.tuple([z.literal('log'), pageNumber]),
  z.tuple([z.literal('rules'), gameIdArg, pageNumber]),
]);

/** The custom id of a button showing `page` of `subject`. */
export function pageCustomId(subject: PageSubject, page: number, version = 0): string {
  return subject.kind === 'log'
    ? encodeControl({ row: subject.row, version, verb: 'page', args: ['log', String(page)] })
    : encodeControl({
        row: RULES_ROW,
        version: 0,
        verb: 'page',
        args: ['rules', subject.gameId, String(page)],
      });
}

/** What a page button asks for, or null when its arguments are not a page button's (forged or damaged). */
export function pageTargetOf(id: ControlOf<'page'>): PageTarget | null {
  if (id.verb !== 'page') return null;
  const parsed = pageArgsSchema.safeParse(id.args);
  if (!parsed.success) return null;
  const args = parsed.data;
  if (args[0] === 'log') return { kind: 'log', row: id.row, page: args[1] };
  if (id.row !== RULES_ROW || id.version !== 0) return null;
  return { kind: 'rules', gameId: args[1], page: args[2] };
}

/** Button labels: `lower` goes to page - 1, `higher` to page + 1; `higherFirst` puts the higher one left. */
export interface PagerLabels {
  lower: string;
  higher: string;
  higherFirst?: boolean;
}

export const PREVIOUS_NEXT: PagerLabels = { lower: '◀ Previous', higher: 'Next ▶' };

/** The page buttons, or null when there is a single page. Edge buttons are greyed, never missing. */
export function pagerRow(
  subject: PageSubject,
  page: number,
  pages: number,
  labels: PagerLabels = PREVIOUS_NEXT,
  version = 0,
): ActionRowBuilder<MessageActionRowComponentBuilder> | null {
  if (pages <= 1) return null;
  // A greyed edge button points at the current page, so the two ids always differ.
  const lower = new ButtonBuilder()
    .setCustomId(pageCustomId(subject, Math.max(1, page - 1), version))
    .setLabel(labels.lower)
    .setStyle(ButtonStyle.Secondary)
    .setDisabled(page <= 1);
  const higher = new ButtonBuilder()
    .setCustomId(pageCustomId(subject, Math.min(pages, page + 1), version))
    .setLabel(labels.higher)
    .setStyle(ButtonStyle.Secondary)
    .setDisabled(page >= pages);
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    ...(labels.higherFirst ? [higher, lower] : [lower, higher]),
  );
}

/** The page to show for an asked page number, and a note when it had to be moved into 1…pages. */
export function choosePage(asked: number | null, pages: number): { page: number; note: string | null } {
  const last = Math.max(1, pages);
  if (asked === null) return { page: 1, note: null };
  if (asked < 1) return { page: 1, note: 'Pages start at 1: showing page 1.' };
  if (asked > last) {
    const only = last === 1 ? 'There is only 1 page' : `There are only ${last} pages`;
    return { page: last, note: `${only}: showing page ${last}.` };
  }
  return { page: asked, note: null };
}

/** A page's reply: its embeds, an optional note above them and the page buttons. */
export function pagePayload(
  embeds: readonly EmbedBuilder[],
  row: ActionRowBuilder<MessageActionRowComponentBuilder> | null,
  note: string | null = null,
): InteractionEditReplyOptions {
  return { content: note ?? '', embeds: [...embeds], components: row ? [row] : [] };
}

/** A titled piece of text (Discord markdown) to lay out in one or more embeds. */
export interface Section {
  title: string;
  text: string;
}

/** Whitespace that separates words: split there, never inside a word. */
const BREAKS = ['\n\n', '\n', ' '] as const;

/**
 * Cut text into pieces of at most `max` characters: at a blank line if one is in reach, else at a line
 * break, else between words. Only a single "word" longer than `max` is cut inside.
 */
export function splitText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    let cut = -1;
    let skip = 0;
    for (const b of BREAKS) {
      const at = rest.lastIndexOf(b, max);
      if (at > 0) {
        cut = at;
        skip = b.length;
        break;
      }
    }
    if (cut <= 0) {
      cut = max;
      skip = 0;
    }
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut + skip).trimStart();
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

function clipTitle(title: string): string {
  return title.length <= EMBED_LIMITS.title ? title : `${title.slice(0, EMBED_LIMITS.title - 1)}…`;
}

function embedChars(e: EmbedBuilder): number {
  const d = e.data;
  return (d.title?.length ?? 0) + (d.description?.length ?? 0) + (d.footer?.text.length ?? 0);
}

/**
 * Lay sections out as pages of embeds: one embed per section (a long one continues in further embeds),
 * sections kept whole on a page when they fit, each page within `budget` characters and 10 embeds, and
 * "Page x of n" in the footer of each page's last embed.
 */
export function packPages(sections: readonly Section[], budget = PAGE_CHARS): EmbedBuilder[][] {
  const limit = Math.min(budget, EMBED_LIMITS.messageChars) - FOOTER_RESERVE;
  const embeds: EmbedBuilder[][] = sections.map((s) => {
    const title = clipTitle(s.title);
    const more = clipTitle(`${s.title} (continued)`);
    const room = Math.min(EMBED_LIMITS.description, limit - more.length);
    const text = s.text.trim();
    if (text.length === 0) return [new EmbedBuilder().setTitle(title)];
    return splitText(text, room).map((piece, i) =>
      new EmbedBuilder().setTitle(i === 0 ? title : more).setDescription(piece),
    );
  });
  const pages: EmbedBuilder[][] = [];
  let page: EmbedBuilder[] = [];
  let used = 0;
  const flush = () => {
    if (page.length) pages.push(page);
    page = [];
    used = 0;
  };
  for (const group of embeds) {
    const size = group.reduce((n, e) => n + embedChars(e), 0);
    // A section that does not fit in what is left of the page starts a new page.
    if (used + size > limit || page.length + group.length > EMBED_LIMITS.embedsPerMessage) flush();
    for (const e of group) {
      if (used + embedChars(e) > limit || page.length >= EMBED_LIMITS.embedsPerMessage) flush();
      page.push(e);
      used += embedChars(e);
    }
  }
  flush();
  pages.forEach((p, i) => p.at(-1)?.setFooter({ text: `Page ${i + 1} of ${pages.length}` }));
  return pages;
}
