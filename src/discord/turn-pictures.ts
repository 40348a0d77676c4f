/**
 * The board picture of each turn message as the bot last posted or edited it (by message id), for the edit that
 * finishes it (`kept`) and for a redraw of the same board (`unchanged`): one entry a game with a turn message,
 * forgotten when it is finished. In memory: a restart forgets them, and the finishing edit then reads the message.
 */
import type { Message, MessageManager } from 'discord.js';
import type { GameSnapshot } from './desk';
import { BOARD_FILE, type KeptPicture } from './turn';

/** Turn messages' pictures remembered at most (one a game with a turn message, ~100 bytes each). */
export const MAX_PICTURES_REMEMBERED = 10_000;

/**
 * What a turn message's board picture was drawn from, beside its alt text: the game's version (and rules), its
 * lifecycle and who plays which seat (names, and the "bot" tags of seats a bot plays for a person). A redraw of
 * the same is the same picture.
 */
function drawnFrom(snap: GameSnapshot): string {
  const { gameId, version, rulesVersion, replayFrom, lifecycle } = snap.record;
  const seats = snap.seats.map((s) => [s.seat, s.name, s.userId, s.botKind]);
  return JSON.stringify([gameId, version, rulesVersion, replayFrom, lifecycle, seats]);
}

/** A turn message's picture as the bot last posted or edited it, and what it was drawn from (`drawnFrom`). */
interface RememberedPicture extends KeptPicture {
  drawnFrom: string;
}

/** A turn message's board picture: its attachment's id and alt text (null without one, or without alt text). */
function boardPictureOf(message: Pick<Message, 'attachments'>): KeptPicture | null {
  const picture = message.attachments.find((a) => a.name === BOARD_FILE);
  return picture?.description ? { id: picture.id, description: picture.description } : null;
}

export class TurnPictures {
  private readonly byMessage = new Map<string, RememberedPicture>();

  /**
   * Remember the board picture of turn message `message` as Discord answered the post or edit of it, drawn from
   * game `snap`.
   */
  remember(message: Pick<Message, 'id' | 'attachments'>, snap: GameSnapshot): void {
    const picture = boardPictureOf(message);
    if (!picture) {
      this.byMessage.delete(message.id);
      return;
    }
    this.byMessage.set(message.id, { ...picture, drawnFrom: drawnFrom(snap) });
    // A message never finished (its game's thread deleted, say) leaves its entry: past the bound the oldest go
    // (their finishing edit, should it come, reads the message).
    if (this.byMessage.size > MAX_PICTURES_REMEMBERED) {
      const oldest = this.byMessage.keys().next().value;
      if (oldest !== undefined) this.byMessage.delete(oldest);
    }
  }

  /**
   * The picture of turn message `messageId`, for a redraw that may keep it: when the bot last posted or edited it
   * drawn from the same board as game `snap` now, with the same alt text (`altText`, the board's alt text now).
   */
  unchanged(messageId: string, snap: GameSnapshot, altText: () => string): KeptPicture | null {
    const known = this.byMessage.get(messageId);
    return known?.drawnFrom === drawnFrom(snap) && known.description === altText()
      ? { id: known.id, description: known.description }
      : null;
  }

  /**
   * The board picture of turn message `messageId` as Discord has it now: as this bot last posted or edited it,
   * else (after a restart) read afresh — a cached copy may be of an older edit, whose attachment an edit
   * listing it would no longer keep. Null when it cannot be read or has no alt text: the finishing edit then
   * keeps the picture as it is.
   */
  async kept(messages: Pick<MessageManager, 'fetch'>, messageId: string): Promise<KeptPicture | null> {
    const known = this.byMessage.get(messageId);
    if (known) return known;
    const message = await messages.fetch({ message: messageId, force: true }).catch(() => null);
    return message ? boardPictureOf(message) : null;
  }

  /** Forget turn message `messageId`'s picture (the message is finished: nothing edits it again). */
  forget(messageId: string): void {
    this.byMessage.delete(messageId);
  }

  /** How many pictures are remembered (tests). */
  get size(): number {
    return this.byMessage.size;
  }
}
