/**
 * The panel header's turn line ("Benedikt: place a tanker"): the player's name whole before the phase, the
 * phase in fewer words before the name is cut. A playtest's header read "Ben…: starting placement".
 */
import { describe, expect, it } from 'vitest';
import { FRAME, PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { midGameScene, overScene } from '../../src/render/wildcatters/sampleScenes';
import { textsDrawn } from './texts-drawn';
import { snapOf } from '../discord/snap';
import { presenterFor } from '../../src/discord/presenters';
import { wildcatters } from '../../src/games/wildcatters';
import type { PendingView, WildcattersState } from '../../src/games/wildcatters/types';
import {
  PHASE_WORDS,
  phaseWords,
  sceneFromWildcattersView,
  type HeaderPhase,
} from '../../src/render/wildcatters/fromWildcattersView';

/** The starting placement's steps in the header's words, as `phaseWords` says them (checked below). */
const SET_UP_WORDS = {
  tanker: { label: 'place a tanker', short: 'tanker' },
  piece: { label: 'place a starting piece (2 of 6)', short: 'piece (2 of 6)' },
} as const;

/** The texts drawn on the header's turn line, left to right. */
function turnLine(
  name: string,
  id: Exclude<HeaderPhase, 'placeTanker' | 'placePiece'> | keyof typeof SET_UP_WORDS,
  area = '',
): string[] {
  const base = midGameScene();
  const seat = base.players[1]!.seat;
  const { label, short }: { label: string; short?: string } =
    id === 'tanker' || id === 'piece' ? SET_UP_WORDS[id] : PHASE_WORDS[id];
  const scene: WildcattersScene = {
    ...base,
    players: base.players.map((p) => (p.seat === seat ? { ...p, name } : p)),
    turn: { seat, phase: label.replace('{area}', area), ...(short ? { short } : {}) },
  };
  const y = (FRAME.panel.y + 66) * PICTURE_SCALE;
  const x = FRAME.panel.x * PICTURE_SCALE;
  return textsDrawn(() => drawWildcatters(scene))
    .filter((t) => t.box.x0 >= x && t.box.y0 < y && t.box.y1 > y)
    .sort((a, b) => a.box.x0 - b.box.x0)
    .map((t) => t.text);
}

const NAMES = ['Ana', 'Ben', 'Caro'];

/** The game once the starting placement is done, each seat taking its first legal action. */
function afterPlacement(start: WildcattersState): WildcattersState {
  let s = start;
  while (s.phase === 'placement') {
    const seat = s.current;
    const r = wildcatters.apply(s, seat, wildcatters.legalActions(s, seat)[0]!);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('wildcatters header turn line', () => {
  it('keeps the name whole, saying the phase in fewer words where both do not fit', () => {
    expect(turnLine('Christopher Robin', 'tanker')).toEqual(['Christopher Robin', ': tanker']);
    expect(turnLine('Benedikt', 'build')).toEqual(['Benedikt', ': build']);
    expect(turnLine('Ana', 'tanker')).toEqual(['Ana', ': place a tanker']);
    expect(turnLine('Dev', 'piece')).toEqual(['Dev', ': piece (2 of 6)']);
    expect(turnLine('Christopher', 'auction', 'Middle East')).toEqual(['Christopher', ': auction']);
  });

  it('cuts a name only when it is too long even beside the phase in fewer words, up to the longest display names (32)', () => {
    const longest = 'Bartholomew Alexander Montgomery';
    expect(longest).toHaveLength(32);
    let cut = 0;
    for (let n = 1; n <= longest.length; n++) {
      const name = longest.slice(0, n).trim();
      const line = turnLine(name, 'piece');
      if (line[0] === name) continue;
      cut++;
      // A name is cut only beside the phase in its fewest words.
      expect(line).toEqual([expect.stringMatching(/…$/), ': piece (2 of 6)']);
    }
    expect(cut).toBeGreaterThan(0);
  });

  it("says the deck's count while cards are left to take, not once the game is over", () => {
    const deckTexts = (scene: WildcattersScene) =>
      textsDrawn(() => drawWildcatters(scene))
        .map((t) => t.text)
        .filter((t) => t.startsWith('Deck'));
    expect(deckTexts(midGameScene())).toEqual([`Deck ${midGameScene().deck}`]);
    expect(deckTexts(overScene())).toEqual([]);
  });

  it('draws no deck count during the starting placement: the seed forms the area deck after it', () => {
    // Seed: "The remaining light and dark area cards are shuffled together to form the area deck", last of the
    // set-up. A 3-player placement's picture read "Deck 64".
    const deckTexts = (s: WildcattersState) =>
      textsDrawn(() => drawWildcatters(sceneFromWildcattersView(wildcatters.view(s, null), NAMES)))
        .map((t) => t.text)
        .filter((t) => t.startsWith('Deck'));
    const s = wildcatters.setup(3, wildcatters.optionsSchema.parse({}), 'hdr-deck');
    expect(deckTexts(s)).toEqual([]);
    const placed = afterPlacement(s);
    expect(deckTexts(placed)).toEqual([`Deck ${placed.deck.length}`]);
  });

  it('names the starting placement’s step as the turn message’s title does, its count of pieces too', () => {
    // A playtest: the header read "Ana: starting placement" under the title's "set-up · Ana places a tanker";
    // then "Dev: place a piece" under "Dev places a starting piece (2 of 6)", the count left out.
    const phase = (s: WildcattersState) =>
      sceneFromWildcattersView(wildcatters.view(s, null), NAMES).turn.phase;
    const title = (s: WildcattersState) => presenterFor('wildcatters')!.headline!(snapOf(wildcatters, s));
    let s = wildcatters.setup(3, wildcatters.optionsSchema.parse({}), 'hdr-step');
    expect(phase(s)).toBe('place a tanker');
    const seen = new Set<string>();
    while (s.phase === 'placement') {
      const name = NAMES[s.current]!;
      expect(title(s)).toBe(`set-up · ${name} places ${phase(s).replace(/^place /, '')}`);
      seen.add(phase(s));
      const r = wildcatters.apply(s, s.current, wildcatters.legalActions(s, s.current)[0]!);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    expect([...seen]).toEqual([
      'place a tanker',
      ...[1, 2, 3, 4, 5, 6].map((n) => `place a starting piece (${n} of 6)`),
    ]);
    expect(phase(s)).toBe('choose an area card');
  });

  it('draws the starting piece’s count on the header’s turn line (in its fewer words: the panel is narrow)', () => {
    let s = wildcatters.setup(3, wildcatters.optionsSchema.parse({}), 'hdr-count');
    for (let k = 0; k < 3 + 3; k++) {
      const r = wildcatters.apply(s, s.current, wildcatters.legalActions(s, s.current)[0]!);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    const line = (names: string[]) => {
      const y = (FRAME.panel.y + 66) * PICTURE_SCALE;
      return textsDrawn(() => drawWildcatters(sceneFromWildcattersView(wildcatters.view(s, null), names)))
        .filter((t) => t.box.x0 >= FRAME.panel.x * PICTURE_SCALE && t.box.y0 < y && t.box.y1 > y)
        .map((t) => t.text);
    };
    const seat = s.current;
    expect(line(NAMES)).toEqual([NAMES[seat], ': piece (2 of 6)']);
    // A long name is cut before the count is.
    const long = NAMES.map((n, i) => (i === seat ? 'Christopher Robin' : n));
    expect(line(long)).toEqual([expect.stringMatching(/^Christoph.*…$/), ': piece (2 of 6)']);
    // Hidden facts (the light cards in hand) change nothing there.
    const hidden = structuredClone(s);
    for (const p of hidden.players) p.hand.reverse();
    hidden.players[seat]!.hand.pop();
    expect(phaseWords(wildcatters.view(hidden, null))).toEqual(phaseWords(wildcatters.view(s, null)));
  });

  it('keys each phase’s words and fewer words by the phase, not by the label, every phase of more than a word with both', () => {
    // The fewer words were looked up by the label's words: a label renamed lost them without a word, and the
    // header fell back to the long label beside a long name. Now a phase left out of PHASE_WORDS is a type error.
    const view = wildcatters.view(
      afterPlacement(wildcatters.setup(3, wildcatters.optionsSchema.parse({}), 'hdr-words')),
      null,
    );
    expect(phaseWords(view)).toEqual({ label: 'choose an area card', short: 'area card' });
    for (const step of ['build', 'oil', 'tankers', 'empty', 'chip'] as const)
      expect(phaseWords({ ...view, step })).toEqual(PHASE_WORDS[step]);
    const asked = (pending: Partial<PendingView>) => phaseWords({ ...view, pending: pending as PendingView });
    expect(asked({ kind: 'auction', area: 'persia' })).toEqual({
      label: 'Persia disk auction',
      short: 'auction',
    });
    expect(asked({ kind: 'piggyback', region: 'texas' })).toEqual({
      label: 'piggy-backs in Texas?',
      short: 'piggy-backs?',
    });
    expect(asked({ kind: 'rideAlong' })).toEqual({ label: 'others may ride along', short: 'ride along' });
    expect(asked({ kind: 'repay' })).toEqual({ label: 'loans may be repaid', short: 'loans' });
    expect(asked({ kind: 'finalEmpty' })).toEqual({ label: 'final scoring', short: 'scoring' });
    expect(phaseWords({ ...view, phase: 'over' })).toEqual({ label: 'game over' });
    for (const [id, words] of Object.entries(PHASE_WORDS)) {
      if (id === 'over') continue; // never beside a name: the header tells the result instead
      expect(words.short !== undefined, id).toBe(/\s/.test(words.label));
      if (words.short) expect(words.short.length, id).toBeLessThan(words.label.length);
    }
  });

  it('says "Set-up" in place of the round during the starting placement, as the alt text does', () => {
    // The alt text says "set-up before round 1 of 8"; a placement picture's header read "Round 1/8".
    const y = (FRAME.panel.y + 28) * PICTURE_SCALE;
    const x = FRAME.panel.x * PICTURE_SCALE;
    const roundTexts = (s: WildcattersState) =>
      textsDrawn(() => drawWildcatters(sceneFromWildcattersView(wildcatters.view(s, null), NAMES)))
        .filter((t) => t.box.x0 >= x && t.box.y0 < y && t.box.y1 > y && !t.text.startsWith('Deck'))
        .map((t) => t.text);
    const s = wildcatters.setup(3, wildcatters.optionsSchema.parse({}), 'hdr-setup');
    expect(roundTexts(s)).toEqual(['Set-up']);
    expect(roundTexts(afterPlacement(s))).toEqual([`Round 1/${s.rounds}`]);
  });
});
