/**
 * The players' vote to end a game (src/table/end-votes.ts) in the thread: `/oil end` by a player who is not the
 * host offers "Propose ending the game"; the proposal is a public message pinging the other players, with Agree and
 * Refuse, that shows who agreed so far and, once closed, how it ended (its buttons gone). A vote passed ends the
 * game as the host's `/oil end` does (`postEnding`). Everything it shows is public: who plays, who answered what.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
} from 'discord.js';
import type { EndVoteOutcome, EndVoteRecord } from '../../store/end-votes';
import { ABSENT_MS, closedText, END_VOTE_MS, type ClosedEndVote } from '../../table/end-votes';
import type { TableGame } from '../../table';
import type { App } from '../app';
import { editNotice, postNotice } from '../clocks-notice';
import { encodeControl, type ControlOf } from '../custom-id';
import { durationWords } from '../clocks-lines';
import { listWords, safeName } from '../names';
import { abandonGoneThread } from '../deletions';
import { explain } from '../refusals';
import { ackReply, ackUpdate, tell } from '../respond';
import type { Click } from './types';
import { postEnding } from './end';
import { showTally } from './clock';

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

function nameOf(game: TableGame, userId: string): string {
  return safeName(game.seats.find((s) => s.userId === userId)?.name ?? 'a former player');
}

/** How a closed vote ended, after "Ben proposed to end this game: ". */
function outcomeWords(game: TableGame, vote: EndVoteRecord, outcome: EndVoteOutcome): string {
  const refusers = Object.entries(vote.ballots).flatMap(([u, b]) =>
    b === 'refuse' ? [nameOf(game, u)] : [],
  );
  switch (outcome) {
    case 'passed':
      return 'the players agreed, so it ended.';
    case 'refused':
      return `${listWords(refusers)} refused, so it goes on.`;
    case 'lapsed':
      return `not everyone agreed within ${durationWords(END_VOTE_MS)}, so it goes on.`;
    case 'moved':
      return 'a player moved since, so it goes on.';
    case 'over':
      return 'the game ended meanwhile.';
  }
}

/** The proposal's message: who proposed it, whom it asks, who agreed so far, and its buttons (none once closed). */
export function endVoteMessage(
  game: TableGame,
  vote: EndVoteRecord,
  voters: readonly string[],
  outcome: EndVoteOutcome | null = null,
): MessageCreateOptions {
  const by = nameOf(game, vote.userId);
  if (outcome !== null)
    return {
      content: `🏳️ ${by} proposed to end this game: ${outcomeWords(game, vote, outcome)}`,
      components: [],
      allowedMentions: { parse: [] },
    };
  const names = (users: readonly string[]) => listWords(users.map((u) => nameOf(game, u)));
  const absent = voters.filter((u) => !vote.required.includes(u));
  const agreed = voters.filter((u) => vote.ballots[u] === 'agree');
  const waiting = vote.required.filter((u) => vote.ballots[u] !== 'agree');
  const ends = `<t:${Math.floor((vote.openedAt + END_VOTE_MS) / 1000)}:R>`;
  const rule =
    vote.required.length > 0
      ? `It ends, unscored, once ${names(vote.required)} agree${vote.required.length === 1 ? 's' : ''}; one refusal or a move in the game keeps it going, and it lapses ${ends}.`
      : `The game has waited ${durationWords(ABSENT_MS)} or more on everyone else: it ends, unscored, ${ends} unless someone refuses or moves.`;
  const lines = [
    `🏳️ **${by} proposes to end this game.** ${voters.map((u) => `<@${u}>`).join(' ')}: agree or refuse?`,
    rule,
    absent.length > 0 && vote.required.length > 0
      ? `Not waited for (the game has waited ${durationWords(ABSENT_MS)} or more on them): ${names(absent)}, who may still refuse.`
      : '',
    `Agreed: ${agreed.length > 0 ? names(agreed) : 'nobody yet'}${waiting.length > 0 ? ` · Waiting for: ${names(waiting)}` : ''}`,
  ];
  const button = (ballot: 'agree' | 'refuse', label: string, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(
        encodeControl({
          row: vote.row,
          version: game.record.version,
          verb: 'endvote',
          since: vote.openedAt,
          ballot,
        }),
      )
      .setLabel(label)
      .setStyle(style);
  return {
    content: lines.filter((l) => l).join('\n'),
    components: [
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        button('agree', 'Agree: end it', ButtonStyle.Danger),
        button('refuse', 'Refuse: play on', ButtonStyle.Secondary),
      ),
    ],
    allowedMentions: { users: [...voters], parse: [] },
  };
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
    await tell(interaction, closedText(r.closed.outcome));
    return afterClosed(app, r.closed);
  }
  const shown = endVoteMessage(r.game, r.vote, r.voters, r.closed?.outcome ?? null);
  await showTally(app, interaction, shown, id.row, 'end vote');
  if (!r.closed) {
    const said = id.ballot === 'agree' ? 'you agree to end the game' : 'you refuse';
    return tell(interaction, `Your answer counts: ${said}.`);
  }
  await tell(
    interaction,
    r.closed.outcome === 'passed'
      ? 'Your answer counts: the game ends.'
      : 'Your answer counts: the game goes on.',
  );
  await afterClosed(app, r.closed, true);
}

/**
 * A vote closed (by a click or at a tick): its message says how, without buttons; a vote passed ends the game in
 * the thread as the host's `/oil end` does.
 */
export async function afterClosed(app: App, closed: ClosedEndVote, edited = false): Promise<void> {
  const { vote, game, outcome } = closed;
  if (vote.messageId && !edited) {
    const shown = endVoteMessage(game, vote, closed.voters, outcome);
    await editNotice(app, game.record.channelId, vote.messageId, {
      content: shown.content ?? null,
      components: [],
      allowedMentions: { parse: [] },
    });
  }
  if (outcome !== 'passed') return;
  const by = nameOf(game, vote.userId);
  await postEnding(
    app,
    game.record,
    `🏳️ The players agreed to end this game, as ${by} proposed. Start a new one with \`/oil new\`.`,
  );
}
