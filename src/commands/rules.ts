/**
 * `/oil rules [game]`: the whole rules page docs/rules/<id>.md, turned into Discord text (paragraphs
 * unwrapped, tables as lines, no repository paths, only absolute links) and shown privately in pages with
 * Previous / Next buttons (src/discord/pager.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InteractionEditReplyOptions } from 'discord.js';
import type { Subcommand } from './types';
import { getGame, listGames } from '../games/registry';
import { tell } from '../discord/respond';
import { listWords, safeName } from '../discord/names';
import { choosePage, packPages, pagePayload, pagerRow, type Section } from '../discord/pager';
import { gameNamed, gameOption, suggestGames } from './game-option';

/** docs/rules/<id>.md as written (markdown, hard-wrapped); null when the game has no rules page. */
export function rulesText(gameId: string): string | null {
  if (!/^[a-z0-9-]+$/.test(gameId)) return null;
  const path = join(process.cwd(), 'docs', 'rules', `${gameId}.md`);
  if (!existsSync(path)) return null;
  return readFileSync(path, 'utf8');
}

// ---- markdown -> Discord ------------------------------------------------------------------------------

/**
 * A repository path: `src/…`, `docs/…`, `shared/…` (the rules pages and seeds beside the repository), `./…`,
 * `../…`, or a file name ending in a source extension.
 */
const PATH =
  /(?<![\w/:.])(?:(?:\.{1,2}|src|docs|shared|test|bench|migrations|scripts)\/(?:[\w./-]*\w)?|[\w-]+\.(?:ts|md|sql))(?![\w/])/;
const PATH_G = new RegExp(PATH.source, 'g');
const SHELL = /^(?:npm|npx|node|tsx|pnpm|yarn)\b/;

/** How relative links and repository paths read instead. */
export interface RulesWords {
  /** The words for another game's rules page (e.g. "catan.md" -> "`/oil rules game:catan`"), or null. */
  rulesOf(file: string): string | null;
}

function defaultWords(): RulesWords {
  return {
    rulesOf(file) {
      // "catan.md", "./catan.md" (beside this page) or "docs/rules/catan.md".
      const m = /^(?:\.\/|(?:\.\.\/)*(?:docs\/)?rules\/)?([a-z0-9-]+)\.md$/.exec(file);
      const game = m ? getGame(m[1]!) : undefined;
      return game ? `\`/oil rules game:${game.id}\`` : null;
    },
  };
}

/** A code span: kept, unless it names a repository path (then words, or nothing in parentheses). */
function codeSpan(code: string, words: RulesWords): string {
  const rules = words.rulesOf(code);
  if (rules) return rules;
  if (!PATH.test(code)) return `\`${code}\``;
  return SHELL.test(code) ? 'a script in the source code' : 'the source code';
}

