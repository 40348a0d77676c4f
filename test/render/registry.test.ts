import { describe, expect, it } from 'vitest';
import { hasRenderer, renderGameView } from '../../src/render';

describe('the renderer registry', () => {
  it('draws catan and oil-springs; other games and broken views give no picture, never a failed turn', async () => {
    expect(hasRenderer('catan') && hasRenderer('oil-springs')).toBe(true);
    expect(await renderGameView('no-such-game', {}, [])).toBeNull();
    // A broken view is logged and gives no picture (the caller falls back), never a failed turn.
    expect(await renderGameView('catan', { nonsense: true }, [])).toBeNull();
    expect(await renderGameView('oil-springs', { hexes: [], players: [], ext: null }, [])).toBeNull();
  });
});
