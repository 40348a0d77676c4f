/**
 * The picture prints every hex's letter but only the first and last intersection number of each row, so a
 * public event names a spot with the hexes around it, in the words the menus use ("Spot 41 — M forest 8 ·
 * N mountains 3 · Q hills 5"): "Ana built a settlement on 41 (M forest 8 · N mountains 3 · Q hills 5)."
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../../src/games/catan';
import { EDGE_NAMES, NODE_NAMES } from '../../../src/games/catan/board';
import { edgeWords, harborWords, nodeWords } from '../../../src/games/catan/words';
import { RESOURCES } from '../../../src/games/catan/data';
import { oilSprings } from '../../../src/games/oil-springs';
import { edgeDetail, nodeDetail } from '../../../src/discord/presenters/catan-words';
import { emptyGame, give, ok, place } from './helpers';
import * as oil from '../oil-springs/helpers';

describe('spots in public events, named as the picture shows them', () => {
  it('a settlement, a city and roads (built or placed in set-up) carry the hexes around them', () => {
    const s = emptyGame();
    place(s, 0, { settlements: ['41'] });
    give(s, 0, { lumber: 3, brick: 3, wool: 1, grain: 3, ore: 3 });
    expect(ok(s, 0, { type: 'road', at: '31-41' })[0]!.text).toBe(
      '{p0} built a road on 31-41 (M forest 8 · N mountains 3).',
    );
    expect(ok(s, 0, { type: 'road', at: '30-31' })[0]!.text).toBe(
      '{p0} built a road on 30-31 (I forest 11 · M forest 8).',
    );
    expect(ok(s, 0, { type: 'settlement', at: '30' })[0]!.text).toBe(
      '{p0} built a settlement on 30 (H fields 9 · I forest 11 · M forest 8).',
    );
    expect(ok(s, 0, { type: 'city', at: '41' })[0]!.text).toBe(
      '{p0} built a city on 41 (M forest 8 · N mountains 3 · Q hills 5).',
    );
    // A coast path has the sea on one side.
    const coast = catan.setup(4, catan.optionsSchema.parse({}), 'coast');
    const seat = coast.current;
    expect(ok(coast, seat, { type: 'settlement', at: '1' })[0]!.text).toBe(
      `{p${seat}} placed a settlement on 1 (A mountains 10), by the 3:1 harbor.`,
    );
    expect(ok(coast, seat, { type: 'road', at: '1-2' })[0]!.text).toBe(
      `{p${seat}} placed a road on 1-2 (A mountains 10 · sea).`,
    );
  });

  it('in the very words and order of the menus, for every spot and path, on a shuffled map too', () => {
    for (const options of [{}, { map: 'variable' }]) {
      const s = catan.setup(4, catan.optionsSchema.parse(options), 'words');
      const view = catan.view(s, null);
      NODE_NAMES.forEach((name, n) => {
        const menu = nodeDetail(view, name)!.split(' — ')[0];
        expect(nodeWords(s, n)).toBe(`${name} (${menu})`);
      });
      EDGE_NAMES.forEach((name, e) => expect(edgeWords(s, e)).toBe(`${name} (${edgeDetail(view, name)})`));
    }
    // Oil Springs names a spring as such ("C oil spring 9"), as its menus do.
    const os = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'words');
    const view = oilSprings.view(os, null);
    NODE_NAMES.forEach((name, n) => {
      const menu = nodeDetail(view, name)!.split(' — ')[0];
      expect(nodeWords(os, n, oilSprings.rules.hexKind)).toBe(`${name} (${menu})`);
    });
    expect(view.hexes.some((h) => h.label.includes('spring'))).toBe(true);
  });

  it('a menu names a spot’s harbor as the rules page does', () => {
    // The menus said "harbor generic 3:1" and "harbor ore 2:1".
    const view = catan.view(catan.setup(4, catan.optionsSchema.parse({}), 'harbors'), null);
    expect(nodeDetail(view, '1')).toBe('A mountains 10 — 3 pips, 3:1 harbor');
    expect(nodeDetail(view, '7')).toBe('C forest 9 — 4 pips, 2:1 ore harbor');
  });

  it('a settlement by a harbor names it as the menu that offered the spot does; its city does not repeat it', () => {
    for (const options of [{}, { map: 'variable' }]) {
      const s = catan.setup(4, catan.optionsSchema.parse(options), 'harbor-words');
      const view = catan.view(s, null);
      const named = NODE_NAMES.filter((name, n) => {
        // After the hexes and their pips: "— 9 pips, 2:1 ore harbor".
        const menu = nodeDetail(view, name)!.split(', ')[1] ?? null;
        expect(harborWords(s, n, RESOURCES)).toBe(menu);
        return menu !== null;
      });
      // Nine harbors, each serving the two ends of its path.
      expect(named).toHaveLength(18);
    }
    const setup = catan.setup(4, catan.optionsSchema.parse({}), 'harbor-event');
    const seat = setup.current;
    expect(ok(setup, seat, { type: 'settlement', at: '7' })[0]!.text).toBe(
      `{p${seat}} placed a settlement on 7 (C forest 9), by the 2:1 ore harbor.`,
    );
    const s = emptyGame();
    place(s, 0, { settlements: ['7'] });
    give(s, 0, { grain: 2, ore: 3 });
    expect(ok(s, 0, { type: 'city', at: '7' })[0]!.text).toBe('{p0} built a city on 7 (C forest 9).');
  });

  it('Oil Springs: a metropolis and a flood name the spot the same way, a spring as such', () => {
    const s = oil.toMain(oil.newGame(), 0);
    oil.place(s, '6', 0, 2);
    oil.place(s, '15', 1, 2);
    oil.give(s, 0, { brick: 1, grain: 1, ore: 1, oil: 2 });
    expect(oil.act(s, 0, { type: 'metropolis', at: '6' }).map((e) => e.text)).toEqual([
      '{p0} upgraded the city on 6 (C oil spring 9) to a metropolis (Disaster Track 0 → 2 of 5).',
    ]);
    oil.oweDisaster(s, 0);
    oil.rigDice(s, 7);
    expect(oil.act(s, 0, { type: 'endTurn' }).map((e) => e.text)).toContain(
      "The flood reduced {p1}'s city on 15 (C oil spring 9 · G oil spring 10) to a settlement.",
    );
  });
});
