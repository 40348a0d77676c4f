import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shuffleSeats } from '../../src/table/seating';
import { ana, ben, cat, dan, eve, newTable, snapshot, type Fixture } from './helpers';

describe('table lobby rules', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable();
  });
  afterEach(() => f.close());

  const open = (seed = 'lobby-seed') =>
    f.table.openLobby({
      guildId: 'g',
      channelId: 'c1',
      gameId: 'test-race',
      host: ana,
      seed,
      options: { target: 5 },
    });

  it('opens a lobby with the host seated and the options parsed', () => {
    const r = open();
    if (!r.ok) throw new Error(r.message);
    expect(r.game.record.lifecycle).toBe('lobby');
    expect(r.game.record.options).toEqual({ target: 5 });
    expect(r.game.seats).toEqual([{ seat: 0, userId: 'u-ana', botKind: null, name: 'Ana' }]);
    expect(r.game.status).toBeNull();
  });

  it('fills option defaults and draws a random seed when none is given', () => {
    const a = f.table.openLobby({ guildId: 'g', channelId: 'c-a', gameId: 'test-race', host: ana });
    const b = f.table.openLobby({ guildId: 'g', channelId: 'c-b', gameId: 'test-race', host: ana });
    if (!a.ok || !b.ok) throw new Error('open failed');
    expect(a.game.record.options).toEqual({ target: 10 });
    expect(a.game.record.seed).toMatch(/^[\w-]{16}$/);
    expect(a.game.record.seed).not.toBe(b.game.record.seed);
  });

  it('refuses an unknown game, bad options and a second lobby in the channel, changing nothing', () => {
    open();
    const before = snapshot(f.store);
    expect(f.table.openLobby({ guildId: 'g', channelId: 'c2', gameId: 'chess', host: ana })).toMatchObject({
      ok: false,
      code: 'unknown-game',
    });
    const bad = f.table.openLobby({
      guildId: 'g',
      channelId: 'c2',
      gameId: 'test-race',
      host: ana,
      options: { target: 'x' },
    });
    expect(bad).toMatchObject({ ok: false, code: 'bad-options' });
    expect(!bad.ok && bad.message).toMatch(/target/);
    expect(open()).toMatchObject({ ok: false, code: 'channel-busy' });
    expect(snapshot(f.store)).toBe(before);
  });

  it('double join is refused', () => {
    open();
    expect(f.table.join({ channelId: 'c1', ...ben })).toMatchObject({ ok: true, seat: 1 });
    const before = snapshot(f.store);
    expect(f.table.join({ channelId: 'c1', ...ben })).toMatchObject({ ok: false, code: 'already-seated' });
    expect(f.table.join({ channelId: 'c1', ...ana })).toMatchObject({ ok: false, code: 'already-seated' });
    expect(snapshot(f.store)).toBe(before);
  });

  it('too many players: the fifth seat of a 2–4 player game is refused (humans and bots)', () => {
    open();
    f.table.join({ channelId: 'c1', ...ben });
    f.table.join({ channelId: 'c1', ...cat });
    expect(f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'gambler' })).toMatchObject({
      ok: true,
      seat: 3,
    });
    const before = snapshot(f.store);
    expect(f.table.join({ channelId: 'c1', ...dan })).toMatchObject({ ok: false, code: 'full' });
    expect(f.table.addBot({ channelId: 'c1', byUserId: 'u-ana' })).toMatchObject({ ok: false, code: 'full' });
    expect(snapshot(f.store)).toBe(before);
  });

  it('start with too few players is refused', () => {
    open();
    const before = snapshot(f.store);
    const r = f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
    expect(r).toMatchObject({ ok: false, code: 'too-few' });
    expect(!r.ok && r.message).toMatch(/at least 2 players/);
    expect(snapshot(f.store)).toBe(before);
  });

  it('non-host start is refused, and says who starts it', () => {
    open();
    f.table.join({ channelId: 'c1', ...ben });
    const before = snapshot(f.store);
    expect(f.table.start({ channelId: 'c1', byUserId: 'u-ben' })).toMatchObject({
      ok: false,
      code: 'not-host',
      message:
        'Only the host can start the game: Ana presses **Start** once everyone is in ' +
        '(a moderator with Manage Threads can start it too).',
    });
    expect(f.table.start({ channelId: 'c1', byUserId: 'u-stranger' })).toMatchObject({
      ok: false,
      code: 'not-host',
    });
    expect(snapshot(f.store)).toBe(before);
  });

  it('an admin who is not the host starts the lobby when the host is not around (with the usual checks)', () => {
    open();
    // Not even an admin starts a game short of players.
    expect(f.table.start({ channelId: 'c1', byUserId: 'u-dan', isAdmin: true })).toMatchObject({
      ok: false,
      code: 'too-few',
    });
    f.table.join({ channelId: 'c1', ...ben });
    const r = f.table.start({ channelId: 'c1', byUserId: 'u-dan', isAdmin: true });
    if (!r.ok) throw new Error(r.message);
    expect(r.game.record.lifecycle).toBe('active');
    // The host stays the host, and the admin takes no seat.
    expect(r.game.record.hostUserId).toBe('u-ana');
    expect(r.game.seats.map((s) => s.userId).sort()).toEqual(['u-ana', 'u-ben']);
  });

  it('join after start is refused', () => {
    open();
    f.table.join({ channelId: 'c1', ...ben });
    expect(f.table.start({ channelId: 'c1', byUserId: 'u-ana' })).toMatchObject({ ok: true });
    const before = snapshot(f.store);
    expect(f.table.join({ channelId: 'c1', ...eve })).toMatchObject({ ok: false, code: 'started' });
    expect(f.table.leave({ channelId: 'c1', userId: 'u-ben' })).toMatchObject({ ok: false, code: 'started' });
    expect(f.table.addBot({ channelId: 'c1', byUserId: 'u-ana' })).toMatchObject({
      ok: false,
      code: 'started',
    });
    expect(f.table.start({ channelId: 'c1', byUserId: 'u-ana' })).toMatchObject({
      ok: false,
      code: 'started',
    });
    expect(snapshot(f.store)).toBe(before);
  });

  it('no game: join, start, getGame, view and log say so; an empty log is one empty page', () => {
    expect(f.table.join({ channelId: 'nowhere', ...ben })).toMatchObject({ ok: false, code: 'no-game' });
    expect(f.table.start({ channelId: 'nowhere', byUserId: 'u-ana' })).toMatchObject({
      ok: false,
      code: 'no-game',
    });
    expect(f.table.getGame('nowhere')).toMatchObject({ ok: false, code: 'no-game' });
    expect(f.table.view('nowhere', null)).toMatchObject({ ok: false, code: 'no-game' });
    expect(f.table.log('nowhere')).toMatchObject({ ok: false, code: 'no-game' });
    expect(f.table.seatOf('nowhere', 'u-ana')).toBeNull();
    open();
    expect(f.table.log('c1')).toMatchObject({ ok: true, entries: [], page: 1, pages: 1, total: 0 });
    expect(f.table.seatOf('c1', 'u-ana')).toBe(0);
  });

  it('leave frees the seat and renumbers; the host cannot leave; a stranger is not seated', () => {
    open();
    f.table.join({ channelId: 'c1', ...ben });
    f.table.join({ channelId: 'c1', ...cat });
    const r = f.table.leave({ channelId: 'c1', userId: 'u-ben' });
    expect(r.ok && r.game.seats.map((s) => [s.seat, s.name])).toEqual([
      [0, 'Ana'],
      [1, 'Cat'],
    ]);
    expect(f.table.leave({ channelId: 'c1', userId: 'u-ana' })).toMatchObject({
      ok: false,
      code: 'host-cannot-leave',
    });
    expect(f.table.leave({ channelId: 'c1', userId: 'u-ben' })).toMatchObject({
      ok: false,
      code: 'not-seated',
    });
  });

  it('addBot: host only, known kinds only, unique names; removeSeat removes bots but never the host', () => {
    open();
    expect(f.table.addBot({ channelId: 'c1', byUserId: 'u-ben' })).toMatchObject({
      ok: false,
      code: 'not-host',
    });
    const unknown = f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'genius' });
    expect(unknown).toMatchObject({ ok: false, code: 'unknown-bot' });
    expect(!unknown.ok && unknown.message).toContain('cautious, gambler, random');
    f.table.addBot({ channelId: 'c1', byUserId: 'u-ana' });
    const two = f.table.addBot({ channelId: 'c1', byUserId: 'u-ana' });
    expect(two.ok && two.game.seats.map((s) => s.name)).toEqual(['Ana', 'Cautious bot', 'Cautious bot 2']);
    expect(two.ok && two.game.seats[1]).toMatchObject({ userId: null, botKind: 'cautious' });
    expect(f.table.removeSeat({ channelId: 'c1', byUserId: 'u-ana', seat: 0 })).toMatchObject({
      ok: false,
      code: 'host-cannot-leave',
    });
    expect(f.table.removeSeat({ channelId: 'c1', byUserId: 'u-ana', seat: 9 })).toMatchObject({
      ok: false,
      code: 'no-seat',
    });
    const removed = f.table.removeSeat({ channelId: 'c1', byUserId: 'u-ana', seat: 1 });
    expect(removed.ok && removed.game.seats.map((s) => s.name)).toEqual(['Ana', 'Cautious bot 2']);
  });

  it('start numbers the bots in the play order, whatever order the shuffle gives them', () => {
    // A playtest: bots in seats 2 and 3 read "Greedy bot 2" then "Greedy bot" (numbered as added to the lobby).
    let reversed = 0;
    for (let i = 0; i < 8; i++) {
      const channelId = `bots-${i}`;
      f.table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host: ana, seed: `bots-${i}` });
      f.table.addBot({ channelId, byUserId: 'u-ana' });
      f.table.addBot({ channelId, byUserId: 'u-ana' });
      const lobby = f.table.addBot({ channelId, byUserId: 'u-ana', kind: 'gambler' });
      if (!lobby.ok) throw new Error(lobby.message);
      expect(lobby.game.seats.map((s) => s.name)).toEqual([
        'Ana',
        'Cautious bot',
        'Cautious bot 2',
        'Gambler bot',
      ]);
      const r = f.table.start({ channelId, byUserId: 'u-ana' });
      if (!r.ok) throw new Error(r.message);
      const bots = r.game.seats.filter((s) => s.botKind === 'cautious');
      expect(bots.map((s) => s.name)).toEqual(['Cautious bot', 'Cautious bot 2']);
      expect(new Set(r.game.names)).toEqual(
        new Set(['Ana', 'Cautious bot', 'Cautious bot 2', 'Gambler bot']),
      );
      // The shuffle put the one added second first in some of these games: the old names read "… 2" first there.
      const shuffled = shuffleSeats(`bots-${i}`, lobby.game.seats).map((s) => s.name);
      if (shuffled.indexOf('Cautious bot 2') < shuffled.indexOf('Cautious bot')) reversed++;
      // What is saved is what the game shows.
      const saved = f.table.getGame(channelId);
      expect(saved.ok && saved.game.names).toEqual(r.game.names);
    }
    expect(reversed).toBeGreaterThan(0);
    // A lone bot left "Cautious bot 2" by a removal is "Cautious bot" in the game; a human's name is never taken.
    const lone = (human: boolean) => {
      const channelId = `lone-${human}`;
      f.table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host: ana, seed: 'lone' });
      if (human) f.table.join({ channelId, userId: 'u-bot', name: 'Cautious bot' });
      f.table.addBot({ channelId, byUserId: 'u-ana' });
      const added = f.table.addBot({ channelId, byUserId: 'u-ana' });
      if (!added.ok) throw new Error(added.message);
      const first = added.game.seats.find((s) => s.botKind)!;
      f.table.removeSeat({ channelId, byUserId: 'u-ana', seat: first.seat });
      const r = f.table.start({ channelId, byUserId: 'u-ana' });
      if (!r.ok) throw new Error(r.message);
      return { lobby: added.game.seats.find((s) => s.botKind && s !== first)!.name, game: r.game };
    };
    const alone = lone(false);
    expect(alone.lobby).toBe('Cautious bot 2');
    expect(alone.game.seats.find((s) => s.botKind)?.name).toBe('Cautious bot');
    const beside = lone(true);
    expect(beside.lobby).toBe('Cautious bot 3');
    expect(beside.game.seats.find((s) => s.botKind)?.name).toBe('Cautious bot 2');
    expect(beside.game.seats.find((s) => s.userId === 'u-bot')?.name).toBe('Cautious bot');
  });

  it('start shuffles the seat order from the seed: the same seed gives the same order', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const channelId = `shuffle-${i}`;
      const seed = `seed-${i % 4}`; // each seed twice
      f.table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host: ana, seed });
      f.table.join({ channelId, ...ben });
      f.table.join({ channelId, ...cat });
      f.table.join({ channelId, ...dan });
      const r = f.table.start({ channelId, byUserId: 'u-ana' });
      if (!r.ok) throw new Error(r.message);
      expect(r.game.record.lifecycle).toBe('active');
      expect(r.game.record.version).toBe(0);
      expect(r.game.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
      orders.add(`${seed}:${r.game.names.join(',')}`);
    }
    expect(orders.size).toBe(4); // same seed -> same order
    expect(new Set([...orders].map((o) => o.split(':')[1])).size).toBeGreaterThan(1); // and it does shuffle
  });

  it('abandon: host or admin only; the channel is then free', () => {
    open();
    f.table.join({ channelId: 'c1', ...ben });
    expect(f.table.abandon({ channelId: 'c1', byUserId: 'u-ben' })).toMatchObject({
      ok: false,
      code: 'not-host',
    });
    const r = f.table.abandon({ channelId: 'c1', byUserId: 'u-ben', isAdmin: true });
    expect(r.ok && r.game.record.lifecycle).toBe('abandoned');
    expect(f.table.abandon({ channelId: 'c1', byUserId: 'u-ana' })).toMatchObject({
      ok: false,
      code: 'over',
    });
    expect(f.table.join({ channelId: 'c1', ...cat })).toMatchObject({ ok: false, code: 'no-game' });
    expect(open()).toMatchObject({ ok: true });
  });

  it('remembers message ids and meta for the Discord layer', () => {
    open();
    f.table.setLobbyMessage({ channelId: 'c1', messageId: 'm-lobby' });
    const r = f.table.setMeta({ channelId: 'c1', meta: { threadName: 'Race #1' } });
    expect(r.ok && r.game.record).toMatchObject({
      lobbyMessageId: 'm-lobby',
      meta: { threadName: 'Race #1' },
    });
    expect(f.table.setLobbyMessage({ channelId: 'none', messageId: 'x' })).toMatchObject({
      ok: false,
      code: 'no-game',
    });
  });
});
