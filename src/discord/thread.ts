/**
 * Keeping a game's thread in step with the game. One turn message per turn: edited in place while the same
 * players act (new picture, summary and buttons), also when others answered them out of turn meanwhile (a
 * trade offer's answers, a deal's) or only bots acted in the same turn (their discards after a 7), and when
 * the move comes back to the player whose turn it is in the same turn (after people discarded for her 7:
 * `continuesTurn`), posted anew — the post is what pings them, and only them — when someone else must act, or
 * when the move comes back to her after the others kept her waiting a while (`backAfterAWhile`); which of
 * these, and whom a post pings, ./turn-goes-on.ts decides (one sync's plan and record: ./turn-plan.ts). The
 * superseded message becomes a finished record in the one edit that takes its buttons off (no ping line, no "To
 * act"; its picture and what happened stay, the picture's alt text saying it shows the turn before its last
 * move: ./turn-pictures.ts; one found deleted then, or whose edit fails, leaves the new one to tell what it
 * told), its moves struck through later if they are taken back, also by an undo that reaches back past the
 * message below it (./messages-above.ts). The store records the version the turn message shows, so a sync can
 * run at any time and only does what is missing: after a move, on `/oil board`, and on start, on reconnect and
 * every few minutes (./catch-up.ts) for every game whose thread fell behind (a crash between saving a move and
 * posting it, a post Discord refused). Syncs of one game run one after another, and so do the edits of its lobby
 * message (`refreshLobby`: ./game-queue.ts); a sync never throws (why it failed: ./not-posted.ts). Edits of a
 * turn message or a lobby message go through a recent click on it when there is one (./message-editors.ts:
 * outside Discord's global limit).
 */
import {
  type Message,
  type MessageCreateOptions,
  type MessageManager,
  type SendableChannels,
} from 'discord.js';
import type { App } from './app';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { abandonGoneThread } from './deletions';
import { isOver, type GameRecord, type TurnMessage } from '../store';
import { playedByPlayer } from '../table/clocks-sync';
import type { GameSnapshot } from './desk';
import { gameChannel, messageLink } from './game-channel';
import { lobbyPayload } from './lobby';
import { showLobby, type LobbyShown } from './lobby-refresh';
import { lobbyReliability } from './reliability';
import { permissionsIn, whyNotPosted } from './not-posted';
import { plainPicture } from '../render/kit/plain-picture';
import { settleEndVoteIn } from './end-vote-message';
import { postSummaryOnce } from './summary/post';
import { boardAltText, turnPayload, type KeptPicture } from './turn';
import { finishedTurnPayload, movedOn, struckThrough } from './turn-record';
import { gameEnded } from './presenters/types';
import { afterTurnPosted, planPings, type PingPlan } from './settings-pings';
import { MessageEditors, type EditBody } from './message-editors';
import { GameQueue } from './game-queue';
import { toStrike, toldAbove, toldThrough, type FinishedMessage } from './messages-above';
import { editLanded } from './edit-landed';
import { RecentReposts, repostNonce } from './reposts';
import { NONCE_LENGTH } from './nonce';
import { ShownReminders } from './reminders-shown';
import { TurnPictures } from './turn-pictures';
import { releasedSeats, releasedWhenShown, turnContext } from './turn-goes-on';
import {
  planTurn,
  turnEnding,
  turnRecord,
  type SentTurn,
  type TurnPlan,
  type TurnPlanInput,
} from './turn-plan';

export type SyncOutcome =
  /**
   * `new`: a new turn message was posted; `edited`: the turn message was edited; `current`: nothing to do.
   * `pinged`: the users a new post pinged (none by an edit).
   */
  | {
      ok: true;
      done: 'new' | 'edited' | 'current' | 'lobby';
      messageId: string | null;
      pinged?: readonly string[];
    }
  /** `why` completes "I could not post the turn because …"; `gone`: the thread no longer exists. */
  | { ok: false; why: string; gone: boolean };

/** How long after its end a finished game's thread is still caught up (its last turn, its summary). */
export const CAUGHT_UP_WITHIN_MS = 7 * 24 * 3_600_000;

/** How a sync goes (`ThreadKeeper.sync`). */
export interface SyncOptions {
  fresh?: boolean;
  redraw?: boolean;
  noticeAt?: number;
}

