/**
 * The turn-clock loop on Discord: a timer asks the table which seats' clocks ran out (src/table/clocks.ts),
 * applies each game's policy once (claimed in the store first, so a restart never repeats one), says so in
 * the game's thread and brings the thread up to date:
 *
 *   ⏰ Ben’s clock ran out: a bot played their move. Their clock starts again.
 *   ⏰ Ben’s clock ran out: a bot played their move. Their 7 days are spent: each move has 24 h now.
 *   ⏰ Ben’s clock ran out: a bot plays their seat until they come back with `/oil return`.
 *   ⏰ Ben’s clock ran out. @Ana @Caro: wait longer, or hand the seat to a bot? [Wait 24 h] [Hand to a bot]
 *   ⏰ Ben’s clock ran out, and nobody else plays a seat, so it ends here, unscored: bots do not play it out. …
 *
 * A vote nobody decides within the time "wait longer" would give ends with the seat handed to a bot. A vote
 * with no message to vote with (its post failed, or a move between databases gave the game a new id) is posted
 * at the next tick, and while Discord refuses it, asked again less and less often; so is any other notice
 * Discord refused (./notices-later.ts, kept in the store, so also after a restart). A vacation that ends on its
 * own is told in the player's threads ("🏖 Ben is back from vacation: their clock runs again."). A clock about to
 * run out has its turn message redrawn to say "runs out any moment now", where Discord's countdown would read
 * "runs out 1 minute ago" until the tick that runs it out.
 */
import { EmbedBuilder } from 'discord.js';
import { expiredLobbyWords } from './lobby-refresh';
import type { DueClock, RunOut, UnpostedVote } from '../table/clocks';
import type { App } from './app';
import { CLOCK_SOON_MS, graceMs } from '../table/clocks-time';
import { durationWords } from './clocks-lines';
import { postNotice, stripButtons } from './clocks-notice';
import { abandonGoneThread } from './deletions';
import { NoticesLater, postOrKeep } from './notices-later';
import { voteMessage } from './components/clock';
import { postUnplayedEnding } from './components/end';
import { afterClosed, reviewEndVote } from './components/end-vote';
import { settleForAway, tellVacationsOver } from './vacation';
import { safeName } from './names';
import { MINUTE, TickLoop, retryAt } from './tick-loop';
import { seatName } from '../games/events';

export interface ClockLoopOptions {
  /** How often to look for clocks that ran out (default every minute). */
  everyMs?: number;
  /**
   * A lobby unchanged this long closes itself (default LOBBY_DAYS' default, 14 days); 0: lobbies never expire.
   * The bot reads it into `App.lobbyExpiryMs`, which the loop and the lobby message both go by.
   */
  lobbyExpiryMs?: number;
  /** The clock (tests); default Date.now. */
  now?: () => number;
}

/** The notice for a clock that ran out under a policy that needs no vote (a bot moved, or plays the seat). */
export function runOutText(outcome: Exclude<RunOut, { policy: 'vote' }>, seat: number): string {
  const name = safeName(seatName(outcome.game.names, seat));
  if (outcome.policy === 'hand-over')
    return `⏰ ${name}’s clock ran out: a bot plays their seat until they come back with \`/oil return\`.`;
  // A budget that ran out is spent: each later move has the day a vote to wait would grant (allowedMs).
  const clock = outcome.game.clock;
  const again =
    clock?.kind === 'budget'
      ? `Their ${durationWords(clock.limitMs)} are spent: each move has ${durationWords(graceMs(clock))} now.`
      : 'Their clock starts again.';
  return `⏰ ${name}’s clock ran out: a bot played their move. ${again}`;
}

/** Why a game ended when `name`'s clock ran out with nobody else at the table (`postUnplayedEnding`'s start). */
function lastClockWhy(name: string): string {
  return `⏰ ${safeName(name)}’s clock ran out, and nobody else plays a seat`;
}

/** The turn clock loop: a tick applies every clock that ran out and closes the votes nobody decided. */
export class ClockLoop extends TickLoop {
  /** The votes with no message at the last tick, and for how many ticks in a row they have had none. */
  private unposted = new Map<string, number>();
  /** The clocks about to run out at the last tick whose turn messages were redrawn ("any moment"). */
  private soon = new Set<string>();
  /** The notices Discord refused, posted at later ticks (kept in the store). */
  private readonly later: NoticesLater;

