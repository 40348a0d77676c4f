import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan/index';
import { getGame } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import type { CatanState, CatanView } from '../../src/games/catan/types';
import { createCanvas } from '@napi-rs/canvas';
import { MIN_TEXT_PX, textWidth, UI } from '../../src/render/kit';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import {
  floodedOwners,
  sceneFromOilSpringsView,
  type OilSpringsExtForRender,
} from '../../src/render/catan/fromOilSpringsView';
import { drawCatan, pixelOf } from '../../src/render/catan/render';
import { boardTransform, LOST_RING, REDUCED_RING } from '../../src/render/catan/board';
import { EDGE_NAMES, NODE_EDGES, NODE_NAMES, NODES } from '../../src/games/catan/board';
import { playerStyle } from '../../src/render/kit';
import { OIL, type OilSpringsState } from '../../src/games/oil-springs/oilState';
import { legalSpotsFor, playBots } from '../../src/tools/play-bots';
import { oilSprings } from '../../src/games/oil-springs';
import { act, hex, newGame, oweDisaster, rigDice, toMain } from '../games/oil-springs/helpers';
import { near, pixel } from './pixels';

const NAMES = ['Ana', 'Ben', 'Chidi', 'Dolores'];

/** A real base-game view (after set-up and a few turns) with a hand-made Oil Springs `ext`. */
function oilView(patch: Partial<OilSpringsExtForRender> = {}, viewPatch: Partial<CatanView> = {}): CatanView {
  const state = playBots(catan, 4, 'oil-render', 40).state as CatanState<null>;
  const view = catan.view(state, null);
  const ext: OilSpringsExtForRender = {
    supply: 7,
    supplyStart: 15,
    held: [1, 0, 4, 2],
    sequestered: [0, 3, 1, 0],
    disasterTrack: 2,
    trackLength: 5,
    springs: ['C', 'G', 'J'],
    removedTokens: [6],
    destroyedHexes: ['E'],
    tokensToAbandon: 5,
    champion: 1,
    vpToWin: 12,
    lastDisaster: null,
    collapsed: false,
    ...patch,
  };
  return { ...view, ...viewPatch, ext };
}

