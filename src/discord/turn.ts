/**
 * The turn message: after every change, ONE message in the thread with the board picture (alt text in the
 * attachment description), a short embed (what just happened, whose turn, scores) and buttons for what
 * whoever must act might do, mentioning only them. Pure: snapshot in, message payload out. Everything on it
 * comes from public information, so changing only hidden cards cannot change it; what a player can afford,
 * and why not, is told privately (on the click, and in "My hand").
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
} from 'discord.js';
import { foldTallies, formatSeats, stillNews, seatName, type TallyText } from '../games/events';
import type { GameEvent, GameResult } from '../games/types';
import { clockWords, turnClockLines } from './clocks-lines';
import { encodeControl } from './custom-id';
import type { GameSnapshot } from './desk';
import { clip, clipLabel, listWords, namesOf, plainNamesOf } from './names';
import {
  SHORT_LABEL,
  gameEnded,
  type ActionChoice,
  type Presenter,
  type PublicAction,
} from './presenters/types';
import { isOver } from '../store';
import { ENDED_TEXT } from './texts';
import { earlierLine, latestEvents } from './latest-events';

export const BOARD_FILE = 'board.png';
export const MAX_EVENT_LINES = 12;
/** Rows of buttons for actions; the last row is kept for "My hand" (and "Undo" when it is possible). */
const ACTION_ROWS = 4;
const BUTTONS_PER_ROW = 5;
/**
 * The length of a label a phone shows on one line of its button: the Undo button is cut to it where a clause ends
 * (the private answer to the click, and the move's line in the log, say the rest); a greyed button's short reason
 * fits it, its longer one told beside the buttons (`PublicAction.note`, `greyedBy`).
 */
export { SHORT_LABEL };

export const STYLE: Record<NonNullable<ActionChoice['style']>, ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** Public event lines (private ones skipped), seat tokens replaced with names. */
export function publicLines(events: readonly GameEvent[], names: readonly string[]): string[] {
  return events.filter((e) => !e.to || e.to.length === 0).map((e) => formatSeats(e.text, names));
}

/** The group that ends the turn: its button comes after everything the player might still do. */
export const END_GROUP = 'end-turn';

/** The public actions of the turn message (`presenter.publicActions`), none once the game has ended. */
export function turnActions(snap: GameSnapshot, presenter: Presenter): readonly PublicAction[] {
  return gameEnded(snap) ? [] : presenter.publicActions(snap);
}

/**
 * The buttons of the public turn message, from `presenter.publicActions` alone (public information only):
 * the actions first, "End turn" after them, the greyed ones (with their public reason) last, "My hand" on
 * its own row. `actions`: that listing, when the caller has it already (`turnPayload`, for the notes too).
 */
export function turnComponents(
  snap: GameSnapshot,
  presenter: Presenter,
  actions: readonly PublicAction[] = turnActions(snap, presenter),
): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const { row, version } = { row: snap.record.id, version: snap.record.version };
  const buttons: ButtonBuilder[] = [];
  if (!gameEnded(snap)) {
    const open = actions.filter((a) => !a.disabledReason);
    const ordered = [
      ...open.filter((a) => !(a.kind === 'act' && a.key === END_GROUP)),
      ...open.filter((a) => a.kind === 'act' && a.key === END_GROUP),
      ...actions.filter((a) => a.disabledReason),
    ];
    const ids = new Set<string>();
    ordered.forEach((a, i) => {
      const id = a.disabledReason
        ? encodeControl({ row, version, verb: 'act', group: `${a.key}-x${i}`.slice(0, 40) })
        : a.kind === 'act'
          ? encodeControl({ row, version, verb: 'act', group: a.key })
          : encodeControl({ row, version, verb: 'form', key: a.key });
      if (ids.has(id)) return;
      ids.add(id);
      const button = new ButtonBuilder().setCustomId(id);
      if (a.disabledReason) {
        button
          .setLabel(clip(`${a.label} — ${a.disabledReason}`, 80))
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(true);
      } else {
        button
          .setLabel(clip(a.label, 80))
          .setStyle(STYLE[a.style ?? (a.kind === 'form' ? 'secondary' : 'primary')]);
      }
      buttons.push(button);
    });
  }
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  const kept = buttons.slice(0, ACTION_ROWS * BUTTONS_PER_ROW);
  for (let i = 0; i < kept.length; i += BUTTONS_PER_ROW) {
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        kept.slice(i, i + BUTTONS_PER_ROW),
      ),
    );
  }
  const last = [
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'hand' }))
      .setLabel('My hand')
      .setStyle(ButtonStyle.Secondary),
  ];
  // Undo, only when the player to act may take something back now (decided by the table from the public log).
  if (!gameEnded(snap) && snap.undo?.held) {
    const undo = undoLabel(snap, snap.undo);
    last.push(
      new ButtonBuilder()
        .setCustomId(encodeControl({ row, version, verb: 'undo' }))
        .setLabel(clipLabel(undo.label, SHORT_LABEL, 80, undo.lead))
        .setStyle(ButtonStyle.Secondary),
    );
  }
  rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(last));
  return rows;
}

