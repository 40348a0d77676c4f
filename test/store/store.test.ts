import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { tempDir } from './tmp';

const ana = { userId: 'u-ana', botKind: null, name: 'Ana' };
const ben = { userId: 'u-ben', botKind: null, name: 'Ben' };
const bot = { userId: null, botKind: 'random', name: 'Bot 1' };

describe('store', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let clock = 1000;

  beforeEach(() => {
    tmp = tempDir();
    clock = 1000;
    store = openStore(tmp.file('store.sqlite'), { now: () => clock++ });
  });
  afterEach(() => {
    store.close();
    tmp.cleanup();
  });

  function lobby(channelId = 'chan-1') {
    const r = store.createGame({
      guildId: 'guild',
      channelId,
      gameId: 'test-race',
      options: { target: 10 },
      seed: 'seed-1',
      hostUserId: ana.userId,
      seats: [ana],
    });
    if (!r.ok) throw new Error(r.message);
    return r.game;
  }

  function started(channelId = 'chan-1') {
    const g = lobby(channelId);
    const r = store.startGame(g.id, [ben, ana], { step: 0 });
    expect(r.ok).toBe(true);
    return g;
  }

  /** Write game `id`'s turn message's `above` column as it stands in the database, bypassing the store. */
  function setAbove(id: number, text: string) {
    store.db.prepare('UPDATE turn_messages SET above = ? WHERE game_id = ?').run(text, id);
  }

  it('upgradeRules saves the upgraded state as the replay base, only at the version and rules version read', () => {
    const g = started();
    const step = { seat: 0, userId: ben.userId, action: { type: 'step' }, events: [] };
    expect(store.applyAction(g.id, 0, step, { step: 1 }).ok).toBe(true);
    expect(store.upgradeRules(g.id, { version: 0, from: 1, to: 2, state: { steps: 1 } })).toBe(false);
    expect(store.upgradeRules(g.id, { version: 1, from: 2, to: 3, state: { steps: 1 } })).toBe(false);
    expect(store.upgradeRules(g.id, { version: 1, from: 1, to: 2, state: { steps: 1 } })).toBe(true);
    const r = store.getGame(g.id);
    expect(r.ok && r.value).toMatchObject({
      state: { steps: 1 },
      version: 1,
      rulesVersion: 2,
      replayFrom: 1,
    });
    expect(store.replayBase(g.id)).toEqual({ ok: true, value: { from: 1, state: { steps: 1 } } });
    // The next move changes the state, not the base.
    expect(store.applyAction(g.id, 1, { ...step, seat: 1 }, { steps: 2 }).ok).toBe(true);
    expect(store.replayBase(g.id)).toEqual({ ok: true, value: { from: 1, state: { steps: 1 } } });
    // A damaged game is not upgraded: it waits for `/oil repair`.
    store.markDamaged(g.id, 'test');
    expect(store.upgradeRules(g.id, { version: 2, from: 2, to: 3, state: {} })).toBe(false);
  });

  it('creates a lobby with typed fields and the host seated', () => {
    const g = lobby();
    expect(g).toMatchObject({
      guildId: 'guild',
      channelId: 'chan-1',
      parentChannelId: null,
      gameId: 'test-race',
      options: { target: 10 },
      seed: 'seed-1',
      state: null,
      version: 0,
      lifecycle: 'lobby',
      hostUserId: 'u-ana',
      meta: {},
    });
    expect(store.seats(g.id)).toEqual([
      { seat: 0, userId: 'u-ana', botKind: null, name: 'Ana', joinedAt: 1000 },
    ]);
  });

  it('allows one open game per channel, and a new one once it is over', () => {
    const g = lobby();
    const again = store.createGame({
      guildId: 'guild',
      channelId: 'chan-1',
      gameId: 'x',
      options: {},
      seed: 's',
      hostUserId: 'u',
    });
    expect(again).toMatchObject({ ok: false, reason: 'channel-busy' });
    expect(lobby('chan-2').channelId).toBe('chan-2');
    expect(store.closeGame(g.id, 'abandoned')).toEqual({ ok: true });
    expect(store.closeGame(g.id, 'abandoned')).toMatchObject({ ok: false, reason: 'not-open' });
    const next = lobby();
    expect(next.id).not.toBe(g.id);
    const latest = store.latestGameIn('chan-1');
    expect(latest.ok && latest.value?.id).toBe(next.id);
  });

  it('replaces lobby seats, refuses a user twice, and freezes seats once started', () => {
    const g = lobby();
    expect(store.setLobbySeats(g.id, [ana, ben, bot])).toMatchObject({ ok: true });
    expect(store.seats(g.id).map((s) => s.name)).toEqual(['Ana', 'Ben', 'Bot 1']);
    expect(store.setLobbySeats(g.id, [ana, ana])).toMatchObject({ ok: false, reason: 'already-seated' });
    expect(store.seats(g.id).map((s) => s.name)).toEqual(['Ana', 'Ben', 'Bot 1']);
    expect(store.startGame(g.id, [bot, ben, ana], { step: 0 })).toEqual({ ok: true });
    expect(store.seats(g.id).map((s) => s.name)).toEqual(['Bot 1', 'Ben', 'Ana']);
    expect(store.setLobbySeats(g.id, [ana])).toMatchObject({ ok: false, reason: 'not-lobby' });
    expect(store.startGame(g.id, [ana], {})).toMatchObject({ ok: false, reason: 'not-lobby' });
  });

  it('applies an action: appends to the log and saves the state with the next version', () => {
    const g = started();
    const r = store.applyAction(
      g.id,
      0,
      { seat: 1, userId: 'u-ana', action: { go: 1 }, events: [{ text: '{p1} went' }] },
      { step: 1 },
    );
    expect(r).toEqual({ ok: true, version: 1 });
    const loaded = store.getGame(g.id);
    expect(loaded.ok && loaded.value).toMatchObject({ version: 1, state: { step: 1 }, lifecycle: 'active' });
    const log = store.actions(g.id);
    expect(log.ok && log.value).toMatchObject([
      { seq: 1, seat: 1, userId: 'u-ana', action: { go: 1 }, events: [{ text: '{p1} went' }] },
    ]);
  });

  it('version conflict: of two actions on the same version exactly one applies, the other is stale', () => {
    const g = started();
    const first = store.applyAction(
      g.id,
      0,
      { seat: 0, userId: 'u-ben', action: { who: 'ben' }, events: [] },
      { by: 'ben' },
    );
    const second = store.applyAction(
      g.id,
      0,
      { seat: 1, userId: 'u-ana', action: { who: 'ana' }, events: [] },
      { by: 'ana' },
    );
    expect(first).toEqual({ ok: true, version: 1 });
    expect(second).toMatchObject({ ok: false, reason: 'stale' });
    const loaded = store.getGame(g.id);
    expect(loaded.ok && loaded.value).toMatchObject({ version: 1, state: { by: 'ben' } });
    expect(store.actionCount(g.id)).toBe(1);
  });

  it('version conflict across two connections to the same file', () => {
    const g = started();
    const other = openStore(tmp.file('store.sqlite'));
    const a = store.applyAction(g.id, 0, { seat: 0, userId: 'u-ben', action: 1, events: [] }, { n: 1 });
    const b = other.applyAction(g.id, 0, { seat: 1, userId: 'u-ana', action: 2, events: [] }, { n: 2 });
    other.close();
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(b).toMatchObject({ reason: 'stale' });
    expect(store.actionCount(g.id)).toBe(1);
  });

  it('appends several actions in one transaction and finishes the game', () => {
    const g = started();
    const r = store.appendActions(
      g.id,
      0,
      [
        { seat: 0, userId: null, action: 'a', events: [] },
        { seat: 1, userId: null, action: 'b', events: [] },
      ],
      { done: true },
      'finished',
    );
    expect(r).toEqual({ ok: true, version: 2 });
    expect(store.applyAction(g.id, 2, { seat: 0, userId: null, action: 'c', events: [] }, {})).toMatchObject({
      ok: false,
      reason: 'not-active',
    });
    const log = store.actions(g.id, 1);
    expect(log.ok && log.value.map((a) => a.seq)).toEqual([2]);
  });

  it('refuses actions for a lobby or a missing game', () => {
    const g = lobby();
    expect(store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [] }, {})).toMatchObject({
      reason: 'not-active',
    });
    expect(store.applyAction(999, 0, { seat: 0, userId: null, action: 1, events: [] }, {})).toMatchObject({
      reason: 'not-found',
    });
    expect(store.actionCount(g.id)).toBe(0);
  });

  it('keeps the action log append-only', () => {
    const g = started();
    store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [] }, {});
    expect(() => store.db.prepare("UPDATE actions SET action = '2'").run()).toThrow(/append-only/);
  });

  it('reports corrupt JSON as a clear result instead of crashing', () => {
    const g = started();
    store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [] }, {});
    store.db.prepare("UPDATE games SET state = '{broken' WHERE id = ?").run(g.id);
    const loaded = store.getGame(g.id);
    expect(loaded).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(!loaded.ok && loaded.message).toMatch(/Corrupt data in game \d+ \(state\): not valid JSON/);
    store.db.prepare("UPDATE games SET state = '{}', meta = '[1]' WHERE id = ?").run(g.id);
    expect(store.openGameIn('chan-1')).toMatchObject({ ok: false, reason: 'corrupt' });
    const dbRaw = openStore(tmp.file('store.sqlite'));
    dbRaw.db.exec('DROP TRIGGER actions_append_only');
    dbRaw.db.prepare("UPDATE actions SET events = 'nope'").run();
    dbRaw.close();
    expect(store.actions(g.id)).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('remembers the lobby message and meta', () => {
    const g = lobby();
    expect(store.setLobbyMessage(g.id, 'm1')).toBe(true);
    store.setMeta(g.id, { reminder: 3 });
    const loaded = store.getGame(g.id);
    expect(loaded.ok && loaded.value).toMatchObject({ lobbyMessageId: 'm1', meta: { reminder: 3 } });
    store.setLobbyMessage(g.id, null);
    const again = store.getGame(g.id);
    expect(again.ok && again.value?.lobbyMessageId).toBeNull();
  });

  it('the turn message only moves forward in version', () => {
    const g = started();
    const at = (messageId: string, version: number) => ({
      messageId,
      version,
      first: version,
      since: 0,
      toAct: [1, 0],
      postedAt: 1,
    });
    expect(store.turnMessages.get(g.id)).toBeNull();
    expect(store.turnMessages.record(g.id, at('m1', 3))).toBe(true);
    expect(store.turnMessages.record(g.id, at('m0', 2))).toBe(false);
    expect(store.turnMessages.get(g.id)).toMatchObject({ messageId: 'm1', version: 3, toAct: [0, 1] });
    expect(store.turnMessages.record(g.id, at('m2', 3))).toBe(true);
    expect(store.turnMessages.get(g.id)?.messageId).toBe('m2');
  });

  it('a turn message keeps the seats it stands for unasked and its turn; an action, who was to act after it', () => {
    const g = started();
    const message = { messageId: 'm', version: 1, first: 1, since: 0, toAct: [1], postedAt: 1 };
    store.turnMessages.record(g.id, { ...message, kept: [2, 0] });
    expect(store.turnMessages.get(g.id)).toEqual({ ...message, kept: [0, 2] });
    store.turnMessages.record(g.id, { ...message, version: 2 });
    expect(store.turnMessages.get(g.id)).toEqual({ ...message, version: 2 });
    // And the game's turn when it was first posted (migration 014).
    store.turnMessages.record(g.id, { ...message, version: 3, turn: 7 });
    expect(store.turnMessages.get(g.id)).toEqual({ ...message, version: 3, turn: 7 });
    const after = { toAct: [2, 1], mayAct: [0] };
    store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [], after }, {});
    store.applyAction(g.id, 1, { seat: 1, userId: null, action: 2, events: [] }, {});
    const log = store.actions(g.id);
    expect(log.ok && log.value.map((a) => a.after)).toEqual([{ toAct: [1, 2], mayAct: [0] }, undefined]);
  });

  it('a turn message keeps the messages above it (migrations 016, 018): their fields only, newest first; NULL or corrupt, none', () => {
    const g = started();
    const older = { messageId: 'm0', version: 2, first: 1, since: 0, toAct: [1], postedAt: 0 };
    const finished = { messageId: 'm1', version: 4, first: 2, since: 1, toAct: [0], kept: [2], postedAt: 1 };
    const message = { messageId: 'm2', version: 5, first: 5, since: 4, toAct: [1], postedAt: 2 };
    // The message above's own record (its time, those above it) is not kept with it.
    const above = [
      {
        shown: { ...finished, above: [{ shown: older, ending: 'moved-on' as const }] },
        ending: 'continued' as const,
      },
      { shown: older, ending: 'moved-on' as const },
    ];
    store.turnMessages.record(g.id, { ...message, above });
    const { postedAt: _, ...kept } = finished;
    const { postedAt: __, ...keptOlder } = older;
    expect(store.turnMessages.get(g.id)).toEqual({
      ...message,
      above: [
        { shown: kept, ending: 'continued' },
        { shown: keptOlder, ending: 'moved-on' },
      ],
    });
    store.turnMessages.record(g.id, { ...message, above: undefined });
    expect(store.turnMessages.get(g.id)).toEqual(message);
    store.turnMessages.record(g.id, { ...message, above: [] });
    expect(store.turnMessages.get(g.id)).toEqual(message);
    for (const bad of [
      '[{"messageId":"m1"}]',
      'not json',
      '[]',
      JSON.stringify({ ...keptOlder, ending: 'moved-on' }),
    ]) {
      setAbove(g.id, bad);
      expect(store.turnMessages.get(g.id)).toEqual(message);
    }
    // A corrupt entry goes; the others stay.
    setAbove(g.id, JSON.stringify([{ messageId: 'm1' }, { ...keptOlder, kept: [], ending: 'moved-on' }]));
    expect(store.turnMessages.get(g.id)).toEqual({
      ...message,
      above: [{ shown: keptOlder, ending: 'moved-on' }],
    });
  });

  it('a message above reposted on request keeps the version it was left at; one without it is corrupt', () => {
    const g = started();
    const left = { messageId: 'm1', version: 4, first: 2, since: 1, toAct: [0] };
    const message = { messageId: 'm2', version: 6, first: 6, since: 1, toAct: [0], postedAt: 2 };
    const above = [{ shown: left, ending: 'reposted' as const, through: 6 }];
    store.turnMessages.record(g.id, { ...message, above });
    expect(store.turnMessages.get(g.id)).toEqual({ ...message, above });
    for (const bad of [
      { ...left, kept: [], ending: 'reposted' },
      { ...left, kept: [], ending: 'reposted', through: 'six' },
      { ...left, kept: [], ending: 'moved-on', through: 'six' },
    ]) {
      setAbove(g.id, JSON.stringify([bad]));
      expect(store.turnMessages.get(g.id)).toEqual(message);
    }
  });

  it('a message above the game moved on past with a notice below it keeps the version the notice came at', () => {
    // Ben left at version 4 (his turn message shows it); the bot's moves for him are told below the notice, so the
    // message above tells through version 4, not through the move that ended his turn.
    const g = started();
    const left = { messageId: 'm1', version: 4, first: 2, since: 1, toAct: [1] };
    const message = { messageId: 'm2', version: 6, first: 6, since: 4, toAct: [2], postedAt: 2 };
    for (const ending of ['moved-on', 'continued'] as const) {
      const above = [{ shown: left, ending, through: 4 }];
      store.turnMessages.record(g.id, { ...message, above });
      expect(store.turnMessages.get(g.id)).toEqual({ ...message, above });
    }
  });

  it('a message above continued below keeps whose turn went on there; a seat that is not one reads as none', () => {
    const g = started();
    const left = { messageId: 'm1', version: 4, first: 2, since: 1, toAct: [1], kept: [0] };
    const message = { messageId: 'm2', version: 5, first: 5, since: 4, toAct: [0], postedAt: 2 };
    const above = [{ shown: left, ending: 'continued' as const, goesOn: 0 }];
    store.turnMessages.record(g.id, { ...message, above });
    expect(store.turnMessages.get(g.id)).toEqual({ ...message, above });
    for (const bad of ['zero', -1, 0.5]) {
      setAbove(g.id, JSON.stringify([{ ...left, ending: 'continued', goesOn: bad }]));
      expect(store.turnMessages.get(g.id)).toEqual({
        ...message,
        above: [{ shown: left, ending: 'continued' }],
      });
    }
  });

  it('knows which threads are behind their game', () => {
    const g = started();
    const waiting = lobby('c-lobby');
    expect(store.turnMessages.behind(0).map((b) => b.id)).toEqual([g.id, waiting.id]);
    store.turnMessages.record(g.id, {
      messageId: 'm',
      version: 0,
      first: 0,
      since: 0,
      toAct: [0],
      postedAt: 1,
    });
    store.setLobbyMessage(waiting.id, 'lm');
    expect(store.turnMessages.behind(0)).toEqual([]);
    store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [] }, { saved: true });
    expect(store.turnMessages.behind(0)).toEqual([
      { id: g.id, channelId: g.channelId, version: 1, shown: 0 },
    ]);
  });

  it('makes an online backup that opens with the same data', async () => {
    const g = started();
    store.applyAction(g.id, 0, { seat: 0, userId: null, action: 1, events: [] }, { saved: true });
    await store.backup(tmp.file('backups/copy.sqlite'));
    const copy = openStore(tmp.file('backups/copy.sqlite'));
    const loaded = copy.getGame(g.id);
    expect(loaded.ok && loaded.value?.state).toEqual({ saved: true });
    expect(copy.actionCount(g.id)).toBe(1);
    copy.close();
  });
});
