/**
 * Work on each game run one after another: its thread's syncs and its lobby message's edits, so that no edit
 * built from an older state reaches Discord after a newer one. Games do not wait on each other.
 */
export class GameQueue<T> {
  private readonly queues = new Map<number, Promise<T>>();

  /** `idle`: what the work before the first of a game resolved to (nothing was queued). */
  constructor(private readonly idle: T) {}

  /**
   * Run `work` for game `row` after the work already queued for it. `work` answers its failures, never throws: the
   * work queued behind a failed one would not run.
   */
  enqueue(row: number, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(row) ?? Promise.resolve(this.idle);
    const next = before.then(work);
    this.queues.set(row, next);
    void next.finally(() => {
      if (this.queues.get(row) === next) this.queues.delete(row);
    });
    return next;
  }

  /** Resolves once the work queued for game `row` is done, or after `withinMs`. */
  async settled(row: number, withinMs: number): Promise<void> {
    const queued = this.queues.get(row);
    if (!queued) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
    await Promise.race([queued.then(() => undefined), late]);
    clearTimeout(timer);
  }

  /** How many games have work queued (tests). */
  get size(): number {
    return this.queues.size;
  }
}
