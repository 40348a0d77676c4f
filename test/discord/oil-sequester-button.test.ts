/**
 * Oil Springs' Sequester button says what this oil earns: a playtest's player pressed "Sequester oil", which acts
 * on one click, with no word of the point or the Champion token it brought. The words come from public counts
 * only (sequestered oil and the Champion token are on the table), agree with what the engine then scores, and
 * are the typed command's name for the same move.
 */
import { describe, expect, it } from 'vitest';
import type { APIButtonComponentWithCustomId, APIEmbed } from 'discord-api-types/v10';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { choiceNames } from '../../src/commands/typed-action';
import { oilSprings } from '../../src/games/oil-springs';
import { OIL, type OilSpringsState } from '../../src/games/oil-springs/oilState';
import { act, give, newGame, setSequestered, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

/** Ana (seat 0) to act with 1 oil, `counts` sequestered, `champion` holding the token (-1: nobody). */
function position(counts: number[], champion: number): OilSpringsState {
  const state = toMain(newGame(), 0);
  setSequestered(state, counts, champion);
  give(state, 0, { oil: 1, lumber: 2, brick: 1 });
  give(state, 1, { ore: 2, grain: 1 });
  return state;
}

/** The public turn message as Discord receives it: text, embed and buttons (the picture aside). */
function payload(state: OilSpringsState) {
  const p = turnPayload({
    snap: snapOf(oilSprings, state),
    presenter,
    events: [],
    picture: Buffer.from('png'),
  });
  const buttons = (p.components ?? []).flatMap(
    (row) => (row as { toJSON(): { components: APIButtonComponentWithCustomId[] } }).toJSON().components,
  );
  const embed = (p.embeds![0] as { toJSON(): APIEmbed }).toJSON();
  return { content: p.content, embed, buttons };
}

function sequesterButton(state: OilSpringsState) {
  const { embed, buttons } = payload(state);
  const button = buttons.find((b) => b.label?.startsWith('Sequester'));
  const notes = embed.fields?.find((f) => f.name === 'Buttons')?.value ?? '';
  return { label: button?.label, disabled: button?.disabled ?? false, notes };
}

/** Ana's VP won by sequestering, as the engine scores it, and Ben's change. */
function scored(state: OilSpringsState): { ana: number; ben: number } {
  const before = [...state.vp];
  act(state, 0, { type: 'sequester' });
  return { ana: state.vp[0]! - before[0]!, ben: state.vp[1]! - before[1]! };
}

describe('the Sequester button says what this oil earns', () => {
  const cases: {
    why: string;
    counts: number[];
    champion: number;
    label: string;
    ana: number;
    ben: number;
    note?: string;
  }[] = [
    {
      why: 'nothing yet: how far the next set is',
      counts: [0, 0, 0, 0],
      champion: -1,
      label: 'Sequester 1 oil (1 of 3 for 1 VP)',
      ana: 0,
      ben: 0,
    },
    {
      why: 'the third: a set and the first Champion',
      counts: [2, 0, 0, 0],
      champion: -1,
      label: 'Sequester 1 oil (+2 VP, Champion)',
      ana: 2,
      ben: 0,
      note: 'Sequester 1 oil: 3 in all, a set of 3 (+1 VP), and the first to sequester 3: Ana takes the Champion of the Environment token (+1 VP)',
    },
    {
      why: 'the sixth, already the Champion: the set only',
      counts: [5, 0, 0, 0],
      champion: 0,
      label: 'Sequester 1 oil (+1 VP)',
      ana: 1,
      ben: 0,
    },
    {
      why: 'the third, Ben holding the token with 3: a set, and no Champion on a tie',
      counts: [2, 3, 0, 0],
      champion: 1,
      label: 'Sequester 1 oil (+1 VP)',
      ana: 1,
      ben: 0,
    },
    {
      why: 'the fourth, Ben holding the token with 3: the token changes hands',
      counts: [3, 3, 0, 0],
      champion: 1,
      label: 'Sequester 1 oil (+1 VP, Champion)',
      ana: 1,
      ben: -1,
      note: "Sequester 1 oil: 4 in all, more than Ben's 3: Ana takes the Champion of the Environment token from Ben (+1 VP, Ben −1 VP)",
    },
    {
      why: 'the fourth, Ben holding the token with 4: nothing yet',
      counts: [3, 4, 0, 0],
      champion: 1,
      label: 'Sequester 1 oil (1 of 3 for 1 VP)',
      ana: 0,
      ben: 0,
    },
    {
      why: 'the sixth, Ben holding the token with 5: a set and the token',
      counts: [5, 5, 0, 0],
      champion: 1,
      label: 'Sequester 1 oil (+2 VP, Champion)',
      ana: 2,
      ben: -1,
      note: "Sequester 1 oil: 6 in all, a set of 3 (+1 VP), and more than Ben's 5: Ana takes the Champion of the Environment token from Ben (+1 VP, Ben −1 VP)",
    },
  ];

  for (const c of cases) {
    it(`${c.why}: "${c.label}", as the engine then scores it`, () => {
      const state = position(c.counts, c.champion);
      const seen = sequesterButton(state);
      expect(seen).toMatchObject({ label: c.label, disabled: false });
      expect(seen.label!.length).toBeLessThanOrEqual(40);
      if (c.note) expect(seen.notes.split('\n')).toContain(c.note);
      else expect(seen.notes).not.toContain('Sequester');
      expect(scored(state)).toEqual({ ana: c.ana, ben: c.ben });
    });
  }

  it('greyed, it keeps the move\'s name, "Sequester 1 oil", and says why (no gain is promised for a move not open)', () => {
    const state = position([2, 0, 0, 0], -1);
    state.ext.usedThisTurn = 1;
    expect(sequesterButton(state)).toMatchObject({
      label: 'Sequester 1 oil — oil used this turn',
      disabled: true,
    });
    state.ext.usedThisTurn = 0;
    state.ext.sequesteredThisTurn = true;
    const { embed } = payload(state);
    expect(sequesterButton(state)).toMatchObject({
      label: 'Sequester 1 oil — sequestered already',
      disabled: true,
    });
    // The whole reason, told beside the buttons under the same name.
    expect(embed.fields?.find((f) => f.name === 'Greyed out')?.value.split('\n')).toContain(
      'Sequester 1 oil: already sequestered this turn',
    );
  });

  it("holding no oil (public: the Scores lines say each player's oil), there is no Sequester button", () => {
    const state = position([2, 0, 0, 0], -1);
    state.hands[0]![OIL] = 0;
    state.bank[OIL]! += 1;
    expect(oilSprings.invariants!(state)).toEqual([]);
    expect(sequesterButton(state).label).toBeUndefined();
  });

  it('the note names the holder as the message prints names: markdown in a name cannot format it', () => {
    const state = position([3, 3, 0, 0], 1);
    const snap = snapOf(oilSprings, state);
    snap.seats[1]!.name = '**Ben**';
    const note = presenter.publicActions(snap).find((a) => a.key === 'sequester')?.note;
    const ben = String.raw`\*\*Ben\*\*`;
    expect(note).toBe(
      `Sequester 1 oil: 4 in all, more than ${ben}'s 3: Ana takes the Champion of the Environment token from ${ben} (+1 VP, ${ben} −1 VP)`,
    );
  });

  it('the typed command names the move as the button does', () => {
    const state = position([2, 0, 0, 0], -1);
    const snap = snapOf(oilSprings, state);
    const oilChoices = presenter.choices(snap, 0).filter((c) => c.command === 'oil');
    const names = [...choiceNames(oilChoices).values()];
    expect(names).toContain('Sequester 1 oil (+2 VP, Champion)');
    expect(names.filter((n) => /sequester/i.test(n))).toEqual([sequesterButton(state).label]);
  });
});

describe('the public turn message depends on public information only', () => {
  /** `state` with Ana's secret cards (2 lumber, 1 brick) and Ben's (2 ore, 1 grain) changed places. */
  function swapped(state: OilSpringsState): OilSpringsState {
    const other = structuredClone(state);
    // Each holds as many, each kind as many in all; the oil (public) stays.
    const secret = (h: number[]) => h.slice(0, OIL);
    other.hands[0] = [...secret(state.hands[1]!), state.hands[0]![OIL]!];
    other.hands[1] = [...secret(state.hands[0]!), state.hands[1]![OIL]!];
    expect(other.hands).not.toEqual(state.hands);
    const count = (s: OilSpringsState) => s.hands.map((h) => h.reduce((a, b) => a + b));
    expect(count(other)).toEqual(count(state));
    expect(oilSprings.invariants!(other)).toEqual([]);
    return other;
  }

  const positions: { why: string; state: () => OilSpringsState; shows: string }[] = [
    { why: 'open', state: () => position([2, 0, 0, 0], -1), shows: 'Sequester 1 oil (+2 VP, Champion)' },
    {
      why: 'open, the first Champion named',
      state: () => position([2, 0, 0, 0], -1),
      shows: 'the first to sequester 3: Ana takes the Champion of the Environment token (+1 VP)',
    },
    {
      why: 'open, the token taken from Ben by name',
      state: () => position([3, 3, 0, 0], 1),
      shows: 'Ana takes the Champion of the Environment token from Ben',
    },
    {
      why: 'greyed',
      state: () => {
        const state = position([2, 0, 0, 0], -1);
        state.ext.sequesteredThisTurn = true;
        return state;
      },
      shows: 'Sequester 1 oil: already sequestered this turn',
    },
  ];

  for (const p of positions) {
    it(`${p.why}: the same whatever the hidden hands hold`, () => {
      const state = p.state();
      const seen = JSON.stringify(payload(state));
      // The comparison sees the button and its note.
      expect(seen).toContain(p.shows);
      expect(JSON.stringify(payload(swapped(state)))).toBe(seen);
    });
  }

  it('another sequestered count changes it', () => {
    expect(sequesterButton(position([1, 0, 0, 0], -1)).label).not.toBe(
      sequesterButton(position([2, 0, 0, 0], -1)).label,
    );
  });
});
