import { describe, expect, it } from 'vitest';
import { bundleWords, parseBundle, shortfall } from '../../src/discord/presenters/words';

const R = ['lumber', 'brick', 'wool', 'grain', 'ore', 'oil'];

describe('resource words', () => {
  it('reads bundles the way people type them', () => {
    expect(parseBundle('2 brick, 1 ore', R)).toEqual({ ok: true, bundle: { brick: 2, ore: 1 } });
    expect(parseBundle('wood and 2 sheep', R)).toEqual({ ok: true, bundle: { lumber: 1, wool: 2 } });
    expect(parseBundle('3x wheat + oil', R)).toEqual({ ok: true, bundle: { grain: 3, oil: 1 } });
  });

  it('reads a count written as a times, before or after the resource: "lumber x2", "2x lumber", "×2"', () => {
    // A playtest's discard "lumber x2, ore" was refused: '"x2" is not a resource'.
    const two = { ok: true, bundle: { lumber: 2 } };
    for (const typed of [
      'lumber x2',
      '2x lumber',
      'lumber ×2',
      '2× lumber',
      'lumber x 2',
      '2 x lumber',
      'lumber×2',
    ])
      expect(parseBundle(typed, R), typed).toEqual(two);
    expect(parseBundle('lumber x2, ore, 3 grain', R)).toEqual({
      ok: true,
      bundle: { lumber: 2, ore: 1, grain: 3 },
    });
    expect(parseBundle('lumber, lumber x2', R)).toEqual({ ok: true, bundle: { lumber: 3 } });
    // A times with no resource before it to count, or one already counted, is refused, not guessed.
    expect(parseBundle('x2 lumber', R)).toMatchObject({
      ok: false,
      error: expect.stringContaining('needs a resource before it'),
    });
    expect(parseBundle('2 lumber x2', R)).toMatchObject({ ok: false });
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

  it('tells a count written in words to be written as digits', () => {
    // A playtest: "two wool" was refused as if "two" were a misspelt resource. With no resource after the
    // count, the example takes the first one here.
    const hints = [
      ['two wool', '"two" is not a resource here — write counts as digits: 2 wool.'],
      ['1 ore, Three brick', '"three" is not a resource here — write counts as digits: 3 brick.'],
      ['ore one', '"one" is not a resource here — write counts as digits: 1 lumber.'],
    ];
    for (const [typed, error] of hints) expect(parseBundle(typed!, R)).toEqual({ ok: false, error });
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
