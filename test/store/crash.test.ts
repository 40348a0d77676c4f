import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store';
import { replayGame } from '../../src/table/replay';
import { bundled } from '../bundled';
import { race } from '../fixtures/race';
import { tempDir } from './tmp';

/** Run the child until it has acknowledged `acks` actions, then SIGKILL it. Returns the last acked seq per game. */
function runAndKill(dbPath: string, acks: number, mode: 'store' | 'table'): Promise<Map<number, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundled('crash-child'), dbPath, mode], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const acked = new Map<number, number>();
    let count = 0;
    let buffer = '';
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^ack (\d+) (\d+)$/.exec(line);
        if (!m) continue;
        acked.set(Number(m[1]), Number(m[2]));
        count++;
        if (count >= acks && !killed) {
          killed = true;
          child.kill('SIGKILL'); // mid-stream: the child keeps writing until the signal lands
        }
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`child exited (${code}) before it was killed: ${stderr}`));
    });
  });
}

describe('crash safety', () => {
  const tmp = tempDir();
  afterEach(() => tmp.cleanup());

  it.each(['store', 'table'] as const)(
    'after SIGKILL mid-stream every acknowledged action is stored and each saved state equals its replay (%s)',
    async (mode) => {
      const path = tmp.file(`crash-${mode}.sqlite`);
      const acked = await runAndKill(path, mode === 'store' ? 400 : 150, mode);
      expect(acked.size).toBeGreaterThan(1);

      const store = openStore(path);
      const games = store.listGames();
      expect(games.length).toBeGreaterThanOrEqual(acked.size);
      for (const [gameId, seq] of acked) {
        expect(store.actionCount(gameId), `game ${gameId}`).toBeGreaterThanOrEqual(seq);
      }
      for (const summary of games) {
        const game = store.getGame(summary.id);
        if (!game.ok || !game.value) throw new Error(`game ${summary.id} unreadable`);
        if (game.value.lifecycle === 'lobby') continue; // killed between create and start
        const log = store.actions(summary.id);
        if (!log.ok) throw new Error(log.message);
        expect(log.value.map((a) => a.seq)).toEqual(log.value.map((_, i) => i + 1));
        expect(game.value.version).toBe(log.value.length);
        const replay = replayGame(race, {
          seatCount: store.seats(summary.id).length,
          options: game.value.options,
          seed: game.value.seed,
          actions: log.value,
        });
        if (!replay.ok) throw new Error(replay.message);
        expect(JSON.stringify(replay.state)).toBe(JSON.stringify(game.value.state));
        expect(game.value.lifecycle).toBe(race.status(replay.state as never).over ? 'finished' : 'active');
      }
      store.close();
    },
  );
});
