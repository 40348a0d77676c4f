import { spawnSync } from 'node:child_process';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILY,
  FONT_FILES,
  ensureFonts,
  registerFontFile,
  resolveFontFile,
} from '../../src/render/kit/fonts';
import { bundled } from '../bundled';

describe('bundled fonts', () => {
  it('registers Inter from @expo-google-fonts/inter', () => {
    ensureFonts();
    expect(GlobalFonts.has(FONT_FAMILY)).toBe(true);
    for (const spec of Object.values(FONT_FILES)) expect(resolveFontFile(spec)).toMatch(/Inter_\d+\w+\.ttf$/);
  });

  it('draws text with Inter, not a fallback face (bold is wider than regular)', () => {
    ensureFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = '400 40px Inter';
    const regular = ctx.measureText('Settlement 1234').width;
    ctx.font = '800 40px Inter';
    const bold = ctx.measureText('Settlement 1234').width;
    expect(regular).toBeGreaterThan(100);
    expect(bold).toBeGreaterThan(regular);
  });

  it('draws the first text of a fresh process in Inter too, with nothing registered before it', () => {
    // In a process of its own (this one has the fonts already): the same text drawn first and drawn again
    // must give the same pixels. A font set before the fonts were registered drew the first in a serif.
    const child = spawnSync(process.execPath, [bundled('first-text-child')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.error).toBeUndefined();
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout.trim())).toEqual({ same: true, inked: true });
  });

  it('fails loudly when a font file does not load', () => {
    expect(() => registerFontFile('/nonexistent/Inter_999Nothing.ttf', 'NoSuchFont')).toThrow(
      /Font failed to load/,
    );
  });

  it('fails loudly when the font package is missing', () => {
    expect(() => resolveFontFile('@expo-google-fonts/inter/999Nothing/Nothing.ttf')).toThrow(
      /Font not found/,
    );
  });
});
