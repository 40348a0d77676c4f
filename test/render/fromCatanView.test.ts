import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGES, NODES, edgeIndex, nodeIndex } from '../../src/games/catan/board';
import { catan } from '../../src/games/catan/index';
import type { CatanState, CatanView } from '../../src/games/catan/types';
import { registerGame } from '../../src/games/registry';
import { playerStyle } from '../../src/render/kit';
import { boardTransform } from '../../src/render/catan/board';
import {
  ACTION_TEXT,
  PHASE_WORDS,
  catanRowHints,
  highlightFromLast,
  sceneFromCatanView,
} from '../../src/render/catan/fromCatanView';
import { oilSprings } from '../../src/games/oil-springs';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import { drawCatan, pixelOf } from '../../src/render/catan/render';
import { playBots } from '../../src/tools/play-bots';
import { runRenderTool } from '../../src/tools/render';
import { near, pixel } from './pixels';

const NAMES = ['Ana', 'Ben', 'Chidi', 'Dolores'];

function playedState(actions: number): CatanState<null> {
  return playBots(catan, 4, 'render-test', actions).state as CatanState<null>;
}

function viewAfter(actions: number): { state: CatanState<null>; view: CatanView } {
  const state = playedState(actions);
  return { state, view: catan.view(state, null) };
}

