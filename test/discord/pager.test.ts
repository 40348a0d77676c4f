/**
 * The pager's pure parts: text cut only between words, pages within Discord's limits, page numbers moved into
 * range with a note, page buttons whose custom ids round-trip and refuse forgeries; and the rules markdown
 * turned into Discord text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseControl, type ControlOf } from '../../src/discord/custom-id';
import {
  choosePage,
  EMBED_LIMITS,
  packPages,
  pageCustomId,
  pagerRow,
  pageTargetOf,
  splitText,
} from '../../src/discord/pager';
import { discordInline, playItLine, rulesPages, rulesSections, rulesText } from '../../src/commands/rules';
import { listGames, offeredGames } from '../../src/games/registry';
import { DEFAULT_GAME_LENGTH, GAME_LENGTHS } from '../../src/games/merit-oil/data';
import { COLLAPSE_TOKENS, VICTORY_POINTS_GOAL as OIL_SPRINGS_VP } from '../../src/games/oil-springs/data';
import { VP_TO_WIN } from '../../src/games/catan/data';

const words = fc.array(fc.stringMatching(/^[a-zA-Z]{1,12}$/), { minLength: 1, maxLength: 400 });

describe('splitText', () => {
  it('never cuts inside a word and keeps every word in order', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 20, max: 300 }), fc.boolean(), (ws, max, lines) => {
        const text = ws.join(lines ? '\n' : ' ');
        const pieces = splitText(text, max);
        for (const p of pieces) expect(p.length).toBeLessThanOrEqual(max);
        expect(pieces.flatMap((p) => p.split(/\s+/))).toEqual(ws);
      }),
    );
  });

  it('prefers a blank line to a line break, and a line break to a space', () => {
    expect(splitText('aaa bbb\nccc\n\nddd eee', 16)).toEqual(['aaa bbb\nccc', 'ddd eee']);
    expect(splitText('aaa bbb\nccc ddd', 12)).toEqual(['aaa bbb', 'ccc ddd']);
  });
});

describe('packPages', () => {
  it('keeps every page within Discord’s limits and loses no text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z ]{1,300}$/), words), { minLength: 1, maxLength: 30 }),
        (raw) => {
          const sections = raw.map(([title, ws]) => ({ title: title.trim() || 'T', text: ws.join(' ') }));
          const pages = packPages(sections);
          for (const page of pages) {
            expect(page.length).toBeLessThanOrEqual(EMBED_LIMITS.embedsPerMessage);
            let total = 0;
            for (const e of page) {
              expect((e.data.title ?? '').length).toBeLessThanOrEqual(EMBED_LIMITS.title);
              expect((e.data.description ?? '').length).toBeLessThanOrEqual(EMBED_LIMITS.description);
              total += (e.data.title ?? '').length + (e.data.description ?? '').length;
              total += e.data.footer?.text.length ?? 0;
            }
            expect(total).toBeLessThanOrEqual(EMBED_LIMITS.messageChars);
          }
          const shown = pages.flatMap((p) => p.flatMap((e) => (e.data.description ?? '').split(/\s+/)));
          expect(shown.filter(Boolean)).toEqual(sections.flatMap((s) => s.text.split(' ')));
          expect(pages.at(-1)?.at(-1)?.data.footer?.text).toBe(`Page ${pages.length} of ${pages.length}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('starts a section on a new page rather than splitting it when it fits on one', () => {
    const a = { title: 'A', text: 'x '.repeat(1500).trim() };
    const b = { title: 'B', text: 'y '.repeat(1500).trim() };
    const pages = packPages([a, b], 4000);
    expect(pages.map((p) => p.map((e) => e.data.title))).toEqual([['A'], ['B']]);
  });

  it('continues a section too long for one page under "(continued)"', () => {
    const pages = packPages([{ title: 'Long', text: 'word '.repeat(2000).trim() }], 4000);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[1]?.[0]?.data.title).toBe('Long (continued)');
  });
});

describe('choosePage', () => {
  it('keeps a page in range and explains a page out of range', () => {
    expect(choosePage(null, 7)).toEqual({ page: 1, note: null });
    expect(choosePage(3, 7)).toEqual({ page: 3, note: null });
    expect(choosePage(99, 7)).toEqual({ page: 7, note: 'There are only 7 pages: showing page 7.' });
    expect(choosePage(2, 1)).toEqual({ page: 1, note: 'There is only 1 page: showing page 1.' });
    expect(choosePage(0, 7)).toEqual({ page: 1, note: 'Pages start at 1: showing page 1.' });
    expect(choosePage(-5, 7).page).toBe(1);
  });
});

/** A page button's control, or null when the id is not one. */
function parsePage(text: string): ControlOf<'page'> | null {
  const id = parseControl(text);
  return id?.verb === 'page' ? id : null;
}

