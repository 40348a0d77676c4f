/**
 * The end-of-game summary message: final standings, how the game ended (the engine's result), its length in
 * turns and days, the game's awards, the score chart and the board timelapse (two embeds, one picture each).
 * Pure: snapshot, story and pictures in, message payload out. Public information only.
 */
import { AttachmentBuilder, EmbedBuilder, type MessageCreateOptions } from 'discord.js';
import { plural } from '../../games/awards';
import { formatSeats, seatName } from '../../games/events';
import { standingsOf, type Standing } from '../../games/standings';
import type { GameStatus } from '../../games/types';
import type { GameSnapshot } from '../desk';
import type { Presenter } from '../presenters/types';
import { altNamesOf, clip, listWords, namesOf, scoreNamesOf } from '../names';
import type { GameStory } from './story';
import { rematchRow } from '../components/rematch';

export const CHART_FILE = 'scores.png';
export const TIMELAPSE_FILE = 'timelapse.gif';
const GOLD = 0xf5c542;
const SEA = 0x1f5f8b;

export interface SummaryPictures {
  /** The score chart (PNG), or null when it could not be drawn. */
  chart: Buffer | null;
  /** The board timelapse (GIF); null with `why` when there is none. */
  timelapse: { gif: Buffer; frames: number } | { gif: null; why: string };
}

/**
 * The order of a score field's per-player lines: at the end the standings' (the winners first, then by score,
 * as the final standings below them), before it the seats'.
 */
export function scoreOrder(status: Pick<GameStatus, 'over' | 'scores' | 'result'>): number[] {
  return status.over
    ? standingsOf(status.scores, status.result?.winners ?? []).map((s) => s.seat)
    : status.scores.map((_, seat) => seat);
}

/** "in 40 minutes", "in 5 hours", "over 3 days". */
export function durationWords(ms: number): string {
  // Whole minutes, as /oil stats counts a game's length (stats.ts `formatDuration`): the same game is not "in
  // 1 minute" here and "under a minute" there.
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'in under a minute';
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `over ${days} days`;
}

/**
 * "67 turns (249 moves) over 3 days"; a game played in rounds counts them first, as its turn messages do ("30
 * rounds (173 moves)", "8 rounds, 24 turns (278 moves)"); moves only for games without either.
 */
export function lengthWords(
  story: Pick<GameStory, 'turns' | 'moves' | 'startedAt' | 'endedAt'>,
  rounds: number | null = null,
): string {
  const moves = `${story.moves} move${story.moves === 1 ? '' : 's'}`;
  const played = [
    rounds === null ? '' : `${rounds} round${rounds === 1 ? '' : 's'}`,
    story.turns === null ? '' : `${story.turns} turn${story.turns === 1 ? '' : 's'}`,
  ].filter(Boolean);
  const count = played.length ? `${played.join(', ')} (${moves})` : moves;
  if (story.startedAt === null || story.endedAt === null) return count;
  return `${count} ${durationWords(story.endedAt - story.startedAt)}`;
}

/** The game's words for a score (its presenter's `scoreWords`), else "12 points" ("12" when short). */
export type ScoreWords = (score: number, short?: boolean) => string;
export const pointsWords: ScoreWords = (score, short) =>
  short ? String(score) : plural(score, 'point', 'points');

/**
 * One line a place: "🏆 **Ana** — 10 VP", "2\\. **Ben** and **Caro** — 8 VP (tied)". Players who share a place
 * share its line: a collapse's "1. Ana" above "1. Ben" read as a misprint. A seat's `note` follows its name:
 * "2\\. **Ben** (bankrupt) — £0".
 */
function standingLines(
  standings: readonly Standing[],
  names: readonly string[],
  words: ScoreWords,
  note: (seat: number) => string | null = () => null,
): string[] {
  const places: Standing[][] = [];
  for (const s of standings) {
    const last = places.at(-1);
    if (last && last[0]!.place === s.place && last[0]!.winner === s.winner) last.push(s);
    else places.push([s]);
  }
  return places.map((shared) => {
    const { place, winner, score } = shared[0]!;
    const who = listWords(shared.map((s) => withNote(`**${seatName(names, s.seat)}**`, note(s.seat))));
    // "2." lines are an ordered list to Discord, which numbers them on from the first: "2." above "4." would
    // read 2, 3. The escaped period keeps each place as written.
    const mark = winner ? '🏆' : `${place}\\.`;
    return `${mark} ${who} — ${words(score)}${shared.length > 1 ? ' (tied)' : ''}`;
  });
}

function awardLines(story: GameStory, names: readonly string[]): string[] {
  return story.awards.map((a) => {
    const who = listWords(a.seats.map((s) => seatName(names, s)));
    return `**${a.title}** — ${who} (${a.detail})`;
  });
}

/**
 * The chart's alt text: each player's score from the start to the end, in standings order, in words ("Greedy
 * bot 2 from 2 to 5"): with an arrow, a name ending in a number read as a score ("Greedy bot 2 → 8").
 */
export function chartAltText(
  story: GameStory,
  standings: readonly Standing[],
  names: readonly string[],
  words: ScoreWords = pointsWords,
): string {
  const lines = standings.map((s) => {
    const points = story.scores.bySeat[s.seat] ?? [];
    const [from, to] = [points[0] ?? 0, points.at(-1) ?? s.score];
    return `${seatName(names, s.seat)} from ${words(from, true)} to ${words(to, true)}`;
  });
  return clip(`Scores over the ${story.scores.xLabel}s: ${lines.join(', ')}.`, 1024);
}

