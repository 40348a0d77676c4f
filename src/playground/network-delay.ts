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
  private readonly releaseAt = new WeakMap<object, number>();

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

  /** Run `send` after one delay, never before what was scheduled earlier on the same `channel`. */
  schedule(channel: object, send: () => void): void {
    if (!this.active) {
      send();
      return;
    }
    const now = Date.now();
    const at = Math.max(now + this.next(), this.releaseAt.get(channel) ?? 0);
    this.releaseAt.set(channel, at);
    setTimeout(send, at - now);
  }
}
