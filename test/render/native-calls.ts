/** Counting the calls a drawing makes to @napi-rs/canvas's context methods (the native-calls tests). */
import { createCanvas } from '@napi-rs/canvas';

export type CountedMethod = 'getTransform' | 'measureText';

type Proto = Record<CountedMethod, (...args: unknown[]) => unknown>;

/** How many times `draw` calls the context methods `names` (on any canvas). */
export function callsDuring(names: readonly CountedMethod[], draw: () => void): Record<string, number> {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Proto;
  const counts: Record<string, number> = {};
  const originals = names.map((name) => [name, proto[name]] as const);
  for (const [name, original] of originals) {
    counts[name] = 0;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      counts[name]! += 1;
      return original.apply(this, args);
    };
  }
  try {
    draw();
  } finally {
    for (const [name, original] of originals) proto[name] = original;
  }
  return counts;
}
