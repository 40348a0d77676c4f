/** The Catan since picture's choice of what was built since (src/render/catan/since.ts), on real Oil Springs views. */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsState } from '../../src/games/oil-springs/oilState';
import { NODE_NAMES, NODES } from '../../src/games/catan/board';
import {
  builtSince,
  CATAN_SINCE_CAPTION,
  CATAN_SINCE_FLOOD_CAPTION,
  lostSince,
  renderCatanSince,
} from '../../src/render/catan/since';
import { sceneFromOilSpringsView } from '../../src/render/catan/fromOilSpringsView';
import { boardTransform, LOST_RING, REDUCED_RING } from '../../src/render/catan/board';
import { pixelOf } from '../../src/render/catan/render';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import { MIN_TEXT_PX, playerStyle, textWidth } from '../../src/render/kit';
import { playBots } from '../../src/tools/play-bots';
import { act, newGame, oweDisaster, place, rigDice, toMain } from '../games/oil-springs/helpers';
import { decodePng, near } from './pixels';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

const point = (name: string) => {
  const n = NODES[NODE_NAMES.indexOf(name)]!;
  return { x: n.x, y: n.y };
};

/**
 * A game whose flood (Caro's 7) reduces Ana's coastal city on 18 and washes away Ben's coastal settlement on 1;
 * `before`: the public scene before it.
 */
function floodedCoast() {
  const s = toMain(newGame(), 2);
  place(s, '18', 0, 2); // Ana's coastal city
  place(s, '1', 1, 1); // Ben's coastal settlement
  const before = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
  oweDisaster(s, 2);
  rigDice(s, 7);
  act(s, 2, { type: 'endTurn' });
  return { s, before };
}

describe('builtSince', () => {
  it('a city the flood reduced to a settlement is not outlined as built; a settlement put where the flood emptied is', () => {
    // A playtest's flood shrank Ana's city on 18: her since picture outlined the settlement left there as built since.
    const { s, before } = floodedCoast();
    const flooded = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, flooded).buildings).toEqual([]);
    // Dev builds a settlement on 1, where Ben's stood before the flood: built since, though a settlement was there.
    place(s, '1', 3, 1);
    const rebuilt = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, rebuilt).buildings.map((b) => [b.name, b.owner, b.kind])).toEqual([
      ['1', 3, 'settlement'],
    ]);
  });

  it('a settlement grown into a city and a city into a metropolis are outlined', () => {
    const s = toMain(newGame(), 0);
    place(s, '18', 0, 1);
    place(s, '22', 1, 2);
    const before = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    s.nodeLevel[s.nodeOwner.findIndex((o, n) => o === 0 && s.nodeLevel[n] === 1)] = 2;
    s.nodeLevel[s.nodeOwner.findIndex((o, n) => o === 1 && s.nodeLevel[n] === 2)] = 3;
    const after = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(before, after).buildings.map((b) => [b.name, b.kind])).toEqual([
      ['18', 'city'],
      ['22', 'metropolis'],
    ]);
  });
});

describe('the since picture shows what a flood took', () => {
  it("rings the settlement washed away and the city reduced in their owners' colours, though nothing was built", async () => {
    // A flood between two of Caro's turns: her since picture was none (nothing built), and the board's own flood
    // rings were gone by her turn.
    const { s, before } = floodedCoast();
    act(s, 3, { type: 'roll' }); // Dev acts: the board's own flood highlight is gone
    const now = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(now.highlight?.lost).toBeUndefined();
    expect(lostSince(before, now)).toEqual({
      lost: [{ at: point('1'), owners: [1] }],
      reduced: [{ at: point('18'), owner: 0 }],
    });
    const pic = await renderCatanSince(before, now);
    expect(pic?.caption).toBe(CATAN_SINCE_FLOOD_CAPTION);
    const png = await decodePng(pic!.png);
    const unit = boardTransform(now).unit;
    const ben = pixelOf(now, point('1'));
    expect(near(png.at(ben.x + unit * LOST_RING, ben.y), playerStyle(1).fill, 40)).toBe(true);
    const ana = pixelOf(now, point('18'));
    expect(near(png.at(ana.x + unit * REDUCED_RING, ana.y), playerStyle(0).fill, 40)).toBe(true);
  });

  it("a spot the flood emptied and another player built on since: outlined as built, and ringed as the loser's", async () => {
    // Ben lost settlements on 1 and 48 to the flood, then Dev built on 1: the since picture outlined Dev's
    // settlement and rang 48 alone, as if the flood had taken one of Ben's two.
    const s = toMain(newGame(), 2);
    place(s, '1', 1, 1);
    place(s, '48', 1, 1);
    const then = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    oweDisaster(s, 2);
    rigDice(s, 7);
    act(s, 2, { type: 'endTurn' });
    act(s, 3, { type: 'roll' });
    place(s, '1', 3, 1); // Dev builds where Ben's stood
    const now = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(builtSince(then, now).buildings.map((b) => [b.name, b.owner])).toEqual([['1', 3]]);
    expect(lostSince(then, now).lost).toEqual([
      { at: point('1'), owners: [1] },
      { at: point('48'), owners: [1] },
    ]);
    // Drawn: Ben's ring round Dev's settlement (clear of it, as round a reduced city), Dev's settlement inside.
    const pic = await renderCatanSince(then, now);
    expect(pic?.caption).toBe(CATAN_SINCE_FLOOD_CAPTION);
    const png = await decodePng(pic!.png);
    const unit = boardTransform(now).unit;
    const c = pixelOf(now, point('1'));
    expect(near(png.at(c.x - unit * REDUCED_RING, c.y), playerStyle(1).fill, 40)).toBe(true);
    expect(near(png.at(c.x - unit * 0.12, c.y), playerStyle(3).fill, 40)).toBe(true);
  });

  it("names each building a real flood took with the engine's owner, and its caption fits", () => {
    // Seeded greedy bots: the 248th action ends Ana's turn into a flood that washes away 6 settlements of 3
    // players and reduces a city.
    const then = playBots(oilSprings, 4, 'flood-6', 247).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-6', 248).state as OilSpringsState;
    const d = state.ext.lastDisaster!;
    const scene = (st: OilSpringsState) => sceneFromOilSpringsView(oilSprings.view(st, null), NAMES);
    const at = (n: number) => ({ x: NODES[n]!.x, y: NODES[n]!.y });
    const key = (p: { at: { x: number; y: number } }) => `${p.at.x},${p.at.y}`;
    const got = lostSince(scene(then), scene(state));
    expect(got.lost.map(key).sort()).toEqual(d.washedAway.map((n) => key({ at: at(n) })).sort());
    for (const n of d.washedAway)
      expect(got.lost.find((l) => key(l) === key({ at: at(n) }))?.owners).toEqual([then.nodeOwner[n]]);
    expect(got.reduced).toEqual(d.reduced!.map((n) => ({ at: at(n), owner: then.nodeOwner[n]! })));
    const ctx = createCanvas(10, 10).getContext('2d');
    expect(textWidth(ctx, CATAN_SINCE_FLOOD_CAPTION, MIN_TEXT_PX, 800)).toBeLessThanOrEqual(
      CATAN_LAYOUT.caption.w - 36,
    );
  });
});