/**
 * The Undo button's label: what the move did ("Undo: took a loan"). On a message that asks others too (an
 * auction's bids, a trade's answers), it names whose move it takes back ("Undo (Ana): took a loan"): the
 * others see the button as well, and pressing it could only tell them it is not theirs. `lead`: the length of
 * its "Undo (Ana): ", never cut at.
 */
function undoLabel(
  snap: GameSnapshot,
  undo: NonNullable<GameSnapshot['undo']>,
): { label: string; lead: number } {
  const names = plainNamesOf(snap);
  const shared = snap.status.toAct.some((s) => s !== undo.seat);
  const who = shared ? ` (${seatName(names, undo.seat)})` : '';
  if (!undo.words) return { label: `Undo${who}`, lead: 0 };
  const lead = `Undo${who}: `;
  return { label: `${lead}${formatSeats(undo.words, names)}`, lead: lead.length };
}

/**
 * What the buttons' short labels leave out (`PublicAction.note`), public as the buttons are, from one listing of
 * them: `greyed`, the longer reasons of greyed buttons ("Charter a tanker: no port has a full cargo yet …"), and
 * `open`, what an open button's label leaves out, each note naming its button ("Charter at Tripoli: about 30%
 * chance to arrive in time …").
 */
export function buttonNotes(
  snap: GameSnapshot,
  presenter: Presenter,
  actions: readonly PublicAction[] = turnActions(snap, presenter),
): { greyed: string[]; open: string[] } {
  const notes = { greyed: [] as string[], open: [] as string[] };
  if (gameEnded(snap)) return notes;
  for (const a of actions) {
    if (!a.note) continue;
    if (a.disabledReason) notes.greyed.push(`${a.label}: ${a.note}`);
    else notes.open.push(a.note);
  }
  return notes;
}

/** Who must act, in words, and the user ids to mention. */
export function toActLine(snap: GameSnapshot, presenter?: Presenter): { text: string; mention: string[] } {
  const names = namesOf(snap);
  if (gameEnded(snap)) return { text: '', mention: [] };
  const seats = snap.status.toAct.map((s) => snap.seats.find((x) => x.seat === s)).filter((s) => !!s);
  const mention = seats.map((s) => s.userId).filter((u): u is string => !!u);
  const who = seats.map((s) => (s.userId ? `<@${s.userId}>` : (names[s.seat] ?? '?')));
  // "your turn" only to the player whose turn it is; someone answering a trade offer on Ana's turn has a move.
  const turnOf = presenter?.turnOf?.(snap) ?? null;
  const theirTurn = seats.length === 1 && (turnOf === null || seats[0]!.seat === turnOf);
  const verb = theirTurn ? 'your turn' : 'your move';
  return { text: who.length ? `${listWords(who)} — ${verb}.` : '', mention };
}

/**
 * Beside "To act", those the game lets act without waiting on them (`status().mayAct`, public): "; Ana may
 * confirm the trade with Ben, or withdraw the offer (1 lumber for 1 ore)" in the game's words
 * (`Presenter.mayActWords`), else "; Ana may act too". A playtest's "To act: Caro" left out the offerer, who could
 * confirm with Ben at once.
 */