/** Keeps each game's thread in step with it; a game's syncs run one after another. */
export class ThreadKeeper {
  /** Each game's syncs and lobby edits, one after another: one that threw is logged, and the next run. */
  private readonly queue = new GameQueue((err, row) =>
    this.app.log.error(
      { err, row },
      'queued thread work failed: the work queued behind it runs all the same',
    ),
  );
  /** When each game was last reposted on request (`/oil board` asks). */
  readonly reposts = new RecentReposts();
  /** The board picture of each turn message as the bot last posted or edited it. */
  private readonly pictures = new TurnPictures();
  /** Recent clicks that may edit the turn messages they came from (noted where a click is acknowledged). */
  readonly editors = new MessageEditors();
  /** The turn reminders posted lately (noted by ./reminders.ts), struck through when an undo outdates them. */
  readonly reminders = new ShownReminders(
    () => this.app.desk.shownReminders,
    () => this.app.desk.now(),
  );

  constructor(
    private readonly app: Omit<App, 'threads'>,
    /** The clock of quiet hours (tests move it). */
    readonly now: () => number = Date.now,
  ) {}

  /**
   * Bring the thread of game `row` up to date. `fresh`: post a new turn message even when the current one
   * shows this version (`/oil board`); reposting the turn already shown pings nobody. `redraw`: edit the turn
   * message in place even when it shows this version, for what changed beside the game (a clock that ran out);
   * it pings nobody. `noticeAt`: the game's version when a notice was posted below the turn message (a seat
   * changed hands): moves made after it are posted below the notice, not edited in above it (./turn-plan.ts).
   * Never throws; a failure comes back as `{ ok: false, why }`. The players' open My hand views are brought up
   * to date beside it (./private-views.ts), not waited for.
   */
  sync(row: number, options: SyncOptions = {}): Promise<SyncOutcome> {
    // Noted at once, so a second `/oil board` meanwhile waits; a repost Discord refused is forgotten, so the one
    // asked once the thread is fixed posts instead of saying a board was just posted.
    const noted = options.fresh ? this.reposts.note(row) : null;
    void this.app.views.moved(row);
    return this.queue.enqueue(row, async () => {
      const outcome = await this.syncNow(row, options);
      if (!outcome.ok && noted !== null) this.reposts.forget(row, noted);
      return outcome;
    });
  }

  /**
   * Finish the game's turn message (a game ended early): its buttons, ping line and "To act" go, in one edit,
   * after any sync in progress.
   */
  async retire(row: number): Promise<void> {
    await this.queue.enqueue(row, async () => {
      const shown = this.app.desk.turnMessage(row);
      const snap = this.app.desk.snapshot(row);
      const channel = snap ? await gameChannel(this.app, snap.record.channelId) : null;
      if (snap && shown && channel && channel !== 'gone')
        await this.finish(channel, snap, { shown, ending: 'ended' });
    });
  }

  /**
   * Resolves once the work queued for game `row` is done (a move's turn being posted), or after `withinMs`: a
   * refusal told meanwhile then links the message that shows the move it lost to.
   */
  settled(row: number, withinMs = 3_000): Promise<void> {
    return this.queue.settled(row, withinMs);
  }

  /**
   * Sync every game whose thread is behind (on start, on reconnect, and by the catch-up loop for those that
   * stayed behind: ./catch-up.ts). `only` picks among them: the behind games by id and version, the finished
   * games still without their summary by id (version null). Returns how many were brought up.
   */
  async catchUp(
    finishedWithinMs = CAUGHT_UP_WITHIN_MS,
    only: (row: number, version: number | null) => boolean = () => true,
  ): Promise<number> {
    let synced = 0;
    for (const b of this.app.desk.behind(Date.now() - finishedWithinMs)) {
      if (!only(b.id, b.version)) continue;
      const started = this.app.desk.turnMessage(b.id) === null;
      const r = await this.sync(b.id);
      if (r.ok && r.done !== 'current') synced++;
      // A start saved but never answered (the bot stopped between the two): its first turn posted now, the
      // lobby message would still offer Start, Leave and Add bot.
      if (r.ok && r.done === 'new' && started) await this.refreshLobby(b.id);
      if (r.ok) await this.archiveIfOver(b.id);
      else this.app.log.warn({ row: b.id, why: r.why }, 'catch-up: thread still behind');
    }
    // Games that ended while their summary was being made (a crash, or Discord refused it): post it, then
    // archive.
    for (const row of this.app.desk.unsummarized(Date.now() - finishedWithinMs))
      if (only(row, null)) await this.archiveIfOver(row);
    return synced;
  }

