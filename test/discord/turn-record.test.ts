/**
 * A turn message as a finished record (src/discord/turn-record.ts): the alt text of its kept picture says it shows
 * the turn before its last move, once (one reposted: that it was reposted below, then before the undo below that took back a move it tells); and a move taken back below it is struck through. The record's embed is
 * tested with the live message's in turn.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { publicLines } from '../../src/discord/turn';
import {
  BEFORE_LAST_MOVE,
  BEFORE_LAST_MOVES,
  BEFORE_UNDO,
  REPOSTED_BELOW,
  finishedAltText,
  movedOn,
  takenBackEvents,
} from '../../src/discord/turn-record';
import type { GameEvent } from '../../src/games/types';

describe('finishedAltText', () => {
  it('says the picture shows the turn before the last move, once, within what Discord keeps', () => {
    const once = finishedAltText('Catan board. Ana to roll', 'moved-on');
    expect(once).toBe(`${BEFORE_LAST_MOVE}Catan board. Ana to roll`);
    expect(finishedAltText(once, 'continued')).toBe(once);
    expect(finishedAltText('x'.repeat(1024), 'moved-on')).toHaveLength(1024);
  });

  it('a message left at a notice: no prefix when the notice came at its picture’s version, else before its last move or moves', () => {
    const drawn = 'Catan board. Ben to roll';
    // The notice came at the version the picture shows: it shows all the message tells.
    expect(finishedAltText(drawn, 'continued', false, 0)).toBe(drawn);
    expect(finishedAltText(drawn, 'continued', false, 1)).toBe(`${BEFORE_LAST_MOVE}${drawn}`);
    // The thread was behind the game when the notice was posted: the picture misses more than one move.
    const behind = finishedAltText(drawn, 'continued', false, 2);
    expect(behind).toBe(`${BEFORE_LAST_MOVES}${drawn}`);
    expect(finishedAltText(behind, 'continued', false, 2)).toBe(behind);
  });

  it('a message left reposted below says so: its picture is the game as it stood then, the live one is below', () => {
    const once = finishedAltText('Catan board. Ben, Caro and Dev to answer Ana offer', 'reposted');
    expect(once).toBe(`${REPOSTED_BELOW}Catan board. Ben, Caro and Dev to answer Ana offer`);
    expect(finishedAltText(once, 'reposted')).toBe(once);
    expect(finishedAltText('x'.repeat(1024), 'reposted')).toHaveLength(1024);
  });

  it('a message left reposted below, once a move it tells is taken back: its picture shows the game before that undo, not as it stands', () => {
    const live = 'Catan board. Ben, Caro and Dev to answer Ana offer';
    const once = finishedAltText(finishedAltText(live, 'reposted'), 'reposted', true);
    expect(once).toBe(`${BEFORE_UNDO}${live}`);
    expect(finishedAltText(once, 'reposted', true)).toBe(once);
    // Struck again later (an earlier move it tells), and read back after a restart: the same.
    expect(finishedAltText(live, 'reposted', true)).toBe(once);
    expect(finishedAltText('x'.repeat(1024), 'reposted', true)).toHaveLength(1024);
  });
});

describe('movedOn', () => {
  it('the game moving on past the message, not a repost or a game ended', () => {
    expect((['moved-on', 'continued', 'reposted', 'ended'] as const).map(movedOn)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('takenBackEvents', () => {
  it('strikes the public lines of a move taken back below, once, and leaves private ones as they are', () => {
    const events: GameEvent[] = [
      { text: '{p0} offered {p1} ~~£20,000~~ for 1 block.', kind: 'offer' },
      { text: 'Only you see this.', to: [0] },
    ];
    const struck = takenBackEvents(events);
    expect(publicLines(struck, ['Ana', 'Ben'])).toEqual([
      '~~Ana offered Ben £20,000 for 1 block.~~ (taken back below)',
    ]);
    expect(struck[0]!.kind).toBe('offer');
    expect(struck[1]).toBe(events[1]);
  });
});
