/**
 * What the title and the panel say the player to act is doing before the roll (`meritActing`, turnWords.ts): the
 * words for each place of the lorry and each trip its roll starts, with and without a charter to make, every case.
 */
import { describe, expect, it } from 'vitest';
import { meritActing } from '../../src/render/merit-oil/turnWords';
import type { LorryAt, Trip } from '../../src/games/merit-oil/types';

const WHERE: LorryAt['where'][] = ['loop', 'drilling', 'air', 'england', 'kwinana'];
const TRIPS: (Trip | null)[] = [null, 'holiday', 'conference', 'kwinana'];

function lorryAt(where: LorryAt['where']): LorryAt {
  switch (where) {
    case 'loop':
      return { where, square: 3 };
    case 'drilling':
      return { where, section: 1 };
    case 'air':
      return { where, stop: 0 };
    default:
      return { where };
  }
}

/** The words before the roll for a player with the lorry at `where`, `trip` to start, charters or not. */
function words(where: LorryAt['where'] | undefined, trip: Trip | null, charters: boolean): string[] {
  const player = {
    lorry: where === undefined ? undefined : lorryAt(where),
    trip,
    canCharterAt: charters ? ['Tripoli'] : [],
    debt: 0,
  };
  const view = {
    moment: 'beforeRoll',
    choice: null,
    insuring: null,
    toAct: [0],
    offers: [],
    current: 0,
    players: where === undefined ? [] : [player],
  } as unknown as Parameters<typeof meritActing>[0];
  const acting = meritActing(view);
  return [acting.doing, ...acting.shorter];
}

/** The roll's words and their shorter forms, by what the roll does. */
const DRILL = ['roll to drill on', ['roll to drill on', 'roll to drill']] as const;
const HOLIDAY = ['roll (on holiday)', ['roll (on holiday)', 'on holiday']] as const;
const HEAD_OFFICE = ['roll (at Head Office)', ['roll (Head Office)', 'at Head Office']] as const;
const KWINANA = ['roll (Kwinana trip)', ['roll (Kwinana trip)', 'roll (Kwinana)']] as const;
const WALK = ['roll', []] as const;

/**
 * What the roll does for each place and trip: the drill on the Test Drilling track whatever the trip, then a
 * flight, the conference and the Kwinana trip, each by the lorry's place or by the trip its next roll starts.
 */
const EXPECTED: Record<string, readonly [string, readonly string[]]> = {
  'loop/null': WALK,
  'loop/holiday': HOLIDAY,
  'loop/conference': HEAD_OFFICE,
  'loop/kwinana': KWINANA,
  'drilling/null': DRILL,
  'drilling/holiday': DRILL,
  'drilling/conference': DRILL,
  'drilling/kwinana': DRILL,
  'air/null': HOLIDAY,
  'air/holiday': HOLIDAY,
  'air/conference': HOLIDAY,
  'air/kwinana': HOLIDAY,
  'england/null': HEAD_OFFICE,
  'england/holiday': HOLIDAY,
  'england/conference': HEAD_OFFICE,
  'england/kwinana': HEAD_OFFICE,
  'kwinana/null': KWINANA,
  'kwinana/holiday': HOLIDAY,
  'kwinana/conference': HEAD_OFFICE,
  'kwinana/kwinana': KWINANA,
};

describe("Merit's roll words before the roll", () => {
  it('every place of the lorry and every trip: what the roll does, after "charter or" when a charter is open', () => {
    for (const where of WHERE)
      for (const trip of TRIPS) {
        const [roll, shorter] = EXPECTED[`${where}/${trip}`]!;
        expect(words(where, trip, true), `${where}/${trip}, charters`).toEqual([
          `charter or ${roll}`,
          ...shorter,
        ]);
        expect(words(where, trip, false), `${where}/${trip}`).toEqual([...new Set([roll, ...shorter])]);
      }
  });

  it('no player to name: "roll"', () => {
    expect(words(undefined, null, false)).toEqual(['roll']);
  });
});
