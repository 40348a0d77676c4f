/**
 * Refusals name things as the picture and the menus do ("Texas", "the Texas upper field", "the Texas refinery"),
 * never by their data ids ("texas", "texas.1", "rideAlong"): a player meets them when a typed move or a stale
 * button is refused. Games played at random reach many states; at each, a battery of moves (every field, line,
 * harbour, site and card, and ids that do not exist) is tried, and every refusal's text is checked.
 */
import { describe, expect, it } from 'vitest';
import { formatSeats } from '../../../src/games/events';
import { Rng } from '../../../src/games/rng';
import {
  AREA_LIST,
  CONTINENT_LIST,
  DARK_CARDS,
  HARBOURS,
  LIGHT_CARDS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_SITES,
} from '../../../src/games/wildcatters/data';
import type { Source, WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import { W, act, clearedBoard, putTanker } from './helpers';

const IDS = new Set<string>([
  ...AREA_LIST.map((a) => a.id),
  ...CONTINENT_LIST.map((c) => c.id),
  ...OIL_FIELDS.map((f) => f.id),
  ...HARBOURS.map((h) => h.id),
  ...REFINERY_SITES.map((x) => x.id),
  ...RAILWAYS.map((r) => r.id),
  ...[...LIGHT_CARDS, ...DARK_CARDS].map((c) => c.id),
  ...['piggyback', 'rideAlong', 'nowhere'],
]);

/** The raw ids in `text`: a data id as a word, or a word shaped like one (camelCase, dotted, snake_case). */
export function rawIds(text: string): string[] {
  const words = text.match(/[A-Za-z0-9_.]+/g) ?? [];
  return words
    .map((w) => w.replace(/\.+$/, ''))
    .filter((w) => IDS.has(w) || /[a-z][A-Z]/.test(w) || /[a-z]\.[a-z0-9]/i.test(w) || w.includes('_'));
}

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev'];

/** Moves to try at a state: every id of each kind, and ids that do not exist. */
function battery(s: WildcattersState, seat: number): WildcattersAction[] {
  const fields = [...OIL_FIELDS.map((f) => f.id), 'nowhere', 'texas.9'];
  const sites = [...REFINERY_SITES.map((x) => x.id), 'nowhere'];
  const harbours = [...HARBOURS.map((h) => h.id), 'nowhere'];
  const cards = [...s.players[seat]!.hand, LIGHT_CARDS[0]!.id, 'nowhere'];
  const sources: Source[] = [
    ...fields.map((field): Source => ({ kind: 'field', field })),
    { kind: 'disk', area: 'texas' },
  ];
  const out: WildcattersAction[] = [
    { type: 'endTurn' },
    { type: 'buyChip' },
    { type: 'pass' },
    { type: 'takeLoan' },
    { type: 'refreshDisplay' },
    { type: 'bid', shares: 1 },
    { type: 'repayLoans', loans: 1 },
    { type: 'chooseCard', slot: 0 },
    { type: 'chooseCard', slot: 9 },
  ];
  for (const field of fields)
    for (const type of ['buildRig', 'drill', 'develop', 'piggyback'] as const) out.push({ type, field });
  for (const railway of [...RAILWAYS.map((r) => r.id), 'nowhere']) out.push({ type: 'buildTrain', railway });
  for (const harbour of harbours) {
    out.push({ type: 'buildTanker', harbour }, { type: 'placeTanker', harbour });
    for (let tanker = 0; tanker < s.tankers.length + 1; tanker++)
      out.push({ type: 'moveTanker', tanker, harbour });
  }
  for (const site of sites) {
    out.push({ type: 'buildRefinery', site });
    for (const card of cards) out.push({ type: 'emptyRefinery', site, with: 'card', card });
    out.push({ type: 'emptyRefinery', site, with: 'ownChip' }, { type: 'emptyRefinery', site, with: 'chip' });
  }
  for (const source of sources) {
    out.push({ type: 'rideAlong', source, barrels: 1 });
    for (const site of sites) out.push({ type: 'transport', source, site, barrels: 1 });
  }
  for (const card of cards)
    for (const piece of ['rig', 'train', 'refinery'] as const)
      for (const at of [
        ...OIL_FIELDS.map((f) => f.id),
        ...RAILWAYS.map((r) => r.id),
        ...REFINERY_SITES.map((x) => x.id),
        'nowhere',
      ])
        out.push({ type: 'place', card, piece, at });
  return out;
}

/** Every refusal text met at `s` for the battery of each seat (the state is copied for each try). */
function refusalsAt(s: WildcattersState, seen: Map<string, string>): void {
  for (let seat = 0; seat < s.seats; seat++)
    for (const a of battery(s, seat)) {
      const r = W.apply(structuredClone(s), seat, a);
      if (!r.ok) {
        const text = formatSeats(r.error, NAMES);
        if (!seen.has(text)) seen.set(text, JSON.stringify(a));
      }
    }
}

describe('Wildcatters refusals name things in words', () => {
  it('finds raw ids, and passes words', () => {
    expect(rawIds('indonesia has been drilled already')).toEqual(['indonesia']);
    expect(rawIds('You have no rig on texas.1.')).toEqual(['texas.1']);
    expect(rawIds('The game waits for the answers (rideAlong).')).toEqual(['rideAlong']);
    expect(rawIds('You have no rig on the Texas upper field. Moving tankers is over this turn.')).toEqual([]);
  });

  it('no refusal met in random games names a raw id', () => {
    const seen = new Map<string, string>();
    for (const seed of ['r1']) {
      const s = W.setup(4, { startPlayer: 'seat1' }, seed);
      const rng = Rng.fromSeed(seed);
      const asked = new Set<string>();
      let moves = 0;
      while (s.phase !== 'over' && moves < 400) {
        // Every 20th state, the first two of the placement, and the first of each open question.
        const question = s.pending?.kind ?? (moves < 2 ? 'placement' : null);
        if (moves % 20 === 0 || (question !== null && !asked.has(question))) refusalsAt(s, seen);
        if (question !== null) asked.add(question);
        const seat = W.status(s).toAct[0]!;
        const legal = W.legalActions(s, seat);
        act(s, seat, legal[rng.int(legal.length)]!);
        moves++;
      }
    }
    const bad = [...seen].filter(([text]) => rawIds(text).length > 0).map(([text, a]) => `${text}  ← ${a}`);
    expect(bad).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });

  it('a step that is over is named as the headline names it', () => {
    const { s, me } = clearedBoard();
    act(s, me, { type: 'chooseCard', slot: 0 });
    const tanker = putTanker(s, me, 'texas.harbour');
    const to = 'europe.harbour';
    act(s, me, { type: 'moveTanker', tanker, harbour: to });
    const r = W.apply(s, me, { type: 'buildTanker', harbour: to });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('Building is over this turn.');
  });
});
