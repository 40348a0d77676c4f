/**
 * One sync's plan for a game's turn message (src/discord/turn-plan.ts): edited in place or posted anew, whom a
 * new post pings, and what is recorded of it, with how the message it replaced is finished.
 */
import { describe, expect, it } from 'vitest';
import type { GameSnapshot, StepSeats } from '../../src/discord/desk';
import { planTurn, turnRecord, type TurnPlanInput } from '../../src/discord/turn-plan';
import { releasedWhenShown } from '../../src/discord/turn-goes-on';
import type { MessageAbove, TurnMessage } from '../../src/store';

/**
 * Ana (seat 0) and Ben (seat 1), both people, at version `version` of turn 3, which is Ana's. `undoable`: Ana may
 * take back her last move (the table's `UndoChance`), else nothing can be taken back.
 */
function game(version: number, toAct: number[], undoable = true): GameSnapshot {
  return {
    record: { id: 1, version, lifecycle: 'active' },
    status: { over: false, toAct },
    undo: undoable ? { seat: 0, seq: version, words: 'offered 1 wool for 1 brick' } : null,
    seats: [0, 1].map((seat) => ({ seat, userId: `u${seat}`, botKind: null })),
    module: { turn: () => 3 },
    state: {},
  } as unknown as GameSnapshot;
}

const above: MessageAbove = {
  shown: { messageId: 'm0', version: 3, first: 1, since: 0, toAct: [0] },
  ending: 'continued',
};
/** Ana's turn message, posted at version 5. */
const anas: TurnMessage = {
  messageId: 'm1',
  version: 5,
  first: 5,
  since: 4,
  toAct: [0],
  turn: 3,
  postedAt: 0,
  above: [above],
};
/** The message posted after her offer to Ben (version 6), which keeps her. */
const bens: TurnMessage = {
  messageId: 'm2',
  version: 6,
  first: 6,
  since: 5,
  toAct: [1],
  kept: [0],
  turn: 3,
  postedAt: 0,
  above: [{ shown: anas, ending: 'continued' }, above],
};

function input(shown: TurnMessage, snap: GameSnapshot, steps: StepSeats[], fresh = false): TurnPlanInput {
  return {
    snap,
    shown,
    steps,
    turn: { bots: [], holder: 0, sameTurn: true },
    people: [0, 1],
    fresh,
    now: 1_000,
    lastActedAt: () => 1_000,
  };
}