describe('page buttons', () => {
  it('round-trip what is paged and the page', () => {
    const log = parsePage(pageCustomId({ kind: 'log', row: 42 }, 3, 17))!;
    expect(pageTargetOf(log)).toEqual({ kind: 'log', row: 42, page: 3 });
    const rules = parsePage(pageCustomId({ kind: 'rules', gameId: 'oil-springs' }, 2))!;
    expect(pageTargetOf(rules)).toEqual({ kind: 'rules', gameId: 'oil-springs', page: 2 });
  });

  it('refuse forged arguments', () => {
    for (const forged of [
      'd1.4.0.page.log.0',
      'd1.4.0.page.log.-1',
      'd1.4.0.page.log.99999',
      'd1.4.0.page.log',
      'd1.4.0.page.log.1.2',
      'd1.4.0.page.board.1',
      'd1.0.0.page.rules.Oil_Springs.1',
      'd1.0.0.page.rules.oil-springs',
      'd1.2.0.page.rules.oil-springs.1',
      'd1.0.5.page.rules.oil-springs.1',
    ]) {
      const id = parsePage(forged);
      expect(id === null || pageTargetOf(id) === null, forged).toBe(true);
    }
  });

  it('are absent for a single page and greyed at the edges, never with two equal ids', () => {
    const subject = { kind: 'rules', gameId: 'catan' } as const;
    expect(pagerRow(subject, 1, 1)).toBeNull();
    for (const [page, pages] of [
      [1, 2],
      [2, 2],
      [1, 5],
      [3, 5],
      [5, 5],
    ] as const) {
      const row = pagerRow(subject, page, pages)!.toJSON().components as {
        custom_id: string;
        disabled?: boolean;
      }[];
      expect(new Set(row.map((b) => b.custom_id)).size).toBe(2);
      expect(row[0]!.disabled).toBe(page === 1);
      expect(row[1]!.disabled).toBe(page === pages);
    }
  });
});

