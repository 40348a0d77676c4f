/**
 * The players' vote to end a game as its message in the thread shows it (src/table/end-votes.ts): open, who
 * proposed it, whom it asks, who agreed so far, with Agree and Refuse; closed, how it ended, without buttons.
 * Everything it shows is public: who plays, who answered what. `showEndVote` is the one edit of a vote's message
 * when nobody clicked on it: closed (the clock loop's tick, a game that ended, a proposal replaced), or open with a
 * new tally (a seat changed hands: `reviewEndVote`); a click shows the same message on the message clicked
 * (`afterClosed` in ./components/end-vote.ts).
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
} from 'discord.js';
import type { EndVoteRecord } from '../store/end-votes';
import {
  ABSENT_MS,
  END_VOTE_MS,
  endOf,
  requiredOf,
  type ClosedEndVote,
  type EndVoteEnd,
  type EndVoteNow,
} from '../table/end-votes';
import type { TableGame } from '../table';
import type { App } from './app';
import { editNotice } from './clocks-notice';
import { durationWords } from './clocks-lines';
import { encodeControl } from './custom-id';
import { listWords, safeName } from './names';

/** What closing a vote's message needs of the app (the thread keeper's `archiveIfOver` calls it). */
type NoticeApp = Pick<App, 'client' | 'log' | 'desk'>;

export function nameOf(game: TableGame, userId: string): string {
  return safeName(game.seats.find((s) => s.userId === userId)?.name ?? 'a former player');
}

/** How a closed vote ended, after "Ben proposed to end this game: ". */
function outcomeWords(game: TableGame, vote: EndVoteRecord, outcome: EndVoteEnd): string {
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
    case 'withdrawn':
      return 'it took too long to post, so it was withdrawn and gave way to a newer proposal.';
  }
}

/** The proposal's message: who proposed it, whom it asks, who agreed so far, and its buttons (none once closed). */
export function endVoteMessage(
  game: TableGame,
  vote: EndVoteRecord,
  voters: readonly string[],
  outcome: EndVoteEnd | null = null,
): MessageCreateOptions {
  const by = nameOf(game, vote.userId);
  if (outcome !== null)
    return {
      content: `🏳️ ${by} proposed to end this game: ${outcomeWords(game, vote, outcome)}`,
      components: [],
      allowedMentions: { parse: [] },
    };
  const names = (users: readonly string[]) => listWords(users.map((u) => nameOf(game, u)));
  // Those required who left their seat since are no longer waited for (`requiredOf`); those seated since never were.
  const required = requiredOf(vote, voters);
  const absent = voters.filter((u) => !required.includes(u));
  const agreed = voters.filter((u) => vote.ballots[u] === 'agree');
  const waiting = required.filter((u) => vote.ballots[u] !== 'agree');
  const ends = `<t:${Math.floor((vote.openedAt + END_VOTE_MS) / 1000)}:R>`;
  const rule =
    required.length > 0
      ? `It ends, unscored, once ${names(required)} agree${required.length === 1 ? 's' : ''}; one refusal or a move in the game keeps it going, and it lapses ${ends}.`
      : `The game has waited ${durationWords(ABSENT_MS)} or more on everyone else: it ends, unscored, ${ends} unless someone refuses or moves.`;
  const lines = [
    `🏳️ **${by} proposes to end this game.** ${voters.map((u) => `<@${u}>`).join(' ')}: agree or refuse?`,
    rule,
    absent.length > 0 && required.length > 0
      ? `Not waited for (the game had waited ${durationWords(ABSENT_MS)} or more on them when it was proposed, or they took up their seat since): ${names(absent)}, who may still refuse.`
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

/** Closed vote `closed` as its message shows it at `now`: how it ended, without buttons. */
export function closedEndVoteMessage(closed: ClosedEndVote, now: number): MessageCreateOptions {
  return endVoteMessage(closed.game, closed.vote, closed.voters, endOf(closed.vote, closed.outcome, now));
}

/**
 * Edit the message of vote `shown` (if it has one) to show it as it stands: who agreed so far and its buttons while
 * open, how it ended without buttons once closed; nobody is pinged again. A failure is logged by `editNotice` and
 * changes nothing else.
 */
export async function showEndVote(app: NoticeApp, shown: EndVoteNow | ClosedEndVote): Promise<void> {
  const { vote, game } = shown;
  if (!vote.messageId) return;
  const message =
    'outcome' in shown
      ? closedEndVoteMessage(shown, app.desk.now())
      : endVoteMessage(game, vote, shown.voters);
  await editNotice(app, game.record.channelId, vote.messageId, {
    content: message.content ?? null,
    components: message.components ?? [],
    allowedMentions: { parse: [] },
  });
}

/**
 * The open vote to end game `row` closed now if it no longer stands, and its message edited to say so: called as a
 * game ends, before its thread is archived (Discord refuses to edit a message in an archived thread, so the clock
 * loop's next tick could not). A vote of a game that ended cannot pass here: it closes as 'over'.
 */
export async function settleEndVoteIn(app: NoticeApp, row: number): Promise<void> {
  const closed = app.desk.endVotes.settleEndVoteOf(row, app.desk.now());
  if (closed) await showEndVote(app, closed);
}
