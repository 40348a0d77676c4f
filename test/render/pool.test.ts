import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import { drawSafely } from '../../src/render';
import { encodingPicturesAs } from '../../src/render/kit/encode';
import {
  asWildcattersView,
  sceneFromWildcattersView,
} from '../../src/render/wildcatters/fromWildcattersView';
import { renderWildcatters } from '../../src/render/wildcatters/render';
import { renderTimelapse } from '../../src/render/timelapse';
import { renderScoreChart } from '../../src/render/charts/line-chart';
import { DRAWERS, SINCE_DRAWERS, type DrawerName } from '../../src/render/drawers';
import {
  POOL_FAILURES_TO_GIVE_UP,
  RenderPool,
  closeRenderPool,
  defaultRenderThreads,
  renderThreadsPerShard,
  parseRenderThreads,
  pooled,
  pooledSince,
  sharedRenderPool,
} from '../../src/render/pool';
import { playBots } from '../../src/tools/play-bots';
import { loadConfig, ConfigError } from '../../src/config';

const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];
const GAMES: readonly DrawerName[] = ['catan', 'oil-springs', 'merit-oil', 'wildcatters'];

const views = new Map<DrawerName, unknown>();

/** The spectators' view of game `id` after 80 bot actions (pieces on the board). */
function midGameView(id: DrawerName): unknown {
  const game = getGame(id);
  if (!game) throw new Error(`${id} is not registered`);
  if (!views.has(id)) views.set(id, game.view(playBots(game, 4, 'pool-test', 80).state, null));
  return views.get(id);
}

/** The mean of the largest channel difference of each pixel between two RGB pictures of one size. */
function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let p = 0; p < a.length; p += 3) {
    let worst = 0;
    for (let c = 0; c < 3; c++)
      worst = Math.max(worst, Math.abs((a[p + c] as number) - (b[p + c] as number)));
    sum += worst;
  }
  return sum / (a.length / 3);
}

const pool = new RenderPool({ threads: 1 });
const viaPool = (name: DrawerName) => pooled(name, () => pool);

afterAll(async () => {
  await pool.close();
  await closeRenderPool();
});

