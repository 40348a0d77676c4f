/**
 * One path for every move, whether it comes from a button, a select, a modal or a typed command: load the
 * game once and check the turn there (the table's checks), resolve what the user chose against that one
 * snapshot, act once, bring the thread up to date, then answer the user privately. Once a move is saved,
 * nothing that goes wrong with Discord is reported as a failure of the move.
 */
import type { RepliableInteraction } from 'discord.js';
import { formatSeatsFor } from '../games/events';
import { retryWhileBusy } from '../table';
import type { App } from './app';
import type { CheckedTurn, GameSnapshot } from './desk';
import { namesOf } from './names';
import { moverLines } from './mover-words';
import { alreadyDoneText, explain, type MoveSource } from './refusals';
import { tell } from './respond';
import { savedButNotPosted } from './not-posted';
import { userOf } from './users';

/** The checked turn of the clicking user, or null after answering privately why not. */
export async function beginTurn(
  app: App,
  interaction: RepliableInteraction,
  row: number,
  seenVersion: number | null,
  from: MoveSource = 'button',
  key?: string,
): Promise<CheckedTurn | null> {
  const turn = app.desk.turnFor(row, interaction.user.id, seenVersion);
  if (turn.ok) return turn.value;
  await explain(app, interaction, turn, row, from, key);
  return null;
}

/** The game as a move left it, and whether its turn went on in the same turn message (edited in place). */
export interface MoveLeft {
  snap: GameSnapshot;
  /**
   * True when the move's turn message was edited, not posted anew: the player whose turn it is still holds
   * it (a setup settlement's road, the robber after a Knight or after the bots' discards), nobody else's turn
   * came between (the bots' set-up placements before the player's second settlement), and nobody new was
   * asked or pinged.
   */
  sameTurn: boolean;
}

/**
 * How a move's private answer ends. Its news is the `receipt`, if any, and the events only the player may read:
 * handed to `close`, the caller's own last answer (closing its chooser, or opening the next one: `left` says how
 * the move left the game), which says it — or, with no news, takes its message away; without `close`, told as it
 * is (`tell`). Either comes before a finished game's thread closes.
 */
export interface MoveAnswer {
  /**
   * A fixed receipt, or one written from the public lines of what the move did as its player reads them
   * (`moverLines`: "You offered …", the others by name).
   */
  receipt?: string | ((done: readonly string[]) => string);
  close?: (news: string, left: MoveLeft) => Promise<void>;
  /**
   * What the move came from, for the words of a refusal: a button of the turn message, a form filled in, or
   * (the default) a choice picked or typed. A button pressed twice at once is told about its button, not a
   * choice.
   */
  from?: MoveSource;
  /**
   * Whether this very press was made already (a double press, a second tab): refused as stale, it is told
   * `ALREADY_DONE` rather than that the game moved on, which read as if the move had not counted.
   */
  already?: () => boolean;
}

/**
 * Apply `action` for a checked turn, bring the thread up to date and answer the user privately (`answer`).
 * Returns true when the move was saved.
 */
export async function playMove(
  app: App,
  interaction: RepliableInteraction,
  turn: CheckedTurn,
  action: unknown,
  answer: MoveAnswer,
  /** Called as soon as the move is saved, before anything is posted. */
  onSaved?: () => void,
): Promise<boolean> {
  const row = turn.snap.record.id;
  const user = userOf(interaction);
  // The interaction is acknowledged already, so a database locked by another process is waited out on
  // timers. A refused attempt may have used up the loaded state: each retry loads and checks afresh.
  // A first attempt refused as stale lost a race: another click was saved since this one was checked (two
  // players answering one offer at once). Checked again on the game as that click left it, it counts when
  // the table lets it (only others acted since, and this player may still act); a click of the player's
  // own saved meanwhile (a double press) leaves it stale.
  let attempt = 0;
  const result = await retryWhileBusy(() => {
    if (attempt++ === 0) {
      const first = app.desk.actOn(turn, user, action);
      if (first.ok || first.code !== 'stale') return first;
    }
    const again = app.desk.turnFor(row, user.id, turn.snap.record.version);
    return again.ok ? app.desk.actOn(again.value, user, action) : again;
  });
  if (!result.ok) {
    if (result.code === 'stale' && answer.already?.())
      await tell(interaction, alreadyDoneText(app, row, turn.snap.record.version, user.id));
    else await explain(app, interaction, result, row, answer.from ?? 'choice');
    return false;
  }
  onSaved?.();
  const names = namesOf(result.value.snap);
  const mine = result.value.events
    .filter((e) => e.to?.includes(turn.seat))
    .map((e) => formatSeatsFor(e.text, names, turn.seat));
  const after = result.value.snap;
  const winning = app.presenter(after.record.gameId).privateWinNotice?.(after, turn.seat);
  if (winning) mine.push(winning);
  const synced = await app.threads.sync(row);
  const said = answer.receipt ?? '';
  const receipt = typeof said === 'string' ? said : said(moverLines(result.value.events, turn.seat, names));
  const text = [synced.ok ? receipt : savedButNotPosted(synced), ...mine].filter((t) => t).join('\n');
  await answerSaved(app, interaction, text, 'Your move', async () => {
    if (answer.close)
      await answer.close(text, { snap: after, sameTurn: synced.ok && synced.done === 'edited' });
    else if (text) await tell(interaction, text);
  });
  // Discord refuses to edit an interaction's reply in an archived thread: archive after the last answer.
  if (after.status.over) await app.threads.archiveIfOver(row);
  return true;
}

/**
 * Give the private answer (`answer`, saying `text`) to something already saved: `what` ("Your move", "Your
 * undo"). Discord failing it must not reach the router, whose "Something went wrong … Try again" would have the
 * player make the move a second time: the failure is logged, and the player is told once more, plainly, what
 * the answer said, or that it was saved.
 */
export async function answerSaved(
  app: App,
  interaction: RepliableInteraction,
  text: string,
  what: string,
  answer: () => Promise<void>,
): Promise<void> {
  try {
    await answer();
  } catch (error) {
    app.log.warn({ err: error, user: interaction.user.id }, 'saved, but its private answer failed');
    await tell(interaction, text || `${what} was saved.`).catch((again: unknown) =>
      app.log.warn({ err: again, user: interaction.user.id }, 'could not tell the player it was saved'),
    );
  }
}
