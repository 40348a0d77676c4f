/**
 * The stand-in's clock: real time plus an offset tests can advance. Everything time-based in the stand-in that
 * Discord measures in minutes or hours (thread auto-archiving, interaction windows, timestamps) reads it;
 * rate limits and network delay stay on real time because discord.js waits them out in real time.
 */
export class Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<() => void>();

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Move time forward by `ms` (e.g. past a thread's auto-archive duration); listeners run at once. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
    for (const listener of this.listeners) listener();
  }

  onAdvance(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