function unaskedNote(snap: GameSnapshot, presenter: Presenter): string {
  const seats = snap.status.mayAct ?? [];
  if (seats.length === 0) return '';
  const words = presenter.mayActWords?.(snap, seats);
  if (words === '') return '';
  const names = namesOf(snap);
  return `; ${words ?? `${listWords(seats.map((s) => seatName(names, s)))} may act too`}`;
}

/**
 * The line telling players the message asked, and pinged, that it asks nothing of them now though they did not
 * act (`released`: the offer they were to answer was taken back, or withdrawn): "Ben — nothing to answer
 * now.". Without it the ping that brought them here points at a message asking someone else.
 */
function releasedLine(snap: GameSnapshot, released: readonly number[]): string {
  const names = namesOf(snap);
  const who = released.map((s) => seatName(names, s));
  return who.length ? `${listWords(who)} — nothing to answer now.` : '';
}

/**
 * The message's first line: at the end, who won (at once, without waiting for anyone to open the embed), or
 * that the game was ended; during play, whom it asks to act, and a winning position when public points show one.
 */
function headlineText(snap: GameSnapshot, presenter: Presenter, toAct: string): string {
  if (!snap.status.over && isOver(snap.record)) return `🏁 ${ENDED_TEXT}`;
  if (snap.status.over) {
    const result = snap.status.result;
    return result
      ? `🏁 ${formatSeats(
          result.summary,
          namesOf(snap).map((n) => `**${n}**`),
        )}`
      : '🏁 The game is over.';
  }
  const notice = presenter.winNotice?.(snap) ?? null;
  return [toAct, notice].filter((t) => t).join('\n');
}

/** Whether `event` is the game's result in words: the result's summary, or an engine's own "win" line. */
export function isResultLine(event: GameEvent, result: GameResult): boolean {
  return event.text === result.summary || event.kind === 'win';
}

/**
 * The public lines of `events` still worth telling (`stillNews`), a player's same move made again and again told
 * once (`foldTallies`, in the game's words: `tallyText`), the latest `max` of them (at least `MAX_EVENT_LINES`),
 * with how many earlier ones were left out; an earlier event of a `kept` kind is told all the same, after that
 * count.
 */
export function happenedText(
  events: readonly GameEvent[],
  names: readonly string[],
  max = MAX_EVENT_LINES,
  kept: ReadonlySet<string> = new Set(),
  tallyText?: TallyText,
): string {
  const all = foldTallies(stillNews(events.filter((e) => !e.to || e.to.length === 0)), tallyText);
  const latest = latestEvents(all, Math.max(max, MAX_EVENT_LINES), kept);
  return earlierLine(latest.omitted).concat(publicLines(latest.events, names)).join('\n');
}

/** The game's words for a run of one tally (`GameModule.tallyText`), bound to its module. */
export function tallyTextOf(snap: GameSnapshot): TallyText | undefined {
  const mod = snap.module;
  return mod.tallyText ? (tally) => mod.tallyText!(tally) : undefined;
}

/** A message's picture kept by an edit, by its attachment's id, with its alt text. */
export interface KeptPicture {
  id: string;
  description: string;
}

/** The board picture's alt text: the presenter's, cut to what Discord keeps of an attachment's description. */
export function boardAltText(snap: GameSnapshot, presenter: Presenter): string {
  return clip(presenter.altText(snap), 1024);
}

/** The board picture as the message's attachment, the presenter's alt text as its description. */
export function boardFile(snap: GameSnapshot, presenter: Presenter, picture: Buffer): AttachmentBuilder {
  return new AttachmentBuilder(picture, { name: BOARD_FILE, description: boardAltText(snap, presenter) });
}

export interface TurnPayloadInput {
  snap: GameSnapshot;
  presenter: Presenter;
  events: readonly GameEvent[];
  /** The board picture drawn for it; null for an edit that keeps the message's own (the board did not change). */
  picture: Buffer | null;
  /**
   * The seats the message asked that it asks no more, though they did not act (`releasedLine`): a message
   * edited in place after the question put to them was taken back.
   */
  released?: readonly number[];
}

