/**
 * `continuesTurn` (src/discord/turn-goes-on.ts): when the turn message is edited in place and when a new one is
 * posted (its post pings who must act).
 */
import { describe, expect, it } from 'vitest';
import {
  AWAY_AFTER_MS,
  backAfterAWhile,
  continuesTurn,
  keptSeats,
  releasedSeats,
  seatsToPing,
  turnContext,
} from '../../src/discord/turn-goes-on';
import type { GameSnapshot, StepSeats } from '../../src/discord/desk';

/** A step by `seat` after which `toAct` must act and `mayAct` may (unknown when `toAct` is omitted). */
function step(seat: number, toAct?: number[], mayAct: number[] = []): StepSeats {
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

  it('several asked at once, one acting without answering (a loan while asked to bid): edited, nobody pinged', () => {
    expect(continuesTurn([0, 1], [step(0, [0, 1])], [0, 1])).toBe(true);
    expect(continuesTurn([0, 1], [step(0, [0, 1]), step(1, [0])], [0])).toBe(true);
    expect(seatsToPing({ toAct: [0, 1] }, [step(0, [0, 1])], [0, 1])).toEqual([]);
    // She answered later and was asked again in a new round: a new message.
    expect(continuesTurn([0, 1], [step(0, [0, 1]), step(0, [1]), step(1, [0, 1])], [0, 1])).toBe(false);
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
  // The bots alone acting between, whoever's turn it is (the game does not say here).
  const sameTurn = { bots, holder: null, sameTurn: true };
  const nextTurn = { bots, holder: null, sameTurn: false };

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
    expect(continuesTurn([0], steps, [0], [], { ...nextTurn, holder: 0 })).toBe(false);
  });

  it('a person asked between, or acting between, in a turn not told: a new message', () => {
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

describe("continuesTurn in the turn of the player asked (Ana 0's turn; Ben 1 and Caro 4 are people, 2 and 3 bots)", () => {
  const anaTurn = { bots: [2, 3], holder: 0, sameTurn: true };

  it('the message asking Ben to discard after her 7 (it stands for her): edited when the move is hers again', () => {
    // Ben discarded (a bot before him), or Ben and Caro, asked at once, both did.
    expect(continuesTurn([1], [step(1, [0])], [0], [0], anaTurn)).toBe(true);
    expect(continuesTurn([1, 4], [step(4, [1]), step(1, [0])], [0], [0], anaTurn)).toBe(true);
    // Edited while they discard, one after the other.
    expect(continuesTurn([1, 4], [step(4, [1])], [1], [0], anaTurn)).toBe(true);
    // Not in her turn any more (or the turn not told): a new message.
    const later = { ...anaTurn, sameTurn: false };
    expect(continuesTurn([1, 4], [step(4, [1]), step(1, [0])], [0], [0], later)).toBe(false);
    expect(continuesTurn([1, 4], [step(4, [1]), step(1, [0])], [0], [0])).toBe(false);
    // A message that does not stand for her: a new one.
    expect(continuesTurn([1], [step(1, [0])], [0], [], anaTurn)).toBe(false);
  });

  it('she owed a discard too: the message asking her and Ben goes on when the move is hers alone', () => {
    expect(continuesTurn([0, 1], [step(0, [1]), step(1, [0])], [0], [], anaTurn)).toBe(true);
    expect(continuesTurn([0, 1], [step(1, [0]), step(0, [0])], [0], [], anaTurn)).toBe(true);
  });

  it("Ben's own turn after hers, on the message that asked him to discard: a new message", () => {
    const steps = [step(1, [0]), step(0, [0]), step(0, [1])];
    const benTurn = { bots: [2, 3], holder: 1, sameTurn: false };
    expect(continuesTurn([1], steps, [1], [0], benTurn)).toBe(false);
    expect(seatsToPing({ toAct: [1], kept: [0] }, steps, [1], benTurn)).toEqual([1]);
  });

  it('Ben asked something new after his discard, or with her: a new message', () => {
    // Her offer to him once the robber moved.
    const steps = [step(1, [0]), step(0, [0]), step(0, [1], [0])];
    expect(continuesTurn([1], steps, [1], [0], anaTurn)).toBe(false);
    expect(continuesTurn([1], [step(1, [0]), step(0, [0, 1])], [0, 1], [0], anaTurn)).toBe(false);
  });
});

describe('seatsToPing', () => {
  const anaTurn = { bots: [2, 3], holder: 0, sameTurn: true };

  it('she rolls a 7 and owes a discard with Ben: only Ben is pinged', () => {
    expect(seatsToPing({ toAct: [0] }, [step(0, [0, 1])], [0, 1], anaTurn)).toEqual([1]);
  });

  it('two people owe a discard: both are pinged', () => {
    expect(seatsToPing({ toAct: [0] }, [step(0, [2, 1, 4]), step(2, [1, 4])], [1, 4], anaTurn)).toEqual([
      1, 4,
    ]);
  });

  it('a new round after they answered: all pinged again; no message before: all', () => {
    const benTurn = { ...anaTurn, holder: 1 };
    expect(seatsToPing({ toAct: [0, 4] }, [step(0, [4]), step(4, [0, 4])], [0, 4], benTurn)).toEqual([0, 4]);
    expect(seatsToPing(null, [], [0, 1], anaTurn)).toEqual([0, 1]);
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

describe('keptSeats in her turn', () => {
  const anaTurn = { bots: [2, 3], holder: 0, sameTurn: true };

  it('the roller of a 7 while Ben discards is kept; Ben, once he discarded, is not', () => {
    expect(keptSeats({ toAct: [0] }, [step(0, [1])], [1], anaTurn)).toEqual([0]);
    expect(keptSeats({ toAct: [0] }, [step(0, [1])], [1])).toEqual([]);
    expect(keptSeats({ toAct: [0] }, [step(0, [1])], [1], { ...anaTurn, sameTurn: false })).toEqual([]);
    expect(keptSeats({ toAct: [1], kept: [0] }, [step(1, [0]), step(0, [4], [0])], [4], anaTurn)).toEqual([
      0,
    ]);
  });
});

describe('backAfterAWhile', () => {
  // Ana (0) rolled a 7 at minute 0; the message asking Ben (1) and Caro (2) to discard stands for her (kept).
  const shown = { toAct: [1, 2], kept: [0], postedAt: 0 };
  const minute = 60_000;

  it('the move coming back to her after she waited AWAY_AFTER_MS since she last acted: pinged anew', () => {
    expect(backAfterAWhile(shown, [0], AWAY_AFTER_MS, () => 0)).toEqual([0]);
    expect(backAfterAWhile(shown, [0], AWAY_AFTER_MS - 1, () => 0)).toEqual([]);
  });

  it('answers that trickle in edit the message, but her own last act tells how long she waited', () => {
    // Ben discarded at minute 9 (the message edited then), Caro at minute 11: Ana last acted at minute 0.
    const edited = { ...shown, postedAt: 9 * minute };
    expect(backAfterAWhile(edited, [0], 11 * minute, () => 0)).toEqual([0]);
    // One who never acted in the game counts from the message's latest post or edit.
    expect(backAfterAWhile(edited, [0], 11 * minute, () => null)).toEqual([]);
  });

  it('only the seats the message stood for unasked: not those it asked, not others', () => {
    expect(backAfterAWhile(shown, [1, 3], AWAY_AFTER_MS, () => 0)).toEqual([]);
  });
});

describe('releasedSeats', () => {
  // The message asked Ben (1), Caro (2) and a bot (3) to answer Ana's (0) offer; Dev (4) was not asked.
  const asked = [1, 2, 3];
  const people = [0, 1, 2, 4];

  it('names the people it asked that are asked no more without having acted: the offer was taken back', () => {
    expect(releasedSeats(asked, [], [0], people)).toEqual([1, 2]);
  });

  it('not one who answered, one still asked, a bot, nor one it never asked', () => {
    expect(releasedSeats(asked, [step(1, [0, 2], [0])], [0], people)).toEqual([2]);
    expect(releasedSeats(asked, [], [0, 2], people)).toEqual([1]);
    expect(releasedSeats([4], [], [0], people)).toEqual([4]);
    expect(releasedSeats([3], [], [0], people)).toEqual([]);
  });
});

describe('turnContext', () => {
  /** A game at turn `turn` (none told when undefined) whose seat 2 a bot plays, seat 3 a bot for its player. */
  function game(turn: number | undefined): GameSnapshot {
    const seats = [
      { seat: 0, userId: 'a', name: 'Ana', botKind: null },
      { seat: 1, userId: 'b', name: 'Ben', botKind: null },
      { seat: 2, userId: null, name: 'Bot', botKind: 'greedy' },
      { seat: 3, userId: 'd', name: 'Dev', botKind: 'greedy' },
    ];
    const module = turn === undefined ? {} : { turn: () => turn };
    return { seats, module, state: {} } as unknown as GameSnapshot;
  }
  const holder = { turnOf: () => 1 };

  it('the seats bots play, the player whose turn it is, and whether the turn is still the one posted in', () => {
    expect(turnContext(game(5), { turn: 5 }, holder)).toEqual({ bots: [2, 3], holder: 1, sameTurn: true });
    expect(turnContext(game(6), { turn: 5 }, holder).sameTurn).toBe(false);
  });

  it('not the same turn in the set-up (turn 0), nor in a game that does not tell its turns', () => {
    expect(turnContext(game(0), { turn: 0 }, holder).sameTurn).toBe(false);
    expect(turnContext(game(undefined), {}, holder).sameTurn).toBe(false);
  });

  it('no holder when the presenter does not tell whose turn it is', () => {
    expect(turnContext(game(5), { turn: 5 }, {}).holder).toBeNull();
  });
});
