/** Ending a game: the confirmation buttons of `/oil end`. */
import { EmbedBuilder } from 'discord.js';
import type { App } from '../app';
import type { GameRecord } from '../../store';
import type { SeatChange } from '../../table/seats-handover';
import type { ControlOf, EndAbout } from '../custom-id';
import { namesOf } from '../names';
import { standingsOf } from '../../games/standings';
import { scoreWordsOf, standingNoteOf, withNote } from '../summary/message';
import { explain } from '../refusals';
import { tell } from '../respond';
import { deciderName, isAdminish, userOf } from '../users';
import type { Click } from './types';
import { answeredYes, yesNoRow } from './yes-no';
import { stripButtons } from '../clocks-notice';
import { settleEndVoteIn } from '../end-vote-message';
import { postOrKeep } from '../notices-later';
import { seatName } from '../../games/events';

/** What `/oil end` asks above `endConfirmRow`: a lobby is closed, a game in play is ended. */
export function endQuestion(lobby: boolean): string {
  return lobby
    ? 'Close this lobby for everyone? Its seats are given up and it cannot be reopened.'
    : 'End this game for everyone? It cannot be resumed.';
}

/**
 * The answers to `endQuestion`. Their ids say what it asked about: a lobby keeps version 0 through its start, so
 * the version alone cannot tell a lobby's question from its game's.
 */
export function endConfirmRow(row: number, version: number, lobby = false) {
  const about: EndAbout = lobby ? 'lobby' : 'game';
  return yesNoRow(
    {
      control: { row, version, verb: 'endok', about },
      label: lobby ? 'Yes, close the lobby' : 'Yes, end the game',
    },
    { control: { row, version, verb: 'endno', about }, label: lobby ? 'No, keep it open' : undefined },
  );
}

/**
 * "Standings when it ended: Ana 7 VP · Ben 5 VP · Caro 5 VP" (the public scores, highest first, in the game's
 * own words, with the word the final standings say beside a name: "Ben (bankrupt) £0"), or '' when the game
 * cannot be read.
 */
export function standingsWhenEnded(app: Pick<App, 'desk' | 'presenter'>, row: number): string {
  const snap = app.desk.snapshot(row);
  if (!snap?.state) return '';
  const presenter = app.presenter(snap.record.gameId);
  const words = scoreWordsOf(presenter);
  const note = standingNoteOf(presenter, snap);
  const names = namesOf(snap);
  const seats = standingsOf(snap.status.scores, []);
  if (seats.length === 0) return '';
  const line = seats.map((s) => `${withNote(seatName(names, s.seat), note(s.seat))} ${words(s.score)}`);
  return `Standings when it ended: ${line.join(' · ')}`;
}

export async function endConfirm(
  app: App,
  interaction: Click,
  id: ControlOf<'endok' | 'endno'>,
): Promise<void> {
  // Buttons drawn before their ids said what was asked (messages in servers since) are told by its words.
  const about = id.about ?? (interaction.message.content === endQuestion(true) ? 'lobby' : 'game');
  const aboutLobby = about === 'lobby';
  const game = await answeredYes(
    app,
    interaction,
    id,
    { verb: 'endno', text: aboutLobby ? 'The lobby stays open.' : 'The game goes on.' },
    // Asked again rather than carried out: whoever ends it decides on the game as it is now.
    () => tell(interaction, 'The game moved on since you asked, so it goes on: `/oil end` asks again.'),
  );
  if (!game) return;
  const { record } = game;
  if (aboutLobby && record.lifecycle === 'active') {
    return tell(interaction, 'The game started since you asked, so it goes on: `/oil end` asks again.');
  }
  const result = app.desk.abandon(id.row, userOf(interaction), isAdminish(interaction));
  if (!result.ok) return explain(app, interaction, result, id.row);
  await interaction.editReply({
    content: record.lifecycle === 'lobby' ? 'Lobby closed.' : 'Game ended.',
    components: [],
  });
  const who = deciderName(interaction, record.hostUserId);
  // A closed lobby loses its buttons (after the lobby edits already under way, so that none of them shows the
  // open lobby again).
  if (record.lifecycle === 'lobby') {
    await app.threads.closeLobby(record.id, {
      embeds: [new EmbedBuilder().setTitle('Lobby closed').setDescription(`${who} closed this lobby.`)],
      components: [],
    });
  }
  await postEnding(
    app,
    record,
    `${who} ${record.lifecycle === 'lobby' ? 'closed this lobby' : 'ended this game'}. Start a new one with \`/oil new\`.`,
  );
}

/**
 * Say in the thread of `record` (a lobby as it was before it closed; a game in play ended by `/oil end`, by its
 * last player leaving or by their turn clock running out) that it is over, in `line`, with a game's standings;
 * a game's last turn message loses its buttons first (its old buttons answer "This game is over"), and the
 * thread is archived after, as a finished game's is.
 */
export async function postEnding(app: App, record: GameRecord, line: string): Promise<void> {
  const channel = await app.client.channels.fetch(record.channelId).catch(() => null);
  if (!channel?.isSendable()) return;
  // A game's record may be read before or after it ended (active or abandoned); a lobby's only before.
  const game = record.lifecycle !== 'lobby';
  if (game) {
    // Queued behind any sync still posting the last turn message.
    await app.threads.retire(record.id);
    // A vote on a clock left open is moot: its buttons go too (a late ballot is told the game is over).
    for (const vote of app.desk.clocks.openVoteMessages(record.id))
      await stripButtons(app, record.channelId, vote);
    // So is a vote to end it: closed as over now, its message saying so while the thread still takes edits.
    await settleEndVoteIn(app, record.id);
  }
  const standings = game ? standingsWhenEnded(app, record.id) : '';
  // Said later when Discord refuses (./notices-later.ts): a game ends once, so its row is its key.
  const content = [line, standings].filter((l) => l).join('\n');
  await postOrKeep(app, record.id, record.channelId, content, { row: record.id }, `e${record.id}`);
  // As a finished game's thread is: out of the server's active threads (anyone posting reopens it).
  await app.threads.archiveIfOver(record.id);
}

/**
 * Say that the game of `change` ended because nobody but the seat's player played a seat any more (they left,
 * or their turn clock ran out), in a line starting with `why`: bots do not play such a game out.
 */
export function postUnplayedEnding(app: App, change: SeatChange, why: string): Promise<void> {
  return postEnding(
    app,
    change.game.record,
    `${why}, so it ends here, unscored: bots do not play it out. Start a new one with \`/oil new\`.`,
  );
}
