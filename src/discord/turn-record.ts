/**
 * A turn message as a finished record: the one edit that takes its buttons off when the turn moves on past it,
 * its turn is posted anew, or the game is ended (`TurnMessageEnding`), telling what happened during it, its
 * picture kept with an alt text saying it shows the turn before its last move (or that it was reposted below); and
 * its moves' lines struck through once they are taken back below it (a reposted message's alt text then saying its
 * picture is from before that undo). One reposted again with no move between tells neither lines nor picture: the
 * message above it tells them (`toldAbove`). Pure: snapshot in, edit out. ./turn.ts draws the live message.
 */
import { EmbedBuilder, type AttachmentBuilder } from 'discord.js';
import type { GameEvent, GameResult } from '../games/types';
import type { GameSnapshot, LoggedEvents } from './desk';
import { clip, namesOf, plainNamesOf } from './names';
import { fittedTitle, titleRoom } from './title-fit';
import type { Presenter } from './presenters/types';
import {
  BOARD_FILE,
  MAX_EVENT_LINES,
  boardFile,
  happenedText,
  isResultLine,
  tallyTextOf,
  type KeptPicture,
} from './turn';

/**
 * Whether `event` tells how the game ended (its final scoring or its result: `GameEvent.final`): the game-over
 * message tells these, once, so the turn message it supersedes leaves them out of its record.
 */
export function tellsTheEnd(event: GameEvent, result: GameResult | undefined): boolean {
  return event.final === true || (result !== undefined && isResultLine(event, result));
}

/**
 * The lines of a move a finished turn message tells (`events`: the offer it ends with, say), once that move was
 * taken back in the message below it, which went on with the turn and tells the undo ("Ana took back: …"):
 * struck through and marked, so the message no longer reads as if the move stood. Private events stay as they
 * are (a finished message skips them).
 */
export function takenBackEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) =>
    e.to && e.to.length > 0 ? e : { ...e, text: `~~${e.text.replace(/~~/g, '')}~~ (taken back below)` },
  );
}

/**
 * A finished turn message's record from its logged moves (`entries`), those taken back below it since (`undone`,
 * by the seqs they were logged as) struck through (`takenBackEvents`).
 */
export function struckThrough(entries: readonly LoggedEvents[], undone: ReadonlySet<number>): GameEvent[] {
  return entries.flatMap((e) => (undone.has(e.seq) ? takenBackEvents(e.events) : e.events));
}

/**
 * Why a turn message is finished: the players it asked acted and the game moved on (`moved-on`), or moved on to
 * a message below that others were pinged for within the turn of the player it asked, which goes on there
 * (`continued`: an auction after her drill, an offer to the others), or past a notice below it, the bot's moves for
 * a seat told below the notice (`continued` too: "⏰ Ben’s clock ran out", "🚪 Ben left the game"), the same turn
 * was posted anew on request (`reposted`), or the game was ended before it was won (`ended`).
 */
export type TurnMessageEnding = 'moved-on' | 'continued' | 'reposted' | 'ended';

/** Whether `ending` is the game moving on past the message (its record ends with the move that did it). */
export function movedOn(ending: TurnMessageEnding): ending is 'moved-on' | 'continued' {
  return ending === 'moved-on' || ending === 'continued';
}

const ENDING_WORDS: Record<TurnMessageEnding, string> = {
  'moved-on': 'done',
  // Not "done": a playtest's spectator read "Ana: done" right above the auction her drill opened, and then
  // Ana's turn going on in that auction's message.
  continued: 'continued below',
  reposted: 'reposted below',
  ended: 'the game was ended',
};

export interface FinishedTurnInput {
  snap: GameSnapshot;
  /** The seats the message asked to act (its "To act"). */
  asked: readonly number[];
  /**
   * For a message the game moved on past: the seats that took a step during its life. Its title then names
   * only those of `asked` among them: one asked to answer an offer that closed on another's answer did not
   * answer it. Absent (as for a message left at a notice, whose players' turn went on below it): every seat asked
   * is named.
   */
  acted?: readonly number[];
  /**
   * For a message continued below with no notice between (`goesOn` in ./turn-plan.ts): the player whose turn goes on
   * there (`Presenter.turnOf`), whom alone its title names when it asked or kept them: "Caro: continued below", not
   * every seat that acted in it ("Caro and Eve"), whose answers its lines tell. Absent, or not one it asked: its
   * title names those it asked who acted, as for any message the game moved on past.
   */
  goesOn?: number | null;
  /** The public and private events of its life, through the move that finished it (private ones are skipped). */
  events: readonly GameEvent[];
  ending: TurnMessageEnding;
  /**
   * The picture drawn anew with its presenter, for a message that stays the game's last (`ended`): its alt text
   * then tells how the game stands now, not whose move it was.
   */
  board?: { presenter: Presenter; picture: Buffer };
  /** The game's event kinds a long record keeps (`Presenter.keptEvents`). */
  keptEvents?: ReadonlySet<string>;
  /**
   * The message's picture as Discord has it (its attachment's id and alt text), for a turn that moved on, or one
   * reposted: the edit keeps it and changes its alt text (`finishedAltText`). Without it the attachment is kept
   * as it is.
   */
  kept?: KeptPicture;
  /** The edit strikes through a move taken back below (a reposted message's picture is from before the undo). */
  struck?: boolean;
  /** How many versions it tells come after its kept picture (`finishedAltText`); 1 by default. */
  unshown?: number;
  /**
   * It tells the very moves the message above it tells (a repost left again with no move between:
   * ./messages-above.ts `toldAbove`): its title alone stays, no line and no picture, so no undo has anything in it
   * to strike.
   */
  toldAbove?: boolean;
}

