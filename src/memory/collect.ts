/**
 * A full garbage collection of the calling thread's V8 heap, without `--expose-gc` on the command line (Node
 * refuses it in a worker's options). A render worker runs one when it goes idle, before giving freed memory back
 * (src/render/worker.ts): the pixel copies and PNG bytes of its last pictures are garbage its heap has not
 * collected yet — V8 counts them only as external memory, and collects for them once they pass tens of
 * megabytes — so without it the trim that follows cannot give their pages back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** The `gc` function: the global one when the process has it, else one exposed for this thread. */
function gcFunction(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  // V8 installs `gc` in contexts made after the flag is set: a fresh one hands it over.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Collect this thread's garbage (a full, synchronous collection). Never throws; false when it could not. */
export function collectGarbage(): boolean {
  try {
    collect ??= gcFunction();
    collect();
    return true;
  } catch {
    return false;
  }
}
