import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store';
import { Table, replayGame, shuffleSeats } from '../../src/table';
import { race, type RaceState, type RaceView } from '../fixtures/race';
import { ana, ben, cat, newTable, snapshot, type Fixture } from './helpers';

/** A seed whose seat shuffle puts the second lobby seat (the bot) first. */
function botFirstSeed(): string {
  for (let i = 0; ; i++)
    if (shuffleSeats(`bot-first-${i}`, ['host', 'bot'])[0] === 'bot') return `bot-first-${i}`;
}

const safe = { type: 'choose', choice: 'safe' };
const risky = { type: 'choose', choice: 'risky' };

describe('table play', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable();
  });
  afterEach(() => f.close());

  /** Ana, Ben and Cat in channel c1, started. Returns the seat of each user. */
  function threeHumans(seed = 'play-seed', target = 10) {
    f.table.openLobby({
      guildId: 'g',
      channelId: 'c1',
      gameId: 'test-race',
      host: ana,
      seed,
      options: { target },
    });
    f.table.join({ channelId: 'c1', ...ben });
    f.table.join({ channelId: 'c1', ...cat });
    const r = f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
    if (!r.ok) throw new Error(r.message);
    return r;
  }

  it('a seated player whose seat is in toAct acts; events carry seat tokens; the version advances', () => {
    const s = threeHumans();
    expect(s.status.toAct).toEqual([0, 1, 2]);
    const r = f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    if (!r.ok) throw new Error(r.message);
    const seat = f.table.seatOf('c1', 'u-ana');
    expect(r.version).toBe(1);
    expect(r.events).toEqual([
      { text: `{p${seat}} has chosen`, kind: 'choose' },
      { text: `{p${seat}} chose safe`, kind: 'secret', to: [seat] },
    ]);
    expect(r.steps).toHaveLength(1);
    expect(r.status.toAct).not.toContain(seat);
    expect(r.botEvents).toEqual([]);
    expect(r.botStop).toBe('human');
  });

  it('version conflict: two players acting on the same version, exactly one applies', () => {
    threeHumans();
    const a = f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    const b = f.table.act({ channelId: 'c1', userId: 'u-ben', action: safe, expectedVersion: 0 });
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, code: 'stale' });
    expect(f.store.actionCount(1)).toBe(1);
  });

  it('version conflict across two processes sharing the file: the second writer gets stale', () => {
    threeHumans();
    const other = openStore(f.path);
    const otherTable = new Table(other);
    // Both load version 0; the other table commits first between our load and our save.
    const orig = f.store.appendActions.bind(f.store);
    f.store.appendActions = (...args) => {
      otherTable.act({ channelId: 'c1', userId: 'u-ben', action: safe, expectedVersion: 0 });
      return orig(...args);
    };
    const r = f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    f.store.appendActions = orig;
    other.close();
    expect(r).toMatchObject({ ok: false, code: 'stale' });
    const log = f.store.actions(1);
    expect(log.ok && log.value.map((a) => a.userId)).toEqual(['u-ben']);
  });

  it('out-of-turn, not seated, stale, malformed and rule-breaking actions change nothing', () => {
    threeHumans();
    f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 0 });
    const before = snapshot(f.store);
    const cases: [unknown, string][] = [
      [f.table.act({ channelId: 'c1', userId: 'u-ana', action: risky, expectedVersion: 1 }), 'not-your-turn'],
      [f.table.act({ channelId: 'c1', userId: 'u-zed', action: safe, expectedVersion: 1 }), 'not-seated'],
      [f.table.act({ channelId: 'c1', userId: 'u-ben', action: safe, expectedVersion: 0 }), 'stale'],
      [
        f.table.act({ channelId: 'c1', userId: 'u-ben', action: { type: 'choose', choice: 'fly' } }),
        'bad-action',
      ],
      [f.table.act({ channelId: 'c1', userId: 'u-ben', action: '{"type":"choose"' }), 'bad-action'],
      [f.table.act({ channelId: 'c1', userId: 'u-ben', action: null }), 'bad-action'],
      [f.table.act({ channelId: 'c9', userId: 'u-ben', action: safe }), 'no-game'],
    ];
    for (const [r, code] of cases) expect(r).toMatchObject({ ok: false, code });
    expect(snapshot(f.store)).toBe(before);
  });

  it('the game rules refusing an action, or the engine throwing, changes nothing', () => {
    f.table.openLobby({ guildId: 'g', channelId: 'b1', gameId: 'test-broken', host: ana, seed: 's' });
    f.table.start({ channelId: 'b1', byUserId: 'u-ana' });
    const before = snapshot(f.store);
    const rule = f.table.act({ channelId: 'b1', userId: 'u-ana', action: { type: 'bad' } });
    expect(rule).toMatchObject({ ok: false, code: 'rule', message: 'Not allowed.', ruleCode: 'not-allowed' });
    expect(f.table.act({ channelId: 'b1', userId: 'u-ana', action: { type: 'boom' } })).toMatchObject({
      ok: false,
      code: 'engine-error',
    });
    expect(snapshot(f.store)).toBe(before);
    expect(f.table.act({ channelId: 'b1', userId: 'u-ana', action: { type: 'ok' } })).toMatchObject({
      ok: true,
      version: 1,
    });
  });

  it('acting in a lobby or after the end is refused', () => {
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: 'test-race', host: ana, seed: 's' });
    expect(f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe })).toMatchObject({
      ok: false,
      code: 'lobby',
    });
    expect(f.table.view('c1', null)).toMatchObject({ ok: false, code: 'lobby' });
    f.table.abandon({ channelId: 'c1', byUserId: 'u-ana' });
    expect(f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe })).toMatchObject({
      ok: false,
      code: 'over',
    });
  });

  it('bot seats act automatically until a human must act, each action its own log row', () => {
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: 'test-race', host: ana, seed: 'bots-seed' });
    f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'cautious' });
    f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'gambler' });
    const s = f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
    if (!s.ok) throw new Error(s.message);
    const human = f.table.seatOf('c1', 'u-ana') as number;
    // All choose at once: the bots chose right at the start, the human is the only one left.
    expect(s.steps.map((st) => st.botKind)).toEqual(
      ['cautious', 'gambler'].filter(() => true).length ? s.steps.map((st) => st.botKind) : [],
    );
    expect(s.steps).toHaveLength(2);
    expect(s.status.toAct).toEqual([human]);
    expect(s.version).toBe(2);
    const r = f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe, expectedVersion: 2 });
    if (!r.ok) throw new Error(r.message);
    // The round resolves; the bots choose for the next round; the human must act again.
    expect(r.steps.map((st) => st.userId ?? st.botKind)).toEqual([
      'u-ana',
      ...r.steps.slice(1).map((st) => st.botKind),
    ]);
    expect(r.steps).toHaveLength(3);
    expect(r.botEvents.filter((e) => e.kind === 'choose')).toHaveLength(2);
    expect(r.status.toAct).toEqual([human]);
    expect(r.version).toBe(5);
    expect(f.store.actionCount(1)).toBe(5);
    const log = f.store.actions(1);
    expect(log.ok && log.value.map((a) => a.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a game played against bots runs to the end and is marked finished', () => {
    f.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: 'test-race', host: ana, seed: 'auto' });
    f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'random' });
    f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'gambler' });
    let r = f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
    for (let i = 0; i < 200 && r.ok && !r.status.over; i++) {
      r = f.table.act({ channelId: 'c1', userId: 'u-ana', action: risky, expectedVersion: r.version });
    }
    expect(r.ok && r.status.over).toBe(true);
    const g = f.table.getGame('c1');
    expect(g.ok && g.game.record.lifecycle).toBe('finished');
    expect(g.ok && g.game.status?.result?.ending).toBe('finish-line');
    expect(f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe })).toMatchObject({
      ok: false,
      code: 'over',
    });
  });

  it('the safety cap stops a bot loop; runBots resumes it', () => {
    const capped = newTable({ maxBotActions: 2 });
    try {
      // In the broken fixture seat 0 always acts and the game ends after 3 actions: put the bot at seat 0.
      const seed = botFirstSeed();
      capped.table.openLobby({ guildId: 'g', channelId: 'b', gameId: 'test-broken', host: ana, seed });
      capped.table.addBot({ channelId: 'b', byUserId: 'u-ana', kind: 'stubborn' });
      const s = capped.table.start({ channelId: 'b', byUserId: 'u-ana' });
      if (!s.ok) throw new Error(s.message);
      expect(s.steps).toHaveLength(2);
      expect(s.botStop).toBe('cap');
      expect(s.game.record.lifecycle).toBe('active');
      const more = capped.table.runBots('b');
      if (!more.ok) throw new Error(more.message);
      expect(more.steps.map((st) => st.seq)).toEqual([3]);
      expect(more.botStop).toBe('over');
      expect(more.game.record.lifecycle).toBe('finished');
    } finally {
      capped.close();
    }
  });

  it('bot decisions are reproducible: same seed and same human actions give the same stored game', () => {
    const play = (fx: Fixture) => {
      fx.table.openLobby({ guildId: 'g', channelId: 'c1', gameId: 'test-race', host: ana, seed: 'repro' });
      fx.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'random' });
      fx.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'random' });
      let r = fx.table.start({ channelId: 'c1', byUserId: 'u-ana' });
      for (let i = 0; i < 50 && r.ok && !r.status.over; i++) {
        r = fx.table.act({
          channelId: 'c1',
          userId: 'u-ana',
          action: i % 2 ? safe : risky,
          expectedVersion: r.version,
        });
      }
      const g = fx.table.getGame('c1');
      if (!g.ok) throw new Error(g.message);
      const log = fx.store.actions(g.game.record.id);
      return JSON.stringify({
        state: g.game.record.state,
        log: log.ok && log.value.map((a) => [a.seat, a.action]),
      });
    };
    const other = newTable();
    try {
      expect(play(f)).toBe(play(other));
    } finally {
      other.close();
    }
  });

  it('a bot whose action is refused or throws falls back to a legal action', () => {
    for (const kind of ['stubborn', 'crasher']) {
      const fx = newTable();
      try {
        fx.table.openLobby({
          guildId: 'g',
          channelId: 'b',
          gameId: 'test-broken',
          host: ana,
          seed: botFirstSeed(),
        });
        fx.table.addBot({ channelId: 'b', byUserId: 'u-ana', kind });
        const s = fx.table.start({ channelId: 'b', byUserId: 'u-ana' });
        if (!s.ok) throw new Error(s.message);
        expect(s.game.seats[0]?.botKind).toBe(kind);
        expect(s.steps.map((st) => st.action)).toEqual([{ type: 'ok' }, { type: 'ok' }, { type: 'ok' }]);
        expect(s.status.over).toBe(true);
        expect(s.game.record.lifecycle).toBe('finished');
      } finally {
        fx.close();
      }
    }
  });

  it('views hide other seats’ pending choices; spectators see none', () => {
    threeHumans();
    const seatAna = f.table.seatOf('c1', 'u-ana') as number;
    const seatBen = f.table.seatOf('c1', 'u-ben') as number;
    f.table.act({ channelId: 'c1', userId: 'u-ana', action: risky });
    const own = f.table.view('c1', seatAna);
    const other = f.table.view('c1', seatBen);
    const spectator = f.table.viewFor('c1', 'u-nobody');
    expect(own.ok && (own.view as RaceView).pending[seatAna]).toBe('risky');
    expect(other.ok && (other.view as RaceView).pending[seatAna]).toBe('chosen');
    expect(spectator.ok && spectator.seat).toBeNull();
    expect(spectator.ok && (spectator.view as RaceView).pending[seatAna]).toBe('chosen');
    expect(f.table.view('c1', 7)).toMatchObject({ ok: false, code: 'no-seat' });
    const legal = f.table.legalActions('c1', 'u-ben');
    expect(legal.ok && legal.actions).toEqual([safe, risky]);
    const none = f.table.legalActions('c1', 'u-ana');
    expect(none.ok && none.actions).toEqual([]);
  });

  it('the log pages the stored events, newest page first, and the saved state equals its replay', () => {
    threeHumans('log-seed', 4);
    let version = 0;
    for (let round = 0; round < 30; round++) {
      for (const userId of ['u-ana', 'u-ben', 'u-cat']) {
        const r = f.table.act({ channelId: 'c1', userId, action: safe, expectedVersion: version });
        if (!r.ok) break;
        version = r.version;
      }
    }
    const g = f.table.getGame('c1');
    if (!g.ok) throw new Error(g.message);
    expect(g.game.record.lifecycle).toBe('finished');
    expect(g.game.record.version).toBe(12); // 4 rounds of 3 choices, everyone +1 per round
    const p1 = f.table.log('c1', 1, { pageSize: 5 });
    const p3 = f.table.log('c1', 3, { pageSize: 5 });
    if (!p1.ok || !p3.ok) throw new Error('log failed');
    expect([p1.total, p1.pages]).toEqual([12, 3]);
    expect(p1.entries.map((e) => e.seq)).toEqual([8, 9, 10, 11, 12]);
    expect(p3.entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(p1.entries.at(-1)?.events.at(-1)?.kind).toBe('win');
    expect(f.table.log('c1', 99, { pageSize: 5 })).toMatchObject({ ok: true, page: 3 });
    // Private events (`to`) are only listed for the seat they are addressed to.
    const secretsFor = (forSeat: number | null) => {
      const page = f.table.log('c1', 3, { pageSize: 5, forSeat });
      return page.ok
        ? page.entries.flatMap((e) => e.events.filter((ev) => ev.kind === 'secret').map((ev) => ev.to))
        : [];
    };
    const firstSeat = p3.entries[0]?.seat as number;
    expect(secretsFor(null)).toEqual([]);
    expect(secretsFor(firstSeat)).toEqual([[firstSeat]]);

    const log = f.store.actions(g.game.record.id);
    if (!log.ok) throw new Error(log.message);
    const replay = replayGame(race, {
      seatCount: 3,
      options: g.game.record.options,
      seed: g.game.record.seed,
      actions: log.value,
    });
    expect(replay.ok && JSON.stringify(replay.state)).toBe(JSON.stringify(g.game.record.state));
    expect((g.game.record.state as RaceState).positions).toEqual([4, 4, 4]);
  });

  it('corrupt stored state gives a clear result, not a crash: the game is marked damaged, nothing else changes', () => {
    threeHumans();
    f.store.db.prepare("UPDATE games SET state = 'not json'").run();
    const unmarked = f.store.db.prepare('SELECT * FROM games').all();
    expect(f.table.act({ channelId: 'c1', userId: 'u-ana', action: safe })).toMatchObject({
      ok: false,
      code: 'damaged',
    });
    const before = snapshot(f.store);
    expect(f.table.getGame('c1')).toMatchObject({ ok: false, code: 'damaged' });
    expect(snapshot(f.store)).toBe(before);
    // Only the mark was added to the row.
    const marked = f.store.db.prepare('SELECT * FROM games').all() as Record<string, unknown>[];
    expect(marked.map(({ damaged: _d, ...rest }) => rest)).toEqual(
      (unmarked as Record<string, unknown>[]).map(({ damaged: _d, ...rest }) => rest),
    );
    expect(marked[0]?.damaged).toMatch(/not valid JSON/);
  });
});
