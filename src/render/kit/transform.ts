/**
 * A context's current transform as its six numbers. @napi-rs/canvas's `getTransform()` wraps the native call's
 * numbers in a new DOMMatrix each time, which costs ~10× the call itself (~20 µs against ~2 µs on this VM, under
 * the bot's Node flags): a late Oil Springs board asked 38 times, once for each icon copied from its sprite.
 * The native method is the one the library keeps under its registered symbol; where a version keeps none, the
 * public method answers.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';

/** The six numbers of a 2-D transform, as `setTransform` takes them. */
export interface Transform2D {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

type NativeGetTransform = (this: SKRSContext2D) => Transform2D;

const nativeGetTransforms = new WeakMap<object, NativeGetTransform | null>();

/** The native `getTransform` of a context's class, found once per class (null: the library keeps none). */
function nativeGetTransform(ctx: SKRSContext2D): NativeGetTransform | null {
  const proto = Object.getPrototypeOf(ctx) as object;
  let native = nativeGetTransforms.get(proto);
  if (native === undefined) {
    const stash = (proto as Record<symbol, unknown>)[Symbol.for('@napi-rs/canvas:native-methods')] as
      { getTransform?: unknown } | undefined;
    native = typeof stash?.getTransform === 'function' ? (stash.getTransform as NativeGetTransform) : null;
    nativeGetTransforms.set(proto, native);
  }
  return native;
}

/** `ctx`'s current transform (what `ctx.getTransform()` gives, without building a DOMMatrix). */
export function currentTransform(ctx: SKRSContext2D): Transform2D {
  const native = nativeGetTransform(ctx);
  return native ? native.call(ctx) : ctx.getTransform();
}
