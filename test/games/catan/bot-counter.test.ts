/**
 * A bot that made an offer takes a counter-offer only when it is no worse than its own offer: the greedy bot
 * (and the strong one, which answers offers by it) confirmed any counter it could pay, so a person could answer a
 * bot's "1 lumber for 1 brick" with "1 brick for your 4 ore" and get it.
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import type { CatanState } from '../../../src/games/catan/types';
import { runBotTurns } from '../../../src/table/bots';
import type { SeatInfo } from '../../../src/table/types';
import { playUntil } from '../../discord/snap';

/** A greedy bot's offer of 1 lumber for 1 brick, holding 4 ore too; seat `counter` counters, the rest decline. */
function countered(seed: string, give: Record<string, number>, get: Record<string, number>) {
  const s = playUntil(catan, seed, (x) => (x as CatanState).phase === 'main') as CatanState<null>;
  const from = s.current;
  s.hands = s.hands.map(() => [0, 2, 0, 0, 0]);
  s.hands[from] = [1, 0, 0, 0, 4];
  expect(catan.apply(s, from, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } }).ok).toBe(true);
  const others = [0, 1, 2, 3].filter((x) => x !== from);
  const counter = catan.apply(s, others[0]!, { type: 'counter', give, get });
  expect(counter.ok, counter.ok ? '' : counter.error).toBe(true);
  for (const o of others.slice(1)) expect(catan.apply(s, o, { type: 'decline' }).ok).toBe(true);
  expect(catan.status(s).toAct).toEqual([from]);
  const seats: SeatInfo[] = [0, 1, 2, 3].map((seat) =>
    seat === from
      ? { seat, userId: null, botKind: 'greedy', name: `Bot ${seat}` }
      : { seat, userId: `u${seat}`, botKind: null, name: `P${seat}` },
  );
  const run = runBotTurns({ module: catan, state: s, seats, seed, version: 0 });
  return { from, by: others[0]!, first: run.steps[0]?.action as Record<string, unknown> };
}

describe('a greedy bot answers a counter-offer to its own offer', () => {
  it('withdraws rather than give what it did not offer ("1 brick for your 4 ore")', () => {
    const { first } = countered('bot-counter-greedy', { brick: 1 }, { ore: 4 });
    expect(first).toEqual({ type: 'withdraw' });
  });

  it('confirms a counter no worse than its offer (2 brick for its 1 lumber)', () => {
    const { first, by } = countered('bot-counter-fair', { brick: 2 }, { lumber: 1 });
    expect(first).toEqual({ type: 'confirm', with: by });
  });
});
