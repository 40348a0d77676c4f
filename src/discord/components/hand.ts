/** "My hand": the private view of the clicking player, with what only they know. */
import {
  AttachmentBuilder,
  EmbedBuilder,
  type ChatInputCommandInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { formatSeats, formatSeatsFor } from '../../games/events';
import type { App } from '../app';
import type { ControlOf } from '../custom-id';
import { notSeatedText } from '../refusals';
import { clip, namesOf, seatOf } from '../names';
import { ackReply, hasOwnReply, tell } from '../respond';
import type { PrivateLook } from '../private-views';
import type { Click } from './types';
import { digestText } from '../digest';
import { tallyTextOf } from '../turn';
import { sincePicture } from '../digest-picture';
import type { GameDesk, GameSnapshot } from '../desk';
import type { GameEvent } from '../../games/types';
import type { ActionRecord } from '../../store';
import { gameEnded, type Presenter } from '../presenters/types';
import { ordinalWords } from '../presenters/words';
import { standingsOf } from '../../games/standings';
import { scoreWordsOf, standingNoteOf, withNote } from '../summary/message';
import { ENDED_TEXT, LOBBY_CLOSED_TEXT } from '../texts';
import { newsSince } from '../../table/digest';

/** How many lines of a player's private events the hand view repeats (a repeated line counts once). */
const PRIVATE_EVENTS_SHOWN = 5;
/**
 * How many of a player's latest private events the hand reads for them: more than it shows, so that after
 * repeats are merged ("(twice)") it still has its lines to show, when the player has had that many.
 */
const PRIVATE_EVENTS_READ = 40;
const SINCE_FILE = 'since.png';

/**
 * My hand's "Only you know (latest)": the latest private events of `seat` still theirs alone, less those the hand
 * lists anyway (marked `inHand`, or recognised by the game's presenter in a log written before the mark). More
 * of them than the hand shows: `secretLines` merges the repeats, then keeps the latest lines. With `sinceSeq`
 * (`newsSince`), only the news: a steal of many turns ago is not "latest" any more.
 */
export function onlyYouKnow(
  desk: Pick<GameDesk, 'privateEvents'>,
  presenter: Pick<Presenter, 'listedInHand'>,
  row: number,
  seat: number,
  sinceSeq = 0,
): GameEvent[] {
  return desk.privateEvents(
    row,
    seat,
    PRIVATE_EVENTS_READ,
    (e) => presenter.listedInHand?.(e) ?? false,
    sinceSeq,
  );
}

/**
 * "Only you know" as bullet lines, as `seat` reads them, the latest `max`. The same line twice (two steals of 1
 * grain in two turns) is said once, counted among `events`: "• Ana stole 1 grain from you (twice)." — two
 * identical lines read like one shown twice. Each line stands where it last happened; the merging comes first,
 * so a repeat leaves room for an older line, not a shorter list.
 */
export function secretLines(
  events: readonly GameEvent[],
  names: readonly string[],
  seat: number,
  max = PRIVATE_EVENTS_SHOWN,
): string[] {
  const texts = events.map((e) => formatSeatsFor(e.text, names, seat));
  const count = new Map<string, number>();
  for (const t of texts) count.set(t, (count.get(t) ?? 0) + 1);
  return texts
    .filter((t, i) => texts.indexOf(t, i + 1) < 0)
    .map((t) => {
      const n = count.get(t)!;
      if (n === 1) return `• ${t}`;
      const times = n === 2 ? 'twice' : `${n} times`;
      const stop = /[.!?]$/.exec(t)?.[0] ?? '';
      return `• ${t.slice(0, t.length - stop.length)} (${times})${stop}`;
    })
    .slice(-max);
}

/**
 * Where `seat` finished, as the final standings rank it, and how the game ended: "You finished 2nd of 4, with
 * 9 VP. Ana wins with 10 VP." ("tied" for a place shared, and the word the final standings say beside the player
 * after their score: "with £0 (bankrupt)"; a game ended before anyone won says so). Not "Place 1 of 4", which
 * after an Oil Springs collapse read as a set-up step still to take. A winner reads the result once, as theirs:
 * "You win with 12 VP.", not "You win with 12 VP. Caro wins with 12 VP.".
 */
export function finalPlaceWords(
  snap: GameSnapshot,
  seat: number,
  presenter: Pick<Presenter, 'scoreWords' | 'standingNotes'>,
): string {
  const result = snap.status.result;
  const names = namesOf(snap);
  const standings = standingsOf(snap.status.scores, result?.winners ?? []);
  const standing = standings.find((s) => s.seat === seat);
  const score = standing
    ? withNote(scoreWordsOf(presenter)(standing.score), standingNoteOf(presenter, snap)(seat))
    : '';
  const tied = standings.filter((s) => s.place === standing?.place).length > 1 ? ' (tied)' : '';
  if (snap.record.lifecycle !== 'abandoned' && result && standing?.winner) {
    const ownWin = resultAsWinner(result.summary, names, seat);
    if (ownWin) return ownWin;
  }
  const place = !standing
    ? ''
    : standing.winner
      ? `You win with ${score}.`
      : `You finished ${ordinalWords(standing.place)} of ${standings.length}${tied}, with ${score}.`;
  const how =
    snap.record.lifecycle === 'abandoned'
      ? ENDED_TEXT
      : result
        ? formatSeats(result.summary, names)
        : 'The game is over.';
  return `${place} ${how}`.trim();
}

/**
 * The game's result (`summary`) as its winner at `seat` reads it, in the second person: "You win with 12 VP.",
 * "Last round played: you win with a fortune of £1,654,375.", "Ana and you share the win …"; null when it does
 * not name them (the caller then says "You win" itself).
 */
function resultAsWinner(summary: string, names: readonly string[], seat: number): string | null {
  if (!summary.includes(`{p${seat}}`)) return null;
  return formatSeatsFor(summary, names, seat).replace(/\b([Yy]ou) wins\b/g, '$1 win');
}

export async function handClick(
  app: App,
  interaction: Click | ModalSubmitInteraction,
  id: ControlOf<'hand'>,
): Promise<void> {
  await ackReply(interaction);
  await showHand(app, interaction, id.row);
}

export async function showHand(
  app: App,
  interaction: Click | ModalSubmitInteraction | ChatInputCommandInteraction,
  row: number,
): Promise<void> {
  const look = handLook(app, row, interaction.user.id);
  if ('refused' in look) return tell(interaction, look.refused);
  await tell(interaction, await look.payload());
  // Shown as the interaction's own reply: kept, to be edited when a move changes the player's part of it.
  if (!hasOwnReply(interaction)) return;
  app.views.shown(row, interaction.user.id, interaction.webhook, look.theirs);
  // A move made while the reply was drawn and sent found no view to edit: this one catches up with it.
  if (app.desk.byRow(row)?.record.version !== look.version) await app.views.moved(row);
}

/** Game `row` as a My hand reads it: the game now and its log as played (null: it no longer exists). */
interface HandReading {
  snap: GameSnapshot | null;
  history: readonly ActionRecord[];
}

function readForHand(app: App, row: number): HandReading {
  const snap = app.desk.snapshot(row);
  return { snap, history: snap ? app.desk.history(row) : [] };
}

/**
 * The players' My hands of game `row` as they would be drawn now, for the kept views (./private-views.ts): the
 * game and its log read once for all of them.
 */
export function lookAtHands(app: App, row: number): (userId: string) => PrivateLook | null {
  const reading = readForHand(app, row);
  return (userId) => {
    const look = handLook(app, row, userId, reading);
    return 'refused' in look ? null : look;
  };
}

/**
 * What player `userId`'s My hand of game `row` shows now (at `version`): the part that is theirs (`theirs`: their
 * hand, what only they know, how the game ended for them), and the whole reply with the digest and the since
 * picture; or why there is none, to tell them. `reading`: the game as read for them (by default, now).
 */
export function handLook(
  app: App,
  row: number,
  userId: string,
  reading: HandReading = readForHand(app, row),
): (PrivateLook & { version: number }) | { refused: string } {
  const { snap, history } = reading;
  if (!snap) return { refused: 'That game no longer exists.' };
  const seat = seatOf(snap, userId);
  if (seat === null) return { refused: notSeatedText(app, snap, userId) };
  if (snap.record.lifecycle === 'lobby') return { refused: 'The game has not started yet.' };
  if (snap.state === null) return { refused: LOBBY_CLOSED_TEXT };
  const presenter = app.presenter(snap.record.gameId);
  const hand = presenter.hand(snap, seat);
  const ended = gameEnded(snap);
  // What is still only theirs and still news: secrets the game has since told everyone are left out (the
  // engine's `until`), so are those from before their previous turn began (`newsSince`), and after the
  // end none is news any more.
  const secrets = ended
    ? []
    : secretLines(onlyYouKnow(app.desk, presenter, row, seat, newsSince(history, seat)), namesOf(snap), seat);
  const end = ended ? finalPlaceWords(snap, seat, presenter) : null;
  return {
    version: snap.record.version,
    theirs: JSON.stringify([hand.title, hand.description, secrets, end]),
    payload: async () => {
      // What happened since the player last acted comes first (the text above the embed); the since picture
      // marks what changed on the board.
      const digest = digestText(history, seat, namesOf(snap), presenter.keptEvents, tallyTextOf(snap));
      const base = app.desk.replayBase(row);
      const drawn = base ? sincePicture(snap, seat, history, presenter, base) : Promise.resolve(null);
      const picture = await drawn.catch((err: unknown) => {
        app.log.warn({ err, row }, 'the since-your-last-turn picture could not be drawn');
        return null;
      });
      const embed = new EmbedBuilder()
        .setTitle(hand.title.slice(0, 256))
        .setDescription(hand.description.slice(0, 3500));
      if (secrets.length)
        embed.addFields({ name: 'Only you know (latest)', value: clip(secrets.join('\n'), 1024) });
      if (end !== null) embed.addFields({ name: 'Game over', value: clip(end, 1024) });
      const files = picture
        ? [
            new AttachmentBuilder(picture.png, {
              name: SINCE_FILE,
              description: picture.alt ?? picture.caption,
            }),
          ]
        : [];
      if (picture) embed.setImage(`attachment://${SINCE_FILE}`);
      // The digest is the message's text, above the hand's embed.
      return { content: digest, embeds: [embed], components: [], files };
    },
  };
}
