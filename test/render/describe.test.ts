import { describe, expect, it } from 'vitest';
import { describeScene } from '../../src/render/catan/describe';
import { lateBaseScene, lateOilSpringsScene, setupSelectionScene } from '../../src/render/catan/sampleScenes';
import { describeGameView, hasRenderer, renderGameView } from '../../src/render';

describe('alt text', () => {
  it('names every player with colour, marker and score, and the Oil Springs track', () => {
    const text = describeScene(lateOilSpringsScene());
    expect(text).toContain('Ana (blue circle): 10 of 12 VP');
    expect(text).toContain('Dolores (purple diamond)');
    expect(text).toContain(
      'Disaster track 0 of 5. Tokens lost: 6, 11 (of 5). Oil supply 6 of 15. Champion: Chidi.',
    );
    expect(text).toContain('Robber on P.');
    expect(text.length).toBeLessThanOrEqual(1024);
  });

  it('lists the legal spots in selection mode and the last action otherwise', () => {
    expect(describeScene(setupSelectionScene())).toContain('pick a spot for your settlement: 1, 2, 3');
    expect(describeScene(lateBaseScene())).toContain('Benedikt built a road.');
  });

  it('is offered for catan and oil-springs and is null for other games or broken views', async () => {
    expect(hasRenderer('catan') && hasRenderer('oil-springs')).toBe(true);
    expect(describeGameView('no-such-game', {}, [])).toBeNull();
    expect(describeGameView('catan', { nonsense: true }, [])).toBeNull();
    expect(await renderGameView('no-such-game', {}, [])).toBeNull();
    // A broken view is logged and gives no picture (the caller falls back), never a failed turn.
    expect(await renderGameView('catan', { nonsense: true }, [])).toBeNull();
    expect(await renderGameView('oil-springs', { hexes: [], players: [], ext: null }, [])).toBeNull();
  });
});