describe('rules markdown for Discord', () => {
  it('keeps absolute links, turns relative links and repository paths into words', () => {
    expect(discordInline('see [the site](https://example.com/a)')).toBe(
      'see [the site](https://example.com/a)',
    );
    expect(discordInline('see [notes](../shared/notes.md) now')).toBe('see notes now');
    expect(discordInline('base rules (see [catan.md](catan.md))')).toBe(
      'base rules (see `/oil rules game:catan`)',
    );
    expect(discordInline('by composition (`src/games/x/rules.ts`): oil')).toBe('by composition: oil');
    expect(discordInline('numbers live in `src/games/x/data.ts`.')).toBe('numbers live in the source code.');
    expect(discordInline('at https://example.com/docs/a.md or <https://x.org/src/b.ts>')).toBe(
      'at https://example.com/docs/a.md or <https://x.org/src/b.ts>',
    );
    expect(discordInline('the file docs/rules/catan.md, and src/x.ts.')).toBe(
      'the file `/oil rules game:catan`, and the source code.',
    );
    expect(discordInline('`npm run sim -- --check` and `map: variable`')).toBe(
      '`npm run sim -- --check` and `map: variable`',
    );
    // `/oil rules game:merit-oil` opened with "the seed's (`shared/seeds/002_0dabc9002819b434.txt`)": a file
    // of the repository's neighbour, which says nothing to a player.
    expect(discordInline('the seed (`shared/seeds/002_0dabc9002819b434.txt`), as played')).toBe(
      'the seed, as played',
    );
  });

  it('opens every offered game’s rules with how to play: the goal, a turn, the end; notes on sources after', () => {
    // A playtest: page 1 of 18 of Merit's "Oil" opened with notes on the original rule sheet, and no page said in a
    // line what the game is about. The goal is the module's own line (the lobby's), word for word.
    for (const game of offeredGames()) {
      const pages = rulesPages(game.id);
      expect(pages, game.id).not.toBeNull();
      const first = pages![0]![0]!.data;
      expect(first.title, game.id).toBe(`${game.title} — rules`);
      const text = first.description ?? '';
      expect(text.startsWith(`**In short.** ${game.goal}\n`), game.id).toBe(true);
      expect(text, game.id).toMatch(/\n• \*\*A turn:\*\* [^\n]{40,}\n• \*\*The end:\*\* [^\n]{40,}\n\n/);
      // And how to start one, bots included (a newcomer read the rules and still did not know how to begin).
      expect(text.endsWith(`\n\n${playItLine(game.id)}`), game.id).toBe(true);
      expect(playItLine(game.id)).toBe(
        `**Play it:** \`/oil new game:${game.id}\` opens a lobby; press **Add bot** there to play against the computer. Every rule follows: **Next ▶**.`,
      );
      // Sources and house decisions come after, in a section of their own.
      expect(text, game.id).not.toMatch(/seed|\[design|\[house|House decision|\[option/);
      expect(pages!.flat()[1]?.data.title, game.id).toBe('About these rules');
    }
    const merit = rulesPages('merit-oil')![0]![0]!.data.description ?? '';
    expect(merit).toContain(`(${GAME_LENGTHS[DEFAULT_GAME_LENGTH].rounds} by default)`);
    const oil = rulesPages('oil-springs')![0]![0]!.data.description ?? '';
    expect(oil).toContain(`${OIL_SPRINGS_VP} or more VP at the end of their own turn wins`);
    expect(oil).toContain(`removed the ${COLLAPSE_TOKENS}th number token`);
    expect(rulesPages('catan')![0]![0]!.data.description).toContain(
      `The end:** the first player with ${VP_TO_WIN} victory points on their own turn wins`,
    );
  });

  it('shows no repository path of any game’s rules page', () => {
    for (const game of listGames()) {
      const markdown = rulesText(game.id);
      if (!markdown) continue;
      const shown = rulesSections(markdown, game.title)
        .map((s) => `${s.title}\n${s.text}`)
        .join('\n');
      expect(shown, game.id).not.toMatch(/\b(?:shared|src|docs)\/|\.txt\b/);
      // A playtest read "Every designed number lives in the source code; the reasons are argued at length in
      // the source code": a linked design document is not the source code.
      expect(shown, game.id).not.toMatch(/the source code[^.\n]*the source code/);
    }
  });

  it('unwraps paragraphs and list items, keeps lists as lines, turns headings and tables into words', () => {
    const md = [
      '# Game — rules',
      '',
      'An intro that is',
      'wrapped here.',
      '',
      '## Pieces',
      '- first item',
      '  wrapped',
      '  - nested',
      '- second',
      '',
      '### Costs',
      '| Piece | Cost | Note |',
      '| --- | --- | --- |',
      '| Road | brick | cheap |',
    ].join('\n');
    expect(rulesSections(md, 'Game — rules')).toEqual([
      { title: 'Game — rules', text: 'An intro that is wrapped here.' },
      {
        title: 'Pieces',
        text: '• first item wrapped\n\u2003◦ nested\n• second\n\n**Costs**\n\n• **Road** — Cost: brick; Note: cheap',
      },
    ]);
  });
});
