import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store';
import { Table } from '../../src/table';
import { backupDatabase } from '../../src/tools/backup';
import { replayMain, type ReplayIo } from '../../src/tools/replay';
import { race } from '../fixtures/race';
import { tempDir } from '../store/tmp';

const ana = { userId: 'u-ana', name: 'Ana' };
const lookup = (id: string) => (id === race.id ? race : undefined);

function io(defaultDb: string, look = lookup) {
  const out: string[] = [];
  let err = '';
  const sink: ReplayIo = {
    out: (l) => out.push(l),
    err: (t) => (err += t),
    lookup: look,
    defaultDb: () => defaultDb,
  };
  return { sink, out, err: () => err };
}

describe('replay tool and backup', () => {
  let tmp: ReturnType<typeof tempDir>;
  let path: string;

  beforeEach(() => {
    tmp = tempDir();
    path = tmp.file('db.sqlite');
    const store = openStore(path);
    const table = new Table(store, { games: lookup });
    // c1: played to the end against two bots; c2: mid-game; c3: a lobby.
    for (const [channelId, moves] of [
      ['c1', 100],
      ['c2', 2],
    ] as const) {
      table.openLobby({
        guildId: 'g',
        channelId,
        gameId: race.id,
        host: ana,
        seed: `replay-${channelId}`,
        options: { target: 40 },
      });
      table.addBot({ channelId, byUserId: 'u-ana', kind: 'random' });
      table.addBot({ channelId, byUserId: 'u-ana', kind: 'gambler' });
      let r = table.start({ channelId, byUserId: 'u-ana' });
      for (let i = 0; i < moves && r.ok && !r.status.over; i++) {
        r = table.act({ channelId, userId: 'u-ana', action: { type: 'choose', choice: 'risky' } });
      }
    }
    table.openLobby({ guildId: 'g', channelId: 'c3', gameId: race.id, host: ana });
    store.close();
  });
  afterEach(() => tmp.cleanup());

  it('--all rebuilds every started game from its log and finds no difference', () => {
    const t = io(path);
    expect(replayMain(['--all'], t.sink)).toBe(0);
    expect(t.out.slice(0, 3)).toEqual([
      expect.stringMatching(/^game 1 \(test-race, channel c1, finished, version \d+\): OK$/),
      expect.stringMatching(/^game 2 \(test-race, channel c2, active, version \d+\): OK$/),
      'game 3 (test-race, channel c3, lobby, version 0): LOBBY: never started',
    ]);
    expect(t.out.at(-1)).toBe('2/3 OK, 0 differ, 0 fail, 0 corrupt, 0 unknown game, 1 never started');
  });

  it('reports a saved state that differs from its replay, with the path, and exits 1', () => {
    const db = new Database(path);
    db.prepare(
      "UPDATE games SET state = json_set(state, '$.positions[0]', 99) WHERE channel_id = 'c2'",
    ).run();
    db.close();
    const t = io(path);
    expect(replayMain(['--channel', 'c2'], t.sink)).toBe(1);
    expect(t.out[0]).toMatch(/DIFFERS: \$\.positions\[0\]: \d+ != 99/);
  });

  it('reports corrupt rows and unregistered games without crashing', () => {
    const db = new Database(path);
    db.exec('DROP TRIGGER actions_append_only');
    db.prepare("UPDATE actions SET action = '{bad' WHERE game_id = 1 AND seq = 1").run();
    db.close();
    const t = io(path);
    expect(replayMain(['--all', '--json'], t.sink)).toBe(1);
    expect(JSON.parse(t.out[0] as string)).toMatchObject({ id: 1, verdict: 'corrupt' });
    expect(JSON.parse(t.out.at(-1) as string)).toMatchObject({ checked: 3, ok: 1, corrupt: 1 });
    const u = io(path, () => undefined);
    replayMain(['--channel', 'c2'], u.sink);
    expect(u.out[0]).toMatch(/UNKNOWN-GAME/);
  });

  it('opens read-only: a missing file or bad arguments exit 2 and create nothing', () => {
    let t = io(tmp.file('missing.sqlite'));
    expect(replayMain(['--all'], t.sink)).toBe(2);
    expect(t.err()).toMatch(/No database at/);
    t = io(path);
    expect(replayMain([], t.sink)).toBe(2);
    expect(t.err()).toMatch(/--channel ID or --all/);
    t = io(path);
    expect(replayMain(['--channel', 'nowhere'], t.sink)).toBe(2);
  });

  it('backup makes a consistent copy that replays the same', async () => {
    const copy = tmp.file('backups/copy.sqlite');
    const r = await backupDatabase(path, copy);
    expect(r.pages).toBeGreaterThan(0);
    const t = io(copy);
    expect(replayMain(['--all'], t.sink)).toBe(0);
    await expect(backupDatabase(tmp.file('none.sqlite'), copy)).rejects.toThrow(/No database/);
    await expect(backupDatabase(path, path)).rejects.toThrow(/must differ/);
  });
});
