/**
 * The contract between the Oil Springs engine's view and the renderer's adapter
 * (src/render/catan/fromOilSpringsView.ts): real engine views, not hand-made ones.
 */
import { describe, expect, it } from 'vitest';
import { oilSprings } from '../../../src/games/oil-springs';
import { sceneFromOilSpringsView } from '../../../src/render/catan/fromOilSpringsView';
import { presenterFor } from '../../../src/discord/presenters';
import { act, give, hex, newGame, oweDisaster, place, rigDice, setSequestered, toMain } from './helpers';

const NAMES = ['Ana', 'Ben', 'Chidi', 'Dolores'];

describe('Oil Springs view → renderer scene', () => {
  it("the presenter's board drawer draws a real Oil Springs view to a PNG", async () => {
    const png = await presenterFor('oil-springs').picture?.(oilSprings.view(newGame(), 0), NAMES, {});
    expect(png?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('a fresh game: springs, robber off the board, full supply, track at 0, 12 VP to win', () => {
    const scene = sceneFromOilSpringsView(oilSprings.view(newGame(), null), NAMES);
    expect(scene.title).toBe('Catan: Oil Springs');
    expect(scene.hexes.filter((h) => h.oilSpring).map((h) => h.name)).toEqual(['C', 'G', 'J']);
    expect(scene.hexes.find((h) => h.name === 'J')?.number).toBe(5);
    expect(scene.robber).toBeNull();
    expect(scene.vpToWin).toBe(12);
    expect(scene.oilSprings).toMatchObject({
      disasterTrack: 0,
      trackLength: 5,
      supply: 15,
      supplyStart: 15,
      champion: null,
    });
  });

  it('a played position: oil held and sequestered, the Champion, metropolises, a polluted hex and the disaster', () => {
    const s = toMain(newGame(), 0);
    place(s, '9', 0, 3);
    setSequestered(s, [0, 3, 0, 0], 1);
    give(s, 2, { oil: 4 });
    oweDisaster(s, 0);
    rigDice(s, 12);
    act(s, 0, { type: 'endTurn' });
    const scene = sceneFromOilSpringsView(oilSprings.view(s, 1), NAMES);
    expect(scene.players.map((p) => p.oil)).toEqual([0, 0, 4, 0]);
    expect(scene.players.map((p) => p.sequestered)).toEqual([0, 3, 0, 0]);
    expect(scene.oilSprings?.champion).toBe(1);
    expect(scene.buildings.find((b) => b.name === '9')?.kind).toBe('metropolis');
    const d = scene.hexes.find((h) => h.name === 'D');
    expect(d).toMatchObject({ polluted: true, number: null });
    expect(scene.oilSprings?.removedTokens).toEqual([12]);
    expect(scene.highlight?.text).toMatch(/hex D polluted/);
  });

  it('a collapse shows as its own ending with no winner', () => {
    const s = toMain(newGame(), 0);
    s.ext.removedTokens = [10, 6, 9, 3];
    s.ext.destroyedHexes = [hex('A'), hex('E'), hex('H'), hex('K')];
    for (const h of s.ext.destroyedHexes) s.numbers[h] = 0;
    oweDisaster(s, 0);
    rigDice(s, 2);
    act(s, 0, { type: 'endTurn' });
    const scene = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(scene.result).toMatchObject({ winners: [], ending: 'collapse' });
    expect(scene.turn.seat).toBeNull();
  });
  it("the flood's headline counts the cities it reduced, and a city it washed away, beside the settlements", () => {
    // A flood that took one settlement and shrank one city read "1 building washed away": the record kept only
    // the emptied spots, so the city now standing as a settlement went uncounted.
    const flood = (build: (s: ReturnType<typeof newGame>) => void) => {
      const s = toMain(newGame(), 0);
      build(s);
      oweDisaster(s, 0);
      rigDice(s, 7);
      act(s, 0, { type: 'endTurn' });
      return sceneFromOilSpringsView(oilSprings.view(s, null), NAMES).highlight;
    };
    const both = flood((s) => {
      place(s, '1', 1, 1); // coastal settlement
      place(s, '18', 2, 2); // coastal city
    });
    expect(both?.text).toBe("Flood on Ana's turn (7): 1 settlement washed away, 1 city reduced");
    // The reduced city's spot is marked too, as the washed-away one is.
    expect(both?.points).toHaveLength(2);
    const cityOnly = flood((s) => place(s, '18', 2, 2));
    expect(cityOnly?.text).toBe("Flood on Ana's turn (7): 1 city reduced");
    // An owner with no settlement piece left loses the city outright (decision): said as a city, not a settlement.
    const noPiece = flood((s) => {
      place(s, '1', 1, 1);
      place(s, '18', 3, 2);
      for (const inland of ['10', '12', '31', '33', '35']) place(s, inland, 3, 1); // all five settlements out
      expect(s.settlementsLeft[3]).toBe(0);
    });
    expect(noPiece?.text).toBe("Flood on Ana's turn (7): 1 settlement and 1 city washed away");
  });

  it('a flood saved before the record kept reduced cities still loads, and its headline counts what it knows', () => {
    const s = toMain(newGame(), 0);
    place(s, '1', 1, 1);
    oweDisaster(s, 0);
    rigDice(s, 7);
    act(s, 0, { type: 'endTurn' });
    // An older save's record: the emptied spots only.
    const { seat, turn, dice, kind, hex: h, oilDestroyed, washedAway } = s.ext.lastDisaster!;
    s.ext.lastDisaster = { seat, turn, dice, kind, hex: h, oilDestroyed, washedAway };
    expect(oilSprings.invariants!(s)).toEqual([]);
    const scene = sceneFromOilSpringsView(oilSprings.view(s, null), NAMES);
    expect(scene.highlight?.text).toBe("Flood on Ana's turn (7): 1 building washed away");
  });
});
