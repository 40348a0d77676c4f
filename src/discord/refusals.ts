/**
 * Why nothing changed, in words for the player: a click on an earlier turn, not their turn, not seated, or
 * the table's own reason. Every refusal is private and links to the current turn where that helps. The
 * sentence "Nothing changed." ends only the bot's answers to what the player typed or filled in and could not
 * be taken (forms, typed `/oil` commands) and to a call held back on the bot's side (the rate limit, a busy
 * database, a failure); an engine's rule refusal, told here as it comes, explains the rule and never says it
 * (docs/glossary.md, "refusal").
 */
import type { RepliableInteraction } from 'discord.js';
import type { App } from './app';
import { isOver, type GameRecord } from '../store';
import type { SeatInfo, TableError } from '../table';
import type { CheckedTurn, GameSnapshot } from './desk';
import { formatSeats, seatName } from '../games/events';
import { listWords, namesOf } from './names';
import { asSentence, moverLines } from './mover-words';
import { tell } from './respond';
import type { Unavailable } from './presenters/types';

/** `/oil games` lists the open lobbies (`/oil new` would open one of your own instead). */
export const NOT_SEATED =
  "You're not playing in this game. You can follow it here; `/oil games` lists the open lobbies to join.";

/** In a lobby there is still a seat to take: pointing at `/oil new` would send the player away from it. */
export const NOT_SEATED_LOBBY =
  "You don't have a seat in this lobby. Press **Join** (or `/oil join`) to take one.";

/** A player who left a running game (`/oil leave`) presses one of its buttons: not "you're not playing". */
export const LEFT_GAME = 'You left this game, so a bot plays your seat now. You can still follow it here.';

/**
 * Why `userId`, without a seat in `game`, may not act in it, by where the game is: a lobby has a seat to take, a
 * running game can be followed (one they left says so, and who took their seat over), and a game that is over is
 * over (a spectator's My hand on its last message, or a player who left before the end, was told to follow a
 * game that had ended).
 */
export function notSeatedText(
  app: App,
  game: { record: Pick<GameRecord, 'id' | 'lifecycle'>; seats: readonly SeatInfo[] },
  userId: string,
): string {
  const { record } = game;
  if (record.lifecycle === 'lobby') return NOT_SEATED_LOBBY;
  if (isOver(record)) return OVER_TEXT;
  const left = app.desk.leftSeat(game, userId);
  if (left === null) return NOT_SEATED;
  return left.takenBy
    ? `${left.takenBy.name} took over your seat while a bot played it, so you no longer play in this game. You can still follow it here.`
    : LEFT_GAME;
}

/** "[Jump to the current turn](link)", or the thread's mention when no message is known to show it. */
export function currentTurnWords(app: App, record: GameRecord): string {
  const link = app.threads.currentLink(record);
  return link.message ? `[Jump to the current turn](${link.url})` : `The current turn: ${link.url}`;
}

/**
 * What a refused move came from, for the words of its refusal: a button of a message, a choice picked in a
 * chooser or typed, or a form filled in.
 */
export type MoveSource = 'button' | 'choice' | 'form';

const STALE_TEXT: Record<MoveSource, string> = {
  button: 'The game moved on since that button was shown, so it changed nothing.',
  choice: 'The game moved on while you were choosing, so that choice changed nothing.',
  form: 'The game moved on while you were filling in the form, so it changed nothing.',
};

/** The answer to a press, pick or choice made a second time (a double press): the first one counted. */
export const ALREADY_DONE = 'That was already done.';

/**
 * The answer to a press, pick or choice of the player `userId` made a second time in game `row`, against the
 * game at version `seen`: what the first one did, in the first public line of their first action since, as
 * they read it ("Already done: You ended the turn.", `moverLines`), or `ALREADY_DONE` when it told everyone
 * nothing, or the version is not known (a typed command).
 */
export function alreadyDoneText(app: App, row: number, seen: number | null, userId: string): string {
  const snap = seen === null ? null : app.desk.snapshot(row);
  const seat = snap?.seats.find((s) => s.userId === userId)?.seat;
  if (seen === null || !snap || seat === undefined) return ALREADY_DONE;
  const events = app.desk.firstActionSince(row, seen, seat) ?? [];
  const first = moverLines(events, seat, namesOf(snap))[0];
  return first ? `Already done: ${asSentence(first)}` : ALREADY_DONE;
}

export const OVER_TEXT = 'This game is over. Start another with `/oil new`.';

/**
 * A click or form from before the game moved on. When it has since ended (the winning move pressed twice, a
 * chooser left open while the game was won or ended), it is over that the player needs to hear, not that
 * there is a current turn to jump to.
 */
export async function tellStale(
  app: App,
  interaction: RepliableInteraction,
  record: GameRecord,
  what: MoveSource = 'button',
  /** Said after the refusal, on its own lines (what a refused form had typed in it). */
  also?: string,
): Promise<void> {
  if (isOver(record)) return tell(interaction, withAlso(OVER_TEXT, also));
  // Refused because another click just moved the game on: its turn is being posted, so wait for the link.
  await app.threads.settled(record.id);
  await tell(interaction, withAlso(`${STALE_TEXT[what]} ${currentTurnWords(app, record)}`, also));
}

/** `text`, and `also` below it when there is one. */
export function withAlso(text: string, also?: string): string {
  return also ? `${text}\n${also}` : text;
}

