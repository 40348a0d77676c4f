/** A sliding-window budget of sends. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `limit` sends in any `windowMs`, in the order asked: a send waits until the one `limit` sends before
 * it is `windowMs` old. The REST proxy's budget (src/rest-proxy.ts).
 */
export class SlidingBudget {
  /** When the last `limit` sends went, oldest first. */
  private readonly sent: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when one more send fits. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      if (this.sent.length >= this.limit) {
        const wait = this.sent[0]! + this.windowMs - this.now();
        if (wait > 0) await sleep(wait);
        this.sent.shift();
      }
      this.sent.push(this.now());
    });
    this.queue = turn;
    return turn;
  }
}
