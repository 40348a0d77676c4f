/** `npm start` without a token starts the playground; SIGTERM shuts down cleanly (exit code 0). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

it('starts the playground without DISCORD_TOKEN and stops cleanly on SIGTERM', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-start-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(resolve('node_modules/.bin/tsx'), [resolve('src/index.ts')], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: port, DATABASE_PATH: join(dir, 'd.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`no playground after 20 s:\n${out}`)), 20_000);
      child.stdout.on('data', () => {
        if (out.includes(`http://localhost:${port}`)) {
          clearTimeout(timer);
          ok();
        }
      });
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    const exit = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toMatch(/shutting down/);
    expect(out).toMatch(/bot stopped/);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 40_000);
