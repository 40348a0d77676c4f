/**
 * Questions asked out of turn of a player away on vacation are settled at once (src/table/clocks-vacation.ts
 * `settleAwayQuestions`): the game's lapse answer where it has one (a declined offer, a pass), else the move of
 * the bot a turn clock would use (a discard on another player's roll); never the player's own turn, and
 * nothing for a player who is not away.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerGame } from '../../src/games/registry';
import type { GameModule } from '../../src/games/types';
import { openStore, type Store } from '../../src/store';
import { Table, type TableGame } from '../../src/table';
import { DAY_MS, HOUR_MS } from '../../src/table/clocks-time';
import { settleAwayQuestions, takeVacation } from '../../src/table/clocks-vacation';
import { tempDir } from '../store/tmp';
import { ana, ben } from './helpers';

/**
 * FIXTURE: the player whose turn it is asks the next one a question the game may answer for them ('ask': a
 * lapse says no) or makes a demand it may not ('demand': a bot says yes); an answer ends the turn.
 */
interface QuizState {
  current: number;
  asked: number | null;
  kind: 'ask' | 'demand' | null;
  answers: string[];
}
const quizAction = z.object({ type: z.enum(['ask', 'demand', 'yes', 'no']) });
const quiz: GameModule<QuizState, z.infer<typeof quizAction>, Record<string, never>> = {
  id: 'test-quiz',
  title: 'Quiz (test fixture)',
  players: { min: 2, max: 2 },
  rulesVersion: 1,
  actionSchema: quizAction,
  optionsSchema: z.object({}),
  setup: () => ({ current: 0, asked: null, kind: null, answers: [] }),
  legalActions: (s, seat) =>
    s.asked === seat
      ? [{ type: 'yes' }, { type: 'no' }]
      : s.asked === null && seat === s.current
        ? [{ type: 'ask' }, { type: 'demand' }]
        : [],
  apply(s, seat, a) {
    if ((a.type === 'ask' || a.type === 'demand') && s.asked === null && seat === s.current) {
      s.asked = 1 - seat;
      s.kind = a.type;
      return { ok: true, state: s, events: [{ text: `{p${seat}} asks {p${s.asked}}.` }] };
    }
    if ((a.type === 'yes' || a.type === 'no') && s.asked === seat) {
      s.answers.push(a.type);
      s.asked = null;
      s.kind = null;
      s.current = 1 - s.current;
      return { ok: true, state: s, events: [{ text: `{p${seat}} says ${a.type}.` }] };
    }
    return { ok: false, error: 'Not now.' };
  },
  view: (s) => s,
  status: (s) => ({ toAct: [s.asked ?? s.current], over: false, scores: [0, 0] }),
  bots: { plain: (s, seat) => (s.asked === seat ? { type: 'yes' } : { type: 'ask' }) },
  lapse: (s, seat) => (s.asked === seat && s.kind === 'ask' ? { type: 'no' } : null),
};
registerGame(quiz);

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let table: Table;
let row: number;
/** Whose turn it is, as the Discord layer's presenter says. */
const holder = (g: TableGame) => (g.record.state as QuizState).current;

beforeEach(() => {
  tmp = tempDir('derrick-away-');
  store = openStore(tmp.file('a.sqlite'), { now: () => T0 });
  table = new Table(store, { now: () => T0 });
  const opened = table.openLobby({ guildId: 'g', channelId: 'c', gameId: 'test-quiz', host: ana, seed: 's' });
  if (!opened.ok) throw new Error(opened.message);
  row = opened.game.record.id;
  if (!table.join({ channelId: 'c', ...ben }).ok) throw new Error('join');
  if (!table.start({ channelId: 'c', byUserId: ana.userId }).ok) throw new Error('start');
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

function state(): QuizState {
  const g = table.getGameById(row);
  if (!g.ok) throw new Error(g.message);
  return g.game.record.state as QuizState;
}

function anaDoes(type: 'ask' | 'demand') {
  expect(table.act({ channelId: 'c', userId: ana.userId, action: { type } }).ok).toBe(true);
}

describe('a question asked of a player away on vacation', () => {
  it('that the game may answer is answered at once with its lapse answer, saved with no user', () => {
    takeVacation(table, 'g', ben.userId, 3, T0);
    anaDoes('ask');
    const settled = settleAwayQuestions(table, T0 + HOUR_MS, holder);
    expect(settled.map((a) => [a.id, a.seat.name])).toEqual([[row, 'Ben']]);
    expect(state().answers).toEqual(['no']);
    const log = store.actions(row);
    expect(log.ok && log.value.at(-1)).toMatchObject({
      seat: 1,
      userId: null,
      action: { type: 'no' },
    });
  });

  it('that the game may not answer (a discard) is played by the bot a clock would use', () => {
    takeVacation(table, 'g', ben.userId, 3, T0);
    anaDoes('demand');
    expect(settleAwayQuestions(table, T0 + HOUR_MS, holder)).toHaveLength(1);
    expect(state().answers).toEqual(['yes']);
    // A game that does not say whose turn it is gets only lapse answers.
    anaDoesAfterBen();
    expect(settleAwayQuestions(table, T0 + HOUR_MS, () => null)).toEqual([]);
  });

  it('is left alone when the player is not away, or back', () => {
    takeVacation(table, 'g', ben.userId, 1, T0);
    anaDoes('ask');
    expect(settleAwayQuestions(table, T0 + DAY_MS, holder)).toEqual([]);
    expect(state().asked).toBe(1);
  });

  it('never plays the away player’s own turn', () => {
    takeVacation(table, 'g', ana.userId, 3, T0);
    expect(settleAwayQuestions(table, T0 + HOUR_MS, holder)).toEqual([]);
    expect(state()).toMatchObject({ current: 0, asked: null, answers: [] });
  });
});

/** Ben (away) takes his own turn back from the bot's answer: it is his turn, so he asks; then Ana demands. */
function anaDoesAfterBen() {
  expect(table.act({ channelId: 'c', userId: ben.userId, action: { type: 'ask' } }).ok).toBe(true);
  expect(table.act({ channelId: 'c', userId: ana.userId, action: { type: 'no' } }).ok).toBe(true);
  anaDoes('demand');
}
