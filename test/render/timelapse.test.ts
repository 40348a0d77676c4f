/** The board timelapse: one GIF frame per view, under a byte budget, drawn without holding up the event loop. */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ViewRenderOptions, ViewRenderer } from '../../src/render';
import { renderPicture } from '../../src/render/kit/picture';
import { halveFrames, renderTimelapse } from '../../src/render/timelapse';

const COLOURS = ['#D55E00', '#0072B2', '#009E73', '#F0E442', '#CC79A7', '#FFFFFF'];

/** A stand-in board drawer: a whole picture in the view's colour. */
const solid: ViewRenderer = async (view) => {
  const canvas = createCanvas(320, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = view as string;
  ctx.fillRect(0, 0, 320, 200);
  return canvas.toBuffer('image/png');
};

async function frameColour(gif: Buffer, page: number): Promise<[number, number, number]> {
  const { data } = await sharp(gif, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

describe('timelapse', () => {
  it('one animated GIF frame per view, in order, at the frame size, the last one held longest', async () => {
    const t = await renderTimelapse(solid, COLOURS, [], { width: 160, height: 100 });
    expect(t).not.toBeNull();
    const meta = await sharp(t!.gif, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(COLOURS.length);
    expect([meta.width, meta.pageHeight]).toEqual([160, 100]);
    expect(meta.loop).toBe(0);
    expect(meta.delay!.at(-1)).toBeGreaterThan(meta.delay![0]!);
    for (const [i, c] of COLOURS.entries()) {
      const got = await frameColour(t!.gif, i);
      expect(Math.max(...got.map((v, k) => Math.abs(v - hex(c)[k]!)))).toBeLessThan(24);
    }
  });

  it('a GIF over its byte budget drops every other frame, keeping the first and the last', async () => {
    const all = await renderTimelapse(solid, COLOURS, [], { width: 160, height: 100 });
    const t = await renderTimelapse(solid, COLOURS, [], {
      width: 160,
      height: 100,
      maxBytes: all!.gif.length - 1,
    });
    expect(t!.frames).toBeLessThan(COLOURS.length);
    expect(t!.gif.length).toBeLessThan(all!.gif.length);
    expect(halveFrames(COLOURS)).toEqual(['#D55E00', '#009E73', '#CC79A7', '#FFFFFF']);
  });

  it('a frame that cannot be drawn is skipped; none drawn gives no timelapse', async () => {
    const flaky: ViewRenderer = (view, names, opts) =>
      view === '#009E73' ? Promise.reject(new Error('broken')) : solid(view, names, opts);
    const t = await renderTimelapse(flaky, COLOURS, [], { width: 160, height: 100 });
    expect(t!.frames).toBe(COLOURS.length - 1);
    expect(await renderTimelapse(() => Promise.reject(new Error('x')), COLOURS, [])).toBeNull();
  });

  it('other work runs between frames: drawing a timelapse does not hold up the event loop', async () => {
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    const counting: ViewRenderer = (view, names, opts) => {
      seen.push(ticks);
      return solid(view, names, opts);
    };
    await renderTimelapse(counting, COLOURS, [], { width: 160, height: 100 });
    running = false;
    // Every frame was drawn after at least one more turn of the event loop than the one before.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  });

  it('every frame tags the seats a bot played for their player, as the end chart names them “(bot)”', async () => {
    // The panels of the turn pictures and the chart's lines marked a seat Ana left to a bot; the timelapse's
    // frames showed her panel untagged, as if she had played to the end.
    const asked: ViewRenderOptions[] = [];
    const recording: ViewRenderer = (view, names, opts) => {
      asked.push(opts);
      return solid(view, names, opts);
    };
    const tags = [undefined, 'bot'];
    await renderTimelapse(recording, COLOURS, ['Ana', 'Ben'], { width: 160, height: 100, tags });
    expect(asked.map((o) => o.tags)).toEqual(COLOURS.map(() => tags));
    // Without tags, the frames are drawn as before.
    asked.length = 0;
    await renderTimelapse(recording, COLOURS.slice(0, 2), [], { width: 160, height: 100 });
    expect(asked).toEqual([{}, {}]);
  });

  it('frames are drawn in full RGB, not each quantized to a palette of its own', async () => {
    const palettes: boolean[] = [];
    const kitDrawer: ViewRenderer = async (view) => {
      const png = await renderPicture(320, 200, (ctx) => {
        ctx.fillStyle = view as string;
        ctx.fillRect(0, 0, 320, 200);
      });
      palettes.push((await sharp(png).metadata()).isPalette);
      return png;
    };
    await renderTimelapse(kitDrawer, COLOURS, [], { width: 160, height: 100 });
    expect(palettes).toEqual(COLOURS.map(() => false));
    // Outside a timelapse the same drawer makes palette pictures.
    await kitDrawer('#0072B2', [], {});
    expect(palettes.at(-1)).toBe(true);
  });
});
