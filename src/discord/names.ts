/** Small helpers on seats and names shared by messages and handlers. */
import { escapeMarkdown } from 'discord.js';
import type { SeatInfo, TableGame } from '../table';
import { botOwnName } from '../table/seating';

/** The seat `userId` plays in `game`, with who plays it and how; undefined when they have none. */
export function seatInfoOf(game: Pick<TableGame, 'seats'>, userId: string): SeatInfo | undefined {
  return game.seats.find((x) => x.userId === userId);
}

export function seatOf(game: Pick<TableGame, 'seats'>, userId: string): number | null {
  return seatInfoOf(game, userId)?.seat ?? null;
}

/**
 * Display names by seat as people typed them: for pictures, alt text and component labels (select options,
 * buttons, modal titles, thread names), which no markdown touches.
 */
export function plainNamesOf(game: Pick<TableGame, 'seats'>): string[] {
  const names: string[] = [];
  for (const s of game.seats) names[s.seat] = s.name;
  return names;
}

/**
 * Whether a bot plays a person's seat: one they left (a bot plays it for good, under their name), or one the
 * host or their turn clock handed to a bot until they return. A bot's own seat ("Greedy bot 2") is not: its name
 * says so already.
 */
function botPlaysFor(s: SeatInfo): boolean {
  return s.botKind !== null && botOwnName(s) === null;
}

/**
 * Each seat's tag on the pictures' player panels: "bot" for a person's seat a bot plays (`botPlaysFor`), else
 * none; a bot's own seat is not tagged, or its panel would read "Greedy bot bot".
 */
export function seatTags(game: Pick<TableGame, 'seats'>): (string | undefined)[] {
  const tags: (string | undefined)[] = [];
  for (const s of game.seats) tags[s.seat] = botPlaysFor(s) ? 'bot' : undefined;
  return tags;
}

/**
 * Display names for the pictures' alt text, as `plainNamesOf`, where a player's seat a bot now plays
 * (`botPlaysFor`) says so, "Dev (bot)", as the Scores lines do (`scoreNamesOf`): a screen reader read "Dev 8 VP"
 * where a sighted player read "Dev (bot)" under the picture and the tag "bot" on its panel (`seatTags`).
 */
export function altNamesOf(game: Pick<TableGame, 'seats'>): string[] {
  const names = plainNamesOf(game);
  for (const s of game.seats) if (botPlaysFor(s)) names[s.seat] = `${names[s.seat]} (bot)`;
  return names;
}

/** Display names by seat, markdown-escaped: a name like `**Ana**` or `_x_` cannot format a message. */
export function namesOf(game: Pick<TableGame, 'seats'>): string[] {
  const names: string[] = [];
  for (const s of game.seats) names[s.seat] = safeName(s.name);
  return names;
}

/**
 * Display names for the Scores lines, as `namesOf`, where a player's seat now played by a bot (they left, or
 * their turn clock handed it over: `botPlaysFor`) says so, "Dev (bot)": its moves still read "Dev offered…", and
 * the picture's panel tags it "bot", but the turn message would otherwise show no sign that Dev is not playing.
 */
export function scoreNamesOf(game: Pick<TableGame, 'seats'>): string[] {
  const names = namesOf(game);
  for (const s of game.seats) if (botPlaysFor(s)) names[s.seat] = `${names[s.seat]} (bot)`;
  return names;
}

/**
 * A user-chosen name, or words naming players as typed (a choice's label), as plain text in a message: markdown
 * escaped, mentions defused.
 */
export function safeName(name: string): string {
  return escapeMarkdown(name).replace(/@/g, '@\u200b');
}

export { listWords } from '../games/awards';

export function humanSeats(seats: readonly SeatInfo[]): SeatInfo[] {
  return seats.filter((s) => s.userId !== null);
}

