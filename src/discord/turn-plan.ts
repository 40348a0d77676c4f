/**
 * What one sync does with a game's turn message, by the rules of ./turn-goes-on.ts: before anything is sent,
 * whether the message the thread shows is edited in place or a new one posted, what it tells and whom a new one
 * pings (`planTurn`); once it is sent, what is recorded of it and how the message it replaced is finished
 * (`turnRecord`). Pure: ./thread.ts reads the game, sends and records by them.
 */
import type { TurnMessage } from '../store';
import type { GameSnapshot, StepSeats } from './desk';
import { aboveAfter } from './messages-above';
import { gameEnded } from './presenters/types';
import type { TurnMessageEnding } from './turn-record';
import {
  backAfterAWhile,
  continuesTurn,
  keptSeats,
  releasedSeats,
  seatsToPing,
  type TurnContext,
} from './turn-goes-on';

/** What a sync of game `snap` reads to plan its turn message. */
export interface TurnPlanInput {
  snap: GameSnapshot;
  /** The game's turn message until now; null before the first. */
  shown: TurnMessage | null;
  /** The logged steps since `shown` was posted (`Desk.stepsSince` its `first`). */
  steps: readonly StepSeats[];
  /** The turn as `shown` sees it (`turnContext`); absent without `shown`. */
  turn?: TurnContext;
  /** The seats people play: a bot is never pinged, nor posted anew for. */
  people: readonly number[];
  /** A new message asked for even when `shown` shows this version (`/oil board`). */
  fresh: boolean;
  /** Now, and when each seat last acted (ms since the epoch): who is back after a while. */
  now: number;
  lastActedAt: (seat: number) => number | null;
  /** The people `shown`, as last drawn, told it needs nothing of them (`releasedWhenShown`); none by default. */
  releasedWhenShown?: readonly number[];
  /**
   * The game's version when a notice was posted below `shown` (a seat changed hands, and bots then moved for
   * it): the moves after it are told below the notice, in a new message, never edited into `shown` above it.
   */
  noticeAt?: number;
}

/** How the turn message is brought up to date. */
export interface TurnPlan {
  /** `shown` is edited in place (a new message is posted when it was deleted); else a new one is posted. */
  edit: boolean;
  /** A repost on request of the turn the thread shows: it asks nobody new, so it pings nobody. */
  repost: boolean;
  /** The message tells what happened after this version. */
  since: number;
  /** The people `shown` asked that it asks no more, though they did not act (told so on it). */
  released: number[];
  /** The seats a new post pings (quiet hours aside). */
  ping: number[];
  /** What the message it replaces tells ends at this version (a notice below it: `noticeAt`). */
  through?: number;
}

/** Whom game `snap` asks to act now, ascending. */
function toActOf(snap: GameSnapshot): number[] {
  return [...snap.status.toAct].sort((a, b) => a - b);
}

export function planTurn(input: TurnPlanInput): TurnPlan {
  const { snap, shown, steps, turn, people, fresh } = input;
  const toAct = toActOf(snap);
  const over = gameEnded(snap);
  // The player whose turn it is, back after others kept her waiting a while, is pinged anew.
  const back =
    shown && !over
      ? backAfterAWhile(shown, toAct, input.now, input.lastActedAt).filter((s) => people.includes(s))
      : [];
  // Those `shown` told it needs nothing of them, asked again (a withdrawn offer, its withdrawal taken back): a
  // new ask, so a new post pings them.
  const askedAgain = toAct.filter((s) => input.releasedWhenShown?.includes(s) && people.includes(s));
  const continues =
    !over &&
    shown !== null &&
    back.length === 0 &&
    askedAgain.length === 0 &&
    continuesTurn(shown.toAct, steps, toAct, shown.kept, turn);
  // Moves made after a notice posted below `shown` read as made after it: told below it, in a new message.
  const { noticeAt } = input;
  const below =
    shown !== null && noticeAt !== undefined && shown.version <= noticeAt && snap.record.version > noticeAt;
  const edit = !fresh && !below && continues;
  // A repost on request (`/oil board`, a clock given more time, a repair) of the turn the thread already
  // shows asks nobody new, so it pings nobody: only a change of who must act pings. A thread behind its game
  // (the move was never posted) is posted as any new turn would be. So is the same turn posted below a notice.
  const repost = shown !== null && (fresh || below) && (shown.version >= snap.record.version || continues);
  // The summary covers the turn message's whole life: since it was first posted, or since the last one. The
  // last one, finished, tells the move that ended it (`toldThrough`): a turn that passed to others is told from
  // the move after that one (that "Ana ended the turn" was told right above it). The move is told again when the
  // turn goes on below (the new post asks about it: Ana's offer, her drill's auction), and at the game's end
  // (the winning move's final lines are the last message's). One found deleted as it is finished, or whose
  // finishing edit failed, tells nothing of it: the new one then tells from where it began (`turnRecord`,
  // `SentTurn.aboveUnfinished`).
  const retold = over || goesOn(input, undefined);
  const since = !shown ? 0 : edit || fresh || below ? shown.since : shown.version + (retold ? 0 : 1);
  return {
    edit,
    repost,
    since,
    // A repost of a message edited after its question was taken back tells the same as the edit did.
    released: shown && (edit || repost) ? releasedSeats(shown.toAct, steps, toAct, people) : [],
    // Those the old message would have gone on for were pinged for the turn already; a deleted message
    // replaced by a new post pings all it asks.
    ping: continues
      ? toAct
      : [...new Set([...seatsToPing(shown, steps, toAct, turn), ...back, ...askedAgain])].sort(
          (a, b) => a - b,
        ),
    ...(below ? { through: noticeAt } : {}),
  };
}

