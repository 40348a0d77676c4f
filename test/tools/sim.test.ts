import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import type { GameModule } from '../../src/games/types';
import { simMain, type SimIo } from '../../src/tools/sim';
import { runSim } from '../../src/tools/simCore';
import {
  broken,
  race,
  type RaceAction,
  type RaceOptions,
  type RaceState,
  type RaceView,
} from '../fixtures/race';

type Race = GameModule<RaceState, RaceAction, RaceOptions, RaceView>;

function io(lookup: Record<string, Race | typeof broken> = { 'test-race': race }) {
  const out: string[] = [];
  let err = '';
  const sink: SimIo = {
    out: (l) => out.push(l),
    err: (t) => (err += t),
    isTTY: false,
    lookup: (id) => lookup[id],
    available: () => Object.keys(lookup),
  };
  return { sink, out, err: () => err };
}

describe('sim', () => {
  it('plays every game to the end with --check: no violations, no replay mismatches', () => {
    const { report, problems } = runSim({ game: race, games: 20, check: true, players: 3 });
    expect(problems).toEqual([]);
    expect(report).toMatchObject({
      game: 'test-race',
      games: 20,
      completed: 20,
      invariantViolations: 0,
      replayMismatches: 0,
    });
    expect(report.results.endings).toEqual({ 'finish-line': 20 });
    expect(report.results.winsBySeat).toHaveLength(3);
    const wins = report.results.winsBySeat.reduce((a, b) => a + b, 0);
    expect(wins).toBeGreaterThanOrEqual(20);
    expect(Object.values(report.results.winsByBot).reduce((a, b) => a + b, 0)).toBe(wins);
    expect(report.actions).toBeGreaterThan(20 * 3 * 3);
    expect(report.gamesPerSec).toBeGreaterThan(0);
  });

  it('is deterministic for a seed and different across seeds', () => {
    const strip = (r: ReturnType<typeof runSim>) => ({ ...r.report, gamesPerSec: 0, actionsPerSec: 0 });
    const a = runSim({ game: race, games: 10, seed: 'x', bots: ['random'] });
    const b = runSim({ game: race, games: 10, seed: 'x', bots: ['random'] });
    const c = runSim({ game: race, games: 10, seed: 'y', bots: ['random'] });
    expect(strip(a)).toEqual(strip(b));
    expect(
      strip(a).actions === strip(c).actions &&
        JSON.stringify(a.report.results) === JSON.stringify(c.report.results),
    ).toBe(false);
  });

  it('rotates bot kinds through the seats and counts wins by kind', () => {
    const { report } = runSim({
      game: race,
      games: 12,
      players: 2,
      bots: ['cautious', 'gambler'],
      seed: 'rot',
    });
    expect(report.completed).toBe(12);
    const { winsBySeat, winsByBot } = report.results;
    // The gambler (about +3 a round) beats the cautious bot (+1) and sits at each seat in half the games.
    expect(winsByBot.gambler ?? 0).toBeGreaterThan(winsByBot.cautious ?? 0);
    expect(winsBySeat[0]).toBeGreaterThanOrEqual(4);
    expect(winsBySeat[1]).toBeGreaterThanOrEqual(4);
  });

  it('a game passing the safety cap counts as not completed', () => {
    const { report, problems } = runSim({ game: race, games: 3, maxActions: 4 });
    expect(report.completed).toBe(0);
    expect(report.results.capped).toBe(3);
    expect(report.maxActions).toBe(4);
    expect(problems[0]).toMatch(/safety cap/);
  });

  it('counts broken invariants after actions', () => {
    const strict: Race = { ...race, invariants: (s) => (s.round > 2 ? ['round > 2'] : []) };
    const { report, problems } = runSim({ game: strict, games: 2, check: true, players: 2 });
    expect(report.invariantViolations).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/invariant broken: round > 2/);
    expect(runSim({ game: strict, games: 2, check: false, players: 2 }).report.invariantViolations).toBe(0);
  });

  it('detects a replay mismatch (hidden state outside the seed) and a state that is not plain JSON', () => {
    let nonce = 0;
    const leaky: Race = { ...race, setup: (n, o, seed) => ({ ...race.setup(n, o, seed), round: ++nonce }) };
    const a = runSim({ game: leaky, games: 2, check: true, players: 2 });
    expect(a.report.replayMismatches).toBe(2);
    expect(a.problems[0]).toMatch(/replay differs: \$\.round/);

    const notJson: Race = {
      ...race,
      setup: (n, o, seed) => ({ ...race.setup(n, o, seed), extra: Number.NaN }) as unknown as RaceState,
    };
    const b = runSim({ game: notJson, games: 1, check: true, players: 2 });
    expect(b.report.replayMismatches).toBe(1);
    expect(b.problems[0]).toMatch(/not plain JSON \(\$\.extra: NaN != null\)/);
  });

  it('a key held undefined is plain JSON (left out when saved, read back as undefined), as in the Catan state', () => {
    // Catan's state holds refusedOffers from set-up, undefined while nothing is remembered (one shape for V8):
    // `--check` called every such game a replay mismatch ("$.refusedOffers: present on one side only").
    const held: Race = {
      ...race,
      setup: (n, o, seed) => ({ ...race.setup(n, o, seed), extra: undefined }) as unknown as RaceState,
    };
    const a = runSim({ game: held, games: 2, check: true, players: 2 });
    expect(a.problems).toEqual([]);
    expect(a.report.replayMismatches).toBe(0);
    const c = runSim({ game: catan as unknown as Race, games: 2, check: true, players: 4 });
    expect(c.problems).toEqual([]);
    expect(c.report.completed).toBe(2);
  });

  it('a bot whose action is refused is counted and replaced by a legal action, as at the table', () => {
    const { report } = runSim({ game: broken, games: 2, bots: ['stubborn'], check: true });
    expect(report.completed).toBe(2);
    expect(report.results.botRejections).toBe(6);
  });

  it('rejects bad options: unknown bot, wrong player count, bad game options', () => {
    expect(() => runSim({ game: race, games: 1, bots: ['genius'] })).toThrow(/no bot "genius"/);
    expect(() => runSim({ game: race, games: 1, players: 9 })).toThrow(/2 to 4 players/);
    expect(() => runSim({ game: race, games: 1, options: { target: 1 } })).toThrow(/bad options/);
  });

  it('CLI: with --json the last line is exactly the report object', () => {
    const t = io();
    const code = simMain(
      [
        '--game',
        'test-race',
        '--games',
        '5',
        '--check',
        '--json',
        '--seed',
        's',
        '--players',
        '2',
        '--bots',
        'random,gambler',
      ],
      t.sink,
    );
    expect(code).toBe(0);
    const last = JSON.parse(t.out.at(-1) as string) as Record<string, unknown>;
    expect(Object.keys(last)).toEqual([
      'game',
      'games',
      'completed',
      'actions',
      'gamesPerSec',
      'actionsPerSec',
      'invariantViolations',
      'replayMismatches',
      'maxActions',
      'results',
    ]);
    expect(last).toMatchObject({ game: 'test-race', games: 5, completed: 5 });
  });

  it('CLI: bad arguments exit 2 with a clear message; a failing check exits 1', () => {
    let t = io();
    expect(simMain(['--games', '5'], t.sink)).toBe(2);
    expect(t.err()).toMatch(/--game is required. Games: test-race/);
    t = io();
    expect(simMain(['--game', 'nope'], t.sink)).toBe(2);
    expect(t.err()).toMatch(/Unknown game "nope"/);
    t = io();
    expect(simMain(['--game', 'test-race', '--games', 'many'], t.sink)).toBe(2);
    expect(t.err()).toMatch(/--games must be a whole number/);
    t = io();
    expect(simMain(['--game', 'test-race', '--options', '{oops'], t.sink)).toBe(2);
    t = io();
    expect(simMain(['--game', 'test-race', '--games', '2', '--max-actions', '2'], t.sink)).toBe(1);
    expect(t.out.join('\n')).toMatch(/0\/2 games completed/);
  });
});