describe('sceneFromOilSpringsView', () => {
  it('marks springs and polluted hexes and carries the track, supply and oil counts', () => {
    const scene = sceneFromOilSpringsView(oilView(), NAMES);
    const byName = new Map(scene.hexes.map((h) => [h.name, h]));
    expect(['C', 'G', 'J'].every((n) => byName.get(n)?.oilSpring === true)).toBe(true);
    expect(byName.get('A')?.oilSpring).toBeUndefined();
    expect(byName.get('E')).toMatchObject({ polluted: true, number: null });
    expect(scene.players.map((p) => [p.oil, p.sequestered])).toEqual([
      [1, 0],
      [0, 3],
      [4, 1],
      [2, 0],
    ]);
    expect(scene.oilSprings).toEqual({
      disasterTrack: 2,
      trackLength: 5,
      removedTokens: [6],
      tokensToAbandon: 5,
      supply: 7,
      supplyStart: 15,
      champion: 1,
    });
    expect(scene.vpToWin).toBe(12);
    expect(scene.title).toBe('Catan: Oil Springs');
  });

  it('highlights the polluted hex right after the disaster, and not once someone else acts', () => {
    const base = oilView();
    const seat = base.current;
    const disaster = {
      seat,
      turn: base.turn,
      dice: [4, 5] as [number, number],
      kind: 'pollution' as const,
      hex: 'H',
      oilDestroyed: 0,
      washedAway: [],
    };
    const fresh = oilView({ lastDisaster: disaster }, { last: { seat, kind: 'endTurn' } });
    const scene = sceneFromOilSpringsView(fresh, NAMES);
    expect(scene.highlight?.hexes).toEqual(['H']);
    expect(scene.highlight?.text).toMatch(/polluted/);
    const later = oilView({ lastDisaster: disaster }, { last: { seat: (seat + 1) % 4, kind: 'roll' } });
    const after = sceneFromOilSpringsView(later, NAMES).highlight;
    expect(after?.text).toMatch(/rolled/);
    expect(after?.text).not.toMatch(/polluted/);
  });

  it("the picture's headline says what pollution took: a number token, or the oil a spring lost, or none left", () => {
    // A polluted spring with no oil left in play read "hex C polluted", like a hex that lost its number.
    const base = oilView();
    const seat = base.current;
    const headline = (hex: string, oilDestroyed: number) => {
      const disaster = {
        seat,
        turn: base.turn,
        dice: [4, 5] as [number, number],
        kind: 'pollution' as const,
      };
      const view = oilView(
        { lastDisaster: { ...disaster, hex, oilDestroyed, washedAway: [] } },
        { last: { seat, kind: 'endTurn' } },
      );
      return sceneFromOilSpringsView(view, NAMES).highlight?.text?.replace(/^.*: /, '');
    };
    const spring = 'C'; // oilView's springs: C, G, J
    expect(headline('H', 0)).toBe('hex H polluted, its number lost');
    expect(headline(spring, 3)).toBe(`spring ${spring} polluted, 3 oil lost`);
    expect(headline(spring, 0)).toBe(`spring ${spring} polluted, no oil left`);
  });

  it("the pollution headline says when the robber left the board with the hex's number, as the log does", () => {
    // The log said "The robber left the board until the next 7 or Knight."; the headline only "hex D polluted,
    // its number lost", over a board with no robber on it.
    const headline = (robberOn: string) => {
      const s = toMain(newGame(), 0);
      s.robber = hex(robberOn);
      oweDisaster(s, 0);
      rigDice(s, 12); // D is the only 12
      act(s, 0, { type: 'endTurn' });
      const names = ['Greedy bot 12', ...NAMES.slice(1)];
      return sceneFromOilSpringsView(oilSprings.view(s, null) as CatanView, names).highlight?.text;
    };
    const text = headline('D');
    expect(text).toBe(
      "Disaster on Greedy bot 12's turn (12): hex D polluted, its number and the robber gone",
    );
    expect(headline('J')).toBe("Disaster on Greedy bot 12's turn (12): hex D polluted, its number lost");
    const ctx = createCanvas(10, 10).getContext('2d');
    expect(textWidth(ctx, text!, MIN_TEXT_PX, 800)).toBeLessThanOrEqual(CATAN_LAYOUT.caption.w - 36);
  });

  it("the flood's headline says whose turn brought it and what the marked spots lost, as pollution's does", () => {
    // A playtest's flood read "Disaster (7): the coasts flood" over bare yellow discs where settlements had stood.
    const base = oilView();
    const seat = base.current;
    const flood = (washedAway: string[]) =>
      sceneFromOilSpringsView(
        oilView(
          {
            lastDisaster: {
              seat,
              turn: base.turn,
              dice: [2, 5],
              kind: 'flood',
              hex: null,
              oilDestroyed: 0,
              washedAway,
            },
          },
          { last: { seat, kind: 'endTurn' } },
        ),
        NAMES,
      ).highlight;
    const who = NAMES[seat]!;
    // A record saved before the reduced cities were kept: the emptied spots, as buildings.
    expect(flood(['50', '7'])).toMatchObject({
      text: `Flood on ${who}'s turn (7): 2 buildings washed away`,
    });
    expect(flood(['50'])?.points).toHaveLength(1);
    expect(flood(['50'])?.text).toBe(`Flood on ${who}'s turn (7): 1 building washed away`);
    expect(flood([])?.text).toBe(`Flood on ${who}'s turn (7): no building lost`);
  });

  it("a flood's emptied spots say whose building stood there: a ring in the owner's colour", () => {
    // A playtest's picture marked the spots in yellow; only the log said whose settlements the flood took. Seeded
    // greedy bots: the 248th action ends Ana's turn into a flood that washes away 6 settlements of 3 players.
    const before = playBots(oilSprings, 4, 'flood-6', 247).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-6', 248).state as OilSpringsState;
    const d = state.ext.lastDisaster!;
    expect(d).toMatchObject({ kind: 'flood', turn: state.turn - 1 });
    expect(d.washedAway.length).toBe(6);
    const view = oilSprings.view(state, null) as CatanView;
    const scene = sceneFromOilSpringsView(view, NAMES);
    const lost = scene.highlight?.lost ?? [];
    // Each emptied spot, with the owner the engine's state had before the flood.
    const truth = d.washedAway.map((n) => ({
      at: { x: NODES[n]!.x, y: NODES[n]!.y },
      owners: [before.nodeOwner[n]!],
    }));
    expect(new Set(truth.map((t) => t.owners[0])).size).toBe(3);
    expect(lost).toEqual(truth);
    // Drawn: the ring's colour is the owner's.
    const canvas = drawCatan(scene);
    const unit = boardTransform(scene).unit;
    for (const l of lost) {
      const c = pixelOf(scene, l.at);
      expect(near(pixel(canvas, c.x + unit * LOST_RING, c.y), playerStyle(l.owners[0]!).fill, 40)).toBe(true);
    }
    // Public only: one secret card each of two players changed for another kind (every count the same), the
    // picture is the same byte for byte.
    const hidden = structuredClone(state);
    const [p, q] = [0, 1, 2, 3].filter((s) => state.hands[s]!.slice(0, OIL).some((n) => n > 0));
    const r = state.hands[p!]!.findIndex((n, k) => k < OIL && n > 0);
    const k = state.hands[q!]!.findIndex((n, j) => j < OIL && j !== r && n > 0);
    expect(k).toBeGreaterThanOrEqual(0);
    hidden.hands[p!]![r]!--;
    hidden.hands[q!]![r]!++;
    hidden.hands[q!]![k]!--;
    hidden.hands[p!]![k]!++;
    expect(oilSprings.invariants!(hidden)).toEqual([]);
    const png = (s: OilSpringsState) =>
      drawCatan(sceneFromOilSpringsView(oilSprings.view(s, null) as CatanView, NAMES)).toBuffer('image/png');
    expect(png(hidden).equals(png(state))).toBe(true);
    // Another player's road reaching a spot as well: the record still names the owner; in a game saved before it
    // did, nobody can tell from the board which of the two it was, and neither is guessed: both are named, in
    // seat order.
    const spot = d.washedAway[0]!;
    const free = NODE_EDGES[spot]!.find((e) => state.edgeOwner[e] === -1)!;
    const owner = before.nodeOwner[spot]!;
    const other = (owner + 1) % 4;
    const shared = { ...view, roads: [...view.roads, { edge: free, at: EDGE_NAMES[free]!, owner: other }] };
    expect(sceneFromOilSpringsView(shared, NAMES).highlight?.lost).toEqual(truth);
    const both = [owner, other].sort((a, b) => a - b);
    expect(floodedOwners(shared, NODE_NAMES[spot]!)).toEqual(both);
    const ext = structuredClone(view.ext) as OilSpringsExtForRender;
    delete ext.lastDisaster!.washedAwayOwners;
    expect(sceneFromOilSpringsView({ ...shared, ext }, NAMES).highlight?.lost).toEqual([
      { at: truth[0]!.at, owners: both },
      ...truth.slice(1),
    ]);
  });

  it("a spot two players' roads reach is ringed in the colour of whose settlement the flood took, as the record says", () => {
    // Seeded greedy bots: the 169th action ends Dolores's turn into a flood; one of the spots it empties, 7, is
    // reached by Ana's road and Dolores's. The record kept only the spots, so the picture split the ring between
    // them, though everyone had seen whose settlement went (2 of 31 emptied spots in 30 seeded games).
    const before = playBots(oilSprings, 4, 'flood-13', 168).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-13', 169).state as OilSpringsState;
    const d = state.ext.lastDisaster!;
    expect(d).toMatchObject({ kind: 'flood', turn: state.turn - 1 });
    const spot = NODE_NAMES.indexOf('7');
    expect(d.washedAway).toContain(spot);
    const owner = before.nodeOwner[spot]!;
    const view = oilSprings.view(state, null) as CatanView;
    const roadOwners = view.roads.filter((r) => r.at.split('-').includes('7')).map((r) => r.owner);
    expect(new Set(roadOwners)).toEqual(new Set([0, 3]));
    const at = { x: NODES[spot]!.x, y: NODES[spot]!.y };
    const ringAt = (v: CatanView) => {
      const scene = sceneFromOilSpringsView(v, NAMES);
      const ring = scene.highlight?.lost?.find((l) => l.at.x === at.x && l.at.y === at.y);
      const canvas = drawCatan(scene);
      const unit = boardTransform(scene).unit;
      const c = pixelOf(scene, at);
      const left = pixel(canvas, c.x - unit * LOST_RING, c.y);
      const right = pixel(canvas, c.x + unit * LOST_RING, c.y);
      return { owners: ring?.owners, left, right };
    };
    // The owner alone, all round the ring.
    const exact = ringAt(view);
    expect(exact.owners).toEqual([owner]);
    expect(near(exact.left, playerStyle(owner).fill, 40)).toBe(true);
    expect(near(exact.right, playerStyle(owner).fill, 40)).toBe(true);
    // A game saved before the record kept the owners (rules 4): told from the roads, Ana's half and Dolores's.
    const ext = structuredClone(view.ext) as OilSpringsExtForRender;
    delete ext.lastDisaster!.washedAwayOwners;
    const old = ringAt({ ...view, ext });
    expect(old.owners).toEqual([0, 3]);
    expect(near(old.left, playerStyle(0).fill, 40)).toBe(true);
    expect(near(old.right, playerStyle(3).fill, 40)).toBe(true);
  });

  it("a city the flood reduced to a settlement is ringed in its owner's colour round the settlement left there", () => {
    // The same flood of seed flood-6 reduces one city: its settlement stood on a plain yellow disc, as if just
    // built, while an emptied spot was ringed.
    const before = playBots(oilSprings, 4, 'flood-6', 247).state as OilSpringsState;
    const state = playBots(oilSprings, 4, 'flood-6', 248).state as OilSpringsState;
    const reduced = state.ext.lastDisaster!.reduced!;
    expect(reduced).toHaveLength(1);
    const scene = sceneFromOilSpringsView(oilSprings.view(state, null) as CatanView, NAMES);
    const truth = reduced.map((n) => ({
      at: { x: NODES[n]!.x, y: NODES[n]!.y },
      owner: before.nodeOwner[n]!,
    }));
    expect(before.nodeLevel[reduced[0]!]).toBe(2);
    expect(scene.highlight?.reduced).toEqual(truth);
    // Drawn: the ring round the settlement is the owner's colour, with the halo's yellow still outside it.
    const canvas = drawCatan(scene);
    const unit = boardTransform(scene).unit;
    const c = pixelOf(scene, truth[0]!.at);
    expect(near(pixel(canvas, c.x + unit * REDUCED_RING, c.y), playerStyle(truth[0]!.owner).fill, 40)).toBe(
      true,
    );
    // Between the ring's outer edge (0.31 + 0.04) and the halo's outline (3 px wide at 0.4).
    const yellow = (unit * (REDUCED_RING + 0.04) + unit * 0.4 - 1.5) / 2;
    expect(near(pixel(canvas, c.x + yellow, c.y), UI.highlight, 40)).toBe(true);
  });

  it("a flood's headline that counts settlements and cities fits the caption with a long name", () => {
    // "Disaster on Caro's turn (7): the coasts flood, 1 settlement washed away, 2 cities red…" was clipped.
    const base = oilView();
    const seat = base.current;
    const names = NAMES.map((_, s) => (s === seat ? 'Greedy bot 12' : NAMES[s]!));
    const lastDisaster = {
      seat,
      turn: base.turn,
      dice: [3, 4] as [number, number],
      kind: 'flood' as const,
      hex: null,
      oilDestroyed: 0,
      washedAway: ['1', '50'],
      reduced: ['18', '40'],
      citiesWashedAway: [],
    };
    const text = sceneFromOilSpringsView(
      oilView({ lastDisaster }, { last: { seat, kind: 'endTurn' } }),
      names,
    ).highlight?.text;
    expect(text).toBe("Flood on Greedy bot 12's turn (7): 2 settlements washed away, 2 cities reduced");
    const ctx = createCanvas(10, 10).getContext('2d');
    expect(textWidth(ctx, text!, MIN_TEXT_PX, 800)).toBeLessThanOrEqual(CATAN_LAYOUT.caption.w - 36);
  });

  it('rejects a view without an Oil Springs ext with a clear message', () => {
    const state = playBots(catan, 4, 'oil-render', 0).state as CatanState<null>;
    expect(() => sceneFromOilSpringsView(catan.view(state, null), NAMES)).toThrow(/not an Oil Springs view/);
  });

  it('shows the island’s collapse distinctly from a victory', () => {
    const result = { winners: [], ending: 'collapse', summary: 'The island is abandoned. {p1} is honoured.' };
    const scene = sceneFromOilSpringsView(oilView({ collapsed: true }, { result, phase: 'over' }), NAMES);
    expect(scene.result).toEqual({
      text: 'The island is abandoned. Ben is honoured.',
      winners: [],
      ending: 'collapse',
    });
    const canvas = drawCatan(scene);
    // The caption pill's border is red for a collapse (gold for a victory).
    expect(near(pixel(canvas, 12, 30), UI.danger, 40)).toBe(true);
    const won = drawCatan({ ...scene, result: { text: 'Ben wins', winners: [1] } });
    expect(near(pixel(won, 12, 30), UI.gold, 40)).toBe(true);
  });

  it('gets the render tool’s metropolis spots from the legal actions: the seat’s cities', () => {
    const game = getGame('oil-springs')!;
    const rng = Rng.fromSeed('metropolis-spots');
    let state: unknown = game.setup(4, game.optionsSchema.parse({}), 'metropolis-spots');
    // Bots play until the seat to act may build a metropolis.
    for (let n = 0; n < 2000 && !game.status(state).over; n++) {
      const seat = game.status(state).toAct[0]!;
      const legal = (game.legalActions(state, seat) as Array<{ type: string; at?: string }>)
        .filter((a) => a.type === 'metropolis')
        .map((a) => a.at);
      if (legal.length) {
        expect(legalSpotsFor(game, state, seat, 'metropolis').sort()).toEqual([...new Set(legal)].sort());
        return;
      }
      const r = game.apply(state, seat, game.bots.greedy!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    throw new Error('no bot could build a metropolis in the game');
  });
});