/** The edit that finishes a turn message (`finishedTurnPayload`). */
export interface FinishedTurnBody {
  content: string;
  embeds: EmbedBuilder[];
  components: [];
  allowedMentions: { parse: [] };
  /** The picture drawn anew (the game was ended). */
  files?: AttachmentBuilder[];
  /** The attachments the edit keeps: none beside a new picture, or the picture kept with new alt text. */
  attachments?: KeptPicture[];
}

/**
 * How the alt text of a finished turn message's picture begins: the picture is of the game before the message's
 * last move. Not "the move that ended this turn": a message left for a question in the same turn ("continued
 * below") did not end it.
 */
export const BEFORE_LAST_MOVE = "Before this message's last move: ";

/**
 * The same for a picture more than one move behind what the message tells: one left at a notice posted while the
 * thread was behind the game (a move not yet posted when a clock ran out).
 */
export const BEFORE_LAST_MOVES = "Before this message's last moves: ";

/**
 * How the alt text of a message left "reposted below" begins: its picture is of the game as it stood then, and the
 * live one is below.
 */
export const REPOSTED_BELOW = 'Reposted below: ';

/**
 * How the alt text of a message left "reposted below" begins once a move it tells was taken back below: its
 * picture is of the game as it stood before that undo, the move still standing.
 */
export const BEFORE_UNDO = 'Before the undo below: ';

/** How the alt text of a picture `unshown` moves behind its message begins: nothing, "last move", "last moves". */
function beforeMoves(unshown: number): string {
  if (unshown === 0) return '';
  return unshown === 1 ? BEFORE_LAST_MOVE : BEFORE_LAST_MOVES;
}

/**
 * The alt text of a finished turn message's picture (`description`, the presenter's alt text when it was drawn,
 * e.g. "… Ana to place a settlement and a road", or as a repost left it): the picture stays, so its alt text says
 * what it shows rather than asking for that move still, or reading as the game now. For a message the game moved
 * on past (`ending`), `unshown` counts the versions it tells after its picture: the move that moved the game on (1,
 * the default), or, for one left at a notice, those up to the notice (0 when the notice came at the picture's
 * version: it shows all the message tells, and its alt text stays as it was drawn). For one reposted: that it was,
 * the live picture below (`struck`: before the undo below took back a move it tells).
 */
export function finishedAltText(
  description: string,
  ending: TurnMessageEnding,
  struck = false,
  unshown = 1,
): string {
  const before = movedOn(ending) ? beforeMoves(unshown) : struck ? BEFORE_UNDO : REPOSTED_BELOW;
  const drawn = description.startsWith(REPOSTED_BELOW)
    ? description.slice(REPOSTED_BELOW.length)
    : description;
  return drawn.startsWith(before) ? drawn : clip(`${before}${drawn}`, 1024);
}

/**
 * A superseded turn message as a finished record, in the one edit that takes its buttons off: no ping line,
 * no "To act", clock or scores (they were true then, not now), a title saying who of those it asked moved in
 * it and that it is done (or, continued below, whose turn goes on there), and what happened during it. The picture stays: the embed points at the message's own attachment,
 * which an edit without `attachments` keeps, or one that lists it (`kept`: with its alt text saying it shows the
 * turn before its last move unless a notice below came at its version, or that it was reposted below, or shows the game before the undo below); with `board` (the game was ended) it is replaced, so its alt text says so.
 * Mentions nobody, so the edit can never ping.
 */
export function finishedTurnPayload({
  snap,
  asked,
  acted,
  goesOn,
  events,
  ending,
  board,
  kept,
  keptEvents,
  struck = false,
  unshown = 1,
  toldAbove = false,
}: FinishedTurnInput): FinishedTurnBody {
  const names = namesOf(snap);
  const holder = ending === 'continued' && goesOn != null && asked.includes(goesOn) ? [goesOn] : null;
  const named = holder ?? (acted && movedOn(ending) ? asked.filter((s) => acted.includes(s)) : asked);
  const done = ENDING_WORDS[ending];
  // Those it names, cut or counted to fit a phone (`fittedTitle`): "Ana…, Ben… and Caro…: done".
  const who = named.length
    ? fittedTitle([(say) => `${say(named)}: ${done}`], plainNamesOf(snap), titleRoom(snap.module.title))
    : done;
  const embed = new EmbedBuilder().setTitle(clip(`${snap.module.title} — ${who}`, 256)).setColor(0x718096);
  if (toldAbove)
    return { content: '', embeds: [embed], components: [], allowedMentions: { parse: [] }, attachments: [] };
  embed.setImage(`attachment://${BOARD_FILE}`);
  // The game-over message below it tells the final scoring and the result: not twice.
  const result = snap.status.over ? snap.status.result : undefined;
  const happened = happenedText(
    snap.status.over ? events.filter((e) => !tellsTheEnd(e, result)) : events,
    names,
    MAX_EVENT_LINES,
    keptEvents,
    tallyTextOf(snap),
  );
  if (happened) embed.setDescription(clip(happened, 3000));
  return {
    content: '',
    embeds: [embed],
    components: [],
    allowedMentions: { parse: [] },
    ...(board
      ? { files: [boardFile(snap, board.presenter, board.picture)], attachments: [] }
      : kept
        ? {
            attachments: [
              { id: kept.id, description: finishedAltText(kept.description, ending, struck, unshown) },
            ],
          }
        : {}),
  };
}
