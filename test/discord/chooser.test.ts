import { describe, expect, it } from 'vitest';
import {
  chooserComponents,
  chooserPrompt,
  CHOICES_PER_PAGE,
  descend,
  menuPicksPlaces,
  confirming,
} from '../../src/discord/chooser';
import { markedSpots } from '../../src/discord/components/act';
import { parseCustomId } from '../../src/discord/custom-id';
import type { ActionChoice } from '../../src/discord/presenters/types';
import { race } from '../fixtures/race';
import { snapOf } from './snap';

const spot = (i: number): ActionChoice => ({
  index: i,
  action: { type: 'road', at: i },
  group: 'road',
  groupLabel: 'Build road',
  label: `Road ${i}`,
});
const robber = (i: number, hex: string, victim: string, what?: string): ActionChoice => ({
  index: i,
  action: { type: 'robber', hex, victim },
  group: 'robber',
  groupLabel: 'Move the robber',
  label: `${hex} ${victim}`,
  steps: [hex, victim, ...(what ? [what] : [])],
  laterStepsFollow: true, // as Catan's robber: the hex's option says whom you would rob
});

describe('chooser', () => {
  it('a one-step choice lists every action index', () => {
    const d = descend([spot(0), spot(1), spot(2)], []);
    expect(d).toMatchObject({ kind: 'options', level: 0 });
    if (d.kind === 'options') expect(d.options.map((o) => o.value)).toEqual(['0', '1', '2']);
  });

  it('robber → hex → victim → what to steal, one step at a time', () => {
    const choices = [
      robber(0, 'Hex A', 'Steal from Ben', 'Take a random card'),
      robber(1, 'Hex A', 'Steal from Ben', 'Take 1 oil'),
      robber(2, 'Hex A', 'Steal from Caro', 'Take a random card'),
      robber(3, 'Hex B', 'Nobody to rob there'),
    ];
    const top = descend(choices, []);
    expect(top.kind === 'options' && top.options.map((o) => o.label)).toEqual(['Hex A', 'Hex B']);
    const victims = descend(choices, [0]);
    expect(victims.kind === 'options' && victims.options.map((o) => o.label)).toEqual([
      'Steal from Ben',
      'Steal from Caro',
    ]);
    const what = descend(choices, [0, 0]);
    expect(what.kind === 'options' && what.options.map((o) => [o.label, o.value])).toEqual([
      ['Take a random card', '0'],
      ['Take 1 oil', '1'],
    ]);
    expect(descend(choices, [0, 1])).toEqual({ kind: 'apply', choice: choices[2] });
    expect(descend(choices, [1])).toEqual({ kind: 'apply', choice: choices[3] });
  });

  it('a pick leaving one choice whose later steps were not seen shows them as one option to confirm', () => {
    const deal = (i: number, to: string, what: string, price: string): ActionChoice => ({
      index: i,
      action: { type: 'offer', to, what, price },
      group: 'offer',
      groupLabel: 'Offer a deal',
      label: `${to}: ${what} ${price}`,
      steps: [to, what, price],
      stepDetails: [undefined, undefined, 'Ben answers'],
    });
    const choices = [
      deal(0, 'To Ben', '4,500 t of Iran oil', 'for £31,500'),
      deal(1, 'To Caro', '9,000 t', 'for £60,000'),
    ];
    const confirm = descend(choices, [0]);
    expect(confirm).toEqual({
      kind: 'options',
      level: 1,
      chosen: ['To Ben'],
      options: [{ label: '4,500 t of Iran oil · for £31,500', value: '0', description: 'Ben answers' }],
      open: [choices[0]],
      unseen: [],
    });
    // A path past it is not a level of this chooser.
    expect(descend(choices, [0, 0])).toEqual({ kind: 'invalid' });
    // Choices whose last step is the level shown are picked by action (the pick acts at once): no confirmation.
    const two = [deal(0, 'To Ben', '1 block', 'for £1'), deal(1, 'To Ben', '2 blocks', 'for £2')].map(
      (c) => ({
        ...c,
        steps: [c.steps![0]!, `${c.steps![1]} ${c.steps![2]}`],
      }),
    );
    const final = descend(two, []);
    expect(final).toMatchObject({ kind: 'options', level: 1, chosen: ['To Ben'] });
    expect(final.kind === 'options' && final.options.map((o) => o.value)).toEqual(['0', '1']);
  });

  it('shows each step’s second line (stepDetails) under its option, at every level', () => {
    const detailed = (c: ActionChoice, details: (string | undefined)[]): ActionChoice => ({
      ...c,
      stepDetails: details,
    });
    const choices = [
      detailed(robber(0, 'Hex A', 'Steal from Ben', 'Take a random card'), ['Rob Ben', 'Ben holds 2 cards']),
      detailed(robber(1, 'Hex A', 'Steal from Ben', 'Take 1 oil'), ['Rob Ben', 'Ben holds 2 cards']),
      detailed(robber(2, 'Hex B', 'Steal from Caro'), ['Rob Caro', 'Caro holds 1 card']),
      detailed(robber(3, 'Hex B', 'Steal from Dev'), ['Rob Caro', 'Dev holds no cards']),
      robber(4, 'Hex C', 'Nobody to rob there'),
    ];
    const top = descend(choices, []);
    expect(top.kind === 'options' && top.options.map((o) => [o.label, o.description])).toEqual([
      ['Hex A', 'Rob Ben'],
      ['Hex B', 'Rob Caro'],
      ['Hex C', undefined],
    ]);
    const victims = descend(choices, [1]);
    expect(victims.kind === 'options' && victims.options.map((o) => [o.label, o.description])).toEqual([
      ['Steal from Caro', 'Caro holds 1 card'],
      ['Steal from Dev', 'Dev holds no cards'],
    ]);
  });

  it('skips a step with a single possibility', () => {
    const choices = [
      robber(0, 'Hex A', 'Steal from Ben', 'card'),
      robber(1, 'Hex A', 'Steal from Ben', 'oil'),
    ];
    const d = descend(choices, []);
    expect(d.kind === 'options' && d.options.map((o) => o.label)).toEqual(['card', 'oil']);
    expect(d.kind === 'options' && d.chosen).toEqual(['Hex A', 'Steal from Ben']);
  });

  it('a path that does not exist is invalid, never a crash', () => {
    expect(descend([spot(0), spot(1)], [5])).toEqual({ kind: 'invalid' });
    expect(descend([robber(0, 'A', 'x'), robber(1, 'B', 'y')], [7])).toEqual({ kind: 'invalid' });
  });

  it('pages selects of at most 25 options, four per page, with Previous/Next past 100', () => {
    const snap = snapOf(race, race.setup(4, { target: 10 }, 's'));
    const options = Array.from({ length: 130 }, (_, i) => ({ label: `Road ${i}`, value: String(i) }));
    const first = chooserComponents(snap, 'road', options, 0, []).map((r) => r.toJSON());
    expect(first).toHaveLength(5);
    const selects = first
      .slice(0, 4)
      .map((r) => r.components[0] as { options: unknown[]; custom_id: string });
    expect(selects.every((s) => s.options.length === 25)).toBe(true);
    expect(new Set(selects.map((s) => s.custom_id)).size).toBe(4);
    const nav = first[4]!.components as { label: string; disabled?: boolean; custom_id: string }[];
    expect(nav.map((b) => [b.label, b.disabled])).toEqual([
      ['Previous', true],
      ['Next', false],
    ]);
    expect(parseCustomId(nav[1]!.custom_id)).toMatchObject({ verb: 'menu', args: ['road', '1', ''] });
    const second = chooserComponents(snap, 'road', options, 1, []).map((r) => r.toJSON());
    const rest = second.slice(0, -1).flatMap((r) => (r.components[0] as { options: unknown[] }).options);
    expect(rest).toHaveLength(130 - CHOICES_PER_PAGE);
  });
});

