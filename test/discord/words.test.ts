import { describe, expect, it } from 'vitest';
import { bundleWords, parseBundle, shortfall } from '../../src/discord/presenters/words';

const R = ['lumber', 'brick', 'wool', 'grain', 'ore', 'oil'];

describe('resource words', () => {
  it('reads bundles the way people type them', () => {
    expect(parseBundle('2 brick, 1 ore', R)).toEqual({ ok: true, bundle: { brick: 2, ore: 1 } });
    expect(parseBundle('wood and 2 sheep', R)).toEqual({ ok: true, bundle: { lumber: 1, wool: 2 } });
    expect(parseBundle('3x wheat + oil', R)).toEqual({ ok: true, bundle: { grain: 3, oil: 1 } });
  });

  it('explains nonsense instead of guessing', () => {
    expect(parseBundle('2 gold', R)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not a resource'),
    });
    expect(parseBundle('', R)).toMatchObject({ ok: false });
    expect(parseBundle('brick 2', R)).toMatchObject({ ok: false });
    expect(parseBundle('oil', ['brick'])).toMatchObject({ ok: false });
  });

  it('echoes the typed words escaped: the answer is message text', () => {
    expect(parseBundle('2 *gold*', R)).toEqual({
      ok: false,
      error: '"\\*gold\\*" is not a resource here (lumber, brick, wool, grain, ore, oil).',
    });
    expect(parseBundle('brick_ 2', R)).toMatchObject({
      ok: false,
      error: expect.stringContaining('brick\\_'),
    });
  });

  it('says what is missing to afford a cost ("needs 1 brick more")', () => {
    expect(shortfall({ lumber: 1, brick: 0 }, { lumber: 1, brick: 1 })).toBe('1 brick');
    expect(shortfall({ grain: 2, ore: 3 }, { grain: 2, ore: 3 })).toBeNull();
    expect(bundleWords({ brick: 2, ore: 0, wool: 1 })).toBe('2 brick, 1 wool');
  });
});
