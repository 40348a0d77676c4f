/**
 * Work on each game run one after another: its thread's syncs and its lobby message's edits, so that no edit
 * built from an older state reaches Discord after a newer one (and the players' My hand views, on a queue of
 * their own). Games do not wait on each other, and work that throws holds up none queued behind it.
 */
export class GameQueue {
  /** The end of each game's queue: settles when its last work does, and never rejects. */
  private readonly queues = new Map<number, Promise<void>>();
  /** The work queued and not started yet by `enqueueOnce`, by `row:kind`. */
  private readonly waiting = new Map<string, Promise<unknown>>();

  /** `failed`: told of work that threw (the caller that queued it is told too), before the next work runs. */
  constructor(private readonly failed: (error: unknown, row: number) => void) {}

  /** Run `work` for game `row` after the work already queued for it, whether that worked or threw. */
  enqueue<T>(row: number, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(row) ?? Promise.resolve()).then(work);
    const end = next.then(
      () => undefined,
      (error: unknown) => this.failed(error, row),
    );
    this.queues.set(row, end);
    void end.finally(() => {
      if (this.queues.get(row) === end) this.queues.delete(row);
    });
    return next;
  }

  /**
   * `enqueue`, unless work of the same `kind` for game `row` is queued and not started yet: that work reads the
   * game when it starts, so it does this one's job too, and its promise is returned. A `kind` (as 'lobby') always
   * names work of the same result.
   */
  enqueueOnce<T>(row: number, kind: string, work: () => Promise<T>): Promise<T> {
    const key = `${row}:${kind}`;
    const waiting = this.waiting.get(key);
    if (waiting) return waiting as Promise<T>;
    const queued = this.enqueue(row, () => {
      this.waiting.delete(key);
      return work();
    });
    this.waiting.set(key, queued);
    return queued;
  }

  /** Resolves once the work queued for game `row` is done, or after `withinMs`. */
  async settled(row: number, withinMs: number): Promise<void> {
    const queued = this.queues.get(row);
    if (!queued) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
    await Promise.race([queued, late]);
    clearTimeout(timer);
  }

  /** How many games have work queued (tests). */
  get size(): number {
    return this.queues.size;
  }
}