  constructor(
    app: App,
    private readonly options: ClockLoopOptions,
    run?: (work: () => Promise<number>) => Promise<number>,
  ) {
    super(app, options.everyMs ?? MINUTE, 'turn clock', run);
    this.later = new NoticesLater(app);
  }

  /** Apply every clock that ran out, once; returns how many. */
  protected async work(): Promise<number> {
    const { clocks } = this.app.desk;
    const now = (this.options.now ?? Date.now)();
    let done = 0;
    // Those that ran out, and those about to (after `now`), whose turn messages are redrawn once they are run out.
    const listed = clocks.dueClocks(now, CLOCK_SOON_MS);
    for (const due of listed) {
      if (this.stopped) break;
      if (due.deadline > now) continue;
      const where = { row: due.id, seat: due.seat, policy: due.policy };
      const outcome = clocks.runOutClock(due);
      if (!outcome.ok) {
        if (outcome.code !== 'stale')
          this.app.log.warn({ ...where, why: outcome.message }, 'clock not applied');
        continue;
      }
      done++;
      if (outcome.policy === 'hand-over' && outcome.ended) {
        await postUnplayedEnding(this.app, outcome, lastClockWhy(outcome.seat.name));
        this.app.log.info(where, 'turn clock ran out: nobody else plays a seat, game ended');
        continue;
      }
      if (outcome.policy === 'vote') {
        // A vote Discord refused keeps no message: it is posted again from the store, below.
        const { id, channelId, seat, since } = due;
        const { openedAt, game, voters } = outcome;
        await this.postVote(
          { id, channelId, seat, since, openedAt, game, voters },
          { wait: 0, bot: 0 },
          where,
        );
      } else {
        const key = `c${due.id}.${due.seat}.${due.deadline}`;
        await postOrKeep(this.app, due.id, due.channelId, runOutText(outcome, due.seat), where, key);
      }
      this.app.log.info(
        { ...where, voters: outcome.policy === 'vote' ? outcome.voters.length : 0 },
        'turn clock ran out',
      );
      // A vote changes no state: its turn message is redrawn to say the clock ran out, not "runs out 2 hours ago".
      // A bot's moves for the seat (its move played, or the seat handed to it) are told below the notice, as for
      // a seat that changed hands (./clocks-seats.ts).
      await this.app.threads.sync(
        due.id,
        outcome.policy === 'vote' ? { redraw: true } : { noticeAt: outcome.at },
      );
      // A vote to end the game no longer waits for a seat a bot plays now (`reviewEndVote`).
      if (outcome.policy === 'hand-over') await reviewEndVote(this.app, due.id);
      await this.app.threads.archiveIfOver(due.id);
    }
    if (!this.stopped) done += await this.redrawSoon(listed.filter((due) => due.deadline > now));
    // Votes with no message to vote with (a post that failed, a game moved between databases): posted now,
    // and while Discord refuses, asked again less and less often (retryAt).
    const unposted = new Map<string, number>();
    for (const vote of clocks.unpostedVotes()) {
      if (this.stopped) break;
      const key = `${vote.id}:${vote.seat}:${vote.since}`;
      const ticks = (this.unposted.get(key) ?? 0) + 1;
      unposted.set(key, ticks);
      if (!retryAt(ticks)) continue;
      const where = { row: vote.id, seat: vote.seat, policy: 'vote' };
      if (!(await this.postVote(vote, vote, where))) continue;
      unposted.delete(key);
      done++;
      this.app.log.info(where, 'clock vote posted again');
    }
    if (!this.stopped) this.unposted = unposted;
    done += await this.later.retry(now, () => this.stopped);
    // Players back from a vacation that ended on its own: their threads learn it. Questions asked of players
    // still away are answered for them, so nobody waits on someone known to be away.
    if (!this.stopped) done += await tellVacationsOver(this.app, now);
    if (!this.stopped) done += await settleForAway(this.app, now);
    if (!this.stopped) done += await this.expireLobbies(now);
    // Votes to end a game whose time is up, whose game moved on or ended otherwise: closed, once each.
    for (const closed of this.app.desk.endVotes.settleEndVotes(now)) {
      if (this.stopped) break;
      done++;
      await afterClosed(this.app, closed);
    }
    for (const closed of clocks.closeUndecidedVotes(now)) {
      if (this.stopped) break;
      done++;
      const { record } = closed.change.game;
      const where = { row: closed.id, seat: closed.seat, policy: 'vote' };
      if (closed.messageId) await stripButtons(this.app, record.channelId, closed.messageId);
      // Its voters all left meanwhile: nobody else plays a seat, so the game ended rather than go to bots.
      if (closed.change.ended) {
        await postUnplayedEnding(this.app, closed.change, lastClockWhy(closed.change.seat.name));
        this.app.log.info(where, 'undecided clock vote closed: nobody else plays a seat, game ended');
        continue;
      }
      const name = safeName(closed.change.seat.name);
      const content = `🤖 Nobody decided the vote on ${name}’s clock in time: a bot plays their seat until they come back with \`/oil return\`.`;
      const key = `u${closed.id}.${closed.seat}.${record.version}`;
      await postOrKeep(this.app, closed.id, record.channelId, content, where, key);
      this.app.log.info(where, 'undecided clock vote closed');
      await this.app.threads.sync(closed.id, { noticeAt: closed.change.at });
      await reviewEndVote(this.app, closed.id);
      await this.app.threads.archiveIfOver(closed.id);
    }
    return done;
  }

