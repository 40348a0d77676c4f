/**
 * `npm start` runs the bot as compiled JavaScript (src/tools/build.ts → dist/): the bundle must find what the
 * TypeScript sources find beside themselves — its render worker, its shard entry, the migrations, the OpenAPI
 * document and the playground's page — on plain node, without tsx. (test/e2e/start.test.ts runs `npm start`
 * itself, build included.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import { DRAWERS } from '../../src/render/drawers';
import { encodingPicturesAs } from '../../src/render/kit/encode';
import { RenderPool, pooled } from '../../src/render/pool';
import { playBots } from '../../src/tools/play-bots';
import { DIST, buildBot } from '../../src/tools/build';
import { BOT_NODE_FLAGS } from '../../src/memory/node-flags';

let files: string[] = [];
beforeAll(async () => {
  files = await buildBot();
}, 60_000);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  await new Promise<void>((ok) => server.close(() => ok()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The command lines and environments of `pid`'s children (Linux /proc). */
function childProcesses(pid: number): { command: string; environment: string[] }[] {
  const found: { command: string; environment: string[] }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      const read = (file: string) =>
        readFileSync(`/proc/${name}/${file}`, 'utf8').split('\0').filter(Boolean);
      found.push({ command: read('cmdline').join(' '), environment: read('environ') });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

describe('the bot bundled for npm start', () => {
  it('is the bot, its shard entry and its render worker, with no TypeScript loader', () => {
    expect(files.map((f) => f.slice(DIST.length + 1))).toEqual([
      'index.mjs',
      'shard.mjs',
      'render-worker.mjs',
    ]);
    for (const file of files) {
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).not.toMatch(/from ["']tsx/);
    }
  });

  describe('its render worker', () => {
    // Started in the test, after beforeAll built dist/: a pool starts its worker at once, and on a fresh clone
    // there is no dist/render-worker.mjs while the tests are being collected.
    let pool: RenderPool | null = null;
    afterAll(() => pool?.close());

    it('draws the same pictures as the sources do in this thread (full RGB and palette PNG)', async () => {
      const started = new RenderPool({
        threads: 1,
        worker: pathToFileURL(join(DIST, 'render-worker.mjs')),
        execArgv: [],
      });
      pool = started;
      const game = getGame('oil-springs');
      if (!game) throw new Error('oil-springs is not registered');
      const view = game.view(playBots(game, 3, 'bundle', 60).state, null);
      const names = ['Ana', 'Benedikt', 'Chidi'];
      const draw = pooled('oil-springs', () => started);
      const rgb = await encodingPicturesAs({ palette: false }, () => draw(view, names, {}));
      const inThread = await encodingPicturesAs({ palette: false }, () =>
        DRAWERS['oil-springs'](view, names, {}),
      );
      expect(rgb.equals(inThread)).toBe(true);
      const palette = await draw(view, names, {});
      expect(palette[25]).toBe(3); // a PNG's colour type: 3 = palette
      expect(started.completed).toBe(2);
      expect(started.broken).toBe(false);
    }, 30_000);
  });

  it('runs the sharded playground on plain node: its shard processes run the bundled shard entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'derrick-bundle-'));
    const port = await freePort();
    const healthPort = await freePort();
    const bot = spawn(process.execPath, [...BOT_NODE_FLAGS, join(DIST, 'index.mjs')], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        SHARDS: '2',
        HEALTH_PORT: String(healthPort),
        RENDER_THREADS: '1',
        DATABASE_PATH: join(dir, 'derrick.sqlite'),
        DISCORD_TOKEN: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    bot.stdout.on('data', (d: Buffer) => (out += d.toString()));
    bot.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((ok) => bot.once('exit', (code) => ok(code)));
    try {
      const end = Date.now() + 50_000;
      while (!out.includes('sharded playground ready')) {
        if (Date.now() > end || bot.exitCode !== null) throw new Error(`not ready:\n${out}`);
        await new Promise((ok) => setTimeout(ok, 200));
      }
      const shards = childProcesses(bot.pid ?? 0).filter((c) => c.command.includes('shard'));
      // The manager's Node flags, and the allocator options it set for itself before starting them.
      const command = [process.execPath, ...BOT_NODE_FLAGS, join(DIST, 'shard.mjs')].join(' ');
      expect(shards.map((s) => s.command)).toEqual([command, command]);
      for (const shard of shards) expect(shard.environment).toContain('MIMALLOC_PURGE_DELAY=1000');
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<html/i);
      const script = await fetch(`http://127.0.0.1:${port}/app.js`);
      expect(script.status).toBe(200);
      // HEALTH_PORT from the environment: the manager answers for both shard processes.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${healthPort}/healthz`)).status, { timeout: 15_000 })
        .toBe(200);
      const health = (await (await fetch(`http://127.0.0.1:${healthPort}/healthz`)).json()) as {
        checks: Record<string, unknown>;
      };
      expect(Object.keys(health.checks)).toEqual(['shard 0', 'shard 1']);
      bot.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toMatch(/stopped cleanly/);
    } finally {
      bot.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 70_000);
});