/**
 * "It's Ben's turn — you can act when yours comes.": whom the game waits on, and a friendly word that promises
 * nothing untrue. Every form is "It's <who>'s turn — <about yours>." (it was "— you can act when it is yours." in
 * some and "; yours comes after Caro's." in others, for the same refusal). "— you can act after them" told Ana so
 * while Caro was still to play between them, and after a 7's discards, when the roller moves the robber next, not
 * whoever clicked. When the game's public order of play (`order`, the presenter's `playOrder`, which the turn
 * message shows as "To act: Ben, then Caro → Ana") starts with the one player acting and names the `reader`
 * later, it says when their turn comes: "It's Ben's turn — yours comes after Caro's." Others acting on someone's
 * turn (a 7's discards, answers to an offer, bids) keep the plain words: who acts next there is not the order of
 * play. When that order names every turn the game has left (`endsGame`: Wildcatters' last round), a seated reader
 * not in it is told their turns are over: "It's Ben's turn — you have played your last: the game ends after
 * Dev's." (the plain words promised a turn that never came, in a playtest).
 */
export function notYourTurnText(
  snap: GameSnapshot,
  reader?: number | null,
  order: readonly number[] = [],
  endsGame = false,
): string {
  const names = namesOf(snap);
  if (snap.status.over) return 'This game is over.';
  const who = snap.status.toAct.map((s) => seatName(names, s));
  if (who.length === 0) return 'Nobody can act right now.';
  if (who.length > 1) return `Waiting for ${listWords(who)} — you can act when your turn comes.`;
  const at = reader === undefined || reader === null ? -1 : order.indexOf(reader);
  const leads = order[0] === snap.status.toAct[0];
  if (
    leads &&
    endsGame &&
    at < 0 &&
    reader !== undefined &&
    reader !== null &&
    snap.status.toAct[0] !== reader
  )
    return order.length === 1
      ? `It's ${who[0]}'s turn, the game's last — you have played yours.`
      : `It's ${who[0]}'s turn — you have played your last: the game ends after ${seatName(names, order.at(-1)!)}'s.`;
  if (!leads || at < 1) return `It's ${who[0]}'s turn — you can act when yours comes.`;
  return at === 1
    ? `It's ${who[0]}'s turn — yours comes next.`
    : `It's ${who[0]}'s turn — yours comes after ${seatName(names, order[at - 1]!)}'s.`;
}

/** `notYourTurnText` for the player `userId` (when seated), with the game's order of play. */
export function notYourTurnFor(app: App, snap: GameSnapshot, userId: string): string {
  const reader = snap.seats.find((s) => s.userId === userId)?.seat ?? null;
  const presenter = app.presenter(snap.record.gameId);
  return notYourTurnText(
    snap,
    reader,
    presenter.playOrder?.(snap) ?? [],
    presenter.orderEndsGame?.(snap) ?? false,
  );
}

/**
 * Why the player `userId` was left out of what a public button (`key`) asks of others, in the game's own
 * words (Catan: "You were not asked to answer Ana's offer …"), or null when the game has none.
 */
function notAskedText(app: App, snap: GameSnapshot, userId: string, key: string): string | null {
  const seat = snap.seats.find((s) => s.userId === userId)?.seat;
  if (seat === undefined || snap.status.over) return null;
  return app.presenter(snap.record.gameId).notAsked?.(snap, seat, key) ?? null;
}

/**
 * `notAskedText` in game `row` as it stands now: why the player `userId` is not asked what the public button or
 * form `key` asks (a sealed bid they have made since), or null when they are, or there is no game.
 */
export function notAskedNow(app: App, row: number, userId: string, key: string): string | null {
  const snap = app.desk.snapshot(row);
  return snap ? notAskedText(app, snap, userId, key) : null;
}

/**
 * Answer a refusal of the desk privately, in the friendliest words we have for it. `key`: the public button
 * clicked (its group or form key) or the typed command, so a player it does not ask can be told why.
 */
export async function explain(
  app: App,
  interaction: RepliableInteraction,
  err: TableError,
  row: number,
  what: MoveSource = 'button',
  key?: string,
  /** Said after the refusal, on its own lines (what a refused form had typed in it). */
  also?: string,
): Promise<void> {
  const snap = app.desk.snapshot(row);
  const say = (text: string) => tell(interaction, withAlso(text, also));
  switch (err.code) {
    case 'stale':
      return snap ? tellStale(app, interaction, snap.record, what, also) : say(err.message);
    case 'not-your-turn': {
      const notAsked = snap && key ? notAskedText(app, snap, interaction.user.id, key) : null;
      return say(notAsked ?? (snap ? notYourTurnFor(app, snap, interaction.user.id) : err.message));
    }
    case 'not-seated': {
      const game = app.desk.byRow(row);
      return say(game ? notSeatedText(app, game, interaction.user.id) : NOT_SEATED);
    }
    case 'over':
      return say(OVER_TEXT);
    case 'host-cannot-leave':
      return say('You are the host, so you keep your seat. To call the game off, use `/oil end`.');
    default:
      // A rule's refusal names players as the engine does ("{p0} holds only 1 block…"): with their names.
      return say(snap ? formatSeats(err.message, namesOf(snap)) : err.message);
  }
}

/**
 * A public button (an action's or a form's, by its `key`) that is not open to the clicking player now: say why,
 * privately, in the presenter's words for that key, or plainly when it has none.
 */
export async function tellUnavailable(
  app: App,
  interaction: RepliableInteraction,
  turn: CheckedTurn,
  key: string,
): Promise<void> {
  const why = app
    .presenter(turn.snap.record.gameId)
    .unavailable(turn.snap, turn.seat)
    .find((u) => u.group === key);
  await tell(interaction, why ? unavailableText(why) : 'That is not possible for you right now.');
}

/** Why an action is unavailable to its reader, in a sentence: "You can't build a city right now: needs 1 ore more." */
export function unavailableText(why: Unavailable): string {
  return `You can't ${why.doing ?? why.label.toLowerCase()} right now: ${why.reason}.`;
}
