/**
 * Hand-made scenes for tests, the bench's cold render and looking at the picture: a mid-game board with every
 * kind of piece, the same board at the game's end, an empty first-round board, and a full board (more than a
 * game has).
 */
import {
  CONSOLIDATION_CHIPS,
  DARK_CARDS,
  HARBOURS,
  LIGHT_CARDS,
  MAIN_CONTINENTS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_SITES,
} from '../../games/wildcatters/data';
import type { SceneCard, WildcattersScene } from './scene';

function card(id: string): SceneCard {
  const c = [...LIGHT_CARDS, ...DARK_CARDS].find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return { id: c.id, area: c.area, shade: c.shade, bonus: c.bonus, refinery: c.refinery };
}

function chips(left: number): WildcattersScene['chips'] {
  const out: WildcattersScene['chips'] = {};
  for (const id of MAIN_CONTINENTS) {
    const c = CONSOLIDATION_CHIPS[CONSOLIDATION_CHIPS.length - left];
    out[id] = c ? { ...c, left } : null;
  }
  return out;
}

/** Round 4 of 7, four players, Ben's turn in Texas: rigs, pump jacks, a won disk, trains, tankers, refineries. */
export function midGameScene(): WildcattersScene {
  return {
    title: 'Wildcatters',
    round: 4,
    rounds: 7,
    turn: { seat: 1, phase: 'build' },
    activeArea: 'texas',
    fields: [
      {
        id: 'texas.1',
        pieces: [
          { owner: 1, kind: 'pumpJack', barrels: 2 },
          { owner: 0, kind: 'pumpJack', barrels: 3 },
          { owner: 2, kind: 'rig' },
        ],
      },
      {
        id: 'texas.2',
        pieces: [
          { owner: 3, kind: 'rig' },
          { owner: 1, kind: 'rig' },
        ],
      },
      { id: 'alaska.1', pieces: [{ owner: 0, kind: 'rig' }] },
      {
        id: 'arabia.1',
        pieces: [
          { owner: 2, kind: 'rig' },
          { owner: 3, kind: 'rig' },
        ],
      },
      {
        id: 'arabia.2',
        pieces: [
          { owner: 2, kind: 'pumpJack', barrels: 1 },
          { owner: 2, kind: 'rig' },
        ],
      },
      { id: 'siberia.2', pieces: [{ owner: 3, kind: 'rig' }] },
      {
        id: 'venezuela.1',
        pieces: [
          { owner: 0, kind: 'rig' },
          { owner: 1, kind: 'rig' },
        ],
      },
      {
        id: 'australia.1',
        pieces: [
          { owner: 1, kind: 'rig' },
          { owner: 0, kind: 'rig' },
        ],
      },
      { id: 'europe.1', pieces: [{ owner: 3, kind: 'rig' }] },
    ],
    disks: [
      { area: 'alaska', owner: null },
      { area: 'texas', owner: 1, barrels: 1 },
      { area: 'venezuela', owner: null },
      { area: 'argentina', owner: null },
      { area: 'arabia', owner: 2 },
      { area: 'persia', owner: null },
      { area: 'siberia', owner: null },
      { area: 'indonesia', owner: null },
    ],
    trains: [
      { railway: 'texas.1>texas.harbour', owner: 1 },
      { railway: 'texas.1>texas.refinery', owner: 0 },
      { railway: 'arabia.2>arabia.harbour', owner: 2 },
      { railway: 'alaska.1>alaska.harbour', owner: 0 },
      { railway: 'venezuela.1>venezuela.harbour', owner: 3 },
      { railway: 'siberia.2>siberia.refinery', owner: 3 },
      { railway: 'europe.1>europe.harbour', owner: 1 },
    ],
    tankers: [
      { harbour: 'southernAfrica.west', owner: 0 },
      { harbour: 'southernAfrica.west', owner: 3 },
      { harbour: 'texas.harbour', owner: 1, used: true },
      { harbour: 'arabia.harbour', owner: 2 },
      { harbour: 'europe.harbour', owner: 1 },
    ],
    refineries: [
      { site: 'texas.refinery', owner: 0, barrels: [1, 0, 0] },
      { site: 'arabia.refinery', owner: 2, barrels: [2] },
      { site: 'europe.port', owner: 1, barrels: [1, 1, 3, 2] },
      { site: 'siberia.refinery', owner: 3, barrels: [] },
      { site: 'southernAfrica.refinery', owner: 1, barrels: [0, 0] },
    ],
    display: [
      card('dark.persia.6'),
      card('light.alaska.1'),
      card('dark.indonesia.3'),
      card('light.argentina.5'),
      card('dark.siberia.2'),
      card('light.venezuela.4'),
      card('dark.arabia.4'),
      card('light.persia.2'),
    ],
    deck: 41,
    chips: { ...chips(4), northAmerica: { ...CONSOLIDATION_CHIPS[1]!, left: 3 }, asia: null },
    players: [
      {
        seat: 0,
        name: 'Ana',
        vp: 24,
        workers: 13,
        shares: [18, 4, 0, 3],
        loans: 0,
        consolidationChips: [],
        refineryChips: 1,
        cards: 3,
        disks: 0,
        supply: { rigs: 6, trains: 6, tankers: 3, refineries: 4 },
      },
      {
        seat: 1,
        name: 'Benedikt',
        vp: 31,
        workers: 22,
        shares: [6, 14, 4, 0],
        loans: 1,
        consolidationChips: [3],
        refineryChips: 0,
        cards: 4,
        disks: 1,
        supply: { rigs: 5, trains: 6, tankers: 2, refineries: 3 },
      },
      {
        seat: 2,
        name: 'Chidi',
        vp: 24,
        workers: 8,
        shares: [0, 3, 22, 5],
        loans: 0,
        consolidationChips: [],
        refineryChips: 2,
        cards: 3,
        disks: 1,
        supply: { rigs: 6, trains: 7, tankers: 3, refineries: 4 },
        tag: 'bot',
        pending: 'Piggy-back?',
      },
      {
        seat: 3,
        name: 'Dolores',
        vp: 18,
        workers: 30,
        shares: [5, 0, 0, 20],
        loans: 2,
        consolidationChips: [],
        refineryChips: 1,
        cards: 3,
        disks: 0,
        supply: { rigs: 6, trains: 6, tankers: 3, refineries: 4 },
        tag: 'bot',
      },
    ],
    caption: 'Benedikt drilled in Texas and won the wildcatter disk for 4 shares',
  };
}

