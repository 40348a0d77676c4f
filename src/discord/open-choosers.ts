/**
 * Each player's open private chooser, per game: a new chooser replaces the one before it (a second click on the
 * same button, or another button), so private menus do not pile up, one a click. The chooser is deleted
 * through the webhook of the click that opened it, whose token lasts 15 minutes; an older one is left to the
 * player (Discord lets only that token delete an ephemeral message).
 *
 * Kept in memory only (the webhook's application id and token, not the interaction): a restart forgets them.
 */
import type { InteractionWebhook } from 'discord.js';
import { EDITOR_LIFETIME_MS, MAX_EDITORS } from './message-editors';

interface OpenChooser {
  webhook: InteractionWebhook;
  messageId: string;
  /** Until when its token may delete it (ms since the epoch). */
  until: number;
}

export class OpenChoosers {
  private readonly byPlayer = new Map<string, OpenChooser>();
  /** Picks already applied, by game, chooser message and value, until when they are remembered. */
  private readonly applied = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * `messageId` is now `userId`'s open chooser in game `row`, opened by a click made at `clickedAt` whose
   * webhook is `webhook`: the chooser open before it, if any, is deleted.
   */
  async opened(
    row: number,
    userId: string,
    chooser: { webhook: InteractionWebhook; messageId: string; clickedAt: number },
  ): Promise<void> {
    const key = `${row}:${userId}`;
    const before = this.byPlayer.get(key);
    this.byPlayer.delete(key); // re-inserted as the newest
    this.byPlayer.set(key, {
      webhook: chooser.webhook,
      messageId: chooser.messageId,
      until: chooser.clickedAt + EDITOR_LIFETIME_MS,
    });
    if (this.byPlayer.size > MAX_EDITORS) {
      const oldest = this.byPlayer.keys().next().value;
      if (oldest !== undefined) this.byPlayer.delete(oldest);
    }
    if (before && before.messageId !== chooser.messageId && before.until > this.now())
      await before.webhook.deleteMessage(before.messageId).catch(() => undefined);
  }

  /** `messageId` is no longer open (its move was made): a later chooser leaves it be. */
  closed(row: number, userId: string, messageId: string): void {
    const key = `${row}:${userId}`;
    if (this.byPlayer.get(key)?.messageId === messageId) this.byPlayer.delete(key);
  }

  /**
   * The pick `value` of chooser `messageId` in game `row` was applied (a second, same pick was already done);
   * also a player's press of a turn message's button (`press`).
   */
  picked(row: number, messageId: string, value: string): void {
    this.applied.set(`${row}:${messageId}:${value}`, this.now() + EDITOR_LIFETIME_MS);
    if (this.applied.size > MAX_EDITORS) {
      const oldest = this.applied.keys().next().value;
      if (oldest !== undefined) this.applied.delete(oldest);
    }
  }

  /** Whether pick `value` of chooser `messageId` in game `row` is the one applied from it (recently). */
  wasPicked(row: number, messageId: string, value: string): boolean {
    return (this.applied.get(`${row}:${messageId}:${value}`) ?? 0) > this.now();
  }

  /**
   * A player's press of a turn message's button (`what`: the button's group, or `undo`) as drawn at `version`:
   * `done` once its move is saved, and `already` whether it was (a double tap, a second tab), so that a press
   * made again is told it was done rather than that the game moved on.
   */
  press(
    row: number,
    messageId: string,
    userId: string,
    what: string,
    version: number,
  ): { done: () => void; already: () => boolean } {
    const value = `${userId}:${what}:${version}`;
    return {
      done: () => this.picked(row, messageId, value),
      already: () => this.wasPicked(row, messageId, value),
    };
  }

  /** How many players have an open chooser now (tests). */
  get size(): number {
    return this.byPlayer.size;
  }
}
