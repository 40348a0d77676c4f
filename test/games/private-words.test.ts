/**
 * Private events as their reader reads them: a player's own seat is "you" (a stolen card, a card drawn, a
 * sealed bid), not their name in the third person.
 */
import { describe, expect, it } from 'vitest';
import { formatSeatsFor } from '../../src/games/events';
import { listGames } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule, GameEvent } from '../../src/games/types';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

describe('formatSeatsFor', () => {
  it('writes the reader as "You" at a sentence start, "you" and "your" elsewhere, the others by name', () => {
    expect(formatSeatsFor('{p0} stole 1 grain from {p1}.', NAMES, 0)).toBe('You stole 1 grain from Ben.');
    expect(formatSeatsFor('{p0} stole 1 grain from {p1}.', NAMES, 1)).toBe('Ana stole 1 grain from you.');
    expect(formatSeatsFor("Paid. {p2}'s turn, then {p3}'s.", NAMES, 2)).toBe("Paid. Your turn, then Dev's.");
    expect(formatSeatsFor("{p3} took {p1}'s card.", NAMES, 1)).toBe('Dev took your card.');
    // Another seat's number that starts with the reader's digit is not the reader.
    expect(
      formatSeatsFor('{p1} and {p12}', [...NAMES, ...Array.from({ length: 9 }, (_, i) => `S${i}`)], 1),
    ).toBe('You and S8');
  });
});

/** Every private event of a few bot games of `mod`, with the seats it is for. */
function privateEvents(mod: AnyGameModule, seed: string): GameEvent[] {
  const out: GameEvent[] = [];
  const state: unknown = mod.setup(4, mod.optionsSchema.parse({}), seed);
  const rng = Rng.fromSeed(`private:${seed}`);
  let s = state;
  for (let i = 0; i < 2000 && !mod.status(s).over; i++) {
    const seat = mod.status(s).toAct[0]!;
    const bot = mod.bots[i % 2 ? 'greedy' : 'random'] ?? Object.values(mod.bots)[0]!;
    const r = mod.apply(s, seat, bot(s, seat, rng));
    if (!r.ok) throw new Error(r.error);
    out.push(...r.events.filter((e) => e.to && e.to.length > 0));
    s = r.state;
  }
  return out;
}

describe('private events in every game', () => {
  for (const mod of listGames())
    it(`${mod.id}: each reader is "you", with a verb that agrees`, () => {
      const events = ['a', 'b'].flatMap((seed) => privateEvents(mod, `${mod.id}-${seed}`));
      for (const e of events)
        for (const reader of e.to!) {
          const text = formatSeatsFor(e.text, NAMES, reader);
          expect(text, e.text).not.toContain(NAMES[reader]!);
          expect(text, e.text).not.toMatch(/\b[Yy]ou (?:has|is|was|draws|takes|keeps)\b|\byou's\b/);
        }
      if (mod.id !== 'merit-oil') expect(events.length, 'private events seen').toBeGreaterThan(0);
    });
});
