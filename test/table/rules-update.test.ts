/**
 * Saved games across an update of a game's rules code (src/table/rules-update.ts): "Walk" at rules 1, then at
 * rules 2, where its state keeps `places` (not `positions`), a step goes two ahead and only one step a turn is
 * allowed, so the log played under rules 1 no longer replays under rules 2.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seatRef } from '../../src/games/events';
import { ruleError, type AnyGameModule, type GameModule } from '../../src/games/types';
import { Table, replayGame } from '../../src/table';
import { checkStoredGame } from '../../src/tools/replay';
import { ana, ben, newTable, snapshot, type Fixture } from './helpers';
import { walk, type WalkAction, type WalkState } from './undo-walk';

type Walk2State = Omit<WalkState, 'positions'> & { places: number[]; stepped: boolean };

function asV1({ places, stepped: _stepped, ...rest }: Walk2State): WalkState {
  return { ...rest, positions: places };
}

function asV2({ positions, ...rest }: WalkState, stepped: boolean): Walk2State {
  return { ...rest, places: positions, stepped };
}

/** Walk under rules 2: a step "strides" two ahead, once a turn; the state is reshaped. */
const walk2: GameModule<Walk2State, WalkAction, { goal: number }> = {
  id: walk.id,
  title: walk.title,
  players: walk.players,
  rulesVersion: 2,
  upgrade(state, from) {
    const old = state as WalkState;
    if (from !== 1 || !Array.isArray(old.positions)) throw new Error('no positions to upgrade');
    return asV2(old, false);
  },
  optionsSchema: walk.optionsSchema,
  actionSchema: walk.actionSchema,
  setup: (seats, options, seed) => asV2(walk.setup(seats, options, seed), false),
  legalActions: (state, seat) =>
    walk.legalActions(asV1(state), seat).filter((a) => a.type !== 'step' || !state.stepped),
  apply(state, seat, action) {
    if (action.type === 'step' && state.stepped) return ruleError('one-step', 'One step a turn.');
    const r = walk.apply(asV1(state), seat, action);
    if (!r.ok) return r;
    let { stepped } = state;
    if (action.type === 'step') {
      r.state.positions[seat] = r.state.positions[seat]! + 1;
      r.events = [{ text: `${seatRef(seat)} strode to ${r.state.positions[seat]}.`, kind: 'step' }];
      stepped = true;
    }
    if (action.type === 'pass') stepped = false;
    return { ok: true, state: asV2(r.state, stepped), events: r.events };
  },
  view: (state, seat) => walk.view(asV1(state), seat),
  status: (state) => walk.status(asV1(state)),
  bots: { walker: (state, seat, rng) => walk.bots.walker!(asV1(state), seat, rng) },
  undoBarrier: walk.undoBarrier,
};

const UPDATE_BARRIER = "You can't undo past the update of this game's rules: the moves made before it stand.";

