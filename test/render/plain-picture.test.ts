import { describe, expect, it } from 'vitest';
import { plainPicture } from '../../src/render/kit/plain-picture';
import { textsDrawn } from './texts-drawn';

describe('the plain picture (a board that could not be drawn)', () => {
  it('draws display names without what the bundled font cannot draw, each line within the picture', () => {
    const long = `Ana 🛢️ the wildcatter of the far north fields — ${'x'.repeat(80)}`;
    const drawn = textsDrawn(() => {
      plainPicture('Catan 🎲', [`${long}: 3 points`, 'To act: Ben 🏖️']);
    });
    expect(drawn.map((t) => t.text)).toHaveLength(3);
    for (const t of drawn) {
      // Emoji would print as empty boxes in the bundled font.
      expect(t.text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(t.box.x0).toBeGreaterThanOrEqual(0);
      expect(t.box.x1).toBeLessThanOrEqual(640);
    }
    expect(drawn[0]!.text).toBe('Catan');
    expect(drawn[2]!.text).toBe('To act: Ben');
    expect(drawn[1]!.text.endsWith('…')).toBe(true);
  });
});
