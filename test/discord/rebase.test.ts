import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context';
import { mayRebase } from '../../src/discord/flows';
import { race } from '../fixtures/race';
import { snapOf } from './snap';

function ctxWith(actors: number[]): BotContext {
  return { desk: { actorsSince: () => actors } } as unknown as BotContext;
}

describe('clicks on an older message while several act at once', () => {
  const snap = snapOf(race, race.setup(4, { target: 10 }, 'r'), 10);

  it('count when only others acted since and the clicker must still act', () => {
    expect(mayRebase(ctxWith([0, 2]), snap, 1, 8)).toBe(true);
  });

  it('are stale when the clicker acted since (a double click) or is not to act', () => {
    expect(mayRebase(ctxWith([1]), snap, 1, 9)).toBe(false);
    const over = { ...snap, status: { ...snap.status, toAct: [0] } };
    expect(mayRebase(ctxWith([2]), over, 1, 9)).toBe(false);
  });

  it('never for a version from the future', () => {
    expect(mayRebase(ctxWith([]), snap, 1, 11)).toBe(false);
    expect(mayRebase(ctxWith([]), snap, 1, 10)).toBe(false);
  });
});
