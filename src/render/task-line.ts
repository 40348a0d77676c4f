/**
 * The render pool's waiting line: tasks handed to piscina in the order they were asked, no more at a time than
 * it has workers. A task that waits longer than its time is refused unrun (a TaskTimeout: its caller draws the
 * picture itself); a task that runs longer than its time is aborted (piscina ends that worker: it is stuck).
 * The two are kept apart on purpose: when the deadline counted the wait too, every picture that started late in a
 * long wait (a busy spell) was aborted soon after it started, and each abort ended a worker that was drawing
 * fine and cost the pool a failure towards being given up.
 *
 * Why not piscina's own queue: a task that carries an AbortSignal (as every picture does, for its timeout) waits
 * in piscina's "skip queue", and whenever a worker frees up piscina hands it the first task there, then tries
 * the next one, finds no free worker and puts that one back at the end of the line (piscina 5.3.2,
 * `_returnUndistributedTask`; its `stricterFIFO` option puts it back in front, but then puts every new task in
 * front too; upstream this is piscinajs/piscina#1031, "Queue fairness problem", still open). Under load, with
 * one render thread, a picture could be sent back dozens of times: in one run of
 * `LOAD_TRACE=1 LOAD_GAMES=50 LOAD_THINK_MS=1500 npm run bench -- --only load.sustained`, 136 of 781 pictures
 * were overtaken by pictures asked after them, one by 41, and the longest wait was 974 ms; in line, none was
 * overtaken and the longest wait was 261 ms (bench/load-trace.ts). Piscina holding no more tasks than it has
 * workers never has one to put back.
 *
 * One exception to the order: a task asked with a `yieldMs` lets tasks asked after it go first while it has
 * waited less than that (the oldest of them first; once its time is up it takes its place again, so it is never
 * kept waiting for long). The pool asks it of a chooser's picture, seen by one player, so the boards the threads
 * wait on do not queue behind it (pool.ts).
 */

/** A task refused unrun: its time ran out while it waited for a slot. */
export class TaskTimeout extends Error {
  constructor(ms: number) {
    super(`no worker free within ${ms} ms`);
    this.name = 'TaskTimeout';
  }
}

/** Why a running task's signal aborted it: it ran for its whole time (its worker is taken to be stuck). */
export class RunTimeout extends Error {
  constructor(ms: number) {
    super(`still running after ${ms} ms`);
    this.name = 'RunTimeout';
  }
}

interface Waiting<T, R> {
  task: T;
  /** performance.now() past which it is refused if it still waits. */
  deadline: number;
  /** performance.now() until which tasks asked after it may go first (its `yieldMs` from when it was asked). */
  yieldsUntil: number;
  timeoutMs: number;
  /** Refuses the task at the deadline while it waits; once it runs, aborts it after `timeoutMs` of running. */
  timer: NodeJS.Timeout;
  abort: AbortController;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
}

export class TaskLine<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private running = 0;
  private settledWaiters: (() => void)[] = [];

  constructor(
    /** Tasks handed to `run` at once at most (the pool's workers). */
    private readonly slots: number,
    /** Runs a task; `signal` aborts it when its time is up (piscina ends a worker whose task is aborted). */
    private readonly run: (task: T, signal: AbortSignal) => Promise<R>,
  ) {}

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Tasks handed to `run` and not settled yet. */
  get inFlight(): number {
    return this.running;
  }

  /**
   * `task`'s result, run in its turn: a TaskTimeout when no slot is free within `timeoutMs` from now, the
   * runner's failure when its signal aborted it, `timeoutMs` after it started. For its first `yieldMs` of
   * waiting, tasks asked after it go first.
   */
  submit(task: T, timeoutMs: number, yieldMs = 0): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const abort = new AbortController();
      const asked = performance.now();
      const entry: Waiting<T, R> = {
        task,
        deadline: asked + timeoutMs,
        yieldsUntil: asked + yieldMs,
        timeoutMs,
        // Unreferenced, as AbortSignal.timeout's: a waiting picture does not keep the process up.
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          reject(new TaskTimeout(timeoutMs));
          this.noteSettled();
        }, timeoutMs).unref(),
        abort,
        resolve,
        reject,
      };
      this.waiting.push(entry);
      this.next();
    });
  }

  /** Refuse every waiting task with `err` (those running go on). */
  refuseWaiting(err: Error): void {
    for (const entry of this.waiting.splice(0)) {
      clearTimeout(entry.timer);
      entry.reject(err);
    }
    this.noteSettled();
  }

  /** Resolves once no task waits or runs. */
  settled(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < this.slots && this.waiting.length > 0) {
      // The oldest task that does not yield now; when all of them still yield, the oldest of all.
      const now = performance.now();
      const first = this.waiting.findIndex((e) => e.yieldsUntil <= now);
      const entry = this.waiting.splice(Math.max(first, 0), 1)[0] as Waiting<T, R>;
      // A deadline passed before its timer ran: refused unrun, as the timer would have.
      if (now >= entry.deadline) {
        clearTimeout(entry.timer);
        entry.reject(new TaskTimeout(entry.timeoutMs));
        continue;
      }
      this.running++;
      clearTimeout(entry.timer);
      const { abort, timeoutMs } = entry;
      entry.timer = setTimeout(() => abort.abort(new RunTimeout(timeoutMs)), timeoutMs).unref();
      let ran: Promise<R>;
      try {
        ran = this.run(entry.task, entry.abort.signal);
      } catch (err) {
        ran = Promise.reject(err);
      }
      void ran.then(entry.resolve, entry.reject).finally(() => {
        clearTimeout(entry.timer);
        this.running--;
        this.next();
      });
    }
    this.noteSettled();
  }

  private noteSettled(): void {
    if (this.running > 0 || this.waiting.length > 0) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }
}
