/**
 * The private "since your last turn" picture (Catan, Oil Springs): the roads and buildings placed since the
 * player's latest action are outlined; none when nothing was built since, and none for games not drawn as a
 * Catan board.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtSince, sincePicture } from '../../src/discord/digest-picture';
import type { GameSnapshot } from '../../src/discord/desk';
import { getGame } from '../../src/games/registry';
import { seedRng, Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import { sceneFromCatanView } from '../../src/render';
import type { CatanView } from '../../src/games/catan/types';
import type { ActionRecord } from '../../src/store';

type Snap = Pick<GameSnapshot, 'record' | 'state' | 'seats' | 'module'>;
const NAMES = ['Ana', 'Ben', 'Caro'];

/** `steps` actions of a 3-seat game played by its random bots, as a log and a snapshot. */
function played(gameId: string, steps: number): { snap: Snap; history: ActionRecord[] } {
  const module = getGame(gameId) as AnyGameModule;
  const options = module.optionsSchema.parse({});
  let state = module.setup(3, options, 'digest-seed');
  const rng = new Rng(seedRng('bots'));
  const history: ActionRecord[] = [];
  for (let seq = 1; seq <= steps; seq++) {
    const seat = module.status(state).toAct[0]!;
    const bot = module.bots.random!;
    const action = bot(state, seat, rng);
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    history.push({ seq, seat, userId: null, action, events: r.events, createdAt: seq });
  }
  const seats = NAMES.map((name, seat) => ({ seat, userId: `u${seat}`, botKind: null, name }));
  const record = { gameId, options, seed: 'digest-seed' } as GameSnapshot['record'];
  return { snap: { record, state, seats, module }, history };
}

describe('since-your-last-turn picture', () => {
  it('builtSince finds the roads and buildings that are new, and a city grown from a settlement', () => {
    const { snap } = played('catan', 12);
    const now = sceneFromCatanView(snap.module.view(snap.state, null) as CatanView, NAMES);
    const empty = { ...now, roads: [], buildings: [] };
    expect(builtSince(empty, now)).toEqual({ roads: now.roads, buildings: now.buildings });
    expect(builtSince(now, now)).toEqual({ roads: [], buildings: [] });
    const city = { ...now.buildings[0]!, kind: 'city' as const };
    expect(builtSince(now, { ...now, buildings: [city, ...now.buildings.slice(1)] }).buildings).toEqual([
      city,
    ]);
  });

  it('Catan set-up: the seat that placed first sees the others’ placements outlined since', async () => {
    // Set-up with 3 seats: each places a settlement and a road in turn order (the seed decides it), then back.
    const { snap, history } = played('catan', 8);
    const [first, second, third] = [history[0]!.seat, history[2]!.seat, history[4]!.seat];
    expect(history.map((a) => a.seat)).toEqual([first, first, second, second, third, third, third, third]);
    const png = await sincePicture(snap, first, history);
    expect(png).not.toBeNull();
    expect(png!.subarray(1, 4).toString()).toBe('PNG');
    writeFileSync('/tmp/settings-png/since-catan.png', png!);
    // The third seat acted last: nothing was built since, so no picture.
    expect(await sincePicture(snap, third, history)).toBeNull();
  });

  it('the outlined picture differs from the same board without the outline', async () => {
    const { snap, history } = played('oil-springs', 8);
    const [first, second] = [history[0]!.seat, history[2]!.seat];
    expect(history[1]!.seat).toBe(first);
    expect(history[3]!.seat).toBe(second);
    const marked = await sincePicture(snap, first, history);
    expect(marked).not.toBeNull();
    writeFileSync('/tmp/settings-png/since-oil-springs.png', marked!);
    // The second seat acted after the first, so fewer pieces are new to it: a different picture.
    const fewer = await sincePicture(snap, second, history);
    expect(fewer).not.toBeNull();
    expect(Buffer.compare(marked!, fewer!)).not.toBe(0);
  });

  it('games not drawn as a Catan board get no picture', async () => {
    const { snap, history } = played('catan', 4);
    const other = { ...snap, record: { ...snap.record, gameId: 'test-race' } };
    expect(await sincePicture(other, 0, history)).toBeNull();
  });
});