describe('render pool', () => {
  it('the pool draws the same PNG bytes as drawing in this thread, for every game', async () => {
    for (const id of GAMES) {
      const view = midGameView(id);
      const inThread = await DRAWERS[id](view, NAMES, {});
      const drawn = await viaPool(id)(view, NAMES, {});
      expect(drawn.equals(inThread), id).toBe(true);
    }
    expect(pool.completed).toBe(GAMES.length);
  });

  it('a selection (marked spots) crosses to the worker as plain data', async () => {
    const view = midGameView('catan');
    const opts = { select: { kind: 'robber' as const, spots: ['A', 'B'], prompt: 'Move the robber' } };
    const inThread = await DRAWERS.catan(view, NAMES, opts);
    expect((await viaPool('catan')(view, NAMES, opts)).equals(inThread)).toBe(true);
    expect(inThread.equals(await DRAWERS.catan(view, NAMES, {}))).toBe(false);
  });

  it("Wildcatters' turn picture (bots tagged, places marked) is drawn in the pool as in this thread", async () => {
    const view = midGameView('wildcatters');
    const opts = {
      tags: [undefined, 'bot', undefined, 'bot'],
      select: { kind: 'card' as const, spots: [], prompt: 'Pick' },
    };
    const direct = await renderWildcatters(
      sceneFromWildcattersView(asWildcattersView(view), NAMES, { ...opts, select: { ...opts.select } }),
    );
    expect((await viaPool('wildcatters')(view, NAMES, opts)).equals(direct)).toBe(true);
    expect(direct.equals(await DRAWERS.wildcatters(view, NAMES, {}))).toBe(false);
  });

  it("a drawer ignores another game's kind of selection", async () => {
    const view = midGameView('catan');
    const plain = await DRAWERS.catan(view, NAMES, {});
    const opts = { select: { kind: 'harbour' as const, spots: ['A'], prompt: 'Nowhere' } };
    expect((await viaPool('catan')(view, NAMES, opts)).equals(plain)).toBe(true);
  });

  it('a since picture is drawn in the pool as in this thread, with its caption; none when nothing changed', async () => {
    const game = getGame('catan');
    if (!game) throw new Error('catan is not registered');
    const [before, now] = [10, 30].map((n) => game.view(playBots(game, 3, 'pool-since', n).state, null));
    const inThread = await SINCE_DRAWERS.catan(before, now, NAMES);
    expect(inThread).not.toBeNull();
    const drawn = await pooledSince('catan', () => pool)(before, now, NAMES);
    expect(drawn?.caption).toBe(inThread?.caption);
    expect(inThread && drawn?.png.equals(inThread.png)).toBe(true);
    expect(await pooledSince('catan', () => pool)(now, now, NAMES)).toBeNull();
    // Oil Springs after a flood: its alt text (whose building each ring marks) crosses from the worker too.
    const oil = getGame('oil-springs')!;
    const [dry, flooded] = [247, 249].map((n) => oil.view(playBots(oil, 4, 'flood-6', n).state, null));
    const floodHere = await SINCE_DRAWERS['oil-springs'](dry, flooded, NAMES);
    expect(floodHere?.alt).toContain('Rings mark what a flood took since: ');
    expect((await pooledSince('oil-springs', () => pool)(dry, flooded, NAMES))?.alt).toBe(floodHere?.alt);
    await expect(pooledSince('wildcatters', () => pool)(now, now, NAMES)).rejects.toThrow(
      /not a Wildcatters view/,
    );
  });

  it('the encoding the asking side scoped (timelapse frames in full RGB) is used in the worker', async () => {
    const view = midGameView('merit-oil');
    const rgb = await encodingPicturesAs({ palette: false }, () => viaPool('merit-oil')(view, NAMES, {}));
    const palette = await viaPool('merit-oil')(view, NAMES, {});
    // A PNG's colour type, byte 25: 2 = RGB, 3 = palette.
    expect([rgb[25], palette[25]]).toEqual([2, 3]);
    const inThread = await encodingPicturesAs({ palette: false }, () =>
      DRAWERS['merit-oil'](view, NAMES, {}),
    );
    expect(rgb.equals(inThread)).toBe(true);
  });

  it('the end-of-game score chart is drawn in the pool as in this thread', async () => {
    const chart = {
      title: 'Scores over the turns',
      xLabel: 'turn',
      xs: [1, 2, 3],
      lines: [
        { seat: 0, name: 'Ana', points: [0, 2, 5] },
        { seat: 1, name: 'Benedikt', points: [1, 1, 4] },
      ],
    };
    const before = pool.completed;
    expect((await viaPool('score-chart')(chart, [], {})).equals(await renderScoreChart(chart))).toBe(true);
    expect(pool.completed).toBe(before + 1);
    await expect(viaPool('score-chart')({ title: 'no lines' }, [], {})).rejects.toThrow(/not a score chart/);
  });

  it("a timelapse's frames are drawn in the pool", async () => {
    const game = getGame('catan');
    if (!game) throw new Error('catan is not registered');
    const frames = [10, 20, 30].map((n) => game.view(playBots(game, 3, 'pool-timelapse', n).state, null));
    const before = pool.completed;
    const made = await renderTimelapse(viaPool('catan'), frames, NAMES, { width: 160, height: 100 });
    expect(made?.frames).toBe(3);
    expect(pool.completed).toBe(before + 3);
  });

  it('renders asked at once all come back, each its own picture, each a palette PNG', async () => {
    const views = GAMES.map((id) => midGameView(id));
    const drawn = await Promise.all(GAMES.map((id, i) => viaPool(id)(views[i], NAMES, {})));
    for (const [i, id] of GAMES.entries()) {
      const png = drawn[i] as Buffer;
      expect(png[25], `${id}: PNG colour type 3, palette`).toBe(3);
      // Its own picture: the same pixels as drawing this view in this thread (the bytes may differ: each
      // thread maps to the palettes it learned).
      const [inPool, inThread] = await Promise.all(
        [png, await DRAWERS[id](views[i], NAMES, {})].map((p) => sharp(p).removeAlpha().raw().toBuffer()),
      );
      expect(meanDifference(inPool as Buffer, inThread as Buffer), id).toBeLessThan(3);
    }
  });

  it('a drawer that throws in a worker gives null through drawSafely, and the pool goes on drawing', async () => {
    const before = pool.completed;
    await expect(viaPool('catan')({ nonsense: true }, NAMES, {})).rejects.toThrow(/not a Catan view/);
    expect(await drawSafely(viaPool('merit-oil'), 'merit-oil', { players: 'no' }, NAMES)).toBeNull();
    expect(pool.broken).toBe(false);
    const view = midGameView('catan');
    expect((await viaPool('catan')(view, NAMES, {})).equals(await DRAWERS.catan(view, NAMES, {}))).toBe(true);
    expect(pool.completed).toBe(before + 3);
  });

  it('a view that cannot be posted to a worker is drawn in this thread, and does not count against the pool', async () => {
    const view = { ...(midGameView('catan') as object), toString: () => 'not clonable' };
    for (let i = 0; i < POOL_FAILURES_TO_GIVE_UP; i++) {
      const png = await viaPool('catan')(view, NAMES, {});
      expect(png.equals(await DRAWERS.catan(view, NAMES, {}))).toBe(true);
    }
    expect(pool.broken).toBe(false);
  });

  it('RENDER_THREADS=0 draws on the main thread: no pool is started', async () => {
    expect(sharedRenderPool({ RENDER_THREADS: '0' })).toBeNull();
    const view = midGameView('wildcatters');
    const zero = pooled('wildcatters', () => sharedRenderPool({ RENDER_THREADS: '0' }));
    expect((await zero(view, NAMES, {})).equals(await DRAWERS.wildcatters(view, NAMES, {}))).toBe(true);
  });

  it('the shared pool starts once with RENDER_THREADS threads, and a closed one is started anew', async () => {
    const first = sharedRenderPool({ RENDER_THREADS: '2' });
    expect(first?.threads).toBe(2);
    expect(sharedRenderPool({ RENDER_THREADS: '1' })).toBe(first);
    await closeRenderPool();
    const second = sharedRenderPool({ RENDER_THREADS: '1' });
    expect(second).not.toBe(first);
    expect(second?.threads).toBe(1);
    await closeRenderPool();
  });
});

