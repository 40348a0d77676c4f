/**
 * `npm start` without a token runs the playground, and a SIGTERM or SIGINT sent to the npm process stops all of
 * it: npm, its shell, node and the esbuild helpers exit, the port is free, and the database was closed (SQLite
 * removes the write-ahead log when its last connection closes). It runs the bot as `npm start` builds it: bundled
 * into dist/ (src/tools/build.ts), on plain node. Linux: processes are found through /proc.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BOT_NODE_FLAGS } from '../../src/memory/node-flags';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  await new Promise<void>((ok) => server.close(() => ok()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Whether `port` can be listened on again. */
async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise<boolean>((ok) => {
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => server.close(() => ok(true)));
  });
}

/** "pid (command) state ppid pgrp …" of a process, or undefined once it is gone. */
function stat(pid: number): { state: string; group: number; command: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const end = text.lastIndexOf(')');
    const [state = '', , group = '0'] = text.slice(end + 2).split(' ');
    return { state, group: Number(group), command: text.slice(text.indexOf('(') + 1, end) };
  } catch {
    return undefined;
  }
}

/**
 * The living processes of a process group, with their commands: npm and all it started, however late (none of
 * them leaves the group). A zombie (exited, waiting for a parent that never reaps it) counts as gone.
 */
function group(id: number): Map<number, string> {
  const found = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (s && s.group === id && s.state !== 'Z' && s.state !== 'X') found.set(pid, s.command);
  }
  return found;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what()}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

type Npm = ChildProcessByStdio<null, Readable, Readable>;

/**
 * `npm start` in this checkout with a fresh database, in its own process group (for the cleanup). `closed`
 * settles once npm has exited and its output pipes are drained: the last lines a process writes before it exits
 * may still be in the pipe when the process is gone.
 */
function npmStart(port: number, dir: string): { npm: Npm; output: () => string; closed: Promise<void> } {
  const npm = spawn('npm', ['start'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATABASE_PATH: join(dir, 'derrick.sqlite'),
      // Set, even empty, so that a developer's .env cannot turn this into a Discord run or silence the log.
      DISCORD_TOKEN: '',
      LOG_LEVEL: 'info',
      npm_config_update_notifier: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  npm.stdout.on('data', (d: Buffer) => (out += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const closed = new Promise<void>((ok) => npm.once('close', () => ok()));
  return { npm, output: () => out, closed };
}

describe('npm start (the playground)', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it.concurrent(
      `stops everything it started on ${signal} sent to npm`,
      async () => {
        const dir = mkdtempSync(join(tmpdir(), 'derrick-start-'));
        const port = await freePort();
        const { npm, output, closed } = npmStart(port, dir);
        const pid = npm.pid ?? 0;
        try {
          await until(() => output().includes(`http://localhost:${port}`), 40_000, output);
          const page = await fetch(`http://127.0.0.1:${port}/`);
          expect(page.status).toBe(200);
          // npm, node (npm's shell became it), and the esbuild services it runs.
          expect([...group(pid).values()]).toContain('node');
          // The bot runs as compiled JavaScript (prestart bundles it into dist/), on plain node, without tsx.
          const node = [...group(pid)].find(([, command]) => command === 'node')?.[0];
          const commandLine = readFileSync(`/proc/${node}/cmdline`, 'utf8').split('\0').filter(Boolean);
          expect(commandLine).toEqual(['node', ...BOT_NODE_FLAGS, 'dist/index.mjs']);
          expect(existsSync(join(dir, 'derrick.sqlite-wal'))).toBe(true);

          process.kill(pid, signal);
          await until(
            () => group(pid).size === 0,
            15_000,
            () => `still running: ${[...group(pid)].map(([p, c]) => `${p} ${c}`).join(', ')}\n${output()}`,
          );
          expect(await portIsFree(port)).toBe(true);
          await Promise.race([closed, new Promise((ok) => setTimeout(ok, 5_000))]);
          expect(output()).toMatch(/shutting down/);
          expect(output()).toMatch(/bot stopped/);
          expect(output()).toMatch(/stopped cleanly/);
          expect(existsSync(join(dir, 'derrick.sqlite-wal'))).toBe(false);
        } finally {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // Already gone, as it should be.
          }
          rmSync(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );
  }
});