describe('chooser with uneven steps', () => {
  it('a choice that ends a step earlier is still offered, by its whole label, never as an empty option', () => {
    const choices = [
      robber(0, 'Hex C', 'Steal from Caro'),
      robber(1, 'Hex C', 'Steal from Caro', 'Take 1 oil'),
    ];
    choices[0]!.label = 'Hex C · steal from Caro';
    const d = descend(choices, []);
    expect(d.kind === 'options' && d.options.map((o) => o.label)).toEqual([
      'Hex C · steal from Caro',
      'Take 1 oil',
    ]);
  });
});

describe('the chooser prompt', () => {
  const options = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: `Option ${i}`, value: `s${i}` }));
  it('reads as the action, the steps taken so far, then how many choices are left', () => {
    expect(chooserPrompt('Place settlement', [], options(39))).toBe(
      '**Place settlement** — 39 choices. Pick one:',
    );
    expect(chooserPrompt('Trade with the bank', ['Give 4 wool'], options(4))).toBe(
      '**Trade with the bank** › Give 4 wool — 4 choices. Pick one:',
    );
  });

  it('with one choice left to confirm, says the whole of it and its detail, then to press Confirm', () => {
    const only = [{ label: 'Take a random card', value: '12', description: 'Ben holds 3 cards' }];
    expect(chooserPrompt('Move the robber', ['Hex E hills 6', 'Steal from Ben'], only)).toBe(
      '**Move the robber** › Hex E hills 6 › Steal from Ben › Take a random card\nBen holds 3 cards\n' +
        'Press **Confirm** to do it.',
    );
    expect(confirming(only)).toBe(only[0]);
    // A step to take (not an action) is never confirmed: one step left is taken without asking.
    expect(confirming(options(1))).toBeNull();
    expect(confirming([...only, ...only])).toBeNull();
  });

  it('says the group’s note once, under the header, whatever the number of choices', () => {
    const note = 'The card only names the area: its bonus is not paid.';
    expect(chooserPrompt('Place a starting piece', [], options(3), note)).toBe(
      `**Place a starting piece** — 3 choices. Pick one:\n${note}`,
    );
    const only = [{ label: 'Rig: Texas upper field', value: '4' }];
    expect(chooserPrompt('Place a starting piece', ['Discard Texas'], only, note)).toBe(
      `**Place a starting piece** › Discard Texas › Rig: Texas upper field\n${note}\n` +
        'Press **Confirm** to do it.',
    );
  });
});