/** The seats a new message stands for besides those it asks: the maker of an offer another must answer, say. */
function keptOf({ snap, shown, steps, turn }: TurnPlanInput): number[] {
  return shown && !gameEnded(snap) ? keptSeats(shown, steps, toActOf(snap), turn) : [];
}

/**
 * Whether a new message finishing `input.shown` goes on with its turn. The turn of the player it asked (or stood
 * for) goes on below, in a message others were pinged for: not "done". The new message keeps her (her deal offer
 * or trade awaits its answer) also in a game without a turn count. A message left at a notice (`through`) goes on
 * below it too: the bot's moves for the seat.
 */
function goesOn(input: TurnPlanInput, through: number | undefined): boolean {
  const { snap, shown, turn } = input;
  const holder = turn?.holder ?? null;
  return (
    through !== undefined ||
    (!gameEnded(snap) &&
      holder !== null &&
      (shown?.toAct.includes(holder) === true || shown?.kept?.includes(holder) === true) &&
      (turn?.sameTurn === true || keptOf(input).includes(holder)))
  );
}

/** The turn message as sent: `edited` in place, or posted anew. */
export interface SentTurn {
  messageId: string;
  edited: boolean;
  /** When it was sent (ms since the epoch). */
  at: number;
  /**
   * The message it was posted below could not be finished: found deleted then (a moderator removed it, maybe
   * while the bot was away), or its finishing edit failed (Discord answered 500 to every try, say). Nothing
   * above tells what it told, its last move among it: the new one takes its place, as a post in place of a
   * message deleted before its edit does.
   */
  aboveUnfinished?: boolean;
}

/** Whether `sent` takes the place of `input.shown`, which is then not finished: deleted, or left unfinished. */
function inPlaceOf(plan: TurnPlan, sent: SentTurn): boolean {
  return (plan.edit && !sent.edited) || sent.aboveUnfinished === true;
}

/**
 * How the turn message `input.shown` is finished now that `sent` was sent by `plan`: null when none is, as when
 * it was edited, or deleted before its edit or left unfinished (`SentTurn.aboveUnfinished`). A post repeated
 * after a crash got the first one back.
 */
export function turnEnding(input: TurnPlanInput, plan: TurnPlan, sent: SentTurn): TurnMessageEnding | null {
  const { shown } = input;
  if (sent.edited || shown === null || shown.messageId === sent.messageId || inPlaceOf(plan, sent))
    return null;
  if (plan.repost) return 'reposted';
  return goesOn(input, plan.through) ? 'continued' : 'moved-on';
}

/**
 * What is recorded of the turn message `sent` by `plan`, and how the message it replaced (`input.shown`) is
 * finished (`turnEnding`).
 */
export function turnRecord(
  input: TurnPlanInput,
  plan: TurnPlan,
  sent: SentTurn,
): { record: TurnMessage; ending: TurnMessageEnding | null } {
  const { snap, shown } = input;
  const toAct = toActOf(snap);
  // The seats a new message stands for besides those it asks: the maker of an offer another must answer, say.
  const kept = keptOf(input);
  // A turn message deleted (by a moderator, say) or left unfinished leaves nothing above it to tell what it told:
  // the new post takes its place, and tells it (from its `since`: the move that passed the turn among it).
  const inPlace = inPlaceOf(plan, sent);
  const ending = turnEnding(input, plan, sent);
  // An edited message still stands for the players it first asked (and those it kept), since its first post.
  const edited = sent.edited ? shown : null;
  const record: TurnMessage = {
    messageId: sent.messageId,
    version: snap.record.version,
    first: edited ? edited.first : snap.record.version,
    since: edited ? edited.since : inPlace && shown ? shown.since : plan.since,
    toAct: edited ? edited.toAct : toAct,
    kept: edited ? (edited.kept ?? []) : kept,
    // The turn it was first posted in: whether the game is still in it decides whether it goes on.
    turn: edited ? edited.turn : snap.module.turn?.(snap.state),
    postedAt: sent.at,
    // The messages to strike if their moves are taken back (a repost keeps the one it left, and those before),
    // while something may be taken back.
    above: aboveAfter(
      shown,
      ending,
      snap.undo != null,
      snap.record.version,
      plan.through,
      input.turn?.holder,
    ),
  };
  return { record, ending };
}