/**
 * The mid-game board at the game's end, final scoring done: Chidi wins; Ana and Benedikt, level on VP, share
 * third place. No area cards or consolidation chips are shown: the standings take their place.
 */
export function overScene(): WildcattersScene {
  const s = midGameScene();
  const vp = [92, 92, 110, 97];
  return {
    ...s,
    round: 7,
    turn: { seat: null, phase: 'game over' },
    activeArea: null,
    display: [],
    deck: 14,
    chips: {},
    players: s.players.map((p) => ({ ...p, vp: vp[p.seat]!, pending: undefined })),
    caption: undefined,
    result: {
      text: 'Chidi wins with 110 VP.',
      winners: [2],
      standings: [
        { seat: 2, place: 1, vp: 110 },
        { seat: 3, place: 2, vp: 97 },
        { seat: 0, place: 3, vp: 92 },
        { seat: 1, place: 3, vp: 92 },
      ],
    },
  };
}

/** Round 1, two players, nothing placed yet: the empty map. */
export function emptyScene(): WildcattersScene {
  const s = midGameScene();
  return {
    ...s,
    round: 1,
    rounds: 8,
    turn: { seat: 0, phase: 'choose an area card' },
    activeArea: null,
    fields: [],
    disks: s.disks.map((d) => ({ area: d.area, owner: null })),
    trains: [],
    tankers: [
      { harbour: 'southernAfrica.west', owner: 0 },
      { harbour: 'southernAfrica.east', owner: 1 },
    ],
    refineries: [],
    deck: 70,
    chips: chips(4),
    players: s.players.slice(0, 2).map((p) => ({
      ...p,
      vp: 10,
      loans: 0,
      cards: 0,
      disks: 0,
      consolidationChips: [],
      pending: undefined,
    })),
    caption: undefined,
  };
}

/**
 * Every spot of every field taken (pump jacks with barrels and rigs by turns), every disk and refinery full,
 * every line with its train, `tankers` in each harbour: more than a game has.
 */
export function fullBoardScene(tankers = 3): WildcattersScene {
  const base = emptyScene();
  return {
    ...base,
    fields: OIL_FIELDS.map((f, k) => ({
      id: f.id,
      pieces: Array.from({ length: f.rigSpots }, (_, i) =>
        i % 2 === 0
          ? { owner: (i + k) % 4, kind: 'pumpJack' as const, barrels: 3 }
          : { owner: (i + k) % 4, kind: 'rig' as const },
      ),
    })),
    disks: base.disks.map((d, i) => ({ ...d, owner: i % 4, barrels: 2 })),
    refineries: REFINERY_SITES.map((s, i) => ({ site: s.id, owner: i % 4, barrels: [0, 1, 2, 3, 0] })),
    trains: RAILWAYS.map((r, i) => ({ railway: r.id, owner: i % 4 })),
    tankers: HARBOURS.flatMap((h) =>
      Array.from({ length: tankers }, (_, i) => ({ harbour: h.id, owner: i % 4 })),
    ),
  };
}
