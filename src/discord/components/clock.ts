/**
 * The vote on a turn clock that ran out (policy 'vote'): the other players still playing press "Wait
 * longer" or "Hand to a bot"; a majority decides. The vote message shows the tally and loses its buttons
 * once decided; the outcome is said in the thread and the turn message brought up to date. And the lobby's
 * clock buttons, with which the host changes the clock before the start.
 *
 * It closes otherwise than the vote to end a game (`afterClosed`, ./end-vote.ts), on purpose, though both show
 * their tally with `showTally` (../clocks-notice.ts): its outcome changes the game (the seat goes to a bot, or its
 * clock gets more time), so it is told in a notice of its own that `postOrKeep` posts again until Discord takes it,
 * followed by the turn message brought up to date (whose clock line or player changed); an edit of the vote
 * message alone, which may fail and is not retried, would leave players unaware whose seat a bot now plays. The
 * vote to end a game changes nothing until it passes, so its message is where its outcome is said, and a vote
 * passed ends the game with `postEnding`, which posts its own notice the same way.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
} from 'discord.js';
import { majorityOf, votersOf } from '../../table/clocks';
import { showSavedLobby } from './lobby';
import { graceMs } from '../../table/clocks-time';
import type { TableGame } from '../../table';
import type { App } from '../app';
import { postOrKeep } from '../notices-later';
import { encodeControl, type ControlOf } from '../custom-id';
import { safeName } from '../names';
import { explain } from '../refusals';
import { durationWords } from '../clocks-lines';
import { ackUpdate, tell } from '../respond';
import { showTally } from '../clocks-notice';
import { reviewEndVote } from './end-vote';
import type { Click } from './types';
import { seatName } from '../../games/events';

/** The vote message: who votes, the tally so far, and the two buttons (none once `decided`). */
export function voteMessage(
  game: TableGame,
  row: number,
  seat: number,
  since: number,
  voters: readonly string[],
  tally: { wait: number; bot: number },
  decided: 'wait' | 'bot' | null = null,
): MessageCreateOptions {
  const name = safeName(seatName(game.names, seat));
  const grace = game.clock ? durationWords(graceMs(game.clock)) : 'more time';
  const need = majorityOf(voters.length);
  const count = `Wait: ${tally.wait} · Hand to a bot: ${tally.bot} (${need} of ${voters.length} decide)`;
  const head = decided
    ? decided === 'wait'
      ? `⏰ ${name}’s clock: the players gave them ${grace} more.`
      : `⏰ ${name}’s clock: the players handed their seat to a bot until they come back with \`/oil return\`.`
    : `⏰ ${name}’s clock ran out. ${voters.map((u) => `<@${u}>`).join(' ')}: wait ${grace} longer, or hand the seat to a bot?`;
  const button = (choice: 'wait' | 'bot', label: string, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(
        encodeControl({ row, version: game.record.version, verb: 'clockvote', seat, since, choice }),
      )
      .setLabel(label)
      .setStyle(style);
  return {
    content: `${head}\n${count}`,
    components: decided
      ? []
      : [
          new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
            button('wait', `Wait ${grace} longer`, ButtonStyle.Primary),
            button('bot', 'Hand to a bot', ButtonStyle.Secondary),
          ),
        ],
    allowedMentions: { users: decided ? [] : [...voters], parse: [] },
  };
}

export async function clockVoteClick(
  app: App,
  interaction: Click,
  id: ControlOf<'clockvote'>,
): Promise<void> {
  await ackUpdate(interaction);
  const r = app.desk.clocks.castClockVote(id.row, id.seat, id.since, interaction.user.id, id.choice);
  if (!r.ok) return explain(app, interaction, r, id.row);
  const voters = votersOf(r.game, id.seat);
  const shown = voteMessage(r.game, id.row, id.seat, id.since, voters, r, r.decided);
  await showTally(app, interaction, shown, id.row, 'clock vote');
  if (r.decided === null)
    return tell(interaction, `Your vote counts: ${id.choice === 'wait' ? 'wait longer' : 'hand to a bot'}.`);
  const where = { row: id.row, seat: id.seat, outcome: r.decided };
  app.log.info(where, 'clock vote decided');
  const name = safeName(seatName(r.game.names, id.seat));
  const text =
    r.decided === 'wait'
      ? `⏳ The players gave ${name} more time.`
      : `🤖 The players handed ${name}’s seat to a bot until they come back with \`/oil return\`.`;
  const key = `d${id.row}.${id.seat}.${id.since.toString(36)}`;
  await postOrKeep(app, id.row, r.game.record.channelId, text, where, key);
  // More time changes no state, so the turn message is posted anew to show the new deadline.
  await app.threads.sync(id.row, { fresh: r.decided === 'wait' });
  // A vote to end the game no longer waits for a seat a bot plays now (`reviewEndVote`).
  if (r.decided === 'bot') await reviewEndVote(app, id.row);
  await app.threads.archiveIfOver(id.row);
  // The vote message clicked on lost its buttons: the clicker is told what their vote decided.
  await tell(
    interaction,
    r.decided === 'wait'
      ? `Your vote counts: ${name} gets more time.`
      : `Your vote counts: a bot plays ${name}’s seat now.`,
  );
}

/** The host presses a lobby clock button: the clock becomes the one the button names. */
export async function lobbyClockClick(
  app: App,
  interaction: Click,
  id: ControlOf<'lobbyclock'>,
): Promise<void> {
  await ackUpdate(interaction);
  app.threads.editors.note(interaction);
  const r = app.desk.clocks.setClock(id.row, interaction.user.id, id.clock, id.policy);
  if (!r.ok) return explain(app, interaction, r, id.row);
  await showSavedLobby(app, interaction, id.row, 'You changed the turn clock.');
}