describe('RENDER_THREADS', () => {
  it("defaults to a thread per core but one (the event loop's), at least one, split between the shard processes of a machine", () => {
    expect(defaultRenderThreads(8)).toBe(7);
    expect(defaultRenderThreads(4)).toBe(3);
    expect(defaultRenderThreads(2)).toBe(1);
    expect(defaultRenderThreads(1)).toBe(1);
    expect(defaultRenderThreads(8, 2)).toBe(3);
    expect(defaultRenderThreads(8, 3)).toBe(1);
    expect(defaultRenderThreads(2, 4)).toBe(1);
    // A ShardingManager's children: the machine's own RENDER_THREADS wins, else its cores are shared out.
    expect(renderThreadsPerShard(undefined, 2, 8)).toBe('3');
    expect(renderThreadsPerShard('', 1, 8)).toBe('7');
    expect(renderThreadsPerShard('0', 2, 8)).toBe('0');
    expect(parseRenderThreads('', 4)).toEqual({ ok: true, threads: 3 });
    expect(parseRenderThreads(undefined, 4)).toEqual({ ok: true, threads: 3 });
  });

  it('takes a whole number from 0 (main thread) to the maximum, and refuses anything else', () => {
    expect(parseRenderThreads('0')).toEqual({ ok: true, threads: 0 });
    expect(parseRenderThreads(' 3 ')).toEqual({ ok: true, threads: 3 });
    for (const bad of ['-1', '1.5', 'many', '65']) expect(parseRenderThreads(bad).ok, bad).toBe(false);
  });

  it('is part of the configuration: a bad value stops the start with a message naming it', () => {
    expect(loadConfig({ RENDER_THREADS: '2' }).renderThreads).toBe(2);
    expect(loadConfig({}).renderThreads).toBe(defaultRenderThreads());
    expect(() => loadConfig({ RENDER_THREADS: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ RENDER_THREADS: 'lots' })).toThrow(/RENDER_THREADS/);
  });
});