/** Inline markdown for Discord: links, code spans and bare paths. */
export function discordInline(text: string, words: RulesWords = defaultWords()): string {
  const codes: string[] = [];
  // Links first (their text may hold code), then code spans, then bare paths in what is left.
  let out = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => {
    if (/^https:\/\//.test(url)) return `[${label}](${url})`;
    return words.rulesOf(url) ?? label;
  });
  out = out.replace(/(?<!`)`([^`]+)`(?!`)/g, (_, code: string) => {
    codes.push(codeSpan(code, words));
    return `\uE000${codes.length - 1}\uE000`;
  });
  out = out.replace(PATH_G, (p: string) => words.rulesOf(p) ?? 'the source code');
  out = out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => codes[Number(i)] ?? '');
  // A path in parentheses says nothing to a player: "(the source code)" goes, with its space.
  return out.replace(/\s*\((?:the source code|a script in the source code)\)/g, '');
}

type Block =
  | { kind: 'para'; lines: string[] }
  | { kind: 'item'; depth: number; marker: string; lines: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'code'; lines: string[] }
  | { kind: 'heading'; level: number; text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Markdown lines into blocks; a paragraph's or list item's wrapped lines stay together. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let open: Block | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (FENCE.test(line)) {
      const code: string[] = [line.trim()];
      for (i++; i < lines.length && !FENCE.test(lines[i]!); i++) code.push(lines[i]!);
      code.push('```');
      blocks.push({ kind: 'code', lines: code });
      open = null;
      continue;
    }
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      open = null;
      continue;
    }
    if (TABLE_ROW.test(line)) {
      if (open?.kind !== 'table') {
        open = { kind: 'table', rows: [] };
        blocks.push(open);
      }
      if (!TABLE_RULE.test(line)) open.rows.push(cells(line));
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      open = {
        kind: 'item',
        depth: Math.floor(item[1]!.replace(/\t/g, '  ').length / 2),
        marker: item[2]!,
        lines: [item[3]!],
      };
      blocks.push(open);
      continue;
    }
    // A wrapped line continues the open paragraph or list item (indented or not, as in markdown).
    if (open && (open.kind === 'para' || open.kind === 'item')) {
      open.lines.push(line.trim());
      continue;
    }
    open = { kind: 'para', lines: [line.trim()] };
    blocks.push(open);
  }
  return blocks;
}

/** A paragraph that now opens with replaced words ("the source code …") starts with a capital. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Plain words for an embed title (titles show no markdown). */
function titleWords(text: string, words: RulesWords): string {
  return discordInline(text, words)
    .replace(/\*\*|__|`/g, '')
    .trim();
}

/** A table as readable lines: "• **Road** — Cost: brick + lumber; Rules: …" (or "• **a**: b" for two columns). */
function tableLines(rows: string[][], words: RulesWords): string[] {
  const [head, ...body] = rows;
  if (!head) return [];
  const strong = (c: string) => (c === '' ? '' : `**${c.replace(/\*\*/g, '')}**`);
  return body.map((row) => {
    const cell = (i: number) => discordInline(row[i] ?? '', words);
    if (head.length <= 2) return `• ${strong(cell(0))}: ${cell(1)}`;
    const rest = head
      .slice(1)
      .map((h, i) => (cell(i + 1) === '' ? '' : `${titleWords(h, words)}: ${cell(i + 1)}`))
      .filter((x) => x !== '');
    return `• ${strong(cell(0))} — ${rest.join('; ')}`;
  });
}

/** Depth 0 "• ", depth 1 "◦ " behind an indent that Discord keeps (it trims ordinary spaces). */
function itemLine(b: Extract<Block, { kind: 'item' }>, words: RulesWords): string {
  const indent = '\u2003'.repeat(b.depth);
  const marker = /\d/.test(b.marker) ? b.marker.replace(')', '.') : b.depth === 0 ? '•' : '◦';
  return `${indent}${marker} ${discordInline(b.lines.join(' '), words)}`;
}

/**
 * A rules page as titled sections of Discord text. The page's title heading gives way to `title`, which heads
 * the introduction; each `##` heading starts a section (an embed title); deeper headings become bold lines.
 */
export function rulesSections(
  markdown: string,
  title: string,
  words: RulesWords = defaultWords(),
): Section[] {
  const sections: Section[] = [];
  let current: { title: string; parts: string[] } = { title, parts: [] };
  let sawTitle = false;
  let lastKind: Block['kind'] | null = null;
  const add = (text: string, kind: Block['kind']) => {
    // List items and table lines stay on consecutive lines; anything else is a paragraph of its own.
    const tight = (kind === 'item' || kind === 'table') && lastKind === kind;
    if (tight && current.parts.length) current.parts[current.parts.length - 1] += `\n${text}`;
    else current.parts.push(text);
    lastKind = kind;
  };
  const close = () => {
    if (current.parts.length || current.title !== title || sections.length === 0)
      sections.push({ title: current.title, text: current.parts.join('\n\n') });
  };
  for (const b of blocksOf(markdown)) {
    switch (b.kind) {
      case 'heading':
        if (b.level === 1 && !sawTitle && sections.length === 0 && current.parts.length === 0) {
          sawTitle = true;
          break;
        }
        if (b.level <= 2) {
          close();
          current = { title: titleWords(b.text, words) || title, parts: [] };
          lastKind = null;
        } else {
          add(`**${titleWords(b.text, words)}**`, 'heading');
        }
        break;
      case 'para':
        add(capitalised(discordInline(b.lines.join(' '), words)), 'para');
        break;
      case 'item':
        add(itemLine(b, words), 'item');
        break;
      case 'table':
        add(tableLines(b.rows, words).join('\n'), 'table');
        break;
      case 'code':
        add(b.lines.join('\n'), 'code');
        break;
    }
  }
  close();
  return sections;
}

// ---- the reply ----------------------------------------------------------------------------------------

/** Page 1's last line, under the game in short: how to start a game of it, against bots too. */
export function playItLine(gameId: string): string {
  return `**Play it:** \`/oil new game:${gameId}\` opens a lobby; press **Add bot** there to play against the computer. Every rule follows: **Next ▶**.`;
}

/**
 * The pages of a game's rules, or null when there is no such game or no rules page for it. The first section (the
 * game in short) ends with how to start one.
 */
export function rulesPages(gameId: string) {
  const module = getGame(gameId);
  const text = module ? rulesText(gameId) : null;
  if (!module || text === null) return null;
  const [first, ...rest] = rulesSections(text, `${module.title} — rules`);
  if (!first) return packPages(rest);
  return packPages([{ ...first, text: `${first.text.trim()}\n\n${playItLine(module.id)}` }, ...rest]);
}

/** Page `asked` (1-based) of a game's rules as a reply, with a note when it was out of range. */
export function rulesReply(
  gameId: string,
  asked: number | null,
): { payload: InteractionEditReplyOptions; page: number; pages: number } | null {
  const pages = rulesPages(gameId);
  if (!pages) return null;
  const { page, note } = choosePage(asked, pages.length);
  const row = pagerRow({ kind: 'rules', gameId }, page, pages.length);
  return { payload: pagePayload(pages[page - 1] ?? [], row, note), page, pages: pages.length };
}

/** The answer to a game id with no rules page (a forged click or typed value: written escaped, as typed text). */
export function noRulesText(id: string): string {
  return `I have no rules page for "${safeName(id)}" yet. Try one of: ${listGames()
    .map((g) => g.id)
    .join(', ')}.`;
}

export const rules: Subcommand = {
  name: 'rules',
  description: 'How a game is played here, house decisions included',
  defer: 'ephemeral',
  options: (sub) => sub.addStringOption((o) => gameOption(o, 'Which game (default: this thread’s)')),
  async execute(app, interaction) {
    const typed = interaction.options.getString('game');
    const id =
      typed !== null
        ? (gameNamed(typed)?.id ?? typed)
        : app.desk.byChannel(interaction.channelId)?.record.gameId;
    if (!id)
      return tell(
        interaction,
        // By the names the option's menu shows: "oil-springs" is nothing one can pick there.
        `Which game? Pick one in \`/oil rules game:\`: ${listWords(
          listGames().map((g) => g.title),
          'or',
        )}.`,
      );
    const reply = rulesReply(id, 1);
    if (!reply) return tell(interaction, noRulesText(id));
    await tell(interaction, reply.payload);
  },
  autocomplete: (_app, interaction) => suggestGames(interaction),
};
