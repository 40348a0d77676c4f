/**
 * A turn message's title (`${module title} — ${words}`) within what a phone shows: the players it names cut,
 * then counted, as every game's live title and finished record say them. The To act field and the ping name
 * everyone whole.
 */
import { seatName } from '../games/events';
import { cutName } from '../cut-name';
import { clip, listWords, safeName } from './names';

/**
 * The most characters of the turn message's title (`${module title} — ${headline}`) that a phone shows on one or
 * two lines: late in a Merit game it ran to about 130, the end note and who acts wrapping over four.
 */
export const TITLE_MAX = 80;
/** The fewest characters of a name the title cuts it to ("Maximil…"): the To act field and the ping say it whole. */
const TITLE_NAME_MIN = 8;

/** How many characters a title `${moduleTitle} — …` leaves after its dash within TITLE_MAX. */
export function titleRoom(moduleTitle: string): number {
  return TITLE_MAX - `${moduleTitle} — `.length;
}

/** A title's words, each group of players in it said by `named` ("Ana and Ben", "Ana…", "3 players"). */
export type TitleWording = (named: (seats: readonly number[]) => string) => string;

/**
 * The first of these that fits `room` characters, `wordings` running from the longest words to the shortest (Merit's
 * "raise money to pay the bank", then "raise money"): the players named whole; each name cut (`cutName`, as the
 * picture's cards cut it: "Greedy…3") from the longest down to TITLE_NAME_MIN characters; the same in each
 * shorter wording; then several players counted ("3 players: done"), a player alone named cut to TITLE_NAME_MIN.
 * Three 32-character names ran a finished record's title to about 125 characters.
 * `names` are the players' display names as typed (`plainNamesOf`): each is cut, then markdown-escaped
 * (`safeName`), so a cut never splits an escape ("a\_b\…" left a backslash escaping the ellipsis) and each name
 * keeps as many of its own characters, however many escapes it needs; the length counted is the escaped one.
 */
export function fittedTitle(
  wordings: readonly TitleWording[],
  names: readonly string[],
  room: number,
): string {
  const longest = Math.max(TITLE_NAME_MIN, ...names.map((n) => n?.length ?? 0));
  const cutTo = (cut: number) => (seats: readonly number[]) =>
    listWords(seats.map((s) => safeName(cutName(seatName(names, s), (t) => t.length <= cut))));
  for (const wording of wordings)
    for (let cut = longest; cut >= TITLE_NAME_MIN; cut--) {
      const words = wording(cutTo(cut));
      if (words.length <= room) return words;
    }
  const counted = (seats: readonly number[]) =>
    seats.length > 1 ? `${seats.length} players` : cutTo(TITLE_NAME_MIN)(seats);
  for (const wording of wordings) {
    const words = wording(counted);
    if (words.length <= room) return words;
  }
  return clip(wordings[wordings.length - 1]!(counted), room);
}