describe('the places a chooser’s picture marks', () => {
  /** A transport: from a field, to a refinery, on a tanker in a harbour, then barrels (no place). */
  const haul = (i: number, site: string, harbour: string, barrels: number): ActionChoice => ({
    index: i,
    action: { type: 'transport', site, harbour, barrels },
    group: 'transport',
    groupLabel: 'Transport oil',
    label: `${barrels} to ${site} via ${harbour}`,
    steps: ['From field F', `To ${site}`, `Via ${harbour}`, `${barrels} barrels`],
    spot: 'F',
    stepSpots: ['F', site, harbour, undefined],
  });
  const hauls = [
    haul(0, 'R1', 'H1', 1),
    haul(1, 'R1', 'H2', 1),
    haul(2, 'R2', 'H1', 1),
    haul(3, 'R2', 'H1', 2),
  ];

  it('marks at each menu the spots its own step picks (stepSpots), not the first step’s at every one', () => {
    const at = (path: number[]) => {
      const d = descend(hauls, path);
      if (d.kind !== 'options') throw new Error(d.kind);
      return { spots: new Set(markedSpots(d.open, d.level)), places: menuPicksPlaces(d.open, d.level) };
    };
    // The field is the only source: its menu is skipped; the refineries' menu marks both refineries.
    expect(at([])).toEqual({ spots: new Set(['R1', 'R2']), places: true });
    // R1: two tankers in two harbours.
    expect(at([0])).toEqual({ spots: new Set(['H1', 'H2']), places: true });
    // R2: one tanker, so its menu is skipped; the barrels are no place: nothing to draw.
    expect(at([1]).spots).toEqual(new Set());
  });

  it('without stepSpots, marks the choice’s spot at every menu where it still leads to several', () => {
    const plain = hauls.map(({ stepSpots, ...c }) => ({ ...c, spot: stepSpots![1] }));
    const d = descend(plain, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(new Set(markedSpots(d.open, d.level))).toEqual(new Set(['R1', 'R2']));
    const r1 = descend(plain, [0]);
    if (r1.kind !== 'options') throw new Error(r1.kind);
    // One refinery left: nothing new to show.
    expect(markedSpots(r1.open, r1.level)).toEqual([]);
  });
});
