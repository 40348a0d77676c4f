/**
 * Hand-made scenes for tests, the bench and looking at the picture: a late four-player game with every kind
 * of lorry place (loop, drilling track, holiday, England, Kwinana) and tankers at sea.
 */
import { CONCESSIONS, SEA_STAGES, type SeaStage } from '../../games/merit-oil/data';
import { seaRoute } from '../../games/merit-oil/sea';
import type { MeritScene, SceneTanker, SceneWell } from './scene';

function well(card: number, owner: number, holes: number): SceneWell {
  const c = CONCESSIONS[card - 1]!;
  return { card, owner, holes, capacity: c.holes, tons: holes * c.tonsPerHole };
}

function tanker(
  t: SceneTanker['tanker'],
  owner: number,
  from: SeaStage,
  at: SeaStage,
  to: SeaStage,
  tons: number,
  insured: boolean,
  suezOpen = true,
): SceneTanker {
  const route = seaRoute(at, to, suezOpen) ?? [];
  if (!SEA_STAGES.includes(from)) throw new Error(`no stage ${from}`);
  return { tanker: t, owner, stage: at, destination: to, route, tons, insured };
}

export function lateMeritScene(): MeritScene {
  const wells = [
    well(13, 0, 6),
    well(3, 0, 2),
    well(7, 0, 5),
    well(16, 1, 3),
    well(14, 2, 10),
    well(10, 2, 4),
    well(1, 2, 1),
    well(15, 3, 2),
    well(18, 3, 0),
  ];
  const stores = (seat: number) => wells.filter((w) => w.owner === seat).reduce((a, w) => a + w.tons, 0);
  return {
    title: "Merit's OIL",
    round: 17,
    roundLimit: 30,
    turn: { seat: 1, doing: 'charter or roll' },
    lastRoll: { seat: 0, value: 5 },
    caption: 'Ana rolled 5: PRODUCTION marked; red tanker sold 27,000 t at Grain for £238,500',
    freightLevel: 2,
    suezOpen: true,
    shares: [
      { company: 'refinery', name: 'European Refineries Ltd', price: 25_000, bankBlocks: 6 },
      { company: 'shipping', name: 'Anglo Tanker Shipping Co.', price: 15_000, bankBlocks: 9 },
    ],
    lorries: [
      { seat: 0, at: { kind: 'square', square: 12 } },
      { seat: 1, at: { kind: 'square', square: 12 } },
      { seat: 2, at: { kind: 'drilling', section: 3 } },
      { seat: 3, at: { kind: 'holiday', stop: 2 } },
    ],
    tankers: [
      tanker('red', 0, 'persian-gulf', 'red-sea', 'isle-of-grain', 27_000, true),
      tanker('blue', 2, 'tripoli', 'central-mediterranean', 'genoa', 18_000, false),
      tanker('green', 3, 'port-of-spain', 'sargasso-sea', 'rotterdam', 9_000, true),
    ],
    wells,
    players: [
      {
        seat: 0,
        name: 'Ana',
        cash: 212_500,
        shares: { refinery: 2, shipping: 0 },
        storeTons: stores(0),
        fortune: 0,
        keptMemos: 1,
      },
      {
        seat: 1,
        name: 'Benedikt',
        cash: 388_000,
        shares: { refinery: 0, shipping: 1 },
        storeTons: stores(1),
        fortune: 0,
        keptMemos: 0,
        tag: 'bot',
      },
      {
        seat: 2,
        name: 'Chidi',
        cash: 41_000,
        shares: { refinery: 2, shipping: 0 },
        storeTons: stores(2),
        fortune: 0,
        keptMemos: 2,
      },
      {
        seat: 3,
        name: 'Dolores',
        cash: 296_000,
        shares: { refinery: 0, shipping: 0 },
        storeTons: stores(3),
        fortune: 0,
        keptMemos: 0,
        tag: 'bot',
      },
    ].map((p) => ({ ...p, fortune: p.cash + p.storeTons * 7 + 500_000 - p.seat * 120_000 })),
    billsLeft: { 'mina-al-ahmadi': 7, tripoli: 5, 'umm-said': 4, 'bandar-mashur': 6, 'port-of-spain': 3 },
    concessionsLeft: 6,
  };
}

/** Six players, Suez closed, everyone somewhere else: England, Kwinana, HOLIDAY square, the drilling top. */
export function crowdedMeritScene(): MeritScene {
  const base = lateMeritScene();
  const names = ['Ana', 'Benedikt', 'Chidi', 'Dolores', 'Emeka', 'Fumiko'];
  return {
    ...base,
    suezOpen: false,
    freightLevel: 5,
    turn: { seat: 4, doing: 'drill by HELICOPTER for £15,000 or stay' },
    lorries: [
      { seat: 0, at: { kind: 'england' } },
      { seat: 1, at: { kind: 'kwinana' } },
      { seat: 2, at: { kind: 'drilling', section: 0 } },
      { seat: 3, at: { kind: 'holiday', stop: 0 } },
      { seat: 4, at: { kind: 'square', square: 13 } },
      { seat: 5, at: { kind: 'drilling', section: 0 } },
    ],
    tankers: [
      tanker('red', 0, 'persian-gulf', 'natal-coast', 'isle-of-grain', 27_000, true, false),
      tanker('blue', 2, 'persian-gulf', 'persian-gulf', 'kwinana', 18_000, false, false),
      tanker('green', 3, 'persian-gulf', 'persian-gulf', 'lavera', 9_000, true, false),
      tanker('yellow', 5, 'port-of-spain', 'western-approaches', 'milford-haven', 4_500, false, false),
    ],
    wells: [
      ...base.wells,
      { ...base.wells[0]!, card: 2, owner: 4 },
      { ...base.wells[1]!, card: 17, owner: 5 },
    ],
    players: names.map((name, seat) => ({
      seat,
      name,
      cash: 100_000 + seat * 55_000,
      shares: { refinery: seat % 3, shipping: seat % 2 },
      storeTons: 9_000 * seat,
      fortune: 600_000 + seat * 40_000,
      keptMemos: seat % 2,
    })),
  };
}
