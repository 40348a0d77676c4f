/**
 * The private since picture: each game's presenter marks on its board what changed since the player's latest
 * action — Catan and Oil Springs outline the roads and buildings built since, Merit's "Oil" and Wildcatters
 * ring the pieces that moved or were built — and there is none when nothing changed, or for a game whose
 * presenter draws none. Real engine states from bot games; the PNGs go to /tmp/marks for looking at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sincePicture } from '../../src/discord/digest-picture';
import type { GameSnapshot } from '../../src/discord/desk';
import { presenterFor } from '../../src/discord/presenters';
import { getGame } from '../../src/games/registry';
import { seedRng, Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import type { ActionRecord } from '../../src/store';
import { replayGame } from '../../src/table/replay';
import { sceneFromMeritView, isMeritView } from '../../src/render/merit-oil/fromMeritView';
import { changedSince as meritChanged, MERIT_SINCE_CAPTION } from '../../src/render/merit-oil/since';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { changedSince as wildChanged, WILDCATTERS_SINCE_CAPTION } from '../../src/render/wildcatters/since';
import { CATAN_SINCE_CAPTION } from '../../src/render/catan/since';

type Snap = Pick<GameSnapshot, 'record' | 'state' | 'seats' | 'module'>;
const NAMES = ['Ana', 'Ben', 'Caro'];
const OUT = '/tmp/marks';
mkdirSync(OUT, { recursive: true });

/**
 * `steps` actions of a 3-seat game played by its `bot`, as a log and a snapshot; with `toNewTurn`, on until
 * the seat to act took neither of the last two actions (the moment a turn comes to a player), nobody waiting on it.
 */
function played(
  gameId: string,
  steps: number,
  bot: 'random' | 'greedy' = 'random',
  toNewTurn = false,
): { snap: Snap; history: ActionRecord[] } {
  const module = getGame(gameId) as AnyGameModule;
  const options = module.optionsSchema.parse({});
  let state = module.setup(3, options, 'digest-seed');
  const rng = new Rng(seedRng('bots'));
  const history: ActionRecord[] = [];
  // Not a question asked while another seat waits for it (a Merit deal to answer: that seat `mayAct`), nor the
  // turn its maker comes back to once it is answered (the maker acted just before the answer).
  const turnCame = () => {
    const status = module.status(state);
    const recent = history.slice(-2).map((a) => a.seat);
    return !recent.includes(status.toAct[0]!) && !status.mayAct?.length;
  };
  for (let seq = 1; seq <= steps || (toNewTurn && !turnCame() && seq <= steps + 500); seq++) {
    const seat = module.status(state).toAct[0]!;
    const action = module.bots[bot]!(state, seat, rng);
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    history.push({ seq, seat, userId: `u${seat}`, action, events: r.events, createdAt: seq });
  }
  const seats = NAMES.map((name, seat) => ({ seat, userId: `u${seat}`, botKind: null, name }));
  const record = { gameId, options, seed: 'digest-seed' } as GameSnapshot['record'];
  return { snap: { record, state, seats, module }, history };
}

/** The public view just after `seat`'s latest action in `history`. */
function viewAfterLast(snap: Snap, seat: number, history: readonly ActionRecord[]): unknown {
  const last = history.map((a) => a.seat).lastIndexOf(seat);
  const r = replayGame(snap.module, {
    seatCount: snap.seats.length,
    options: snap.record.options,
    seed: snap.record.seed,
    actions: history.slice(0, last + 1),
  });
  if (!r.ok) throw new Error('replay failed');
  return snap.module.view(r.state, null);
}

/** The seat to act now and the seat that acted last (a different one). */
function seats(snap: Snap, history: readonly ActionRecord[]): { toAct: number; last: number } {
  const toAct = snap.module.status(snap.state).toAct[0]!;
  const last = history[history.length - 1]!.seat;
  expect(toAct).not.toBe(last);
  return { toAct, last };
}

