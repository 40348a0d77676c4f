/**
 * The round's start names every display card it discards with a verb that agrees: one card "leaves the display",
 * two "leave" it. The game discards one a round (ROUND_START_DISCARDS); here it is two, as a variant might have.
 */
import { expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../src/games/types';
import { beginRound } from '../../../src/games/wildcatters/turn';
import { afterPlacement } from './helpers';

vi.mock('../../../src/games/wildcatters/data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/games/wildcatters/data')>()),
  ROUND_START_DISCARDS: 2,
}));

it('two display cards discarded at the round’s start "leave the display"', () => {
  const s = afterPlacement(2);
  const events: GameEvent[] = [];
  beginRound(s, events);
  expect(events.find((e) => e.kind === 'round')?.text).toMatch(
    /; the [A-Z][A-Za-z ]+ card and the [A-Z][A-Za-z ]+ card leave the display\.$/,
  );
});