describe('the since picture’s alt text says whose buildings its rings mark', () => {
  // A review: the board's own alt text named each flood ring ("Ben's settlement on 5; …"); the since picture's
  // said only "ringed: lost to a flood".
  it('each ring with its owner and building, the reduced city too; public only', async () => {
    const { s, before } = floodedCoast();
    act(s, 3, { type: 'roll' });
    const now = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    const pic = await renderCatanSince(before, now);
    expect(pic?.alt).toBe(
      `${CATAN_SINCE_FLOOD_CAPTION}. Rings mark what a flood took since: Ben's settlement on 1; Ana's city on 18 reduced.`,
    );
    // A secret changes (two players swap a card of different kinds, as many cards each): the same words.
    const hidden = structuredClone(s);
    const pairs = [0, 1, 2, 3].flatMap((a) =>
      [0, 1, 2, 3].flatMap((b) =>
        [0, 1, 2, 3, 4].flatMap((r) => [0, 1, 2, 3, 4].map((k) => ({ a, b, r, k }))),
      ),
    );
    const swap = pairs.find(
      ({ a, b, r, k }) => a !== b && r !== k && hidden.hands[a]![r]! > 0 && hidden.hands[b]![k]! > 0,
    );
    expect(swap).toBeDefined();
    const { a, b, r, k } = swap!;
    hidden.hands[a]![r]!--;
    hidden.hands[b]![r]!++;
    hidden.hands[b]![k]!--;
    hidden.hands[a]![k]!++;
    expect(oilSprings.invariants!(hidden)).toEqual([]);
    const again = await renderCatanSince(
      before,
      sceneFromOilSpringsView(oilSprings.view(hidden, null), NAMES),
    );
    expect(again?.alt).toBe(pic?.alt);
  });

  it("a real flood: every building it took, with the engine's owner, within 1,024 characters", async () => {
    const then = playBots(oilSprings, 4, 'flood-6', 247).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-6', 249).state as OilSpringsState;
    const d = state.ext.lastDisaster!;
    const scene = (st: OilSpringsState) => sceneFromOilSpringsView(oilSprings.view(st, null), NAMES);
    const pic = await renderCatanSince(scene(then), scene(state));
    const kind = (n: number) => (then.nodeLevel[n] === 2 ? 'city' : 'settlement');
    for (const n of d.washedAway)
      expect(pic?.alt).toContain(`${NAMES[then.nodeOwner[n]!]}'s ${kind(n)} on ${NODE_NAMES[n]}`);
    for (const n of d.reduced!)
      expect(pic?.alt).toContain(`${NAMES[then.nodeOwner[n]!]}'s city on ${NODE_NAMES[n]} reduced`);
    expect(pic!.alt!.length).toBeLessThanOrEqual(1024);
  });

  it('without a flood, the caption alone', async () => {
    const s = toMain(newGame(), 0);
    const before = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    place(s, '18', 0, 1);
    const pic = await renderCatanSince(before, sceneFromOilSpringsView(oilSprings.view(s, null), NAMES));
    expect(pic?.alt ?? pic?.caption).toBe(CATAN_SINCE_CAPTION);
  });
});
