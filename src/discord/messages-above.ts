/**
 * The turn message each game's current one was posted after, finished then ("continued below", or "done") and
 * ending with the move that did it (an offer to Ben, say): if that move is taken back, ./thread.ts strikes its
 * lines through, once. In memory: after a restart it stays as it reads.
 */
import type { TurnMessage } from '../store';
import type { TurnMessageEnding } from './turn-record';

/** A finished turn message, and how it ended (its last lines are of the move that made `shown.version + 1`). */
export interface MessageAbove {
  shown: TurnMessage;
  ending: TurnMessageEnding;
}

export class MessagesAbove {
  private readonly byGame = new Map<number, MessageAbove>();

  /** Note `above`, finished as game `row`'s new turn message was posted below it (it replaces the one before). */
  note(row: number, above: MessageAbove): void {
    this.byGame.set(row, above);
  }

  /**
   * The message above game `row`'s turn message to strike now, given once: when the move it ends with, the one
   * that made version `shown.version + 1`, was taken back (`takenBack`, by the seq it was logged as). A game over
   * (`over`) takes nothing back any more: its entry goes (one a game in play, at most).
   */
  toStrike(row: number, over: boolean, takenBack: (seq: number) => boolean): MessageAbove | null {
    const above = this.byGame.get(row);
    if (above && over) this.byGame.delete(row);
    if (!above || over || !takenBack(above.shown.version + 1)) return null;
    this.byGame.delete(row);
    return above;
  }

  /** How many games have a message above noted (tests). */
  get size(): number {
    return this.byGame.size;
  }
}
