/**
 * `/oil log`'s pages: a player's moves in a row stay on one page where a page can hold them, so a page does not
 * begin in the middle of what someone did; a run too long for what is left of a page is cut only when the
 * page is not yet half full; a page of long lines holds fewer of them, each whole.
 */
import { describe, expect, it } from 'vitest';
import { LOG_PAGE_CHARS, LOG_PAGE_LINES, logPages, logRuns } from '../../src/commands/log';
import type { App } from '../../src/discord/app';
import type { TableGame } from '../../src/table';
import type { LogEntry } from '../../src/table';

const run = (who: string, n: number) => Array.from({ length: n }, (_, i) => `${who}${i + 1}`);

describe('log pages', () => {
  it('begin a new page rather than cut a run that does not fit', () => {
    // Newest last: Cleo's 8 and Ben's 8 make page 1; Ana's 8 would be cut after 4, so they make page 2.
    const pages = logPages([run('a', 8), run('b', 8), run('c', 8)]);
    expect(pages).toEqual([[...run('b', 8), ...run('c', 8)], run('a', 8)]);
  });

  it('fill a page less than half full with the newest lines of a long run, the rest going on', () => {
    const pages = logPages([run('a', 25), run('b', 3)]);
    expect(pages[0]).toEqual([...run('a', 25).slice(-17), ...run('b', 3)]);
    expect(pages[1]).toEqual(run('a', 8));
  });

  it('cut a run longer than a page into whole pages, newest first; every line shown once, in order', () => {
    const runs = [run('a', 3), run('b', 45), run('c', 12)];
    const pages = logPages(runs);
    expect(pages.every((p) => p.length > 0 && p.length <= LOG_PAGE_LINES)).toBe(true);
    expect([...pages].reverse().flat()).toEqual(runs.flat());
  });

  it('hold fewer long lines, each whole, within an embed: a page of them turns by characters too', () => {
    const long = (who: string, n: number) => run(who, n).map((l) => `${l} ${'x'.repeat(400)}`);
    const runs = [long('a', 6), long('b', 12)];
    const pages = logPages(runs);
    for (const p of pages) {
      expect(p.length).toBeLessThanOrEqual(LOG_PAGE_LINES);
      expect(p.join('\n').length).toBeLessThanOrEqual(LOG_PAGE_CHARS);
    }
    // Nine 405-character lines fill a page; every line is shown once, whole, in order.
    expect(pages[0]).toEqual(long('b', 12).slice(-9));
    expect([...pages].reverse().flat()).toEqual(runs.flat());
  });

  it('is empty with nothing logged', () => {
    expect(logPages([])).toEqual([]);
  });
});

describe('log runs', () => {
  it('join the public lines of one seat’s moves in a row, with names; private and empty moves leave none', () => {
    const entry = (seq: number, seat: number, events: LogEntry['events']): LogEntry => ({
      seq,
      seat,
      name: '',
      userId: null,
      events,
      createdAt: seq,
    });
    const entries = [
      entry(1, 0, [{ text: '{p0} rolled 8.' }, { text: 'Ana saw a secret.', to: [0] }]),
      entry(2, 0, [{ text: '{p0} built a road.' }]),
      entry(3, 1, [{ text: 'only Ben sees this', to: [1] }]),
      entry(4, 1, [{ text: '{p1} declined.' }]),
      entry(5, 0, [{ text: '{p0} ended the turn.' }]),
      // A long line (a Wildcatters auction, a Merit deal) is told whole.
      entry(6, 1, [{ text: `{p1} opened an auction: ${'sealed bids, '.repeat(20)}done.` }]),
    ];
    const app = { desk: { log: () => entries } } as unknown as App;
    const game = {
      record: { id: 1 },
      seats: [
        { seat: 0, name: 'Ana' },
        { seat: 1, name: 'Ben' },
      ],
    } as unknown as TableGame;
    expect(logRuns(app, game)).toEqual([
      ['Ana rolled 8.', 'Ana built a road.'],
      ['Ben declined.'],
      ['Ana ended the turn.'],
      [`Ben opened an auction: ${'sealed bids, '.repeat(20)}done.`],
    ]);
  });
});
