/**
 * `npm start` without a token on a DATABASE_PATH it cannot use: the playground says which file and what is
 * wrong with it (as the bot on Discord does), and leaves no port taken behind it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPlayground } from '../../src/playground/app';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'derrick-start-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether something may listen on `port` (nothing else holds it). */
async function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('the playground on a database path it cannot use', () => {
  it('names a folder given as the database, says to name a file in it, and frees the port', async () => {
    const folder = join(dir, 'games');
    mkdirSync(folder);
    const port = await freePort();
    const started = startPlayground({ port, databasePath: folder, announce: false });
    await expect(started).rejects.toThrow(`The database path ${folder} is a folder`);
    await expect(started).rejects.toThrow(join(folder, 'derrick.sqlite'));
    await expect(canListen(port)).resolves.toBe(true);
  });

  it('names a file that is not a database', async () => {
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'these are not the games you are looking for\n'.repeat(100));
    const started = startPlayground({ port: 0, databasePath: notes, announce: false });
    await expect(started).rejects.toThrow(`The database ${notes} is damaged (file is not a database)`);
  });
});