/**
 * Whether how the game ended (`ending`, the result's words) says only what the message's first line and the
 * standings already say: "Ana wins with 10 VP." under "Game over — Ana wins!" and "🏆 Ana — 10 VP". On a phone
 * that was a third telling of the win in a few lines (a fourth with the game-over message just above); a
 * tie-break, an abandoned island or a game ended early say more, and are told.
 */
function saysOnlyTheWin(
  ending: string,
  standings: readonly Standing[],
  names: readonly string[],
  words: ScoreWords,
): boolean {
  const won = standings.filter((s) => s.winner);
  if (won.length !== 1) return false;
  const { seat, score } = won[0]!;
  return ending === `${seatName(names, seat)} wins with ${words(score)}.`;
}

export interface SummaryInput {
  snap: GameSnapshot;
  story: GameStory;
  pictures: SummaryPictures;
  /**
   * The game's presenter: its `scoreWords` say the scores in the game's own words (a fortune in pounds), its
   * `roundsPlayed` the rounds in the length, its `standingNotes` a word beside a player's place ("bankrupt").
   */
  presenter: Pick<Presenter, 'scoreWords' | 'roundsPlayed' | 'standingNotes'>;
}

/** The score words of a game's presenter, or points. */
export function scoreWordsOf(presenter: Pick<Presenter, 'scoreWords'>): ScoreWords {
  const own = presenter.scoreWords;
  return own ? (score, short) => own.call(presenter, score, short) : pointsWords;
}

/** A player's `name` with the word said beside their place, if any: "Ben (bankrupt)". */
export function withNote(name: string, note: string | null): string {
  return note ? `${name} (${note})` : name;
}

/**
 * The word a game's presenter says beside each seat's place in `snap` (its `standingNotes`: "bankrupt"), or null:
 * the same word in the summary, the standings of a game ended early and the player's own place in My hand. The
 * presenter is asked once, for every seat.
 */
export function standingNoteOf(
  presenter: Pick<Presenter, 'standingNotes'>,
  snap: GameSnapshot,
): (seat: number) => string | null {
  const notes = presenter.standingNotes?.(snap) ?? [];
  return (seat) => notes[seat] ?? null;
}

export function summaryPayload({ snap, story, pictures, presenter }: SummaryInput): MessageCreateOptions {
  const names = namesOf(snap);
  const words = scoreWordsOf(presenter);
  const result = snap.status.result ?? story.result;
  const standings = standingsOf(snap.status.scores, result?.winners ?? []);
  const winners = (result?.winners ?? []).map((s) => `**${seatName(names, s)}**`);
  const headline =
    winners.length === 0 ? 'nobody wins.' : `${listWords(winners)} win${winners.length === 1 ? 's' : ''}!`;
  const main = new EmbedBuilder()
    .setTitle(clip(`${snap.module.title} — final standings`, 256))
    .setColor(GOLD)
    // A seat a bot played for its player to the end is ranked as the Scores above named it: "Ana (bot)".
    .setDescription(
      standingLines(standings, scoreNamesOf(snap), words, standingNoteOf(presenter, snap)).join('\n'),
    );
  const ending = result ? formatSeats(result.summary, names) : 'The game is over.';
  if (!saysOnlyTheWin(ending, standings, names, words))
    main.addFields({ name: 'How it ended', value: clip(ending, 1024) });
  main.addFields({ name: 'Length', value: lengthWords(story, presenter.roundsPlayed?.(snap) ?? null) });
  const awards = awardLines(story, names);
  if (awards.length > 0) main.addFields({ name: 'Awards', value: clip(awards.join('\n'), 1024) });
  if (story.replayedFrom > 0)
    main.addFields({
      name: 'Rules updated',
      value:
        `The rules of ${snap.module.title} were updated after move ${story.replayedFrom}: ` +
        'the chart, the awards and the timelapse start there.',
    });
  if (story.replayProblem)
    main.addFields({
      name: 'Note',
      value: clip(
        `The log could not be replayed to the end (${story.replayProblem}): the chart stops there.`,
        1024,
      ),
    });
  const files: AttachmentBuilder[] = [];
  if (pictures.chart) {
    main.setImage(`attachment://${CHART_FILE}`);
    files.push(
      new AttachmentBuilder(pictures.chart, { name: CHART_FILE }).setDescription(
        chartAltText(story, standings, altNamesOf(snap), words),
      ),
    );
  }
  const board = new EmbedBuilder()
    .setTitle(`The board, from ${story.replayedFrom > 0 ? 'the update of the rules' : 'set-up'} to the end`)
    .setColor(SEA);
  if (pictures.timelapse.gif) {
    board.setImage(`attachment://${TIMELAPSE_FILE}`);
    files.push(
      new AttachmentBuilder(pictures.timelapse.gif, { name: TIMELAPSE_FILE }).setDescription(
        clip(
          `A timelapse of the board in ${pictures.timelapse.frames} pictures, from set-up to the end.`,
          1024,
        ),
      ),
    );
  } else board.setDescription(clip(`No timelapse: ${pictures.timelapse.why}.`, 4096));
  return {
    content: clip(`🏁 **Game over** — ${headline}`, 2000),
    embeds: [main, board],
    files,
    // The same game again, in a new lobby: one click for its players (components/rematch.ts).
    components: [rematchRow(snap.record.id, snap.record.version)],
    allowedMentions: { parse: [] },
  };
}