describe('a saved game across an update of its rules', () => {
  let f: Fixture;
  /** The rules the bot runs now: rules 1 until `update()`. */
  let rules: AnyGameModule;
  const games = (id: string) => (id === walk.id ? rules : undefined);

  beforeEach(() => {
    rules = walk;
    f = newTable({ games });
  });
  afterEach(() => f.close());

  /** Ana and Ben in channel c1 under rules 1; returns the user ids of seat 0 (acting first) and seat 1. */
  function start(): { first: string; other: string } {
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: walk.id, host: ana, seed: 'walk' });
    f.table.join({ channelId: 'c1', ...ben });
    const r = f.table.start({ channelId: 'c1', byUserId: ana.userId });
    if (!r.ok) throw new Error(r.message);
    return { first: r.game.seats[0]!.userId!, other: r.game.seats[1]!.userId! };
  }

  function act(userId: string, type: WalkAction['type'], table = f.table) {
    const r = table.act({ channelId: 'c1', userId, action: { type } });
    if (!r.ok) throw new Error(`${type}: ${r.message}`);
    return r;
  }

  function game(table = f.table) {
    const g = table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    return g.game;
  }

  function columns() {
    return f.store.db
      .prepare('SELECT rules_version, replay_from, replay_base, state FROM games WHERE channel_id = ?')
      .get('c1') as { rules_version: number; replay_from: number; replay_base: string | null; state: string };
  }

  /** A new bot on the same database running rules 2 (a deploy: the old one's memory is gone). */
  function update(): Table {
    rules = walk2;
    return new Table(f.store, { games });
  }

  /** Under rules 1: the first player steps twice and passes, the other steps once (4 actions). */
  function playUnderRules1() {
    const seats = start();
    act(seats.first, 'step');
    act(seats.first, 'step');
    act(seats.first, 'pass');
    act(seats.other, 'step');
    expect(columns()).toMatchObject({ rules_version: 1, replay_from: 0, replay_base: null });
    return seats;
  }

  it('loads upgraded: the state in the new shape, saved with rules 2 as its replay base, once; play goes on', () => {
    const { other } = playUnderRules1();
    const table = update();
    const g = game(table);
    expect(g.record).toMatchObject({ rulesVersion: 2, replayFrom: 4, version: 4 });
    expect(g.record.state).toMatchObject({ places: [2, 1], stepped: false });
    expect(g.status?.toAct).toEqual([1]);
    const saved = columns();
    expect(saved).toMatchObject({ rules_version: 2, replay_from: 4 });
    expect(JSON.parse(saved.replay_base!)).toEqual(g.record.state);
    expect(saved.state).toBe(saved.replay_base);
    // Loaded again: already at rules 2, nothing is written.
    const before = snapshot(f.store);
    expect(game(table).record.state).toEqual(g.record.state);
    expect(snapshot(f.store)).toBe(before);

    const r = act(other, 'step', table);
    expect(r.events).toEqual([{ text: '{p1} strode to 3.', kind: 'step' }]);
    expect(game(table).record.state).toMatchObject({ places: [2, 3], stepped: true });
    expect(table.act({ channelId: 'c1', userId: other, action: { type: 'step' } })).toMatchObject({
      ok: false,
      code: 'rule',
      message: 'One step a turn.',
    });
  });

  it('a game started under rules 2 is saved with them and has no replay base', () => {
    const table = update();
    f = { ...f, table };
    const { first } = start();
    act(first, 'step', table);
    expect(columns()).toMatchObject({ rules_version: 2, replay_from: 0, replay_base: null });
    expect(game(table).record.state).toMatchObject({ places: [2, 0] });
  });

  it('Undo takes back a move made after the update, and not one made before it', () => {
    const { first, other } = playUnderRules1();
    const log1 = f.store.actions(game().record.id);
    let table = update();
    const setup = vi.spyOn(walk2, 'setup');
    // Just upgraded: the last move stands before the update, so there is no Undo, and no replay to tell.
    expect(game(table).undo).toBeNull();
    expect(setup).not.toHaveBeenCalled();
    expect(table.undo({ channelId: 'c1', userId: other })).toEqual({
      ok: false,
      code: 'cannot-undo',
      message: UPDATE_BARRIER,
    });

    act(other, 'step', table);
    act(other, 'pass', table);
    act(first, 'step', table);
    // After a restart (nothing remembered) the chance is found by a replay from the base, not from the setup,
    // whose log the new rules refuse.
    table = new Table(f.store, { games });
    expect(game(table).undo).toEqual({ seat: 0, seq: 7, words: 'strode to 4', held: true });
    expect(setup).not.toHaveBeenCalled();
    if (!log1.ok) throw new Error(log1.message);
    const fromSetup = replayGame(walk2, {
      seatCount: 2,
      options: { goal: 30 },
      seed: 'walk',
      actions: log1.value,
    });
    expect(fromSetup).toMatchObject({ ok: false, atSeq: 2 });

    const r = table.undo({ channelId: 'c1', userId: first });
    if (!r.ok) throw new Error(r.message);
    expect(r.undone.seq).toBe(7);
    expect(game(table).record.state).toMatchObject({ places: [2, 3], stepped: false });
    expect(table.undo({ channelId: 'c1', userId: first })).toMatchObject({ code: 'cannot-undo' });
    act(first, 'pass', table);
    expect(table.undo({ channelId: 'c1', userId: other })).toMatchObject({ code: 'cannot-undo' });
    setup.mockRestore();
  });

  it('Undo refuses to cross the update also within one turn: moves of that turn before it stand', () => {
    const { first } = start();
    act(first, 'step');
    const table = update();
    act(first, 'step', table); // rules 2 upgraded "stepped" to false: a stride is allowed
    expect(table.undo({ channelId: 'c1', userId: first }).ok).toBe(true);
    expect(game(table).record.state).toMatchObject({ places: [1, 0] });
    const again = table.undo({ channelId: 'c1', userId: first });
    expect(again).toEqual({ ok: false, code: 'cannot-undo', message: UPDATE_BARRIER });
  });

  it('/oil repair rebuilds a damaged upgraded game from its replay base and the moves after it', () => {
    const { first, other } = playUnderRules1();
    const table = update();
    act(other, 'step', table);
    act(other, 'pass', table);
    act(first, 'step', table);
    const good = game(table).record.state;
    expect(table.repair({ channelId: 'c1', byUserId: ana.userId, isAdmin: true })).toMatchObject({
      ok: true,
      repaired: false,
      actions: 7,
    });
    f.store.db.prepare(`UPDATE games SET state = '{"goal": 3' WHERE channel_id = 'c1'`).run();
    expect(table.getGame('c1')).toMatchObject({ ok: false, code: 'damaged' });

    const r = table.repair({ channelId: 'c1', byUserId: ana.userId, isAdmin: true });
    if (!r.ok) throw new Error(r.message);
    expect(r).toMatchObject({ repaired: true, actions: 7 });
    expect(r.game.record).toMatchObject({ state: good, version: 7, rulesVersion: 2, replayFrom: 4 });
    expect(columns()).toMatchObject({ rules_version: 2, replay_from: 4 });
    expect(game(table).undo).toMatchObject({ seq: 7 });
  });

  it('/oil repair of a sound game not yet loaded under the new rules upgrades it, as a load does', () => {
    playUnderRules1();
    const table = update();
    const r = table.repair({ channelId: 'c1', byUserId: ana.userId, isAdmin: true });
    if (!r.ok) throw new Error(r.message);
    expect(r).toMatchObject({ repaired: false, actions: 4 });
    expect(r.game.record).toMatchObject({ rulesVersion: 2, replayFrom: 4, state: { places: [2, 1] } });
  });

  it('a state the new rules cannot upgrade marks the game damaged, as an unreadable one does', () => {
    playUnderRules1();
    f.store.db.prepare(`UPDATE games SET state = '{"goal": 30}' WHERE channel_id = 'c1'`).run();
    const table = update();
    expect(table.getGame('c1')).toMatchObject({ ok: false, code: 'damaged' });
    expect(columns().rules_version).toBe(1);
    const damaged = f.store.db.prepare(`SELECT damaged FROM games WHERE channel_id = 'c1'`).get() as {
      damaged: string;
    };
    expect(damaged.damaged).toMatch(/cannot be upgraded from rules 1 to 2 \(no positions to upgrade\)/);
  });

  it('a game saved under newer rules than the bot runs (an update rolled back) waits, unchanged', () => {
    const table = update();
    f = { ...f, table };
    const { first } = start();
    act(first, 'step', table);
    rules = walk;
    const old = new Table(f.store, { games });
    const before = snapshot(f.store);
    const g = old.getGame('c1');
    expect(g).toMatchObject({ ok: false, code: 'unknown-game' });
    expect(g.ok ? '' : g.message).toBe(
      'This game was saved by a newer version of the Walk (test fixture) rules than this bot runs; ' +
        'it goes on once the bot is updated again. Nothing changed.',
    );
    expect(old.repair({ channelId: 'c1', byUserId: ana.userId, isAdmin: true })).toMatchObject({
      code: 'unknown-game',
    });
    expect(snapshot(f.store)).toBe(before);
  });

  it('npm run replay checks an upgraded game from its replay base', () => {
    const { first, other } = playUnderRules1();
    const id = game().record.id;
    rules = walk2;
    expect(checkStoredGame(f.store, id, games)).toMatchObject({ verdict: 'ok' }); // not upgraded yet
    const table = update();
    act(other, 'pass', table);
    act(first, 'step', table);
    expect(checkStoredGame(f.store, id, games)).toMatchObject({ verdict: 'ok', version: 6 });
    const base = JSON.parse(columns().replay_base!) as Walk2State;
    f.store.db
      .prepare('UPDATE games SET replay_base = ? WHERE id = ?')
      .run(JSON.stringify({ ...base, places: [0, 0] }), id);
    expect(checkStoredGame(f.store, id, games)).toMatchObject({ verdict: 'differs' });
  });
});
