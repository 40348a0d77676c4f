/**
 * A list kept from call to call on a hot path: its first `n` entries of `items`, written by index, so once
 * the buffer has grown nothing is allocated (emptying an array with `length = 0`, or growing a fresh one,
 * costs more). Entries past `n` are stale: never read them. `start()` begins a new list; read it (or
 * `copy()` it) before the next `start()` of the same buffer.
 */
export class KeptList<T> {
  readonly items: T[] = [];
  n = 0;

  start(): void {
    this.n = 0;
  }

  push(item: T): void {
    this.items[this.n++] = item;
  }

  /** The list as a fresh array of exactly its length. */
  copy(): T[] {
    const items = this.items;
    // Short lists as literals: cheaper than `slice` (most actions give one or two events).
    switch (this.n) {
      case 0:
        return [];
      case 1:
        return [items[0]!];
      case 2:
        return [items[0]!, items[1]!];
      default:
        return items.slice(0, this.n);
    }
  }
}
