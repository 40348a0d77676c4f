/**
 * Each game's work one after another (src/discord/game-queue.ts): a game's work waits for the work queued before
 * it, other games' work does not, work that throws holds up none behind it, `enqueueOnce` merges work of a kind
 * already waiting to start, and `settled` waits for a game's work no longer than it is told.
 */
import { describe, expect, it } from 'vitest';
import { GameQueue } from '../../src/discord/game-queue';

/** A promise and the function that resolves it. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('GameQueue', () => {
  it("a game's work runs after the work queued before it, in order; another game's does not wait", async () => {
    const queue = new GameQueue(() => {});
    const first = gate();
    const ran: string[] = [];
    const a1 = queue.enqueue(1, async () => (await first.opened, ran.push('1a'), '1a'));
    const a2 = queue.enqueue(1, async () => (ran.push('1b'), '1b'));
    expect(await queue.enqueue(2, async () => (ran.push('2a'), '2a'))).toBe('2a');
    expect(ran).toEqual(['2a']);
    first.open();
    expect([await a1, await a2]).toEqual(['1a', '1b']);
    expect(ran).toEqual(['2a', '1a', '1b']);
  });

  it('forgets a game once its work is done', async () => {
    const queue = new GameQueue(() => {});
    await queue.enqueue(1, async () => 'done');
    await Promise.resolve();
    expect(queue.size).toBe(0);
  });

  it('work that throws is logged, and the work queued behind it runs all the same: a game never gets stuck', async () => {
    const logged: [string, number][] = [];
    const queue = new GameQueue((error, row) => logged.push([(error as Error).message, row]));
    const failed = queue.enqueue(1, async () => {
      throw new Error('Discord is down');
    });
    const next = queue.enqueue(1, async () => 'next');
    // The caller of the failed work is told, as without a queue.
    await expect(failed).rejects.toThrow('Discord is down');
    expect(await next).toBe('next');
    expect(logged).toEqual([['Discord is down', 1]]);
    await queue.settled(1, 10_000);
    expect(await queue.enqueue(1, async () => 'later')).toBe('later');
  });

  it('enqueueOnce: work of a kind already queued and not started is that one; once it started, a new one is queued', async () => {
    const queue = new GameQueue(() => {});
    const busy = gate();
    const ran: string[] = [];
    const refresh = (name: string) => async () => (ran.push(name), name);
    void queue.enqueue(1, () => busy.opened);
    const first = queue.enqueueOnce(1, 'lobby', refresh('lobby 1'));
    const merged = queue.enqueueOnce(1, 'lobby', refresh('lobby 2'));
    expect(merged).toBe(first);
    // Another kind, or another game, is not merged with it.
    const views = queue.enqueueOnce(1, 'views', refresh('views 1'));
    const other = queue.enqueueOnce(2, 'lobby', refresh('lobby of 2'));
    expect(await other).toBe('lobby of 2');
    busy.open();
    expect([await first, await merged, await views]).toEqual(['lobby 1', 'lobby 1', 'views 1']);
    expect(ran).toEqual(['lobby of 2', 'lobby 1', 'views 1']);

    // Asked for while one runs: it runs after it (that one may have read the game before the change).
    const running = gate();
    const started = gate();
    const during = queue.enqueueOnce(
      1,
      'lobby',
      async () => (started.open(), await running.opened, 'lobby 3'),
    );
    await started.opened;
    const after = queue.enqueueOnce(1, 'lobby', refresh('lobby 4'));
    expect(after).not.toBe(during);
    running.open();
    expect([await during, await after]).toEqual(['lobby 3', 'lobby 4']);
  });

  it("settled waits for the game's work, or no longer than told", async () => {
    const queue = new GameQueue(() => {});
    await queue.settled(1, 10_000); // nothing queued: at once
    const slow = gate();
    let done = false;
    void queue.enqueue(1, async () => (await slow.opened, (done = true), 'slow'));
    await queue.settled(1, 20);
    expect(done).toBe(false);
    const waiting = queue.settled(1, 10_000);
    slow.open();
    await waiting;
    expect(done).toBe(true);
  });
});
