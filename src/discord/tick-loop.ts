/**
 * A background loop of the bot (turn reminders, turn clocks): an unref'd interval (it never keeps the process
 * alive) whose tick runs the loop's `work` at most once at a time, inside `run` (the bot passes its in-flight
 * tracker, so a stop waits for a tick in progress), and never throws. A loop says when it may run (`ready`)
 * and what a tick does (`work`, returning how many things it did).
 */
import type { App } from './app';

export const MINUTE = 60_000;

/**
 * Whether a loop tries something again at the `n`th tick in a row that it still waits (n ≥ 1): at ticks 1, 2,
 * 4, 8, … then every `cap` ticks. A post Discord keeps refusing (a permission taken away, a thread locked for
 * good) is then asked for less and less often: Discord blocks a bot that makes 10,000 refused requests in ten
 * minutes, and thousands of stuck games asked at every tick would get there.
 */
export function retryAt(n: number, cap = 64): boolean {
  return n >= cap ? n % cap === 0 : (n & (n - 1)) === 0;
}

export abstract class TickLoop {
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;
  protected stopped = false;

  constructor(
    protected readonly app: App,
    /** Between two ticks, ms. */
    private readonly everyMs: number,
    /** What the loop does, for the log ("turn reminder"). */
    private readonly what: string,
    private readonly run: (work: () => Promise<number>) => Promise<number> = (work) => work(),
  ) {}

  /** Whether the loop may run at all (reminders are off when their delay is 0). */
  protected ready(): boolean {
    return true;
  }

  /** One tick's work: how many things it did. */
  protected abstract work(): Promise<number>;

  start(): void {
    if (!this.ready() || this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Run the work once (unless a tick is running, the loop stopped or may not run); never throws. */
  async tick(): Promise<number> {
    if (!this.ready() || this.busy || this.stopped) return 0;
    this.busy = true;
    try {
      return await this.run(() => this.work());
    } catch (err) {
      this.app.log.error({ err }, `${this.what} tick failed`);
      return 0;
    } finally {
      this.busy = false;
    }
  }
}
