import { describe, expect, it } from 'vitest';
import { meritOil } from '../../src/games/merit-oil';
import type { MeritState, MeritView } from '../../src/games/merit-oil/types';
import { presenterFor } from '../../src/discord/presenters';
import { drawMeritOilView, drawSafely } from '../../src/render';
import { isMeritView, lorryPlace, sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { playBots } from '../../src/tools/play-bots';
import { Rng } from '../../src/games/rng';
import { decodePng } from './pixels';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

/** A spectator view of a real game after `actions` greedy-bot actions. */
function viewAfter(actions: number, seed = 'merit-scene'): { state: MeritState; view: MeritView } {
  const state = playBots(meritOil, 4, seed, actions).state as MeritState;
  return { state, view: meritOil.view(state, null) };
}

describe('sceneFromMeritView', () => {
  it('recognises a Merit view and nothing else', () => {
    expect(isMeritView(viewAfter(0).view)).toBe(true);
    expect(isMeritView({ hexes: [], players: [] })).toBe(false);
    expect(isMeritView(null)).toBe(false);
  });

  it('carries every player, lorry, well and tanker at sea of the view', () => {
    const { view } = viewAfter(120);
    const scene = sceneFromMeritView(view, NAMES);
    expect(scene.players.map((p) => p.name)).toEqual(NAMES);
    expect(scene.players.map((p) => p.fortune)).toEqual(view.players.map((p) => p.fortune.total));
    expect(scene.players.map((p) => p.cash)).toEqual(view.players.map((p) => p.cash));
    expect(scene.lorries).toHaveLength(4);
    expect(scene.wells.map((w) => w.card).sort()).toEqual(
      view.players.flatMap((p) => p.wells.map((w) => w.card)).sort(),
    );
    const atSea = view.tankers.filter((t) => t.voyage !== null);
    expect(scene.tankers.map((t) => t.tanker)).toEqual(atSea.map((t) => t.tanker));
    for (const t of scene.tankers) {
      const v = atSea.find((x) => x.tanker === t.tanker)!.voyage!;
      expect(t).toMatchObject({ owner: v.owner, stage: v.at, destination: v.destination, tons: v.tons });
    }
    expect(scene.freightLevel).toBe(view.freightLevel);
    expect(scene.billsLeft).toEqual(view.piles.bills);
  });

  it('puts the lorry where the engine says: loop, drilling track (top = 0), air stop, England, Kwinana', () => {
    expect(lorryPlace({ where: 'loop', square: 7 })).toEqual({ kind: 'square', square: 7 });
    expect(lorryPlace({ where: 'drilling', section: -1 })).toEqual({ kind: 'drilling', section: 0 });
    expect(lorryPlace({ where: 'drilling', section: 4 })).toEqual({ kind: 'drilling', section: 5 });
    expect(lorryPlace({ where: 'air', stop: 0 })).toEqual({ kind: 'holiday', stop: 1 });
    expect(lorryPlace({ where: 'england' })).toEqual({ kind: 'england' });
    expect(lorryPlace({ where: 'kwinana' })).toEqual({ kind: 'kwinana' });
  });

  it('names who threw the last roll as the engine says, the roll kept into the next turn', () => {
    const { state } = viewAfter(0);
    const rolled = { ...meritOil.view(state, null), rolled: false, current: 1, lastRoll: 4, lastRoller: 0 };
    expect(sceneFromMeritView(rolled, NAMES)).toMatchObject({
      caption: 'Ana rolled 4',
      lastRoll: { seat: 0, value: 4 },
    });
    expect(sceneFromMeritView({ ...rolled, lastRoll: null, lastRoller: null }, NAMES).lastRoll).toBeNull();
  });

  it('at the end of the game credits the last roll to whoever threw it, the last turn’s player', () => {
    // A finished game stays at its last turn (rules version 4): "the player before the active one" named the
    // player before the one who threw it.
    for (const seed of ['end-roll-1', 'end-roll-2', 'end-roll-3']) {
      const state = meritOil.setup(4, { length: 'short' }, seed);
      const rng = Rng.fromSeed(seed);
      let roller = -1;
      while (!meritOil.status(state).over) {
        const seat = meritOil.status(state).toAct[0]!;
        const action = meritOil.bots.greedy!(state, seat, rng);
        if (action.type === 'roll') roller = seat;
        expect(meritOil.apply(state, seat, action).ok).toBe(true);
      }
      const view = meritOil.view(state, null);
      expect(view.lastRoller).toBe(roller);
      const scene = sceneFromMeritView(view, NAMES);
      expect(scene.lastRoll).toEqual({ seat: roller, value: view.lastRoll });
      expect(scene.caption).toMatch(new RegExp(`^${NAMES[roller]} rolled ${view.lastRoll}`));
    }
  });

  it('at the end names the winner in the caption and stops the round counter at the limit', () => {
    const { view } = viewAfter(5000);
    expect(view.result).not.toBeNull();
    const scene = sceneFromMeritView(view, NAMES);
    expect(scene.result?.winners).toEqual(view.result!.winners);
    expect(scene.result?.text).not.toMatch(/\{p\d\}/);
    expect(scene.result?.text).toContain(NAMES[view.result!.winners[0]!]!);
    expect(scene.round).toBeLessThanOrEqual(view.roundLimit!);
    expect(scene.turn.seat).toBeNull();
  });

  it('is drawn through the render registry as the game’s picture', async () => {
    expect(presenterFor('merit-oil').picture).toBe(drawMeritOilView);
    const png = await drawSafely(drawMeritOilView, 'merit-oil', viewAfter(60).view, NAMES);
    if (!png) throw new Error('no picture for merit-oil');
    const img = await decodePng(png);
    expect(img.width).toBeGreaterThanOrEqual(1000);
    expect(png.length).toBeLessThan(500_000);
    expect(await drawSafely(drawMeritOilView, 'merit-oil', { not: 'a view' }, NAMES)).toBeNull();
  });
});
