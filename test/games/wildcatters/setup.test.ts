/** Set-up and the starting placement, one test per rule of the seed. */
import { describe, expect, it } from 'vitest';
import { card, continentOf, siteRegion } from '../../../src/games/wildcatters/map';
import { sceneFromWildcattersView } from '../../../src/render/wildcatters/fromWildcattersView';
import { act, afterPlacement, fresh, refused, tankersDown, W } from './helpers';

describe('wildcatters set-up', () => {
  it('players collect 20 shares of their colour and 5 of the player to their left', () => {
    // Seed: "Players collect shares (20 of their color, 5 of the player to their left)".
    const s = fresh(4);
    s.players.forEach((p, seat) => {
      expect(p.shares[seat]).toBe(20);
      expect(p.shares[(seat + 1) % 4]).toBe(5);
      expect(p.shares.reduce((a, b) => a + b, 0)).toBe(25);
    });
  });

  it('workers: 20 for 4 players, 15-18 for 3 players, 18-20 for 2 players', () => {
    // Seed: "workers (20 for 4 players, 15-18 for 3 players, 18-20 for 2 players)".
    for (const [n, lo, hi] of [
      [4, 20, 20],
      [3, 15, 18],
      [2, 18, 20],
    ] as const) {
      const s = fresh(n);
      const inOrder = s.order.map((seat) => s.players[seat]!.workers);
      for (const w of inOrder) expect(w >= lo && w <= hi).toBe(true);
      expect(inOrder).toEqual([...W.design.START_WORKERS_BY_PLAYERS[n]]);
    }
  });

  it('with 2 or 3 players each later seat in turn order gets more workers than the one before', () => {
    // Seed: "workers (20 for 4 players, 15-18 for 3 players, 18-20 for 2 players)". Notes: "the exact per-seat
    // split is unknown: design it (later seats get more, to offset turn order)".
    for (const [n, lo, hi] of [
      [3, 15, 18],
      [2, 18, 20],
    ] as const) {
      for (let i = 0; i < 6; i++) {
        const s = W.setup(n, { startPlayer: 'random' }, `workers-${n}-${i}`);
        const inOrder = s.order.map((seat) => s.players[seat]!.workers);
        for (let k = 0; k < n; k++) {
          expect(inOrder[k]).toBeGreaterThanOrEqual(lo);
          expect(inOrder[k]).toBeLessThanOrEqual(hi);
          if (k > 0) expect(inOrder[k]).toBeGreaterThan(inOrder[k - 1]!);
        }
      }
    }
  });

  it('each player places their victory point marker on 10', () => {
    // Seed: "Each player places their victory point marker on '10' on the track."
    for (const p of fresh(3).players) expect(p.vp).toBe(10);
  });

  it('a random start player gets sequence chip 1, the others follow clockwise', () => {
    // Seed: "Randomly select a start player and give them the '1' sequence chip, then distribute the remaining
    // sequence chips in clockwise order."
    const starts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const s = W.setup(4, { startPlayer: 'random' }, `start-${i}`);
      starts.add(s.startSeat);
      expect(s.order).toEqual([0, 1, 2, 3].map((k) => (s.startSeat + k) % 4));
      expect(s.current).toBe(s.startSeat);
    }
    expect(starts.size).toBeGreaterThan(1);
  });

  it('7 rounds in a 4-player game, 8 rounds in a 2-3 player game', () => {
    // Seed: "7 rounds in a 4-player game, or 8 rounds in a 2-3 player game".
    expect(fresh(4).rounds).toBe(7);
    expect(fresh(3).rounds).toBe(8);
    expect(fresh(2).rounds).toBe(8);
  });

  it('each player is dealt 8 light area cards', () => {
    // Seed: "deal each player 8 light-colored area cards".
    const s = fresh(4);
    for (const p of s.players) {
      expect(p.hand).toHaveLength(8);
      for (const id of p.hand) expect(card(id).shade).toBe('light');
    }
  });

  it('in turn order, players discard one card and place one starting piece in its area', () => {
    // Seed: "in turn order, players discard one card and place one of their starting supplies in the area
    // indicated on the card".
    const s = tankersDown(fresh(4));
    const seat = s.current;
    const a = W.legalActions(s, seat).find((x) => x.type === 'place' && x.piece === 'rig')!;
    if (a.type !== 'place') throw new Error('no rig placement');
    act(s, seat, a);
    expect(s.players[seat]!.hand).toHaveLength(7);
    expect(s.fields[a.at]!.some((p) => p.owner === seat)).toBe(true);
    expect(W.design.OIL_FIELDS.find((f) => f.id === a.at)!.region).toEqual({
      kind: 'area',
      area: card(a.card).area,
    });
    expect(s.current).toBe(s.order[1]);
    // A piece outside the card's area is refused while the card's area has room.
    const next = s.current;
    const c = s.players[next]!.hand[0]!;
    const other = W.design.OIL_FIELDS.find(
      (f) => f.region.kind === 'area' && f.region.area !== card(c).area,
    )!;
    refused(s, next, { type: 'place', card: c, piece: 'rig', at: other.id }, 'illegal-spot');
    refused(s, s.order[2]!, { type: 'place', card: c, piece: 'rig', at: other.id }, 'not-your-turn');
  });

  it('says where each starting piece went, naming the place once', () => {
    const s = tankersDown(fresh(4));
    const texts: string[] = [];
    const seen = new Set<string>();
    while (s.phase === 'placement' && seen.size < 3) {
      const a = W.legalActions(s, s.current).find((x) => x.type === 'place' && !seen.has(x.piece));
      if (!a || a.type !== 'place') throw new Error('no placement of a new kind');
      seen.add(a.piece);
      texts.push(...act(s, s.current, a).map((e) => e.text));
    }
    expect(texts.find((t) => t.includes('refinery'))).toMatch(
      /^\{p\d\} discarded the \w+ card and placed the \w+( port| inland)? refinery\.$/,
    );
    expect(texts.find((t) => t.includes(' rig '))).toMatch(/placed a rig on \w+ \w+ field\.$/);
    expect(texts.find((t) => t.includes(' train '))).toMatch(/placed a train on \w+ \w+ field → .+\.$/);
  });

  it('starting pieces: 3 rigs, 2 trains, 1 refinery and 1 tanker in a Southern Africa harbour', () => {
    // Seed: "Players then collect 3 rigs, 2 trains, 1 refinery, and 1 tanker from their components and place
    // their tanker in one of the two Southern Africa harbors."
    const s = afterPlacement(4);
    s.players.forEach((_, seat) => {
      const rigs = Object.values(s.fields)
        .flat()
        .filter((p) => p.owner === seat).length;
      expect(rigs).toBe(3);
      expect(Object.values(s.trains).filter((o) => o === seat)).toHaveLength(2);
      expect(Object.values(s.refineries).filter((r) => r.owner === seat)).toHaveLength(1);
      const tankers = s.tankers.filter((t) => t.owner === seat);
      expect(tankers).toHaveLength(1);
      expect(['southernAfrica.west', 'southernAfrica.east']).toContain(tankers[0]!.harbour);
    });
    refused(fresh(), 0, { type: 'placeTanker', harbour: 'texas.harbour' }, 'illegal-spot');
  });

  it('the starting tanker is told in one verb and one name, as the picture says it', () => {
    // The line said "put a tanker in Durban (Southern Africa, east)" under a picture saying "placed the starting
    // tanker in Southern Africa".
    const s = fresh();
    const seat = s.current;
    const events = act(s, seat, { type: 'placeTanker', harbour: 'southernAfrica.east' });
    expect(events.map((e) => e.text)).toEqual([
      `{p${seat}} placed the starting tanker in Durban (Southern Africa, east).`,
    ]);
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    expect(sceneFromWildcattersView(W.view(s, null), names).caption).toBe(
      `${names[seat]} placed the starting tanker in Durban (Southern Africa, east)`,
    );
  });

  it('no continent has more than one refinery after the starting placement', () => {
    // Seed: "ensuring no continent has more than one refinery".
    for (let i = 0; i < 10; i++) {
      const s = afterPlacement(4, `refs-${i}`);
      const continents = Object.keys(s.refineries).map((site) => continentOf(siteRegion(site)));
      expect(new Set(continents).size).toBe(continents.length);
    }
  });

  it('players discard their last two cards; the rest of the light and the dark cards form the area deck', () => {
    // Seed: "This continues until all players have placed their starting supplies and discarded their last
    // two cards. The remaining light and dark area cards are shuffled together to form the area deck".
    const s = afterPlacement(4);
    for (const p of s.players) expect(p.hand).toHaveLength(0);
    // 4 × 8 dealt = 32 light cards set aside (24 placed + 8 last ones).
    expect(s.discards).toHaveLength(32);
    const inPlay = [...s.deck, ...s.display.filter((c) => c !== null)];
    expect(inPlay).toHaveLength(40 - 32 + 48);
    expect(inPlay.filter((id) => card(id).shade === 'light')).toHaveLength(8);
  });

  it('the line ending the starting placement says where the last two cards of each hand went', () => {
    // Played: My hand listed 2 light cards after the sixth piece, then none, and no line said they were discarded.
    const s = tankersDown(fresh(3));
    let last: string[] = [];
    while (s.phase === 'placement')
      last = act(s, s.current, W.legalActions(s, s.current)[0]!).map((e) => e.text);
    expect(last.at(-1)).toBe(
      'The starting placement is done: the last 2 cards of each hand are discarded, the area deck is shuffled and ' +
        '8 cards lie face up.',
    );
  });

  it('8 area cards lie face up', () => {
    // Seed: "Select one of the 8 face-up area cards".
    expect(afterPlacement(2).display.filter((c) => c !== null)).toHaveLength(8);
  });
});