describe('planTurn and turnRecord', () => {
  it("an offer to Ben: a new post pings him, and finishes Ana's message as continued below", () => {
    const offer = input(anas, game(6, [1]), [{ seat: 0, after: { toAct: [1], mayAct: [0] } }]);
    const plan = planTurn(offer);
    expect(plan).toMatchObject({ edit: false, repost: false, since: 5, ping: [1], released: [] });
    const { record, ending } = turnRecord(offer, plan, { messageId: 'm2', edited: false, at: 9 });
    expect(ending).toBe('continued');
    expect(record).toMatchObject({ messageId: 'm2', first: 6, since: 5, toAct: [1], kept: [0], postedAt: 9 });
    // Ana's message first, then the one above it: an undo may reach back to either. Ana's keeps whose turn went on
    // below it: finished again after an undo, its title names her, however the game stands by then.
    expect(record.above).toEqual([{ shown: anas, ending: 'continued', goesOn: 0 }, above]);
  });

  it('Ana ends her turn: the new post for Ben keeps no message above, as nothing can be taken back any more', () => {
    const ended = {
      ...input(anas, game(6, [1], false), [{ seat: 0, after: { toAct: [1], mayAct: [] } }]),
      turn: { bots: [], holder: 1, sameTurn: false },
    };
    const plan = planTurn(ended);
    expect(plan.edit).toBe(false);
    const { record, ending } = turnRecord(ended, plan, { messageId: 'm2', edited: false, at: 9 });
    expect(ending).toBe('moved-on');
    // Ana's message, finished, tells her last move (version 6): Ben's tells what came after it, where it began
    // "Ana ended the turn. Ben to play." right below the same line.
    expect(plan.since).toBe(6);
    expect(record.since).toBe(6);
    expect(record.above).toBeUndefined();
    // Nor does a repost, or an edit, when nothing can be taken back: what was kept above goes.
    const again = input(bens, game(6, [1], false), [], true);
    expect(turnRecord(again, planTurn(again), { messageId: 'm3', edited: false, at: 9 }).record.above).toBe(
      undefined,
    );
    const edit = input(bens, game(7, [1], false), []);
    expect(turnRecord(edit, planTurn(edit), { messageId: 'm2', edited: true, at: 9 }).record.above).toBe(
      undefined,
    );
  });

  it('the game won by the last move: the game-over post tells that move, its final lines its own', () => {
    const won = {
      ...input(anas, { ...game(6, []), status: { over: true, toAct: [] } } as unknown as GameSnapshot, [
        { seat: 0, after: { toAct: [], mayAct: [] } },
      ]),
      turn: { bots: [], holder: null, sameTurn: false },
    };
    expect(planTurn(won).since).toBe(5);
  });

  it('the offer taken back: the message that asked Ben is edited, tells him he has nothing to answer, and keeps its record', () => {
    const undone = input(bens, game(7, [0]), []);
    const plan = planTurn(undone);
    expect(plan).toMatchObject({ edit: true, since: 5, released: [1] });
    const { record, ending } = turnRecord(undone, plan, { messageId: 'm2', edited: true, at: 9 });
    expect(ending).toBeNull();
    expect(record).toMatchObject({ version: 7, first: 6, since: 5, toAct: [1], kept: [0] });
    expect(record.above).toBe(bens.above);
  });

  it('Ana withdraws her offer and takes that back: Ben, told he had nothing to answer, is asked anew in a new post that pings him alone', () => {
    // After the withdrawal (version 7) the message that asked Ben was edited: he had nothing to answer.
    const withdrawal = [{ seat: 0, after: { toAct: [0], mayAct: [] } }];
    const edited: TurnMessage = { ...bens, version: 7 };
    const undone = { ...input(edited, game(8, [1]), []), releasedWhenShown: [1] };
    const plan = planTurn(undone);
    expect(plan).toMatchObject({ edit: false, repost: false, ping: [1], released: [] });
    const { record, ending } = turnRecord(undone, plan, { messageId: 'm3', edited: false, at: 9 });
    expect(ending).toBe('continued');
    expect(record).toMatchObject({ messageId: 'm3', first: 8, toAct: [1], kept: [0] });
    // Who the edited message released is read from the steps through its version, as they stood then.
    expect(releasedWhenShown(edited, withdrawal, [0, 1])).toEqual([1]);
    expect(releasedWhenShown(edited, [], [0, 1])).toEqual([]);
  });

  it('the message to edit was deleted: the new post takes its place, finishes nothing and keeps the message above', () => {
    const undone = input(bens, game(7, [0]), []);
    const plan = planTurn(undone);
    const { record, ending } = turnRecord(undone, plan, { messageId: 'm3', edited: false, at: 9 });
    expect(ending).toBeNull();
    expect(record).toMatchObject({ messageId: 'm3', first: 7, since: 5, toAct: [0] });
    expect(record.above).toBe(bens.above);
  });

  it('the message the turn passed from was found deleted as it was to be finished: the new post takes its place, telling from where it began', () => {
    const passed = {
      ...input(anas, game(6, [1]), [{ seat: 0, after: { toAct: [1], mayAct: [] } }]),
      turn: { bots: [], holder: 1, sameTurn: false },
    };
    const plan = planTurn(passed);
    // Posted below the finished message, which tells the pass: it tells what came after.
    expect(plan).toMatchObject({ edit: false, since: 6 });
    expect(turnRecord(passed, plan, { messageId: 'm2', edited: false, at: 9 })).toMatchObject({
      ending: 'moved-on',
      record: { since: 6 },
    });
    // Nothing above tells the pass, nor what came before it in Ana's message: the new one does.
    const sent = { messageId: 'm2', edited: false, at: 9, aboveUnfinished: true };
    const { record, ending } = turnRecord(passed, plan, sent);
    expect(ending).toBeNull();
    expect(record).toMatchObject({ messageId: 'm2', first: 6, since: 4, toAct: [1] });
    expect(record.above).toBe(anas.above);
  });

  it('a repost on request of the turn shown pings nobody new, and the old message reads reposted below: first above the repost, telling through the version it was left at', () => {
    const again = input(bens, game(6, [1]), [], true);
    const plan = planTurn(again);
    expect(plan).toMatchObject({ edit: false, repost: true, since: 5 });
    const { record, ending } = turnRecord(again, plan, { messageId: 'm3', edited: false, at: 9 });
    expect(ending).toBe('reposted');
    expect(record.above).toEqual([{ shown: bens, ending: 'reposted', through: 6 }, ...(bens.above ?? [])]);
  });

  it('a bot’s moves after a notice below the message (a seat handed over) are posted below it, never edited in above', () => {
    // Ben's seat is handed to a bot at version 6, while the message asking him shows: the bot answers for him.
    const answered = {
      ...input(bens, game(7, [0]), [{ seat: 1, after: { toAct: [0], mayAct: [] } }]),
      noticeAt: 6,
    };
    const plan = planTurn(answered);
    expect(plan).toMatchObject({ edit: false, through: 6 });
    const { record, ending } = turnRecord(answered, plan, { messageId: 'm3', edited: false, at: 9 });
    // The message above the notice tells the game through the notice only.
    expect(record.above?.[0]).toEqual({ shown: bens, ending, through: 6 });
    // The game moved on past Ana's message with the bot's move: her turn went on below the notice ("continued
    // below", not "done"), and it tells nothing after the notice.
    const movedOn = {
      ...input(anas, game(6, [1]), [{ seat: 0, after: { toAct: [1], mayAct: [] } }]),
      turn: { bots: [], holder: 1, sameTurn: false },
      noticeAt: 5,
    };
    const next = planTurn(movedOn);
    expect(next).toMatchObject({ edit: false, repost: false, ping: [1], through: 5 });
    const done = turnRecord(movedOn, next, { messageId: 'm2', edited: false, at: 9 });
    expect(done.ending).toBe('continued');
    expect(done.record.above?.[0]).toEqual({ shown: anas, ending: 'continued', through: 5 });
    // Nothing moved since the notice: the message is kept as it is.
    const still = { ...input(bens, game(6, [1]), []), noticeAt: 6 };
    expect(planTurn(still).through).toBeUndefined();
  });
});