/**
 * Truncate to `max` characters with an ellipsis, never between a backslash and what it escapes: a dangling one
 * escaped the ellipsis, or showed itself (a markdown-escaped "a\_b" cut after its backslash read "a\…").
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const backslashes = /\\*$/.exec(head)![0].length;
  return `${backslashes % 2 === 1 ? head.slice(0, -1) : head}…`;
}

/**
 * `text` within `max` characters, cut where a clause ends when it is too long: before its last " (", ": ", "; ",
 * ", " (not one inside a list of counts: `lastListBreak`) or " — " (not inside a bracket: before the bracket)
 * that leaves at least half of `max` ("… for Genoa (Italian refinery, Suez closed)" → "… for Genoa"); else after
 * its last whole word, with "…".
 */
export function clipAtClause(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = clauseEnd(text, max);
  // No clause ends late enough: the last whole word, then "…".
  return cut === null ? clipAtWord(text, max) : text.slice(0, cut);
}

/**
 * Where `clipAtClause` cuts `text` (longer than `max`) at a clause's end, after its first `lead` characters; null:
 * no clause ends late enough.
 */
function clauseEnd(text: string, max: number, lead = 0): number | null {
  // A break may start at `max` itself: the text before it is `max` long ("…flew to Beirut: on holiday…" at 39).
  const head = text.slice(0, max + 1);
  let cut = Math.max(...[' (', ': ', '; ', ' — '].map((b) => head.lastIndexOf(b)), lastListBreak(text, max));
  // Not inside a bracket left open: before the bracket then.
  const open = head.lastIndexOf(' (');
  if (open >= 0 && open < cut && !head.slice(open, cut).includes(')')) cut = open;
  return cut >= max / 2 && cut > lead ? cut : null;
}

/**
 * A button's label from `text`: cut where a clause ends within a phone's line (`short`, as `clipAtClause`: "Undo:
 * built a road on 10-11", its hexes left out); else whole when it fits Discord's `max` ("Undo (Caro): offered 1
 * lumber for 1 grain", 41 characters, read "Undo (Caro): offered 1 lumber for 1…" cut after a word at 40); else
 * cut at the later of a clause's end and a break between two items of a list (", …": "offered 1 lumber, 2 brick,
 * …", never "2…") within `max`, and only then after a word. Never within its first `lead` characters (the Undo's
 * "Undo (Alexandra): ", which alone said nothing).
 */
export function clipLabel(text: string, short: number, max = 80, lead = 0): string {
  if (text.length <= short) return text;
  const line = clauseEnd(text, short, lead);
  if (line !== null) return text.slice(0, line);
  if (text.length <= max) return text;
  // The later of the two: "Undo (Alexandra): offered 1 lumber, 1 brick, 1 wool for 1 grain, …" rather than
  // "…offered 1 lumber".
  const cut = clauseEnd(text, max, lead) ?? -1;
  const item = lastItemEnd(text, max - 3);
  if (item > cut && item > lead && item >= max / 2) return `${text.slice(0, item)}, …`;
  return cut >= 0 ? text.slice(0, cut) : clipAtWord(text, max);
}

/**
 * Where the last ", " in `text`'s first `max` characters ends a clause: not one before a count ("1 brick, 1 wool
 * for 1 ore"), which is inside a list of cards, so that a cut there reads as the whole list ("offered 1 brick").
 * -1: none.
 */
function lastListBreak(text: string, max: number): number {
  let at = text.lastIndexOf(', ', max);
  while (at >= 0 && /\d/.test(text.charAt(at + 2))) at = at === 0 ? -1 : text.lastIndexOf(', ', at - 1);
  return at;
}

/**
 * Where the last item of a list of counts ends within `text`'s first `max` characters: a ", " between "1 lumber"
 * and "2 brick" (not the one of "bill 1, 9,000 t"). -1: none.
 */
function lastItemEnd(text: string, max: number): number {
  let at = text.lastIndexOf(', ', max);
  while (at >= 0 && !(/\d [\p{L}]+$/u.test(text.slice(0, at)) && /^\d+ \p{L}/u.test(text.slice(at + 2))))
    at = at === 0 ? -1 : text.lastIndexOf(', ', at - 1);
  return at;
}

/**
 * `text` within `max` characters, cut after its last whole word with "…" when it is too long (a number is never
 * cut short: "repay 18" becomes "repay…", not "repay 1"); mid-word only when no word ends in the second half.
 */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 2);
  return space >= max / 2 ? `${text.slice(0, space)}…` : clip(text, max);
}
