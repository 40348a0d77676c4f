import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunTimeout, TaskLine, TaskTimeout } from '../../src/render/task-line';

/** A runner whose tasks end when the test says: each run's task, its signal, and how to end it. */
function manualRunner() {
  const runs: { task: string; signal: AbortSignal; finish: (r: string) => void; fail: (e: Error) => void }[] =
    [];
  const run = (task: string, signal: AbortSignal) =>
    new Promise<string>((finish, fail) => runs.push({ task, signal, finish, fail }));
  return { runs, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('task line: the render pool’s tasks wait in the order asked', () => {
  it('hands tasks on in order, no more at once than its slots', async () => {
    const { runs, run } = manualRunner();
    const line = new TaskLine(2, run);
    const done: string[] = [];
    const asked = ['a', 'b', 'c', 'd', 'e'].map((t) => line.submit(t, 10_000).then((r) => done.push(r)));
    expect(runs.map((r) => r.task)).toEqual(['a', 'b']);
    expect(line.inFlight).toBe(2);
    expect(line.queued).toBe(3);
    runs[1]?.finish('B');
    await turn();
    // b's slot went to c, the oldest waiting; a still runs.
    expect(runs.map((r) => r.task)).toEqual(['a', 'b', 'c']);
    runs[0]?.finish('A');
    runs[2]?.finish('C');
    await turn();
    expect(runs.map((r) => r.task)).toEqual(['a', 'b', 'c', 'd', 'e']);
    runs[3]?.finish('D');
    runs[4]?.finish('E');
    await Promise.all(asked);
    expect(done).toEqual(['B', 'A', 'C', 'D', 'E']);
    expect(line.inFlight).toBe(0);
    await line.settled();
  });

  it('a task whose time runs out while it waits fails and is never run; the rest go on', async () => {
    vi.useFakeTimers();
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const first = line.submit('slow', 1_000);
    const second = line.submit('late', 500);
    const third = line.submit('patient', 5_000);
    const late = expect(second).rejects.toBeInstanceOf(TaskTimeout);
    await vi.advanceTimersByTimeAsync(600);
    await late;
    expect(line.queued).toBe(1);
    runs[0]?.finish('done');
    await expect(first).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['slow', 'patient']);
    runs[1]?.finish('also done');
    await expect(third).resolves.toBe('also done');
  });

  it('a running task’s signal aborts once it has run for its time, however long it waited', async () => {
    vi.useFakeTimers();
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const first = line.submit('first', 10_000);
    const second = line.submit('second', 1_000);
    // The second waits 990 of its 1,000 ms, then runs: it is not refused, nor aborted soon after it starts.
    await vi.advanceTimersByTimeAsync(990);
    runs[0]?.finish('ok');
    await first;
    await vi.advanceTimersByTimeAsync(0);
    const signal = runs[1]?.signal as AbortSignal;
    await vi.advanceTimersByTimeAsync(990);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(RunTimeout);
    runs[1]?.fail(new Error('aborted'));
    await expect(second).rejects.toThrow('aborted');
  });

  it('a task that finishes in time is not aborted afterwards', async () => {
    vi.useFakeTimers();
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const task = line.submit('quick', 1_000);
    runs[0]?.finish('done');
    await expect(task).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs[0]?.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses the waiting tasks when asked, lets the running one finish, then is settled', async () => {
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const running = line.submit('running', 10_000);
    const waiting = line.submit('waiting', 10_000);
    let settled = false;
    void line.settled().then(() => (settled = true));
    line.refuseWaiting(new Error('given up'));
    await expect(waiting).rejects.toThrow('given up');
    await turn();
    expect(settled).toBe(false);
    runs[0]?.finish('finished');
    await expect(running).resolves.toBe('finished');
    await turn();
    expect(settled).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it('a runner that throws fails only its own task', async () => {
    let calls = 0;
    const line = new TaskLine(1, async (task: string) => {
      calls++;
      if (task === 'bad') throw new Error('cannot post');
      return task.toUpperCase();
    });
    const results = await Promise.allSettled([line.submit('bad', 1_000), line.submit('good', 1_000)]);
    expect(results[0]).toMatchObject({ status: 'rejected' });
    expect(results[1]).toEqual({ status: 'fulfilled', value: 'GOOD' });
    expect(calls).toBe(2);
  });
});

describe('task line: a task that yields', () => {
  it('lets tasks asked after it go first while it has waited less than its yield, the oldest of them first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const all = [
      line.submit('running', 10_000),
      line.submit('chooser', 10_000, 250),
      line.submit('board 1', 10_000),
      line.submit('board 2', 10_000),
    ];
    runs[0]?.finish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['running', 'board 1']);
    runs[1]?.finish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['running', 'board 1', 'board 2']);
    // Nothing else waits: the chooser runs, though its yield is not over.
    runs[2]?.finish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['running', 'board 1', 'board 2', 'chooser']);
    runs[3]?.finish('');
    await Promise.all(all);
  });

  it('takes its place in the order again once it has waited its yield', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    const { runs, run } = manualRunner();
    const line = new TaskLine(1, run);
    const all = [line.submit('running', 10_000), line.submit('chooser', 10_000, 250)];
    await vi.advanceTimersByTimeAsync(300);
    all.push(line.submit('board', 10_000));
    runs[0]?.finish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['running', 'chooser']);
    runs[1]?.finish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.task)).toEqual(['running', 'chooser', 'board']);
    runs[2]?.finish('');
    await Promise.all(all);
  });
});
