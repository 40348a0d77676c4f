import { describe, expect, it } from 'vitest';
import { cid, CUSTOM_ID_MAX, encodeCustomId, intArg, parseCustomId } from '../../src/discord/custom-id';

describe('custom id codec', () => {
  it('round-trips game row, state version, verb and args', () => {
    const text = cid(42, 17, 'pick', 'settlement', 0, 2);
    expect(text).toBe('d1.42.17.pick.settlement.0.2');
    expect(parseCustomId(text)).toEqual({
      game: 42,
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
        game: 1,
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

  it('reads whole-number arguments and nothing else', () => {
    expect(intArg(['3'], 0)).toBe(3);
    expect(intArg(['-3'], 0)).toBeNull();
    expect(intArg(['x'], 0)).toBeNull();
    expect(intArg([], 0)).toBeNull();
  });
});
