import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ID_MAX,
  encodeControl,
  encodeCustomId,
  parseControl,
  parseCustomId,
  type ControlId,
} from '../../src/discord/custom-id';

const cid = (row: number, version: number, verb: 'pick' | 'act', ...args: (string | number)[]) =>
  encodeCustomId({ row, version, verb, args: args.map(String) });

describe('custom id codec', () => {
  it('round-trips game row, state version, verb and args', () => {
    const text = cid(42, 17, 'pick', 'settlement', 0, 2);
    expect(text).toBe('d1.42.17.pick.settlement.0.2');
    expect(parseCustomId(text)).toEqual({
      row: 42,
      version: 17,
      verb: 'pick',
      args: ['settlement', '0', '2'],
    });
  });

  it('stays within Discord’s 100 characters and refuses to encode longer ids', () => {
    const long = cid(999_999_999, 999_999, 'act', 'a'.repeat(40), 'b'.repeat(35));
    expect(long.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
    expect(() =>
      encodeCustomId({
        row: 1,
        version: 1,
        verb: 'act',
        args: ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)],
      }),
    ).toThrow(/too long/);
  });

  it('rejects forged or garbled ids without throwing', () => {
    for (const forged of [
      '',
      'hello',
      'd1.x.1.act',
      'd1.1.1.explode',
      'd2.1.1.act.road',
      'd1.-1.1.act',
      'd1.1.1.act.<script>',
      'd1.1.1.act.' + 'x'.repeat(95),
      42,
      null,
      'd1.0.1.act',
    ]) {
      expect(parseCustomId(forged)).toBeNull();
    }
  });

  it('refuses arguments with the separator or odd characters when encoding', () => {
    expect(() => cid(1, 1, 'act', 'a.b')).toThrow();
    expect(() => cid(1, 1, 'act', 'a b')).toThrow();
  });

  it('each verb has a typed shape, written and read in one place', () => {
    const pick: ControlId = {
      row: 3,
      version: 9,
      verb: 'pick',
      group: 'road',
      page: 1,
      select: 2,
      path: [0, 4],
    };
    expect(encodeControl(pick)).toBe('d1.3.9.pick.road.1.2.0-4');
    expect(parseControl('d1.3.9.pick.road.1.2.0-4')).toEqual(pick);
    expect(parseControl('d1.3.9.menu.road.0.')).toEqual({
      row: 3,
      version: 9,
      verb: 'menu',
      group: 'road',
      page: 0,
      path: [],
    });
    expect(parseControl('d1.3.9.act.trade')).toEqual({ row: 3, version: 9, verb: 'act', group: 'trade' });
    expect(parseControl('d1.3.9.hand')).toEqual({ row: 3, version: 9, verb: 'hand' });
  });

  it('a field added to a verb later is absent from ids drawn before it, which still read', () => {
    const lobby: ControlId = { row: 3, version: 0, verb: 'endok', about: 'lobby' };
    expect(encodeControl(lobby)).toBe('d1.3.0.endok.lobby');
    expect(parseControl('d1.3.0.endok.lobby')).toEqual(lobby);
    expect(parseControl('d1.3.0.endno.game')).toEqual({ row: 3, version: 0, verb: 'endno', about: 'game' });
    expect(parseControl('d1.3.0.endok')).toEqual({ row: 3, version: 0, verb: 'endok' });
    // `/oil leave`'s answers say what leaving does (a bot takes the seat, or the game ends); older ones do not.
    const leave: ControlId = { row: 3, version: 7, verb: 'leaveok', leaving: 'end' };
    expect(encodeControl(leave)).toBe('d1.3.7.leaveok.end');
    expect(parseControl('d1.3.7.leaveok.end')).toEqual(leave);
    expect(parseControl('d1.3.7.leaveno')).toEqual({ row: 3, version: 7, verb: 'leaveno' });
    for (const forged of [
      'd1.3.0.endok.club',
      'd1.3.0.endok.lobby.game',
      'd1.3.0.leaveok.lobby',
      'd1.3.0.leaveok.end.bot',
    ])
      expect(parseControl(forged), forged).toBeNull();
  });

  it('refuses a verb’s arguments out of shape: too many, too few, not numbers, a bad path', () => {
    for (const forged of [
      'd1.3.9.hand.x',
      'd1.3.9.act',
      'd1.3.9.act.a.b',
      'd1.3.9.pick.road.x.2.0',
      'd1.3.9.pick.road.1.2.0--4',
      'd1.3.9.menu.road.-1.0',
      'd1.3.9.form',
    ]) {
      expect(parseControl(forged), forged).toBeNull();
    }
    expect(() =>
      encodeControl({ row: 1, version: 1, verb: 'menu', group: 'r', page: -1, path: [] }),
    ).toThrow();
  });
});
