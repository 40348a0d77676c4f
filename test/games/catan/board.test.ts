import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import { board, catan } from '../../../src/games/catan';
import { BEGINNER_HEXES, PIPS, SPIRAL_TOKENS, TERRAIN_COUNTS } from '../../../src/games/catan/data';
import { redNumbersAdjacent, variableMap } from '../../../src/games/catan/setup';

describe('board graph', () => {
  it('has 19 hexes, 54 intersections, 72 paths and 9 harbor slots', () => {
    expect(board.HEXES).toHaveLength(19);
    expect(board.NODES).toHaveLength(54);
    expect(board.EDGES).toHaveLength(72);
    expect(board.HARBOR_SLOTS).toHaveLength(9);
  });

  it('every intersection touches 1–3 hexes and 2–3 paths; 30 coastal intersections and 30 coastal paths', () => {
    for (const n of board.NODES) {
      expect(n.hexes.length).toBeGreaterThanOrEqual(1);
      expect(n.hexes.length).toBeLessThanOrEqual(3);
      expect(n.neighbors.length).toBe(n.edges.length);
      expect([2, 3]).toContain(n.neighbors.length);
    }
    expect(board.NODES.filter((n) => n.coast)).toHaveLength(30);
    expect(board.EDGES.filter((e) => e.coast)).toHaveLength(30);
  });

  it('adjacency is symmetric and paths join adjacent intersections one unit apart', () => {
    for (const e of board.EDGES) {
      const [a, b] = e.nodes;
      expect(board.NODES[a]!.neighbors).toContain(b);
      expect(board.NODES[b]!.neighbors).toContain(a);
      const d = Math.hypot(board.NODES[a]!.x - board.NODES[b]!.x, board.NODES[a]!.y - board.NODES[b]!.y);
      expect(d).toBeCloseTo(1, 6);
    }
  });

  it('names hexes A–S in reading order and intersections 1–54 along the zig-zag rows', () => {
    expect(board.HEX_NAMES.join('')).toBe('ABCDEFGHIJKLMNOPQRS');
    expect(board.HEXES[9]).toMatchObject({ name: 'J', q: 0, r: 0, x: 0, y: 0 });
    expect(board.NODE_NAMES[0]).toBe('1');
    expect(board.NODE_NAMES[53]).toBe('54');
    // Top coast zig-zag 1..7 runs west to east, alternating low and high.
    const top = [0, 1, 2, 3, 4, 5, 6].map((i) => board.NODES[i]!);
    for (let i = 1; i < top.length; i++) expect(top[i]!.x).toBeGreaterThan(top[i - 1]!.x);
    expect(board.HEXES[0]!.nodes.map((n) => n + 1)).toEqual([2, 3, 11, 10, 9, 1]);
  });

  it('parses typed spot names, in either order for paths', () => {
    expect(board.hexIndex('j')).toBe(9);
    expect(board.nodeIndex('12')).toBe(11);
    expect(board.edgeIndex('12-22')).toBe(board.edgeIndex('22-12'));
    expect(board.edgeIndex(' 12 - 22 ')).toBe(board.edgeIndex('12-22'));
    expect(board.edgeIndex('1-54')).toBe(-1);
    expect(board.nodeIndex('55')).toBe(-1);
    expect(board.hexIndex('Z')).toBe(-1);
  });

  it('puts every harbor on a coastal path, no two harbors sharing an intersection', () => {
    const used = new Set<number>();
    for (const h of board.HARBOR_SLOTS) {
      expect(board.EDGES[h.edge]!.coast).toBe(true);
      for (const n of h.nodes) {
        expect(used.has(n)).toBe(false);
        used.add(n);
      }
    }
  });
});

describe('maps', () => {
  it('beginner map: the terrain counts and number tokens of the box, desert without a token, robber on it', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const [t] of BEGINNER_HEXES) counts[t]!++;
    expect(counts).toEqual([...TERRAIN_COUNTS]);
    expect(
      BEGINNER_HEXES.map(([, n]) => n)
        .filter((n) => n > 0)
        .sort((a, b) => a - b),
    ).toEqual([...SPIRAL_TOKENS].sort((a, b) => a - b));
    const s = catan.setup(4, catan.optionsSchema.parse({}), 'x');
    expect(board.HEX_NAMES[s.robber]).toBe('J');
    const v = catan.view(s, null);
    expect(v.hexes[0]).toMatchObject({ name: 'A', terrain: 'mountains', number: 10, pips: 3 });
    expect(v.harbors.map((h) => h.kind)).toEqual([
      'generic',
      'grain',
      'ore',
      'generic',
      'wool',
      'generic',
      'generic',
      'brick',
      'lumber',
    ]);
  });

  it('variable map with spiral tokens: shuffled terrain, the 18 tokens in spiral order, desert skipped', () => {
    for (let i = 0; i < 20; i++) {
      const m = variableMap(
        { map: 'variable', numbers: 'spiral', shuffleHarbors: true },
        Rng.fromSeed(`v${i}`),
      );
      const desert = m.terrain.indexOf(5);
      expect(m.numbers[desert]).toBe(0);
      expect(m.numbers.filter((n) => n > 0).sort((a, b) => a - b)).toEqual(
        [...SPIRAL_TOKENS].sort((a, b) => a - b),
      );
      expect(m.harbors.slice().sort()).toEqual([-1, -1, -1, -1, 0, 1, 2, 3, 4].sort());
    }
  });

  it('variable map with random tokens never puts a 6 or 8 next to another 6 or 8', () => {
    for (let i = 0; i < 30; i++) {
      const m = variableMap(
        { map: 'variable', numbers: 'random', shuffleHarbors: false },
        Rng.fromSeed(`r${i}`),
      );
      expect(redNumbersAdjacent(m.numbers)).toBe(false);
      expect(m.numbers.reduce((a, n) => a + (PIPS[n] ?? 0), 0)).toBe(58);
    }
  });
});
