/**
 * The board picture's caption at the end of a game: a result too long for it, even at the smallest text size,
 * shows its first sentence whole instead of a clipped one ("…Dev, Champion of the Environment, is ho…" on an
 * abandoned island, playtest 2026-12-04); a result that fits is shown as it is.
 */
import { describe, expect, it } from 'vitest';
import { drawCatan } from '../../src/render/catan/render';
import { lateOilSpringsScene } from '../../src/render/catan/sampleScenes';
import { textsDrawn } from './texts-drawn';

/** The texts a drawing of the scene with this result fills. */
function drawnWith(text: string, ending?: string): string[] {
  const scene = { ...lateOilSpringsScene(), result: { text, winners: [], ...(ending ? { ending } : {}) } };
  return textsDrawn(() => drawCatan(scene)).map((t) => t.text);
}

describe('the caption of a finished game', () => {
  it('an abandoned island: the first sentence, whole, not the honour clipped mid-word', () => {
    const texts = drawnWith(
      'The island was abandoned: nobody wins. Dev, Champion of the Environment, is honoured with the most beautiful land on a nearby island.',
      'collapse',
    );
    expect(texts).toContain('The island was abandoned: nobody wins.');
    expect(texts.filter((t) => t.startsWith('The island') && t.endsWith('…'))).toEqual([]);
  });

  it('a result that fits: drawn as it is', () => {
    expect(drawnWith('Ana wins with 12 VP.')).toContain('Ana wins with 12 VP.');
  });
});