  /**
   * Show game `row`'s lobby on its lobby message as the lobby is when the edit is made (./lobby-refresh.ts),
   * after the syncs and lobby edits queued for the game before it. Clicks and commands saved at once each ask
   * for it: their edits, each built from its own snapshot and sent at once, reached Discord in any order, and an
   * older lobby could stay on show. One asked for while another waits to start is that one (it reads the
   * change too). Never throws.
   */
  refreshLobby(row: number): Promise<LobbyShown> {
    return this.queue.enqueueOnce(row, 'lobby', () =>
      showLobby(this.app, row, (messages, id, body) => this.edit(messages, id, body)),
    );
  }

  /**
   * Edit game `row`'s lobby message to `body`, its closing words (`/oil end`), after the lobby edits queued for
   * the game before it: an edit made before the lobby was closed cannot reach Discord after this one and show
   * the open lobby again, and none made after it edits a lobby closed before its start (./lobby-refresh.ts).
   */
  async closeLobby(row: number, body: EditBody): Promise<void> {
    await this.queue.enqueue(row, async () => {
      const known = this.app.desk.lobbyMessage(row);
      const record = this.app.desk.byRow(row)?.record;
      const channel = known && record ? await gameChannel(this.app, record.channelId) : null;
      if (known && channel && channel !== 'gone' && channel.isTextBased()) {
        await this.edit(channel.messages, known, body)
          .catch((error: unknown) =>
            this.app.log.debug({ err: error, row }, 'could not close the lobby message'),
          )
          // Nothing edits a closed lobby again.
          .finally(() => this.editors.forget(known));
      }
    });
  }

  /**
   * Archive the thread of a game that is over, once its final message is up (anyone posting reopens it), after
   * posting the end-of-game summary of a finished game (once). Called after the last player was answered:
   * Discord refuses to edit an interaction's reply in an archived thread.
   */
  async archiveIfOver(row: number): Promise<void> {
    const record = this.app.desk.byRow(row)?.record;
    if (!record || !isOver(record)) return;
    // A vote to end the game still open is moot: closed, its message saying so before the archive forbids edits.
    await settleEndVoteIn(this.app, row);
    const shown = this.app.desk.turnMessage(row);
    if (shown && shown.version < record.version) return; // the final message is not up yet
    if (record.lifecycle === 'finished') await this.summarize(row);
    const channel = await this.app.client.channels.fetch(record.channelId).catch(() => null);
    if (!channel?.isThread() || channel.archived) return;
    await channel
      .setArchived(true, 'The game is over')
      .catch((error: unknown) =>
        this.app.log.warn({ err: error, row }, 'could not archive the finished game thread'),
      );
  }

  /** Post the end-of-game summary of finished game `row` unless it was posted, after any sync in progress. */
  async summarize(row: number): Promise<void> {
    await this.queue.enqueue(row, () => postSummaryOnce(this.app, row));
  }

  /** A link to the message showing the game's current version, or the thread when none is known. */
  currentLink(record: GameRecord): { url: string; message: boolean } {
    const t = this.app.desk.turnMessage(record.id);
    if (t && t.version === record.version && record.lifecycle !== 'lobby') {
      return { url: messageLink(record.guildId, record.channelId, t.messageId), message: true };
    }
    return { url: `<#${record.channelId}>`, message: false };
  }

  private async syncNow(row: number, options: SyncOptions): Promise<SyncOutcome> {
    try {
      const outcome = await this.attempt(row, options, true);
      if (!outcome.ok && outcome.gone) abandonGoneThread(this.app, row, { row });
      return outcome;
    } catch (error) {
      this.app.log.error({ err: error, row }, 'thread sync failed');
      return { ok: false, ...whyNotPosted(error) };
    }
  }

