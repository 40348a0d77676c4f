import { describe, expect, it } from 'vitest';
import { renderLoad, splitMoves, splitSummary, type BotTrace, type MoveTrace } from '../../bench/load-trace';

// Two games' threads; Ana's click edits its turn message through its own token, Ben's pass posts a new one.
const ana: MoveTrace = { id: 'i1', thread: 't1', clicked: 1000, seen: 1100 };
const ben: MoveTrace = { id: 'i2', thread: 't2', clicked: 1010, seen: 1400 };

const bot: BotTrace = {
  interactions: [
    ['i1', 'tok1', 1002],
    ['i2', 'tok2', 1030],
  ],
  responses: [
    ['POST', '/interactions/i1/tok1/callback', 1006],
    ['POST', '/interactions/i2/tok2/callback', 1040],
    // Ana's edit is answered a moment after the drivers saw it (the stand-in's event goes first).
    ['PATCH', '/webhooks/app/tok1/messages/%40original', 1103],
    // An edit of another message through Ben's token, long before his board: not the board.
    ['PATCH', '/webhooks/app/tok2/messages/m0', 1100],
    ['POST', '/channels/t2/messages', 1395],
    // A later post in Ben's thread (the next turn's), after the drivers saw his board.
    ['POST', '/channels/t2/messages', 1900],
  ],
  pictures: [
    ['i1', 'oil-springs', 1008, 1090, 12, 0],
    // Ben's picture waited behind others: asked at 1045, back at 1380, 15 ms in the worker, 9 ahead.
    ['i2', 'oil-springs', 1045, 1380, 15, 9],
    // Another click's picture in the same span is not Ben's.
    ['i9', 'oil-springs', 1050, 1390, 11, 10],
  ],
};

describe('load trace: where a move’s time goes', () => {
  it('splits each move into its parts from both sides’ notes', () => {
    const [a, b] = splitMoves([ana, ben], bot);
    expect(a).toEqual({
      totalMs: 100,
      toBot: 2,
      ack: 4,
      toBoard: 101,
      picture: 82,
      pictureWorker: 12,
      toDriver: -3,
      via: 'edit; pictures oil-springs 82 ms, 0 ahead',
    });
    expect(b).toMatchObject({
      totalMs: 390,
      toBot: 20,
      ack: 10,
      toBoard: 365,
      picture: 335,
      pictureWorker: 15,
      toDriver: 5,
    });
    expect(b?.via).toBe('post; pictures oil-springs 335 ms, 9 ahead');
  });

  it('leaves out a move the bot has no note of', () => {
    const lost: MoveTrace = { id: 'i7', thread: 't1', clicked: 2000, seen: 2100 };
    const summary = splitSummary([ana, ben, lost], bot);
    expect(summary.moves).toBe(3);
    expect(summary.unmatched).toBe(1);
    expect((summary.slowest as { totalMs: number }[]).map((s) => s.totalMs)).toEqual([390, 100]);
  });

  it('sums the render pool’s work over the moves’ span', () => {
    const load = renderLoad([ana, ben], bot);
    // 12 + 15 + 11 ms of worker time over the 400 ms from the first click to the last board.
    expect(load).toEqual({ pictures: 3, workerMs: 38, busyShare: 0.1, aheadP50: 9, aheadP99: 10 });
    expect(renderLoad([], bot)).toBeNull();
  });
});
