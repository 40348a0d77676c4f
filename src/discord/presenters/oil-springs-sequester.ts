/**
 * What sequestering one more oil earns the player to act, in words for the Sequester button (and its typed
 * name): a playtest's player pressed "Sequester oil" with no word of what it gave. Sequestered counts and the
 * Champion token are public, so the words are too; worked out by the engine's own rules (`championAfter`,
 * `sequesterVictoryPoints`), so the button says what the move's line will ("3 in all: +1 VP").
 */
import { championAfter, sequesterVictoryPoints } from '../../games/oil-springs/champion';
import { CHAMPION_THRESHOLD, CHAMPION_VP, SEQUESTERED_PER_VP } from '../../games/oil-springs/data';
import type { OilSpringsViewExt } from '../../games/oil-springs/view';
import { seatName } from '../../games/events';

/** What `seat` sequestering 1 oil now earns. */
export interface SequesterGain {
  /** Their sequestered oil with this one. */
  count: number;
  /** VP it earns them: a new set of 3, the Champion token, or both. */
  vp: number;
  /** Whether it completes a set of 3 (1 VP). */
  set: boolean;
  /**
   * Whether it takes the Champion token, and from whom (null: nobody held it) with how many they sequestered
   * (fewer than `count`).
   */
  champion: { from: number | null; fromCount: number } | null;
}

export function sequesterGain(
  e: Pick<OilSpringsViewExt, 'sequestered' | 'champion'>,
  seat: number,
): SequesterGain {
  const before = e.sequestered[seat] ?? 0;
  const after = e.sequestered.map((n, s) => (s === seat ? n + 1 : n));
  const next = championAfter(after, e.champion, seat);
  const takes = next === seat && e.champion !== seat;
  return {
    count: before + 1,
    vp:
      sequesterVictoryPoints(before + 1, next === seat) - sequesterVictoryPoints(before, e.champion === seat),
    set: (before + 1) % SEQUESTERED_PER_VP === 0,
    champion: takes
      ? { from: e.champion, fromCount: e.champion === null ? 0 : (e.sequestered[e.champion] ?? 0) }
      : null,
  };
}

/** The button's words before the brackets, and the typed choice's (one name for both). */
export const SEQUESTER_1 = 'Sequester 1 oil';

/**
 * The open Sequester button's label, within a phone's line: what this oil earns ("Sequester 1 oil (+1 VP)",
 * "(+2 VP, Champion)"), or, earning nothing yet, how far the next set is ("Sequester 1 oil (2 of 3 for 1 VP)").
 */
export function sequesterLabel(gain: SequesterGain): string {
  if (gain.vp > 0) return `${SEQUESTER_1} (+${gain.vp} VP${gain.champion ? ', Champion' : ''})`;
  return `${SEQUESTER_1} (${gain.count % SEQUESTERED_PER_VP} of ${SEQUESTERED_PER_VP} for 1 VP)`;
}

/**
 * What the label leaves out when the Champion token moves, in a sentence naming the button, as the move's line
 * will say it, naming who takes it (`names` by seat, as the message prints them; `seat` sequesters). Nobody held
 * it: "Sequester 1 oil: 3 in all, a set of 3 (+1 VP), and the first to sequester 3: Ben takes the Champion of the
 * Environment token (+1 VP)" (it read "… and the Champion of the Environment token, the first to sequester 3",
 * naming nobody, on a message the whole table reads). Taken from a holder, by name, who loses its point:
 * "Sequester 1 oil: 4 in all, more than Caro's 3: Ben takes the Champion of the Environment token from Caro
 * (+1 VP, Caro −1 VP)". Null otherwise: "(+1 VP)" says it all.
 */
export function sequesterNote(gain: SequesterGain, names: readonly string[], seat: number): string | null {
  const champion = gain.champion;
  if (!champion) return null;
  const set = gain.set ? `a set of ${SEQUESTERED_PER_VP} (+1 VP), and ` : '';
  const takes = `${seatName(names, seat)} takes the Champion of the Environment token`;
  if (champion.from === null)
    return `${SEQUESTER_1}: ${gain.count} in all, ${set}the first to sequester ${CHAMPION_THRESHOLD}: ${takes} (+${CHAMPION_VP} VP)`;
  const holder = seatName(names, champion.from);
  return `${SEQUESTER_1}: ${gain.count} in all, ${set}more than ${holder}'s ${champion.fromCount}: ${takes} from ${holder} (+${CHAMPION_VP} VP, ${holder} −${CHAMPION_VP} VP)`;
}