  private async attempt(row: number, options: SyncOptions, mayReopen: boolean): Promise<SyncOutcome> {
    const snap = this.app.desk.snapshot(row);
    if (!snap) return { ok: true, done: 'current', messageId: null };
    const channel = await gameChannel(this.app, snap.record.channelId);
    if (channel === 'gone') return { ok: false, why: 'the game thread was deleted', gone: true };
    if (!channel) return { ok: false, why: 'I cannot reach the game thread any more', gone: false };
    try {
      if (snap.record.lifecycle === 'lobby') return await this.syncLobby(snap, channel);
      return await this.syncTurn(snap, channel, options);
    } catch (error) {
      if (mayReopen && isDiscordCode(error, DiscordCode.threadArchived)) {
        // The bot opened the thread, so it may reopen it (Discord archives quiet threads).
        if (channel.isThread()) {
          await channel.setArchived(false, 'A game move to post');
          return this.attempt(row, options, false);
        }
      }
      const why = whyNotPosted(error, permissionsIn(channel, this.app.client.user, error));
      this.app.log.warn({ err: error, row, why: why.why }, 'could not post the turn');
      return { ok: false, ...why };
    }
  }

  private async syncLobby(snap: GameSnapshot, channel: SendableChannels): Promise<SyncOutcome> {
    const known = this.app.desk.lobbyMessage(snap.record.id);
    if (known) return { ok: true, done: 'current', messageId: known };
    const message = await channel.send(
      lobbyPayload(snap, snap.module, lobbyReliability(this.app, snap), this.app.lobbyExpiryMs),
    );
    this.app.desk.setLobbyMessage(snap.record.id, message.id);
    return { ok: true, done: 'lobby', messageId: message.id };
  }

  private async syncTurn(
    snap: GameSnapshot,
    channel: SendableChannels,
    { fresh = false, redraw = false, noticeAt }: SyncOptions,
  ): Promise<SyncOutcome> {
    const { id: row, version } = snap.record;
    const shown = this.app.desk.turnMessage(row);
    if (!fresh && shown && shown.version >= version) {
      if (redraw && !gameEnded(snap)) return this.redrawTurn(snap, channel, shown);
      return { ok: true, done: 'current', messageId: shown.messageId };
    }
    const presenter = this.app.presenter(snap.record.gameId);
    const people = snap.seats.filter(playedByPlayer).map((s) => s.seat);
    const input: TurnPlanInput = {
      snap,
      shown,
      steps: shown ? this.app.desk.stepsSince(row, shown.first) : [],
      ...(shown ? { turn: turnContext(snap, shown, presenter) } : {}),
      people,
      fresh,
      ...(noticeAt !== undefined ? { noticeAt } : {}),
      now: this.app.desk.now(),
      lastActedAt: (s) => this.app.desk.lastActedAt(row, s),
      ...(shown
        ? {
            releasedWhenShown: releasedWhenShown(
              shown,
              this.app.desk.stepsSince(row, shown.first, shown.version),
              people,
            ),
          }
        : {}),
    };
    const plan = planTurn(input);
    const payload = turnPayload({
      snap,
      presenter,
      // A move the message was posted for, taken back since, is news: its undo is told in its place.
      events: this.app.desk.eventsSince(row, plan.since, undefined, shown?.first),
      picture: await this.picture(snap),
      released: plan.released,
    });
    // A deleted turn message is replaced by a new post.
    const edited =
      plan.edit && channel.isTextBased()
        ? await this.editTurn(channel.messages, shown!.messageId, payload)
        : null;
    const { message, pings } = edited
      ? { message: edited, pings: null }
      : await this.postTurn(channel, snap, payload, plan, fresh);
    this.pictures.remember(message, snap);
    const sent: SentTurn = { messageId: message.id, edited: edited !== null, at: Date.now() };
    const outcome: SyncOutcome = {
      ok: true,
      done: edited ? 'edited' : 'new',
      messageId: message.id,
      pinged: pings?.ping ?? [],
    };
    // The message it replaced is finished before it is recorded: one left unfinished (deleted, or its edit failed)
    // leaves the new one to tell what it told, recorded so once.
    const ending = turnEnding(input, plan, sent);
    const left = ending !== null ? { shown: shown!, ending, through: plan.through } : null;
    const unfinished =
      left !== null &&
      (await this.finish(channel, snap, left, { toldAbove: toldAbove(shown!, left, version) }));
    const { record } = turnRecord(input, plan, { ...sent, aboveUnfinished: unfinished });
    if (!this.app.desk.recordTurnMessage(row, record)) return outcome;
    if (unfinished) await this.inPlaceOfUnfinished(channel, input, plan, record);
    await this.strikeTakenBack(channel, snap, shown);
    if (pings) {
      const { guildId, channelId } = snap.record;
      await afterTurnPosted(
        this.app,
        { row, version, title: snap.module.title, guildId, channelId },
        message.id,
        pings,
      );
    }
    return outcome;
  }

