/**
 * A switch that makes the stand-in as slow as a real network: every REST answer and every gateway payload
 * waits `ms` plus a random 0…`jitterMs`. Gateway payloads keep their order on each connection, as a WebSocket
 * over TCP does.
 */
export interface NetworkDelaySpec {
  ms: number;
  jitterMs?: number;
}

export class NetworkDelay {
  private ms = 0;
  private jitterMs = 0;
  /** Per connection: payloads waiting, in the order they were sent, and the one timer that releases them. */
  private readonly queues = new WeakMap<
    object,
    { items: { at: number; send: () => void }[]; timer: ReturnType<typeof setTimeout> | null }
  >();

  constructor(spec?: NetworkDelaySpec) {
    if (spec) this.set(spec);
  }

  set(spec: NetworkDelaySpec | null): void {
    const ms = spec?.ms ?? 0;
    const jitterMs = spec?.jitterMs ?? 0;
    if (!(ms >= 0) || !(jitterMs >= 0)) throw new RangeError('network delay must be 0 or more milliseconds');
    this.ms = ms;
    this.jitterMs = jitterMs;
  }

  get active(): boolean {
    return this.ms > 0 || this.jitterMs > 0;
  }

  /** One delay: `ms` plus up to `jitterMs`. */
  next(): number {
    return this.ms + Math.random() * this.jitterMs;
  }

  /** Wait one delay (for a REST answer). */
  async wait(): Promise<void> {
    if (!this.active) return;
    await new Promise((resolve) => setTimeout(resolve, this.next()));
  }

  /**
   * Run `send` after one delay, never before what was scheduled earlier on the same `channel`: one queue and
   * one timer per channel release payloads strictly in order (separate timers due at the same millisecond
   * may fire in either order).
   */
  schedule(channel: object, send: () => void): void {
    if (!this.active) {
      send();
      return;
    }
    const queue = this.queues.get(channel) ?? { items: [], timer: null };
    this.queues.set(channel, queue);
    const last = queue.items.at(-1)?.at ?? 0;
    queue.items.push({ at: Math.max(Date.now() + this.next(), last), send });
    this.pump(queue);
  }

  private pump(queue: {
    items: { at: number; send: () => void }[];
    timer: ReturnType<typeof setTimeout> | null;
  }): void {
    const first = queue.items[0];
    if (queue.timer || !first) return;
    queue.timer = setTimeout(
      () => {
        queue.timer = null;
        const now = Date.now();
        while (queue.items[0] && queue.items[0].at <= now + 1) queue.items.shift()!.send();
        this.pump(queue);
      },
      Math.max(0, first.at - Date.now()),
    );
  }
}
