/**
 * Undo: the "Undo" button of the turn message and `/oil undo`. Reads top-down: act once through the table
 * (which checks the seat, the version and the guardrails: never past a random or hidden outcome, nor past
 * another player's move), bring the thread up to date (the log says what was taken back; the turn message,
 * edited in place, shows neither the move nor its undo) and tell the player privately, in the Undo button's
 * words: "You took back: placed a settlement on 20 (D fields 12 · E hills 6 · I forest 11)."
 */
import type { RepliableInteraction } from 'discord.js';
import { formatSeatsFor } from '../../games/events';
import { retryWhileBusy } from '../../table';
import type { App } from '../app';
import type { ControlOf } from '../custom-id';
import { namesOf } from '../names';
import { answerSaved } from '../play';
import { alreadyDoneText, explain } from '../refusals';
import { ackReply, tell } from '../respond';
import { savedButNotPosted } from '../not-posted';
import { userOf } from '../users';
import { messageLink } from '../game-channel';
import type { Click } from './types';

export async function undoClick(app: App, interaction: Click, id: ControlOf<'undo'>): Promise<void> {
  await ackReply(interaction);
  // This player's press of Undo as drawn at this version: pressed again once applied, it is told so.
  const press = app.choosers.press(id.row, interaction.message.id, interaction.user.id, 'undo', id.version);
  await takeBack(app, interaction, id.row, id.version, press);
}

/**
 * Take back the user's last action in game `row` (seen at `seenVersion`; null for a typed command). `press`: the
 * Undo button pressed, remembered once its undo is saved, so that pressing it again is told it was done.
 */
export async function takeBack(
  app: App,
  interaction: RepliableInteraction,
  row: number,
  seenVersion: number | null,
  press?: { done: () => void; already: () => boolean },
): Promise<void> {
  const user = userOf(interaction);
  const result = await retryWhileBusy(() => app.desk.undo(row, user, seenVersion));
  if (!result.ok) {
    if (result.code === 'over') return tell(interaction, undoOverText(app, row));
    if (result.code === 'stale' && press?.already())
      return tell(interaction, alreadyDoneText(app, row, seenVersion, user.id));
    return explain(app, interaction, result, row);
  }
  press?.done();
  const { snap, undone, seat } = result.value;
  const synced = await app.threads.sync(row);
  const what = undoAnswer(undone, namesOf(snap), seat);
  const text = synced.ok ? what : savedButNotPosted(synced, 'Your undo');
  await answerSaved(app, interaction, text, 'Your undo', () => tell(interaction, text));
}

/**
 * Why nothing can be taken back once game `row` is over, and how to play again: a game played to its end has a
 * Rematch button on its summary (linked when it was posted); one ended unfinished (or a closed lobby) a new game.
 */
export function undoOverText(app: App, row: number): string {
  const record = app.desk.snapshot(row)?.record;
  const head = 'This game is over, so nothing can be taken back: undo works only while a game goes on.';
  if (record?.lifecycle !== 'finished' || !record.guildId)
    return `${head} Start a new one with \`/oil new\`.`;
  const summary = app.desk.summaryMessage(row);
  const where = summary
    ? `its [summary](${messageLink(record.guildId, record.channelId, summary)})`
    : 'its summary';
  return `${head} To play it again with the same players, press **Rematch** on ${where} (or start a new one with \`/oil new\`).`;
}

/**
 * The private answer to an Undo, to the player who took the move back: `undone` (the move's words, its actor
 * left out, seat tokens kept) spoken to them, as the other players' names stay: "You took back: took the
 * Persia card: +8 of your own shares (blue)." (not "their own"), "… emptied your Texas refinery with your
 * own refinery chip" (not "their … their own"), "took a loan: … a barrel of yours on the bank" (not
 * "of theirs"). The public log line keeps the name.
 */
export function undoAnswer(undone: string | null, names: readonly string[], seat: number): string {
  if (!undone) return 'You took back your last move.';
  // The actor is the sentence's subject, left out: "their" and "theirs" in its words are the actor's, so
  // "your" and "yours" to them.
  const yours = undone
    .replaceAll(`({p${seat}})`, '(yours)')
    .replace(/\btheirs\b/g, 'yours')
    .replace(/\btheir\b/g, 'your');
  return `You took back: ${formatSeatsFor(yours, names, seat)}.`;
}