describe('sceneFromCatanView', () => {
  it('places every building and road where the engine’s board graph puts it', () => {
    const { view } = viewAfter(60);
    const scene = sceneFromCatanView(view, NAMES);
    expect(scene.buildings).toHaveLength(view.buildings.length);
    expect(scene.roads).toHaveLength(view.roads.length);
    for (const b of scene.buildings) {
      const n = NODES[nodeIndex(b.name ?? '')];
      expect(n).toBeDefined();
      expect(b.at).toEqual({ x: n?.x, y: n?.y });
    }
    for (const r of scene.roads) {
      const e = EDGES[edgeIndex(r.name ?? '')];
      expect(e).toBeDefined();
      expect((r.a.x + r.b.x) / 2).toBeCloseTo(e?.x ?? NaN, 9);
      expect((r.a.y + r.b.y) / 2).toBeCloseTo(e?.y ?? NaN, 9);
    }
    expect(scene.robber).toBe(view.robber);
    expect(scene.hexes.map((h) => h.name).join('')).toBe('ABCDEFGHIJKLMNOPQRS');
    expect(scene.players.map((p) => p.name)).toEqual(NAMES);
    expect(scene.bank?.resources).toEqual(view.bank);
    expect(scene.bank?.devCards).toBe(view.devDeckLeft);
  });

  it('labels selection spots with the engine’s spot names at their intersections', () => {
    const state = playedState(0);
    const seat = catan.status(state).toAct[0] ?? 0;
    const spots = catan.legalSpots(state, seat, 'settlement');
    const scene = sceneFromCatanView(catan.view(state, null), NAMES, {
      select: { kind: 'settlement', spots },
    });
    expect(scene.selection?.spots.map((s) => s.name)).toEqual(spots);
    for (const s of scene.selection?.spots ?? []) {
      const n = NODES[nodeIndex(s.name)];
      expect(s.at).toEqual({ x: n?.x, y: n?.y });
    }
    expect(scene.selection?.prompt).toContain(NAMES[seat]);
  });

  it('gives road spots both ends, and skips names the board does not know', () => {
    const scene = sceneFromCatanView(viewAfter(0).view, NAMES, {
      select: { kind: 'road', spots: ['1-2', 'not-a-path'] },
    });
    expect(scene.selection?.spots).toHaveLength(1);
    const spot = scene.selection?.spots[0];
    expect(spot?.a).toEqual({ x: NODES[0]?.x, y: NODES[0]?.y });
    expect(spot?.b).toEqual({ x: NODES[1]?.x, y: NODES[1]?.y });
  });

  it('says the last action in words, ending a turn too (never the action type)', () => {
    let n = 1;
    while (n < 400 && catan.view(playedState(n), null).last?.kind !== 'endTurn') n++;
    const view = catan.view(playedState(n), null);
    expect(view.last?.kind).toBe('endTurn');
    expect(sceneFromCatanView(view, NAMES).highlight?.text).toMatch(/ ended the turn$/);
  });

  it('highlights the last road or building and credits the roll to whoever rolled', () => {
    // Find a moment right after a road was built.
    let state = playedState(0);
    let view = catan.view(state, null);
    for (let n = 1; n < 40 && view.last?.kind !== 'road'; n++) {
      state = playedState(n);
      view = catan.view(state, null);
    }
    expect(view.last?.kind).toBe('road');
    expect(view.phase).toBe('setup');
    const scene = sceneFromCatanView(view, NAMES);
    const e = EDGES[edgeIndex(view.last?.at ?? '')];
    const hl = scene.highlight?.roads?.[0];
    expect(hl && (hl.a.x + hl.b.x) / 2).toBeCloseTo(e?.x ?? NaN, 9);
    // Set-up pieces are placed (free), as the log says; later ones are built.
    expect(scene.highlight?.text).toMatch(/ placed a road$/);
    // The last set-up road ends the set-up: the first roll's picture still says it was placed.
    const setUp = catan.view(playedState(16), null);
    expect([setUp.phase, setUp.last?.kind]).toEqual(['roll', 'road']);
    expect(sceneFromCatanView(setUp, NAMES).highlight?.text).toMatch(/ placed a road$/);
    for (let n = 16; n < 400; n++) {
      const v = catan.view(playedState(n), null);
      if (v.lastRoll !== null && v.last?.kind === 'road') {
        expect(sceneFromCatanView(v, NAMES).highlight?.text).toMatch(/ built a road$/);
        break;
      }
      expect(n).toBeLessThan(399);
    }

    // Right after a roll (not a 7), the hexes with that number are highlighted.
    for (let n = 16; n < 200; n++) {
      const v = catan.view(playedState(n), null);
      if (v.last?.kind === 'roll' && v.lastRoll && v.lastRoll[0] + v.lastRoll[1] !== 7) {
        const total = v.lastRoll[0] + v.lastRoll[1];
        const hexes = sceneFromCatanView(v, NAMES).highlight?.hexes ?? [];
        expect(hexes.length).toBeGreaterThan(0);
        expect(hexes).toEqual(v.hexes.filter((h) => h.number === total).map((h) => h.name));
        break;
      }
    }

    // Later, at a "roll" moment after someone rolled: the roll belongs to the previous seat.
    for (let n = 40; n < 400; n++) {
      const v = catan.view(playedState(n), null);
      if (v.phase === 'roll' && v.lastRoll) {
        const s = sceneFromCatanView(v, NAMES);
        expect(s.lastRoll?.seat).toBe((v.current + v.seats - 1) % v.seats);
        return;
      }
    }
    throw new Error('no roll moment found');
  });

  it('flags players who must discard after a 7', () => {
    const { view } = viewAfter(20);
    const players = view.players.map((p) => (p.seat === 2 ? { ...p, mustDiscard: 4 } : p));
    const scene = sceneFromCatanView({ ...view, players, phase: 'discard' }, NAMES);
    expect(scene.players.map((p) => p.pending)).toEqual([undefined, undefined, 'Discard 4', undefined]);
    expect(scene.turn.phase).toBe('Discards (7)');
  });

  it('every phase has its label and, when longer than a word, a one-word short form, both keyed by the phase', () => {
    // The short forms were keyed by the labels' words: a label renamed lost its short form without a word, and
    // the header fell back to the long label it had no room for.
    const { view } = viewAfter(20);
    const phases = ['setup', 'roll', 'discard', 'robber', 'main', 'roadBuilding'] as const;
    const turns = phases.map((phase) => sceneFromCatanView({ ...view, phase }, NAMES).turn);
    expect(turns.map((t) => [t.phase, t.short])).toEqual([
      ['Setup', undefined],
      ['Roll', undefined],
      ['Discards (7)', 'Discard'],
      ['Robber move', 'Robber'],
      ['Trade & build', 'Build'],
      ['Road building', 'Roads'],
    ]);
    for (const [phase, words] of Object.entries(PHASE_WORDS)) {
      if (phase === 'over') continue;
      expect(words.short !== undefined, phase).toBe(/\s/.test(words.label));
      expect(words.short ?? '', phase).not.toMatch(/\s/);
    }
  });

  it('names the first and last intersection of every row for normal pictures', () => {
    const hints = catanRowHints();
    expect(hints.map((h) => h.name)).toEqual([
      '1',
      '7',
      '8',
      '16',
      '17',
      '27',
      '28',
      '38',
      '39',
      '47',
      '48',
      '54',
    ]);
    expect(hints.filter((h) => h.side === 'left').map((h) => h.name)).toEqual([
      '1',
      '8',
      '17',
      '28',
      '39',
      '48',
    ]);
  });

  it('tags the viewing seat as "you" in a seat’s own picture', () => {
    const state = playedState(20);
    expect(sceneFromCatanView(catan.view(state, 2), NAMES).players.map((p) => p.tag)).toEqual([
      undefined,
      undefined,
      'you',
      undefined,
    ]);
    expect(sceneFromCatanView(catan.view(state, null), NAMES).players.every((p) => p.tag === undefined)).toBe(
      true,
    );
  });

  it('draws an engine game’s settlements in their owners’ colours', () => {
    const { view } = viewAfter(16); // set-up done for four players
    const scene = sceneFromCatanView(view, NAMES);
    const canvas = drawCatan(scene);
    const s = boardTransform(scene).unit * 0.24;
    const settlements = scene.buildings.filter((b) => b.kind === 'settlement');
    expect(settlements.length).toBeGreaterThan(0);
    for (const b of settlements) {
      const c = pixelOf(scene, b.at);
      expect(near(pixel(canvas, c.x - 0.55 * s, c.y + 0.55 * s), playerStyle(b.owner).fill, 30)).toBe(true);
    }
  });
});

