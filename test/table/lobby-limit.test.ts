/** A host may have at most N open lobbies at once, across channels; the next one is refused and says where. */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_LOBBIES_PER_HOST } from '../../src/table/table';
import { ana, ben, newTable, snapshot, type Fixture } from './helpers';

describe('open lobbies per host', () => {
  let f: Fixture;
  afterEach(() => f.close());

  const open = (channelId: string, host = ana) =>
    f.table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host, seed: channelId });

  it('refuses a host a lobby beyond the limit, naming the open ones, and changes nothing', () => {
    f = newTable();
    expect(MAX_OPEN_LOBBIES_PER_HOST).toBe(3);
    for (const c of ['c1', 'c2', 'c3']) expect(open(c).ok).toBe(true);
    const before = snapshot(f.store);
    const refused = open('c4');
    expect(refused).toMatchObject({ ok: false, code: 'too-many-lobbies' });
    expect(!refused.ok && refused.message).toBe(
      'You already host 3 open lobbies: <#c1>, <#c2> and <#c3>. Start one of them, or close it with ' +
        '`/oil end` there, before opening another.',
    );
    expect(snapshot(f.store)).toBe(before);
    // The same refusal is there to check before opening (the bot checks before it makes a thread).
    expect(f.table.lobbyLimitError(ana.userId)).toEqual(refused);
    expect(f.table.lobbyLimitError(ben.userId)).toBeNull();
    // The limit is per host: another player may still open one.
    expect(open('c5', ben).ok).toBe(true);
  });

  it('counts only lobbies not yet started or closed', () => {
    f = newTable();
    for (const c of ['c1', 'c2', 'c3']) open(c);
    f.table.join({ channelId: 'c1', ...ben });
    expect(f.table.start({ channelId: 'c1', byUserId: ana.userId }).ok).toBe(true);
    expect(open('c4').ok).toBe(true);
    expect(open('c5')).toMatchObject({ ok: false, code: 'too-many-lobbies' });
    expect(f.table.abandon({ channelId: 'c2', byUserId: ana.userId }).ok).toBe(true);
    expect(open('c5').ok).toBe(true);
    expect(f.table.openLobbiesOf(ana.userId).map((g) => g.channelId)).toEqual(['c3', 'c4', 'c5']);
  });

  it('takes its limit from the table options', () => {
    f = newTable({ maxOpenLobbiesPerHost: 1 });
    expect(open('c1').ok).toBe(true);
    const refused = open('c2');
    expect(!refused.ok && refused.message).toMatch(/^You already host an open lobby: <#c1>\./);
  });
});
