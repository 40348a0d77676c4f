/** Counts the interactions and background work in progress, so a shutdown can wait for them to finish. */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];
  closing = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      this.count--;
      if (this.count === 0) this.waiters.splice(0).forEach((w) => w());
    }
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when nothing is in flight (or after `timeoutMs`). */
  idle(timeoutMs = 10_000): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
