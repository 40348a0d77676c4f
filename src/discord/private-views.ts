/**
 * My hand kept live: each player's newest private view of a game (the ephemeral reply of "My hand" or
 * `/oil hand`), edited in place after a move that changes what it shows of theirs (what the game now waits for
 * from them, as a discard after a 7 or an offer to answer; cards a roll gave them, a trade, a discard, the end
 * of the game), as long as the token of the interaction that showed it may edit it.
 * A move that changes nothing of theirs leaves it as it is: the digest above it and the since picture are
 * redrawn only with an edit the hand itself needs.
 *
 * Discord lets only the interaction's token edit an ephemeral reply, for 15 minutes after the click; past that
 * (less a margin for a slow edit) the view is forgotten without trying. Kept in memory only (the webhook's
 * application id and token, not the interaction): a restart forgets them, and the views shown before it then
 * stay as they are, as they did before views were kept. An edit Discord refuses (the player dismissed the
 * reply, its thread was archived) forgets the view too: the next My hand is kept anew.
 */
import { type InteractionEditReplyOptions, type InteractionWebhook } from 'discord.js';
import type { Logger } from '../log';
import { DiscordCode, type DiscordCodeValue, isDiscordCode } from './discord-codes';
import { GameQueue } from './game-queue';
import { EDITOR_LIFETIME_MS, MAX_EDITORS } from './message-editors';

/** A player's private view as it would be drawn now. */
export interface PrivateLook {
  /**
   * What of the player's own it shows (what the game waits for from them, their hand, what only they know, how
   * the game ended for them), as one
   * string: the view is edited only when this changes.
   */
  theirs: string;
  /** The whole reply, drawn only for an edit. */
  payload(): Promise<InteractionEditReplyOptions>;
}

/**
 * How the players' private views of game `row` would be drawn now: the game read once (its state, its log) for
 * all of them, then player `userId`'s view from it; null when they have none any more.
 */
export type LookAt = (row: number) => (userId: string) => PrivateLook | null;

interface KeptView {
  row: number;
  userId: string;
  /** The webhook of the interaction that showed it: its `@original` is the view. */
  webhook: InteractionWebhook;
  /** `PrivateLook.theirs` as last shown. */
  theirs: string;
  /** Until when its token may edit it (ms on the bot's clock). */
  until: number;
}

/** Discord's answers to an edit whose view is gone or can no longer be edited: forgotten quietly. */
const GONE_CODES: readonly DiscordCodeValue[] = [
  DiscordCode.unknownMessage,
  DiscordCode.unknownWebhook,
  DiscordCode.invalidWebhookToken,
  DiscordCode.threadArchived,
];

/** Views kept at most (the oldest go first), as many as the clicks' editors (./message-editors.ts). */
export const MAX_PRIVATE_VIEWS = MAX_EDITORS;

export class PrivateViews {
  /** By `row:userId`, oldest first: each view is (re)inserted when shown, so also by `until`. */
  private readonly views = new Map<string, KeptView>();
  /** The keys of each game's views, so a move in a game without any costs one look-up. */
  private readonly byRow = new Map<number, Set<string>>();
  /**
   * Each game's refreshes, one after another (a newer move's view wins); a move while one waits to start needs
   * no second one. A refresh never throws: this logs one that did all the same.
   */
  private readonly queue = new GameQueue((err, row) =>
    this.log.warn({ err, row }, 'private views could not be brought up to date'),
  );

  constructor(
    private readonly look: LookAt,
    private readonly log: Pick<Logger, 'debug' | 'warn'>,
    /** The bot's clock (tests move it). */
    private readonly now: () => number = Date.now,
    /** Runs background work so that a shutdown waits for it (the bot's in-flight counter). */
    private readonly run: (work: () => Promise<void>) => Promise<void> = (work) => work(),
  ) {}

  /**
   * `userId`'s view of game `row` was just shown as the reply of the interaction whose webhook is `webhook`,
   * showing `theirs`: it replaces the view kept before it.
   */
  shown(row: number, userId: string, webhook: InteractionWebhook, theirs: string): void {
    const now = this.now();
    this.forgetExpired(now);
    const key = `${row}:${userId}`;
    this.drop(key); // re-inserted as the newest
    this.views.set(key, { row, userId, webhook, theirs, until: now + EDITOR_LIFETIME_MS });
    let keys = this.byRow.get(row);
    if (!keys) this.byRow.set(row, (keys = new Set()));
    keys.add(key);
    if (this.views.size > MAX_PRIVATE_VIEWS) {
      const oldest = this.views.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  /**
   * Game `row` moved: edit each view of it whose player's part changed. Resolves once done; never throws (an
   * edit that fails forgets its view).
   */
  moved(row: number): Promise<void> {
    if (!this.byRow.has(row)) return Promise.resolve();
    return this.run(() => this.queue.enqueueOnce(row, 'views', () => this.refresh(row)));
  }

  /** How many views are kept now (tests). */
  get size(): number {
    return this.views.size;
  }

  private async refresh(row: number): Promise<void> {
    this.forgetExpired(this.now());
    // The game is read once for all its views, not once a view (its log is most of a look's cost): a move made
    // while they are looked at or edited queues the next refresh (`moved`), which reads it anew.
    let lookFor: ReturnType<LookAt> | undefined;
    for (const key of [...(this.byRow.get(row) ?? [])]) {
      const view = this.views.get(key);
      if (!view) continue;
      try {
        lookFor ??= this.look(row);
        const look = lookFor(view.userId);
        if (!look) {
          this.drop(key);
          continue;
        }
        if (look.theirs === view.theirs) continue;
        const body = await look.payload();
        // The picture may take a moment: a token that ran out meanwhile is not used.
        if (view.until <= this.now() || this.views.get(key) !== view) continue;
        await view.webhook.editMessage('@original', {
          ...body,
          attachments: [],
          allowedMentions: { parse: [] },
        });
        view.theirs = look.theirs;
      } catch (error) {
        if (this.views.get(key) === view) this.drop(key);
        const gone = isDiscordCode(error, ...GONE_CODES);
        if (gone) this.log.debug({ row, code: error.code }, 'a private view could no longer be edited');
        else this.log.warn({ err: error, row }, 'a private view could not be brought up to date');
      }
    }
  }

  /** Forget the views whose token ran out (the oldest come first). */
  private forgetExpired(now: number): void {
    for (const [key, view] of this.views) {
      if (view.until > now) break;
      this.drop(key);
    }
  }

  private drop(key: string): void {
    const view = this.views.get(key);
    if (!view) return;
    this.views.delete(key);
    const keys = this.byRow.get(view.row);
    keys?.delete(key);
    if (keys?.size === 0) this.byRow.delete(view.row);
  }
}