  /**
   * Post game `snap`'s turn message `payload` anew, pinging those `plan` asks for unless they are in their quiet
   * hours (their ping waits: ./settings-pings.ts); a repost on request pings nobody. Returns the message and
   * the pings, to be told once the post is recorded.
   */
  private async postTurn(
    channel: SendableChannels,
    snap: GameSnapshot,
    payload: ReturnType<typeof turnPayload>,
    plan: TurnPlan,
    fresh: boolean,
  ): Promise<{ message: Message; pings: PingPlan | null }> {
    const { id: row, version } = snap.record;
    const users = snap.seats.filter((s) => plan.ping.includes(s.seat) && s.userId).map((s) => s.userId!);
    const pings = plan.repost ? null : planPings(this.app, users, this.now());
    const pinging = { ...payload, allowedMentions: { users: pings?.ping ?? [], parse: [] } };
    // A post repeated after a crash (sent, not yet recorded) gets the first one back. A repost on request must be
    // a new message: its nonce is its own, so only discord.js's retries of it (its answer lost) get it back.
    const nonce = fresh ? repostNonce() : `t${row}.${version}`.slice(0, NONCE_LENGTH);
    const create: MessageCreateOptions = { ...pinging, nonce, enforceNonce: true };
    return { message: await channel.send(create), pings };
  }

  /**
   * Edit turn message `shown`, which shows the game's version already, as it would be drawn now (`retell`): the
   * same turn, with what changed beside the game (a clock that ran out says so instead of a deadline in the past).
   * A deleted message is left to the next move's post.
   */
  private async redrawTurn(
    snap: GameSnapshot,
    channel: SendableChannels,
    shown: TurnMessage,
  ): Promise<SyncOutcome> {
    const current: SyncOutcome = { ok: true, done: 'current', messageId: shown.messageId };
    if (!channel.isTextBased()) return current;
    const row = snap.record.id;
    const message = await this.retell(channel.messages, snap, shown.messageId, {
      since: shown.since,
      first: shown.first,
      released: releasedSeats(
        shown.toAct,
        this.app.desk.stepsSince(row, shown.first),
        snap.status.toAct,
        snap.seats.filter(playedByPlayer).map((s) => s.seat),
      ),
    });
    if (!message) return current;
    return { ok: true, done: 'edited', messageId: message.id };
  }

  /**
   * Edit turn message `messageId` of game `snap` in place as it would be drawn now, telling the game's events since
   * version `since` (`first`: the version its turn's first message showed, ./desk.ts `eventsSince`), and the seats
   * it asks no more though they did not act (`released`). Its picture is kept, not drawn again, when the bot last
   * posted or edited it from the same board with the same alt text. Null when it was deleted; any other failure
   * throws.
   */
  private async retell(
    messages: MessageManager,
    snap: GameSnapshot,
    messageId: string,
    { since, first, released }: { since: number; first: number | undefined; released: readonly number[] },
  ): Promise<Message | null> {
    const presenter = this.app.presenter(snap.record.gameId);
    const kept = this.pictures.unchanged(messageId, snap, () => boardAltText(snap, presenter));
    const payload = turnPayload({
      snap,
      presenter,
      events: this.app.desk.eventsSince(snap.record.id, since, undefined, first),
      picture: kept ? null : await this.picture(snap),
      released,
    });
    const message = await this.editTurn(messages, messageId, payload, kept);
    if (message) this.pictures.remember(message, snap);
    return message;
  }

