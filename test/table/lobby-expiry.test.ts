/**
 * Lobbies nobody starts close themselves (src/table/lobby-expiry.ts): one unchanged for the expiry time is
 * closed as abandoned, once; a join starts the time again, a lobby message posted anew does not; a started game is
 * never closed; 0 turns it off.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store';
import { Table } from '../../src/table';
import { DAY_MS } from '../../src/table/clocks-time';
import { expireLobbies } from '../../src/table/lobby-expiry';
import { tempDir } from '../store/tmp';
import { ana, ben } from './helpers';

const T0 = Date.UTC(2026, 3, 1, 9, 0, 0);
const AFTER = 14 * DAY_MS;
let clock = T0;
let table: Table;
let close: () => void;

beforeEach(() => {
  clock = T0;
  const tmp = tempDir('derrick-lobby-expiry-');
  const store = openStore(tmp.file('l.sqlite'), { now: () => clock });
  table = new Table(store, { now: () => clock });
  close = () => {
    store.close();
    tmp.cleanup();
  };
});
afterEach(() => close());

function openLobby(channelId: string): number {
  const r = table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host: ana, seed: 's' });
  if (!r.ok) throw new Error(r.message);
  return r.game.record.id;
}

function lifecycle(row: number): string | undefined {
  const g = table.getGameById(row);
  return g.ok ? g.game.record.lifecycle : undefined;
}

describe('a lobby nobody starts', () => {
  it('closes as abandoned once it has been unchanged for the expiry time, and only once', () => {
    const row = openLobby('c1');
    expect(expireLobbies(table, T0 + AFTER - 1, AFTER)).toEqual([]);
    expect(expireLobbies(table, T0 + AFTER, AFTER)).toEqual([{ id: row, channelId: 'c1' }]);
    expect(lifecycle(row)).toBe('abandoned');
    expect(expireLobbies(table, T0 + 2 * AFTER, AFTER)).toEqual([]);
  });

  it('a join starts its time again; a started game is never closed; 0 keeps lobbies open', () => {
    const joined = openLobby('c1');
    const started = openLobby('c2');
    clock = T0 + 10 * DAY_MS;
    expect(table.join({ channelId: 'c1', ...ben }).ok).toBe(true);
    expect(table.join({ channelId: 'c2', ...ben }).ok).toBe(true);
    expect(table.start({ channelId: 'c2', byUserId: ana.userId }).ok).toBe(true);
    expect(expireLobbies(table, T0 + 20 * DAY_MS, AFTER)).toEqual([]);
    expect(expireLobbies(table, T0 + 30 * DAY_MS, 0)).toEqual([]);
    expect(expireLobbies(table, T0 + 30 * DAY_MS, AFTER)).toEqual([{ id: joined, channelId: 'c1' }]);
    expect(lifecycle(started)).toBe('active');
  });

  it('its message posted anew (the old one was deleted) is no change: the time runs on', () => {
    const row = openLobby('c1');
    clock = T0 + 10 * DAY_MS;
    expect(table.setLobbyMessage({ channelId: 'c1', messageId: 'reposted' }).ok).toBe(true);
    expect(expireLobbies(table, T0 + AFTER, AFTER)).toEqual([{ id: row, channelId: 'c1' }]);
  });
});
