/**
 * `continuesTurn` (src/discord/thread.ts): when the turn message is edited in place and when a new one is
 * posted (its post pings who must act).
 */
import { describe, expect, it } from 'vitest';
import { continuesTurn, keptSeats } from '../../src/discord/thread';
import type { LoggedStep } from '../../src/discord/desk';

/** A step by `seat` after which `toAct` must act and `mayAct` may (unknown when `toAct` is omitted). */
function step(seat: number, toAct?: number[], mayAct: number[] = []): LoggedStep {
  return toAct ? { seat, after: { toAct, mayAct } } : { seat };
}

describe('continuesTurn', () => {
  it('the same player acting on: edited', () => {
    expect(continuesTurn([0], [step(0, [0]), step(0, [0])], [0])).toBe(true);
  });

  it('an offer answered by others while its maker keeps the move: edited', () => {
    // Ana (0) offers, Ben and Caro answer (she may confirm or withdraw meanwhile), the move is hers again.
    const steps = [step(0, [1, 2], [0]), step(1, [2], [0]), step(2, [0]), step(0, [0])];
    expect(continuesTurn([0], steps, [0])).toBe(true);
  });

  it('a change of turn that comes back to the same player: a new message', () => {
    // Ana ends her turn, the bots play theirs, and it is her turn again.
    const steps = [step(0, [1]), step(1, [2]), step(2, [0])];
    expect(continuesTurn([0], steps, [0])).toBe(false);
  });

  it('a discard round after her 7 (she may not act meanwhile): a new message', () => {
    expect(continuesTurn([0], [step(0, [1, 2]), step(1, [2]), step(2, [0])], [0])).toBe(false);
  });

  it('someone else now asked: a new message', () => {
    expect(continuesTurn([0], [step(0, [1, 2], [0]), step(2, [1], [0])], [1])).toBe(false);
  });

  it('a step logged without who was to act after it (before migration 013): read as a change of turn', () => {
    expect(continuesTurn([0], [step(0, [1, 2], [0]), step(1), step(2, [0])], [0])).toBe(false);
  });

  it('several asked at once: edited while they answer, a new round (one asked again) is a new message', () => {
    expect(continuesTurn([0, 1], [step(0, [1])], [1])).toBe(true);
    expect(continuesTurn([0, 1], [step(0, [1]), step(1, [0, 1])], [0, 1])).toBe(false);
  });

  it('the message asking another player to answer her offer: edited when the move comes back to her', () => {
    // Ana (0) was asked on the turn's first message; Ben (1) must answer her offer: a new message asks him and
    // stands for her too (kept). He answers, or she withdraws, and she plays on: the same message.
    expect(continuesTurn([1], [step(1, [0])], [0], [0])).toBe(true);
    expect(continuesTurn([1], [step(0, [0])], [0], [0])).toBe(true);
    expect(continuesTurn([1], [step(1, [0]), step(0, [0]), step(0, [0])], [0], [0])).toBe(true);
    // Her turn ends and comes back to her later: a new message.
    expect(continuesTurn([1], [step(1, [0]), step(0, [2]), step(2, [0])], [0], [0])).toBe(false);
    // Ben asked again after his answer (a new offer): a new message pings him.
    expect(continuesTurn([1], [step(1, [0]), step(0, [1], [0])], [1], [0])).toBe(false);
  });
});

describe('continuesTurn with bots between (Ana 0 and Ben 1 are people, 2 and 3 bots)', () => {
  const bots = [2, 3];
  const sameTurn = { bots, sameTurn: () => true };
  const nextTurn = { bots, sameTurn: () => false };

  it("the bots' discards after her 7, the move hers again in the same turn: edited", () => {
    // Ana rolls a 7, the bots owe discards and make them at once, and she must move the robber.
    const steps = [step(0, [2, 3]), step(2, [3]), step(3, [0])];
    expect(continuesTurn([0], steps, [0], [], sameTurn)).toBe(true);
    // And as she plays on (the robber moved, a build).
    expect(continuesTurn([0], [...steps, step(0, [0]), step(0, [0])], [0], [], sameTurn)).toBe(true);
    // Read without the bots (or the turn): a new message, as before.
    expect(continuesTurn([0], steps, [0])).toBe(false);
  });

  it('the bots playing their turns until hers comes again: a new message', () => {
    const steps = [step(0, [2]), step(2, [2]), step(2, [3]), step(3, [3]), step(3, [0])];
    expect(continuesTurn([0], steps, [0], [], nextTurn)).toBe(false);
  });

  it('a person asked between, or acting between: a new message, also in the same turn', () => {
    // Ben owes a discard too: the message that asks him pings him; Ana's move after his discard is a new one.
    expect(continuesTurn([0], [step(0, [1, 2]), step(2, [1]), step(1, [0])], [0], [], sameTurn)).toBe(false);
    expect(continuesTurn([0], [step(0, [1, 2]), step(2, [1])], [1], [], sameTurn)).toBe(false);
    // Ben, let act unasked while the bots were asked, acted.
    expect(continuesTurn([0], [step(0, [2], [1]), step(1, [2]), step(2, [0])], [0], [], sameTurn)).toBe(
      false,
    );
  });

  it('a step logged without who was to act after it: a new message', () => {
    expect(continuesTurn([0], [step(0, [2, 3]), step(2), step(3, [0])], [0], [], sameTurn)).toBe(false);
  });
});

describe('keptSeats', () => {
  it('the maker of an offer another player must answer is kept; a player whose turn ended is not', () => {
    expect(keptSeats({ toAct: [0] }, [step(0, [1, 2], [0]), step(2, [1], [0])], [1])).toEqual([0]);
    expect(keptSeats({ toAct: [1], kept: [0] }, [step(1, [0])], [0])).toEqual([]);
    expect(keptSeats({ toAct: [0] }, [step(0, [1])], [1])).toEqual([]);
    expect(keptSeats({ toAct: [0] }, [step(0, [1, 2], [0]), step(2)], [1])).toEqual([]);
  });
});