  /**
   * Edit turn message `messageId` into `payload` (its mentions stay: an edit notifies nobody), with its picture
   * `kept` when the payload draws none; null when it was deleted. Any other failure is a real one and throws.
   */
  private async editTurn(
    messages: MessageManager,
    messageId: string,
    payload: ReturnType<typeof turnPayload>,
    kept: KeptPicture | null = null,
  ): Promise<Message | null> {
    return this.edit(messages, messageId, {
      content: payload.content ?? null,
      embeds: payload.embeds ?? [],
      files: payload.files ?? [],
      attachments: kept ? [kept] : [],
      components: payload.components ?? [],
      allowedMentions: payload.allowedMentions ?? { parse: [] },
    }).catch((error: unknown) => {
      if (isDiscordCode(error, DiscordCode.unknownMessage)) return null;
      throw error;
    });
  }

  /**
   * The turn message posted below `input.shown` (recorded as `record`) could not finish it: found deleted (a
   * moderator removed it, maybe while the bot was away), or its edit failed. Nothing above tells what it told,
   * the move that passed the turn among it. The new message takes its place, as one posted in place of a message
   * deleted before its edit does (./turn-plan.ts `turnRecord`, `SentTurn.aboveUnfinished`): recorded as telling
   * from where the unfinished one began, and edited to tell it when it began after that (its picture kept). A
   * turn passed in the usual way costs no request more; an edit refused leaves the lines to the message's next
   * edit, or to its finishing. Unlike the finishing edit, this one needs no check that it landed when its answer is
   * lost (./edit-landed.ts): nothing hangs on it but the lines of the message it edits, recorded as telling them
   * already, so they are told there once either way, now or at its next edit.
   */
  private async inPlaceOfUnfinished(
    channel: SendableChannels,
    input: TurnPlanInput,
    plan: TurnPlan,
    record: TurnMessage,
  ): Promise<void> {
    const { snap, shown } = input;
    if (record.since >= plan.since || !channel.isTextBased()) return;
    await this.retell(channel.messages, snap, record.messageId, {
      since: record.since,
      first: shown?.first,
      released: plan.released,
    }).catch((error: unknown) =>
      this.app.log.warn(
        { err: error, row: snap.record.id },
        'could not tell the lines of an unfinished turn message below it',
      ),
    );
  }

