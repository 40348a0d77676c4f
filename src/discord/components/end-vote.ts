/**
 * The players' vote to end a game (src/table/end-votes.ts) in the thread: `/oil end` by a player who is not the
 * host offers "Propose ending the game"; the proposal is a public message pinging the other players, with Agree and
 * Refuse, that shows who agreed so far and, once closed, how it ended (its buttons gone; ../end-vote-message.ts). A
 * vote passed ends the game as the host's `/oil end` does (`postEnding`).
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { closedText, END_VOTE_MS, endOf, type ClosedEndVote } from '../../table/end-votes';
import type { App } from '../app';
import { postNotice, showTally } from '../clocks-notice';
import { encodeControl, type ControlOf } from '../custom-id';
import { durationWords } from '../clocks-lines';
import { closedEndVoteMessage, endVoteMessage, nameOf, showEndVote } from '../end-vote-message';
import { abandonGoneThread } from '../deletions';
import { explain } from '../refusals';
import { ackReply, ackUpdate, tell } from '../respond';
import type { Click } from './types';
import { postEnding } from './end';

/** The button under `/oil end`'s answer to a player who is not the host. */
export function proposeEndRow(row: number, version: number) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'endpropose' }))
      .setLabel('Propose ending the game')
      .setStyle(ButtonStyle.Danger),
  );
}

/** The answer to `/oil end` from a seated player who is neither the host nor a moderator. */
export function proposeEndText(hostUserId: string): string {
  return (
    `Only the host (<@${hostUserId}>) or someone with the Manage Threads permission can end this game at once. ` +
    `You can propose ending it: the other players are asked, and it ends, unscored, once every one of them still ` +
    `around agrees (${durationWords(END_VOTE_MS)} at most). To stop playing yourself, \`/oil leave\` gives your seat to a bot.`
  );
}

/** "Propose ending the game" pressed: the vote opens and its message goes up in the thread. */
export async function proposeEndClick(
  app: App,
  interaction: Click,
  id: ControlOf<'endpropose'>,
): Promise<void> {
  await ackReply(interaction);
  const r = app.desk.endVotes.proposeEnd(id.row, interaction.user.id, app.desk.now());
  if (!r.ok) return explain(app, interaction, r, id.row);
  const { vote, game, voters } = r;
  // The vote it replaced (a player moved, its time was up, it was never posted) says so on its message.
  if (r.replaced) await afterClosed(app, r.replaced);
  const where = { row: id.row, endVote: vote.openedAt };
  const key = `x${id.row}.${vote.openedAt.toString(36)}`;
  const posted = await postNotice(app, game.record.channelId, endVoteMessage(game, vote, voters), where, key);
  if (posted === 'gone') abandonGoneThread(app, id.row, where);
  if (posted === null || posted === 'gone') {
    // Nobody could answer it: withdrawn, so that it does not stand in the way of the next one.
    app.desk.endVotes.withdrawEndVote(id.row, vote.openedAt);
    app.log.warn(where, 'end vote not posted: withdrawn');
    return tell(
      interaction,
      'I could not post your proposal in the thread, so it is withdrawn: try again later. Nothing changed.',
    );
  }
  app.desk.endVotes.setEndVoteMessage(id.row, vote.openedAt, posted);
  // A post that took long (Discord slow or limiting) may find its vote closed meanwhile: replaced by a newer
  // proposal after UNPOSTED_MS, or its game over. Its message says so at once, rather than carry buttons that
  // answer only that the vote is over.
  const now = app.desk.now();
  const after = app.desk.endVotes.endVoteAt(id.row, vote.openedAt);
  if (after?.outcome) {
    const closed: ClosedEndVote = {
      vote: { ...after, messageId: posted },
      game,
      voters,
      outcome: after.outcome,
    };
    await showEndVote(app, closed);
    app.log.info({ ...where, outcome: after.outcome }, 'end vote closed while it was posted');
    return tell(
      interaction,
      `Your proposal went up too late: ${closedText(endOf(after, after.outcome, now))}`,
    );
  }
  app.log.info(where, 'end vote proposed');
  await tell(interaction, 'Your proposal is up in the thread: the other players answer it there.');
}

/** Agree or Refuse pressed on the proposal: the ballot counts, the message shows the tally or the outcome. */
export async function endVoteClick(app: App, interaction: Click, id: ControlOf<'endvote'>): Promise<void> {
  await ackUpdate(interaction);
  const now = app.desk.now();
  const r = app.desk.endVotes.castEndBallot(id.row, id.since, interaction.user.id, id.ballot, now);
  if (!r.ok) return explain(app, interaction, r, id.row);
  if (!r.counted && r.closed) {
    // Found no longer standing (its time up, a move, the game over): closed now, the ballot not counted.
    const answer = closedText(endOf(r.closed.vote, r.closed.outcome, now));
    return afterClosed(app, r.closed, { interaction, answer });
  }
  if (!r.closed) {
    await showTally(app, interaction, endVoteMessage(r.game, r.vote, r.voters), id.row, 'end vote');
    const said = id.ballot === 'agree' ? 'you agree to end the game' : 'you refuse';
    return tell(interaction, `Your answer counts: ${said}.`);
  }
  const answer =
    r.closed.outcome === 'passed'
      ? 'Your answer counts: the game ends.'
      : 'Your answer counts: the game goes on.';
  await afterClosed(app, r.closed, { interaction, answer });
}

/**
 * A vote closed, the one way every closing ends: its message says how, without buttons (on the message clicked,
 * when a click closed it, and the clicker is told `answer`; else by an edit: the clock loop's tick, a proposal that
 * replaced it, a seat that changed hands); a vote passed then ends the game in the thread as the host's `/oil end`
 * ends it. The clock vote closes otherwise (./clock.ts says why).
 */
export async function afterClosed(
  app: App,
  closed: ClosedEndVote,
  clicked?: { interaction: Click; answer: string },
): Promise<void> {
  const { vote, game, outcome } = closed;
  if (clicked) {
    const shown = closedEndVoteMessage(closed, app.desk.now());
    await showTally(app, clicked.interaction, shown, vote.row, 'end vote');
    await tell(clicked.interaction, clicked.answer);
  } else await showEndVote(app, closed);
  if (outcome !== 'passed') return;
  const by = nameOf(game, vote.userId);
  await postEnding(
    app,
    game.record,
    `🏳️ The players agreed to end this game, as ${by} proposed. Start a new one with \`/oil new\`.`,
  );
}

/**
 * A seat of game `row` changed hands (its player left, or it went to a bot, back to its player or to someone who
 * took it over): whom its open vote to end the game waits for, and who may answer, changed without a click. A vote
 * that this decides closes as a click would close it (`afterClosed`: one passed ends the game); one that goes on
 * has its message show the new tally.
 */
export async function reviewEndVote(app: App, row: number): Promise<void> {
  const found = app.desk.endVotes.reviewEndVoteOf(row, app.desk.now());
  if (found && 'outcome' in found) await afterClosed(app, found);
  else if (found) await showEndVote(app, found);
}
