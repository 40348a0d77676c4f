import { DriverError } from './interaction-payloads';
import type { StandInEvents, Store } from './store';

export const DEFAULT_TIMEOUT_MS = 5000;

/** Subscribe to store events until `check` returns a value or the timeout passes. */
export function waitForStore<T>(
  store: Store,
  events: (keyof StandInEvents)[],
  check: () => T | undefined,
  timeoutMs: number,
  what: string,
  pending: Set<() => void>,
): Promise<T> {
  const now = check();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise<T>((resolve, reject) => {
    const listener = () => {
      let value: T | undefined;
      try {
        value = check();
      } catch (error) {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (value !== undefined) {
        finish();
        resolve(value);
      }
    };
    const cancel = () => {
      finish();
      reject(new DriverError(`stand-in closed while waiting for ${what}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new DriverError(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      pending.delete(cancel);
      for (const event of events) store.off(event, listener);
    };
    pending.add(cancel);
    for (const event of events) store.on(event, listener);
  });
}