  /**
   * Post the vote on `vote.seat`'s clock with `tally`'s ballots, and record its message; whether Discord took it.
   * Its nonce is its game, seat and opening time (a wait granted more time that runs out again opens a new vote):
   * a post asked again after one that reached Discord unheard gets that one back, so the thread shows it once.
   * A thread found deleted ends its game as abandoned: a vote Discord refused is asked again, not one for a gone
   * thread.
   */
  private async postVote(
    vote: Pick<UnpostedVote, 'id' | 'channelId' | 'seat' | 'since' | 'openedAt' | 'game' | 'voters'>,
    tally: Pick<UnpostedVote, 'wait' | 'bot'>,
    where: Record<string, unknown>,
  ): Promise<boolean> {
    const { id: row, seat, since } = vote;
    const message = voteMessage(vote.game, row, seat, since, vote.voters, tally);
    const key = `v${row}.${seat}.${vote.openedAt.toString(36)}`;
    const id = await postNotice(this.app, vote.channelId, message, where, key);
    // Its thread deleted while the bot was away: the game ends, so the vote is not asked for again.
    if (id === 'gone') abandonGoneThread(this.app, row, where);
    if (id === null || id === 'gone') return false;
    this.app.desk.clocks.setVoteMessage(row, seat, since, id);
    return true;
  }

  /**
   * The turn messages of clocks about to run out are redrawn once, to say "runs out any moment" (`turnClockLines`)
   * where Discord's countdown would go on past the deadline ("runs out 1 minute ago") until the tick that runs
   * them out. Each is redrawn at the first tick that finds it near (a restart may redraw it once more: harmless);
   * the board did not change, so the edit keeps the picture. Returns how many games.
   */
  private async redrawSoon(near: readonly DueClock[]): Promise<number> {
    const soon = new Set<string>();
    const rows = new Set<number>();
    for (const due of near) {
      const key = `${due.id}:${due.seat}:${due.deadline}`;
      soon.add(key);
      if (!this.soon.has(key)) rows.add(due.id);
    }
    for (const row of rows) {
      if (this.stopped) return 0;
      await this.app.threads.sync(row, { redraw: true });
    }
    this.soon = soon;
    return rows.size;
  }

  /**
   * Lobbies nobody started in time are closed: the lobby message loses its buttons and says why, and the thread
   * says how to open a new one (nobody is pinged: nobody must act). Returns how many.
   */
  private async expireLobbies(now: number): Promise<number> {
    // The same time as the lobby message says (App.lobbyExpiryMs, from these options).
    const afterMs = this.app.lobbyExpiryMs;
    const expired = this.app.desk.clocks.expireLobbies(now, afterMs);
    const words = expiredLobbyWords(afterMs);
    for (const lobby of expired) {
      if (this.stopped) break;
      const where = { row: lobby.id, lobby: 'expired' };
      await this.app.threads.closeLobby(lobby.id, {
        embeds: [new EmbedBuilder().setTitle(words.title).setDescription(words.description)],
        components: [],
      });
      await postOrKeep(this.app, lobby.id, lobby.channelId, words.notice, where, `l${lobby.id}`);
      await this.app.threads.archiveIfOver(lobby.id);
    }
    return expired.length;
  }
}