describe('npm run render', () => {
  it('plays bot actions and writes the picture', async () => {
    registerGame(catan);
    const dir = mkdtempSync(join(tmpdir(), 'derrick-render-'));
    try {
      const out = join(dir, 'b.png');
      const msg = await runRenderTool([
        '--game',
        'catan',
        '--seed',
        '3',
        '--actions',
        '20',
        '--out',
        out,
        '--select',
        'road',
      ]);
      expect(msg).toMatch(/after 20 actions/);
      expect(msg).toMatch(/road spots marked/);
      const png = readFileSync(out);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // With --select it is the chooser's picture: the board alone (CATAN_CHOOSER_SIZE).
      expect(png.readUInt32BE(16)).toBe(820);
      expect(png.readUInt32BE(20)).toBe(800);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains bad arguments and unknown games', async () => {
    await expect(runRenderTool(['--game', 'nope'])).rejects.toThrow(/unknown game "nope"/);
    await expect(runRenderTool(['--game', 'catan', '--actions', 'many'])).rejects.toThrow(/--actions/);
    await expect(runRenderTool(['--game', 'catan', '--select', 'castle'])).rejects.toThrow(/--select/);
    // A seat count the game does not play was set up anyway and failed deep in the drawing (Wildcatters with 5).
    await expect(runRenderTool(['--game', 'catan', '--seats', '7'])).rejects.toThrow(
      /--seats 7: Catan is for 3–4 players/,
    );
  });
});

describe('the caption of the last action', () => {
  /** Every `last.kind` seen in whole bot games of `game` (random and greedy bots). */
  function kindsReached(game: AnyGameModule, seeds: readonly string[]): Set<string> {
    const kinds = new Set<string>();
    for (const seed of seeds)
      for (const bot of ['random', 'greedy']) {
        let state = game.setup(4, game.optionsSchema.parse({}), seed);
        const rng = Rng.fromSeed(`${seed}:${bot}`);
        for (let i = 0; i < 3000; i++) {
          const st = game.status(state);
          if (st.over) break;
          const seat = st.toAct[0]!;
          const r = game.apply(state, seat, game.bots[bot]!(state, seat, rng));
          if (!r.ok) throw new Error(r.error);
          state = r.state;
          const last = (state as CatanState).last;
          if (last) kinds.add(last.kind);
        }
      }
    return kinds;
  }

  it('has words for every kind of last action the engines set, never the raw name', () => {
    // Reported: "Ben offer". Kinds the engines set (grep `state.last =`), and all that bot games reach.
    const named = [
      'offer',
      'trade',
      'maritime',
      'convertOil',
      'sequester',
      'metropolis',
      'robber',
      'endTurn',
    ];
    const reached = new Set([
      ...kindsReached(catan, ['k1', 'k2']),
      ...kindsReached(oilSprings, ['o1', 'o2']),
    ]);
    expect(reached).toContain('offer');
    expect(reached).toContain('convertOil');
    const missing = [...new Set([...named, ...reached])].filter((k) => !(k in ACTION_TEXT));
    expect(missing).toEqual([]);
    const view = catan.view(playedState(60), null);
    view.last = { seat: 1, kind: 'offer' };
    expect(highlightFromLast(view, NAMES)?.text).toBe('Ben made a trade offer');
  });
});
