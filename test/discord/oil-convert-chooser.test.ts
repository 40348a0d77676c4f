/**
 * Oil Springs' Convert oil chooser: 1 oil → 2 non-oil resources of the player's choice, two of a kind or one
 * each of two (the seed), all in one menu as Year of Plenty's pairs; and the hint on a build short of cards
 * that one conversion pays for.
 */
import { describe, expect, it } from 'vitest';
import { chooserComponents, descend, promptAt } from '../../src/discord/chooser';
import { presenterFor } from '../../src/discord/presenters';
import { oilSprings } from '../../src/games/oil-springs';
import { NODE_NAMES, NODE_NEIGHBORS } from '../../src/games/catan/board';
import { give, newGame, node, place, roads, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');

function convertMenu(state: ReturnType<typeof newGame>) {
  const choices = presenter.choices(snapOf(oilSprings, state), 0).filter((c) => c.group === 'convert');
  const menu = descend(choices, []);
  if (menu.kind !== 'options') throw new Error(`no menu: ${menu.kind}`);
  return { choices, menu };
}

describe('the Convert oil chooser', () => {
  it('offers two of a kind and one each of two kinds in one menu, each picking its own conversion', () => {
    const state = toMain(newGame(), 0);
    give(state, 0, { oil: 1 });
    const { choices, menu } = convertMenu(state);
    expect(menu.options.map((o) => o.label)).toEqual([
      '1 oil → 2 lumber',
      '1 oil → 1 lumber + 1 brick',
      '1 oil → 1 lumber + 1 wool',
      '1 oil → 1 lumber + 1 grain',
      '1 oil → 1 lumber + 1 ore',
      '1 oil → 2 brick',
      '1 oil → 1 brick + 1 wool',
      '1 oil → 1 brick + 1 grain',
      '1 oil → 1 brick + 1 ore',
      '1 oil → 2 wool',
      '1 oil → 1 wool + 1 grain',
      '1 oil → 1 wool + 1 ore',
      '1 oil → 2 grain',
      '1 oil → 1 grain + 1 ore',
      '1 oil → 2 ore',
    ]);
    const pick = menu.options.find((o) => o.label === '1 oil → 1 brick + 1 grain')!;
    const picked = choices.find((c) => String(c.index) === pick.value)!;
    expect(picked.action).toEqual({ type: 'convertOil', resource: 'brick', second: 'grain' });
    const r = oilSprings.apply(state, 0, picked.action as never);
    expect(r.ok && r.state.hands[0]).toEqual([0, 1, 0, 1, 0, 0]);
  });
});

describe('where the Disaster Track goes, said once above the menu', () => {
  // A playtest's Convert oil menu read "Disaster Track to 3/5" under each of its 15 options.
  const chooser = (marker: number) => {
    const state = toMain(newGame(), 0);
    give(state, 0, { oil: 1 });
    state.ext.marker = marker;
    const { choices, menu } = convertMenu(state);
    const snap = snapOf(oilSprings, state);
    const text = promptAt(choices, menu, []);
    const rows = JSON.stringify(
      chooserComponents(snap, 'convert', menu.options, 0, []).map((r) => r.toJSON()),
    );
    return { text, rows, menu };
  };

  it('in the message above it, and under none of the options', () => {
    const { text, rows, menu } = chooser(2);
    expect(text).toBe(
      '**Convert oil** — 15 choices. Pick one:\nConverting 1 oil moves the Disaster Track to 3/5',
    );
    expect(menu.options.every((o) => o.description === undefined)).toBe(true);
    expect(rows).not.toContain('Disaster Track');
    expect(rows).not.toContain('"description"');
  });

  it('filling the track, the warning too, within Discord’s 2,000 characters', () => {
    const { text } = chooser(4);
    expect(text.match(/Disaster Track/g)).toHaveLength(1);
    expect(text).toContain(
      'Converting 1 oil moves the Disaster Track to 5/5: a disaster when your turn ends',
    );
    expect(text.length).toBeLessThanOrEqual(2000);
  });
});

describe('a build short of cards that one conversion pays for says so on the click', () => {
  const reason = (hand: number[], group: string, bank?: (s: ReturnType<typeof newGame>) => void) => {
    const state = toMain(newGame(), 0);
    state.ext.marker = 1;
    // A settlement on 9 with two roads away from it: a spot for a road, a settlement and a city.
    const a = node('9');
    const b = NODE_NEIGHBORS[a]![0]!;
    const c = NODE_NEIGHBORS[b]!.find((n) => n !== a)!;
    place(state, '9', 0, 1);
    roads(state, 0, ['9', NODE_NAMES[b]!, NODE_NAMES[c]!]);
    give(state, 0, {
      lumber: hand[0],
      brick: hand[1],
      wool: hand[2],
      grain: hand[3],
      ore: hand[4],
      oil: hand[5],
    });
    bank?.(state);
    return presenter.unavailable(snapOf(oilSprings, state), 0).find((u) => u.group === group)?.reason;
  };

  it('one card each of two kinds: the pair', () => {
    expect(reason([1, 1, 0, 0, 0, 1], 'settlement')).toBe(
      'needs 1 wool, 1 grain more (Convert oil makes 1 wool and 1 grain of 1 oil — Disaster Track to 2/5)',
    );
  });

  it('two of one kind: two of it, as before; more than two cards short: no hint', () => {
    expect(reason([0, 0, 0, 2, 1, 1], 'city')).toBe(
      'needs 2 ore more (Convert oil makes 2 ore of 1 oil — Disaster Track to 2/5)',
    );
    expect(reason([1, 0, 0, 0, 0, 1], 'city')).toBe('needs 2 grain, 3 ore more');
    expect(reason([0, 0, 0, 1, 1, 1], 'city')).toBe('needs 1 grain, 2 ore more');
  });

  it('one card short and the bank holding only one of it: the card and another of the player’s choice', () => {
    const short = (s: ReturnType<typeof newGame>) => give(s, 1, { brick: s.bank[1]! - 1 });
    expect(reason([1, 0, 0, 0, 0, 1], 'road', short)).toBe(
      'needs 1 brick more (Convert oil makes 1 brick and 1 other resource of 1 oil — Disaster Track to 2/5)',
    );
    // The bank has no brick at all: nothing to convert into.
    const none = (s: ReturnType<typeof newGame>) => give(s, 1, { brick: s.bank[1]! });
    expect(reason([1, 0, 0, 0, 0, 1], 'road', none)).toBe('needs 1 brick more');
  });
});
