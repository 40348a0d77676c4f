import { describe, expect, it } from 'vitest';
import { cutCardName, cutName } from '../../src/cut-name';
import { drawMerit } from '../../src/render/merit-oil/render';
import { panelGeometry } from '../../src/render/merit-oil/panel';
import { crowdedMeritScene } from '../../src/render/merit-oil/sampleScenes';
import { textsDrawn } from './texts-drawn';

/** The names drawn on the cards of `scene`'s players (each just before its fortune, "£640k"). */
function cardNames(names: readonly string[]): string[] {
  const scene = crowdedMeritScene();
  scene.players = scene.players.map((p, i) => ({ ...p, name: names[i] ?? p.name }));
  const boxes = panelGeometry(scene.players.length).cards;
  const drawn = textsDrawn(() => drawMerit(scene))
    .filter((t) => boxes.some((b) => t.box.x0 >= b.x && t.box.x1 <= b.x + b.w && t.box.y0 >= b.y))
    .map((t) => t.text);
  return drawn.flatMap((t, i) => (/^£[\d.]+[km]$/.test(drawn[i + 1] ?? '') ? [t] : []));
}

describe("Merit's player cards: a numbered bot's name", () => {
  it('reads "Greedy 2" on a six-player card, not "Greedy…2"', () => {
    const names = ['Greedy bot', 'Ana', 'Random bot', 'Greedy bot 2', 'Random bot 2', 'Greedy bot 3'];
    const cards = cardNames(names);
    expect(cards).toHaveLength(6);
    expect(cards[3]).toBe('Greedy 2');
    expect(cards[4]).toBe('Random 2');
    expect(cards[5]).toBe('Greedy 3');
    expect(cards.filter((t) => t.includes('…'))).toEqual([]);
    expect(new Set(cards).size).toBe(6);
  });

  it('keeps a name whole where it fits, and cuts one with no number as before', () => {
    const fits = (n: number) => (t: string) => t.length <= n;
    expect(cutCardName('Greedy bot 2', fits(12))).toBe('Greedy bot 2');
    expect(cutCardName('Greedy bot 2', fits(8))).toBe('Greedy 2');
    // Too narrow even for that: cut as the messages cut it.
    expect(cutCardName('Greedy bot 2', fits(6))).toBe(cutName('Greedy bot 2', fits(6)));
    expect(cutCardName('Maximilian Featherstone', fits(8))).toBe(cutName('Maximilian Featherstone', fits(8)));
  });
});
