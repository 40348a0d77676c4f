/** A sliding-window budget of sends. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `limit` sends in any `windowMs`, in the order asked: a send waits until the one `limit` sends before
 * it is `windowMs` old. The REST proxy's budget (src/rest-proxy.ts).
 */
export class SlidingBudget {
  /** When the last `limit` sends went, oldest first. */
  private readonly sent: number[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Resolves true when one more send fits, counted as sent. A send given up on (`signal` aborted) before its
   * turn resolves false and takes no place: the sends behind it keep the budget.
   */
  take(signal?: AbortSignal): Promise<boolean> {
    const turn = this.queue.then(async () => {
      if (signal?.aborted) return false;
      if (this.sent.length >= this.limit) {
        const wait = this.sent[0]! + this.windowMs - this.now();
        if (wait > 0) await sleep(wait);
        if (signal?.aborted) return false;
        this.sent.shift();
      }
      this.sent.push(this.now());
      return true;
    });
    this.queue = turn;
    return turn;
  }
}