describe('since picture on the presenter', () => {
  it('every offered game with a board drawer has a since picture; the generic presenter has none', () => {
    for (const id of ['catan', 'oil-springs', 'merit-oil', 'wildcatters'])
      expect(presenterFor(id).sincePicture, id).toBeTypeOf('function');
    expect(presenterFor('test-race').sincePicture).toBeUndefined();
  });

  it('Catan set-up: the seat that placed first sees the others’ placements outlined since', async () => {
    // Set-up with 3 seats: each places a settlement and a road in turn order (the seed decides it), then back.
    const { snap, history } = played('catan', 8);
    const [first, second, third] = [history[0]!.seat, history[2]!.seat, history[4]!.seat];
    expect(history.map((a) => a.seat)).toEqual([first, first, second, second, third, third, third, third]);
    const pic = await sincePicture(snap, first, history);
    expect(pic).not.toBeNull();
    expect(pic!.caption).toBe(CATAN_SINCE_CAPTION);
    expect(pic!.png.subarray(1, 4).toString()).toBe('PNG');
    writeFileSync(`${OUT}/since-catan.png`, pic!.png);
    // The third seat acted last: nothing was built since, so no picture.
    expect(await sincePicture(snap, third, history)).toBeNull();
  });

  it('Oil Springs: fewer pieces new to a seat that acted later give a different picture', async () => {
    const { snap, history } = played('oil-springs', 8);
    const [first, second] = [history[0]!.seat, history[2]!.seat];
    expect(history[1]!.seat).toBe(first);
    expect(history[3]!.seat).toBe(second);
    const marked = await sincePicture(snap, first, history);
    expect(marked).not.toBeNull();
    writeFileSync(`${OUT}/since-oil-springs.png`, marked!.png);
    const fewer = await sincePicture(snap, second, history);
    expect(fewer).not.toBeNull();
    expect(Buffer.compare(marked!.png, fewer!.png)).not.toBe(0);
  });

  it('a log the engine cannot replay gives no picture (and no error)', async () => {
    const { snap, history } = played('catan', 8);
    const broken = history.map((a, i) => (i === 0 ? { ...a, action: { type: 'nonsense' } } : a));
    expect(await sincePicture(snap, history[0]!.seat, broken)).toBeNull();
  });

  it('a game upgraded to newer rules is replayed from its replay base, never across the update', async () => {
    const { snap, history } = played('catan', 8);
    const first = history[0]!.seat;
    const third = history[4]!.seat;
    // The update came after 4 actions: the state then is the base; the log before it no longer replays.
    const atUpdate = replayGame(snap.module, {
      seatCount: 3,
      options: snap.record.options,
      seed: snap.record.seed,
      actions: history.slice(0, 4),
    });
    if (!atUpdate.ok) throw new Error(atUpdate.message);
    const base = { from: 4, state: atUpdate.state };
    const old = history.map((a, i) => (i === 0 ? { ...a, action: { type: 'nonsense' } } : a));
    const seen: unknown[] = [];
    const presenter = {
      sincePicture: (before: unknown) => {
        seen.push(before);
        return Promise.resolve({ png: Buffer.from('png'), caption: 'since' });
      },
    };
    expect(await sincePicture(snap, third, old, presenter, base)).not.toBeNull();
    expect(seen).toEqual([viewAfterLast(snap, third, history)]);
    // The first seat's latest action came before the update: no picture.
    expect(await sincePicture(snap, first, old, presenter, base)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('a move a bot made for the seat (its clock ran out) is news: the picture starts at its player’s own move', async () => {
    const { snap, history } = played('catan', 8);
    const first = history[0]!.seat;
    expect(history[1]!.seat).toBe(first);
    // The first seat's road, after its settlement, was played by a bot when its clock ran out.
    const forThem = history.map((a, i) => (i === 1 ? { ...a, userId: null } : a));
    const seen: unknown[] = [];
    const presenter = {
      sincePicture: (before: unknown) => {
        seen.push(before);
        return Promise.resolve({ png: Buffer.from('png'), caption: 'since' });
      },
    };
    expect(await sincePicture(snap, first, forThem, presenter)).not.toBeNull();
    expect(seen).toEqual([viewAfterLast(snap, first, history.slice(0, 1))]);
    expect(seen[0]).not.toEqual(viewAfterLast(snap, first, history));
  });

  it('a game whose presenter draws no since picture gets none', async () => {
    const { snap, history } = played('catan', 4);
    const other = { ...snap, record: { ...snap.record, gameId: 'test-race' } };
    expect(await sincePicture(other, 0, history)).toBeNull();
  });

  it("Merit's Oil: the lorries that moved since the seat's last action are ringed; none for the last to act", async () => {
    const { snap, history } = played('merit-oil', 60, 'greedy', true);
    const { toAct, last } = seats(snap, history);
    const before = viewAfterLast(snap, toAct, history);
    const now = snap.module.view(snap.state, null);
    if (!isMeritView(before) || !isMeritView(now)) throw new Error('not a Merit view');
    // The marks name exactly the lorries standing elsewhere than after the seat's last action.
    const moved = now.players
      .filter((p) => JSON.stringify(p.lorry) !== JSON.stringify(before.players[p.seat]!.lorry))
      .map((p) => p.seat);
    expect(moved.length).toBeGreaterThan(0);
    const marks = meritChanged(sceneFromMeritView(before, NAMES), sceneFromMeritView(now, NAMES));
    expect(marks?.lorries.sort()).toEqual(moved.sort());
    const pic = await sincePicture(snap, toAct, history);
    expect(pic?.caption).toBe(MERIT_SINCE_CAPTION);
    writeFileSync(`${OUT}/since-merit-oil.png`, pic!.png);
    // The seat that acted last has seen everything: no picture.
    expect(await sincePicture(snap, last, history)).toBeNull();
  });

  it('Wildcatters: what was built or moved since the seat’s last action is ringed; none for the last to act', async () => {
    const { snap, history } = played('wildcatters', 80, 'greedy', true);
    const { toAct, last } = seats(snap, history);
    const before = asWildcattersView(viewAfterLast(snap, toAct, history));
    const now = asWildcattersView(snap.module.view(snap.state, null));
    const marks = wildChanged(sceneFromWildcattersView(before, NAMES), sceneFromWildcattersView(now, NAMES));
    expect(marks).not.toBeNull();
    // Every field whose rigs or pump jacks changed is marked, and only those; so are the new trains.
    const word = (pieces: ReadonlyArray<{ owner: number; kind: string }> | undefined) =>
      (pieces ?? []).map((p) => `${p.owner}${p.kind}`).join();
    const changedFields = Object.keys({ ...before.fields, ...now.fields }).filter(
      (id) => word(before.fields[id]) !== word(now.fields[id]),
    );
    expect(changedFields.length).toBeGreaterThan(0);
    expect(marks!.fields.sort()).toEqual(changedFields.sort());
    const newTrains = Object.keys(now.trains).filter((r) => before.trains[r] === undefined);
    expect(marks!.trains.sort()).toEqual(newTrains.sort());
    const pic = await sincePicture(snap, toAct, history);
    expect(pic?.caption).toBe(WILDCATTERS_SINCE_CAPTION);
    writeFileSync(`${OUT}/since-wildcatters.png`, pic!.png);
    expect(await sincePicture(snap, last, history)).toBeNull();
  });
});
