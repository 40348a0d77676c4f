/**
 * A game id no game has (typed without picking a suggestion of `/oil rules` or `/oil leaderboard`, or a forged
 * option of `/oil new`, whose choices are fixed) is echoed back escaped: `*catan*` or `@everyone` must not
 * format or ping in the answer.
 */
import { describe, expect, it } from 'vitest';
import { unknownGameText } from '../../src/commands/new';
import { noRulesText } from '../../src/commands/rules';

describe('an unknown game id in the answer', () => {
  for (const [name, text] of [
    ['/oil new', unknownGameText],
    ['/oil rules', noRulesText],
  ] as const)
    it(`${name} writes it as typed, markdown and mentions defused`, () => {
      expect(text('monopoly')).toContain('"monopoly"');
      expect(text('*big*_game_')).toContain('"\\*big\\*\\_game\\_"');
      expect(text('@everyone')).toContain('"@\u200beveryone"');
      expect(text('x')).toMatch(/catan/);
    });
});
