/**
 * Questions asked out of turn lapse once the reminders are spent (issue 14: "a player who lets it lapse
 * passes"): the table answers with the game's `lapse` (a pass, a declined offer), saved like a move; a
 * player's own turn is never played for them, and nothing lapses before the last reminder's wait is over.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerGame } from '../../src/games/registry';
import type { GameModule } from '../../src/games/types';
import { meritOil } from '../../src/games/merit-oil';
import { wildcatters } from '../../src/games/wildcatters';
import { catan } from '../../src/games/catan';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import { openStore, type Store } from '../../src/store';
import {
  claimReminder,
  dueReminders,
  lapseSpentQuestions,
  Table,
  type ReminderPolicy,
} from '../../src/table';
import { tempDir } from '../store/tmp';
import { ana, ben } from './helpers';

/** FIXTURE: the player whose turn it is asks the next one a question, who answers yes or no; 4 questions. */
interface AskState {
  seats: number;
  current: number;
  asked: number | null;
  answers: string[];
}
const askAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ask') }),
  z.object({ type: z.literal('yes') }),
  z.object({ type: z.literal('no') }),
]);
type AskAction = z.infer<typeof askAction>;
const ask: GameModule<AskState, AskAction, Record<string, never>> = {
  id: 'test-ask',
  title: 'Ask (test fixture)',
  players: { min: 2, max: 2 },
  rulesVersion: 1,
  optionsSchema: z.object({}),
  actionSchema: askAction,
  setup: (seats) => ({ seats, current: 0, asked: null, answers: [] }),
  legalActions: (s, seat) =>
    s.asked === seat
      ? [{ type: 'yes' }, { type: 'no' }]
      : s.asked === null && seat === s.current
        ? [{ type: 'ask' }]
        : [],
  apply(s, seat, a) {
    if (a.type === 'ask' && s.asked === null && seat === s.current) {
      s.asked = (seat + 1) % s.seats;
      return { ok: true, state: s, events: [{ text: `{p${seat}} asks {p${s.asked}}.` }] };
    }
    if (a.type !== 'ask' && s.asked === seat) {
      s.answers.push(a.type);
      s.asked = null;
      s.current = (s.current + 1) % s.seats;
      return { ok: true, state: s, events: [{ text: `{p${seat}} says ${a.type}.` }] };
    }
    return { ok: false, error: 'Not now.' };
  },
  view: (s) => s,
  status: (s) => ({
    toAct: s.answers.length >= 4 ? [] : [s.asked ?? s.current],
    over: s.answers.length >= 4,
    scores: [0, 0],
  }),
  bots: {},
  lapse: (s, seat) => (s.asked === seat ? { type: 'no' } : null),
};
registerGame(ask);

/** FIXTURE: a question goes round the table: each answer asks the next seat; 4 answers. Seat 1 is asked first. */
interface RelayState {
  seats: number;
  asked: number;
  answers: string[];
}
const relay: GameModule<RelayState, AskAction, Record<string, never>> = {
  ...(ask as unknown as GameModule<RelayState, AskAction, Record<string, never>>),
  id: 'test-relay',
  title: 'Relay (test fixture)',
  setup: (seats) => ({ seats, asked: 1, answers: [] }),
  legalActions: (s, seat) => (s.asked === seat ? [{ type: 'yes' }, { type: 'no' }] : []),
  apply(s, seat, a) {
    if (a.type === 'ask' || s.asked !== seat) return { ok: false, error: 'Not now.' };
    s.answers.push(a.type);
    s.asked = (seat + 1) % s.seats;
    return { ok: true, state: s, events: [{ text: `{p${seat}} says ${a.type}.` }] };
  },
  status: (s) => ({
    toAct: s.answers.length >= 4 ? [] : [s.asked],
    over: s.answers.length >= 4,
    scores: [0, 0],
  }),
  lapse: (s, seat) => (s.asked === seat ? { type: 'no' } : null),
};
registerGame(relay);

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const policy: ReminderPolicy = { afterMs: 12 * HOUR, maxPerVersion: 2 };

let tmp: ReturnType<typeof tempDir>;
let clock: number;
let store: Store;
let table: Table;