export function turnPayload({
  snap,
  presenter,
  events,
  picture,
  released = [],
}: TurnPayloadInput): MessageCreateOptions {
  const names = namesOf(snap);
  // At the end the first line says who won: an event saying the same (the result's words, or a `win` event in
  // the engine's own) is not repeated below it. The final scoring is told here only, every line of it.
  const result = snap.status.over ? snap.status.result : undefined;
  const shown = result ? events.filter((e) => !isResultLine(e, result)) : events;
  const happened = happenedText(
    shown,
    names,
    snap.status.over ? shown.filter((e) => e.final && (!e.to || e.to.length === 0)).length : MAX_EVENT_LINES,
    presenter.keptEvents,
    tallyTextOf(snap),
  );
  const act = toActLine(snap, presenter);
  const where = snap.status.over
    ? 'game over'
    : isOver(snap.record)
      ? 'game ended'
      : (presenter.headline?.(snap) ?? `move ${snap.record.version}`);
  const embed = new EmbedBuilder()
    .setTitle(clip(`${snap.module.title} — ${where}`, 256))
    .setImage(`attachment://${BOARD_FILE}`)
    .setColor(gameEnded(snap) ? 0xd4a017 : 0x2b6cb0);
  // Title, description and fields must stay under 6000 characters in all.
  // What the title leaves to the body first, in bold, then what happened.
  const note = gameEnded(snap) ? null : (presenter.headlineNote?.(snap) ?? null);
  const body = [note ? `**${note}**` : '', happened].filter((t) => t).join('\n');
  if (body) embed.setDescription(clip(body, 3000));
  // The public actions, listed once for the buttons and their notes.
  const actions = turnActions(snap, presenter);
  // Over: the result (or that the game was ended) is the message's first line, and the scores say the rest.
  if (!gameEnded(snap)) {
    const nameOf = (s: number) => seatName(names, s);
    // Who plays after whom (the scores list seats in seat order, not in the order they play).
    const seats = presenter.playOrder?.(snap) ?? [];
    const order = seats.map(nameOf);
    const unasked = unaskedNote(snap, presenter);
    if (snap.status.toAct.length === 1 && snap.status.toAct[0] === seats[0] && seats.length > 1) {
      // The one to act leads the order: one field, "Caro, then Ana → Ben", where two stacked on a phone named
      // Caro twice, a line apart.
      const then = order.slice(1).join(' → ');
      embed.addFields({
        name: 'To act',
        value: clip(`${order[0]}, then ${then}${unasked}`, 1024),
        inline: true,
      });
    } else {
      const toAct = snap.status.toAct.map(nameOf);
      embed.addFields({
        name: 'To act',
        value: clip(`${listWords(toAct) || '—'}${unasked}`, 1024),
        inline: true,
      });
      // Beside it, the order of play, when someone else answers on the turn of the first in it.
      if (order.length > 1)
        embed.addFields({ name: 'Order of play', value: clip(order.join(' → '), 1024), inline: true });
    }
    const { greyed, open } = buttonNotes(snap, presenter, actions);
    if (greyed.length) embed.addFields({ name: 'Greyed out', value: clip(greyed.join('\n'), 1024) });
    if (open.length) embed.addFields({ name: 'Buttons', value: clip(open.join('\n'), 1024) });
    const clock = turnClockLines(snap);
    if (clock.length)
      embed.addFields({ name: `Clock (${clockWords(snap.clock!)})`, value: clip(clock.join('\n'), 1024) });
  }
  const scores = presenter.scoreLines(snap).join('\n');
  // Full width: a score line runs to 40–90 characters, and beside "To act" (half the embed) it wraps.
  if (scores) embed.addFields({ name: 'Scores', value: clip(scores, 1024) });
  return {
    content:
      [headlineText(snap, presenter, act.text), gameEnded(snap) ? '' : releasedLine(snap, released)]
        .filter((t) => t)
        .join('\n') || undefined,
    embeds: [embed],
    files: picture ? [boardFile(snap, presenter, picture)] : [],
    components: turnComponents(snap, presenter, actions),
    allowedMentions: { users: act.mention, parse: [] },
  };
}