  /**
   * Edit superseded turn message `left.shown` into a finished record (./turn-record.ts `finishedTurnPayload`):
   * buttons, ping line and "To act" go in one edit, what happened during it stays, its moves taken back since
   * struck through. A message that asked nobody (the final one of a game) only loses its buttons. `again`: it
   * was finished already, and a move of it was taken back since. `toldAbove`: it tells the very moves the message
   * above it tells (./messages-above.ts): its title alone stays. True when it was left unfinished: it turned out
   * deleted (Discord knows it no more), or the edit failed otherwise (Discord answered 500 to each of
   * discord.js's tries, say), so it does not tell its last move.
   */
  private async finish(
    channel: SendableChannels,
    snap: GameSnapshot,
    left: FinishedMessage,
    { again = false, toldAbove = false }: { again?: boolean; toldAbove?: boolean } = {},
  ): Promise<boolean> {
    if (!channel.isTextBased()) return false;
    const { shown, ending } = left;
    const { messageId } = shown;
    // A message that asked nobody only loses its buttons: its picture is not read for it. Its alt text changes
    // once the picture no longer shows how the game stands: as the game moves on past it (struck later, it says
    // so already), or for one reposted, as it is left (the live picture is below) and as a move it tells is
    // taken back.
    const relabel =
      shown.toAct.length > 0 && !toldAbove && (movedOn(ending) ? !again : ending === 'reposted');
    const kept = relabel ? await this.pictures.kept(channel.messages, messageId) : null;
    const row = snap.record.id;
    const presenter = this.app.presenter(snap.record.gameId);
    // A later move, or one taken back later, is told below.
    const through = toldThrough(left, snap.record.version);
    const body: EditBody =
      shown.toAct.length === 0
        ? { components: [] }
        : finishedTurnPayload({
            snap,
            asked: [...shown.toAct, ...(shown.kept ?? [])].sort((a, b) => a - b),
            // A message left at a notice names all it asked: their turn went on below it (`through`: the notice).
            ...(movedOn(ending) && left.through === undefined
              ? { acted: this.app.desk.stepsSince(row, shown.first, through).map((s) => s.seat) }
              : {}),
            // Continued below: whose turn goes on there, as the game stands now. Finished again (a move it tells
            // taken back), the player recorded then (`MessageAbove.goesOn`): the game may have moved on past the
            // undo before this sync (its syncs queued behind a slow one, or refused by Discord), into the turn of
            // another it asked.
            ...(ending === 'continued' && left.through === undefined
              ? { goesOn: left.goesOn ?? presenter.turnOf?.(snap) ?? null }
              : {}),
            // A turn that moved on keeps what happened through the move that ended it: what came after (bots'
            // turns, say) opens the next turn message, which is posted from `shown.version`, and told once.
            events: struckThrough(
              this.app.desk.entriesSince(row, shown.since, through, shown.first),
              this.app.desk.takenBackSince(row, through),
            ),
            ending,
            toldAbove,
            keptEvents: presenter.keptEvents,
            // Its picture was drawn at `shown.version`: what it tells after that (its last move, or none when the
            // notice below came at that version) is not in it.
            ...(kept ? { kept, struck: again, unshown: through - shown.version } : {}),
            // The game's last message: its picture anew, whose alt text says the game was ended.
            ...(ending === 'ended'
              ? {
                  board: {
                    presenter,
                    picture: await this.picture(snap),
                  },
                }
              : {}),
          });
    return (
      this.edit(channel.messages, messageId, body)
        .then(() => false)
        .catch(async (error: unknown) => {
          // The old message may have been deleted; its stale-click answer still covers old clients.
          const gone = isDiscordCode(error, DiscordCode.unknownMessage);
          if (gone)
            this.app.log.debug({ err: error, messageId }, 'an old turn message to finish was deleted');
          // An edit whose answer was lost (a timeout, 5xx to every try) may have landed: its lines are told there.
          else if (await editLanded(channel.messages, messageId, body, error)) return false;
          else this.app.log.warn({ err: error, messageId }, 'could not finish an old turn message');
          return true;
        })
        // Nothing edits a message without buttons again.
        .finally(() => {
          this.editors.forget(messageId);
          this.pictures.forget(messageId);
        })
    );
  }

  /**
   * Strike through the moves of the messages above game `snap`'s turn message until now (`shown`) that the undos
   * logged since took back (the offer one ends with, or a road built before it), in each message that tells one
   * of them (./messages-above.ts): the message below tells each undo, and those must not read as if they stood. Whether the turn went on in `shown`, edited, or in a new
   * post (`shown` deleted, or the game moved on at once). The edits are of those messages alone (no post, no ping).
   * So are the reminders of a move taken back that pinged someone who no longer has to act (./reminders-shown.ts).
   */
  private async strikeTakenBack(
    channel: SendableChannels,
    snap: GameSnapshot,
    shown: TurnMessage | null,
  ): Promise<void> {
    const row = snap.record.id;
    const undoneSince = (version: number) => this.app.desk.takenBackSince(row, version);
    for (const above of toStrike(shown, undoneSince, snap.record.version))
      await this.finish(channel, snap, above, { again: true });
    const asked = snap.seats.flatMap((s) =>
      snap.status.toAct.includes(s.seat) && s.userId ? [s.userId] : [],
    );
    if (channel.isTextBased())
      await this.reminders.strikeTakenBack(row, channel.messages, undoneSince, asked);
  }

  /** Edit message `messageId`: through a recent click on it when there is one, else with the bot's token. */
  private edit(messages: MessageManager, messageId: string, body: EditBody): Promise<Message> {
    return this.editors.editMessage(messages, messageId, body, (error) =>
      this.app.log.debug({ err: error, messageId }, 'a click could not edit its message: the bot edits it'),
    );
  }

  private async picture(snap: GameSnapshot): Promise<Buffer> {
    return this.app
      .presenter(snap.record.gameId)
      .render(snap)
      .catch((error: unknown) => {
        // A drawing failure must not hide the turn: post a plain picture and keep the buttons.
        this.app.log.error({ err: error, row: snap.record.id }, 'board render failed');
        return plainPicture(snap.module.title, ['The board picture could not be drawn this time.']);
      });
  }
}