beforeEach(() => {
  tmp = tempDir('derrick-lapse-');
  clock = T0;
  store = openStore(tmp.file('l.sqlite'), { now: () => clock });
  table = new Table(store);
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

function started(gameId = 'test-ask') {
  const opened = table.openLobby({
    guildId: 'g',
    channelId: 'c',
    gameId,
    host: ana,
    seed: 's',
    options: {},
  });
  if (!opened.ok) throw new Error(opened.message);
  if (!table.join({ channelId: 'c', ...ben }).ok) throw new Error('join');
  if (!table.start({ channelId: 'c', byUserId: ana.userId }).ok) throw new Error('start');
  const g = table.getGame('c');
  if (!g.ok) throw new Error(g.message);
  return g.game;
}

/** Send the due reminder at `at`; whether one was due. */
function remind(at: number): boolean {
  const due = dueReminders(table, at, policy)[0];
  return !!due && claimReminder(table, due, at, policy).ok;
}

describe('questions asked out of turn lapse once the reminders are spent', () => {
  it('the asked player passes after the last reminder and one more wait; the log says no user acted', () => {
    const game = started();
    const asker = game.seats[0]!;
    const asked = game.seats[1]!;
    clock += HOUR;
    expect(table.act({ channelId: 'c', userId: asker.userId!, action: { type: 'ask' } }).ok).toBe(true);
    expect(remind(clock + 12 * HOUR)).toBe(true);
    expect(lapseSpentQuestions(table, clock + 12 * HOUR, policy), 'one reminder of two: not spent').toEqual(
      [],
    );
    expect(remind(clock + 24 * HOUR)).toBe(true);
    expect(lapseSpentQuestions(table, clock + 30 * HOUR, policy), 'the last wait is not over').toEqual([]);
    const lapsed = lapseSpentQuestions(table, clock + 36 * HOUR, policy);
    expect(lapsed.map((l) => l.seat.userId)).toEqual([asked.userId]);
    const after = table.getGame('c');
    expect(after.ok && (after.game.record.state as AskState).answers).toEqual(['no']);
    const log = store.actions(after.ok ? after.game.record.id : 0);
    expect(log.ok && log.value.at(-1)).toMatchObject({
      seat: asked.seat,
      userId: null,
      action: { type: 'no' },
    });
  });

  it('a player asked only now, by the answer the game gave for another, is not answered for at once', () => {
    // Ben let the question lapse; the answer given for him asks Ana, who has had no time to answer yet.
    const game = started('test-relay');
    expect(remind(clock + 12 * HOUR)).toBe(true);
    expect(remind(clock + 24 * HOUR)).toBe(true);
    const lapsed = lapseSpentQuestions(table, clock + 36 * HOUR, policy);
    expect(lapsed.map((l) => l.seat.seat)).toEqual([1]);
    const after = table.getGame('c');
    expect(after.ok && (after.game.record.state as RelayState).answers).toEqual(['no']);
    expect(after.ok && after.game.status?.toAct).toEqual([0]);
    expect(game.seats[0]!.userId).toBe(ana.userId);
  });

  it("a player's own turn is never played for them, however long it waits", () => {
    started();
    expect(remind(clock + 12 * HOUR)).toBe(true);
    expect(remind(clock + 24 * HOUR)).toBe(true);
    expect(lapseSpentQuestions(table, clock + 100 * HOUR, policy)).toEqual([]);
    const g = table.getGame('c');
    expect(g.ok && g.game.record.version).toBe(0);
  });
});

describe.each([
  ['wildcatters', wildcatters],
  ['merit-oil', meritOil],
  ['catan', catan],
] as [string, AnyGameModule][])("%s's lapse", (id, module) => {
  it('is a legal answer for each seat asked out of turn, and only for them', () => {
    let lapses = 0;
    for (const seed of ['lapse-1', 'lapse-2']) {
      let state: unknown = module.setup(4, module.optionsSchema.parse({}), `${id}-${seed}`);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 3000 && !module.status(state).over; i++) {
        const { toAct } = module.status(state);
        for (let seat = 0; seat < 4; seat++) {
          const answer = module.lapse!(state, seat);
          if (answer === null) continue;
          expect(toAct, 'only a seat asked now answers').toContain(seat);
          const r = module.apply(structuredClone(state), seat, answer);
          expect(r.ok, JSON.stringify(answer)).toBe(true);
          lapses++;
        }
        const seat = toAct[0]!;
        const r = module.apply(state, seat, module.bots.random!(state, seat, rng));
        if (!r.ok) throw new Error(r.error);
        state = r.state;
      }
    }
    expect(lapses).toBeGreaterThan(0);
  });
});
