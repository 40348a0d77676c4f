/**
 * Garbage collections of the calling thread's V8 heap on demand, without `--expose-gc` on the command line (Node
 * refuses it in a worker's options), and what an idle render worker gives back with them (`IdleRelease`).
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { releaseArenaTop } from './mallopt';
import { releaseFreedMemory } from './trim';

/** A minor collection (the young generation: ~0.2–0.4 ms) or a major one (the whole heap: ~10–30 ms). */
export type CollectionKind = 'minor' | 'major';

type GcFunction = (options?: { type: 'minor'; execution: 'sync' }) => void;

let gc: GcFunction | undefined;

/** The `gc` function: the global one when the process has it, else one exposed for this thread. */
function gcFunction(): GcFunction {
  const exposed = (globalThis as { gc?: GcFunction }).gc;
  if (exposed) return exposed;
  // V8 installs `gc` in contexts made after the flag is set: a fresh one hands it over.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as GcFunction;
}

/** Collect this thread's garbage (synchronously). Never throws; false when it could not. */
export function collectGarbage(kind: CollectionKind = 'major'): boolean {
  try {
    gc ??= gcFunction();
    // Without options a full collection (V8 11's gc takes `{ type: 'minor' }`, not 'major').
    if (kind === 'minor') gc({ type: 'minor', execution: 'sync' });
    else gc();
    return true;
  } catch {
    return false;
  }
}

/** The native memory this thread's heap holds (ArrayBuffers, Buffers: pixel copies, PNG bytes), in MB. */
export function externalMb(): number {
  return getHeapStatistics().external_memory / (1024 * 1024);
}

/**
 * A major collection is done when the external memory left after the minor ones is this much above what the
 * last major one left: the pictures' garbage that outlived the young generation.
 */
export const MAJOR_AFTER_GROWTH_MB = 8;

/** What an IdleRelease uses (tests pass fakes). */
export interface ReleaseParts {
  collect(kind: CollectionKind): boolean;
  trim(): boolean;
  externalMb(): number;
  /** One turn of the event loop (the finalizers run in it). */
  turn(): Promise<void>;
}

const realParts: ReleaseParts = {
  collect: collectGarbage,
  // This thread's arena's kept top first (mallopt.ts), then every arena's free blocks.
  trim: () => {
    releaseArenaTop();
    return releaseFreedMemory();
  },
  externalMb,
  turn: () => new Promise((resolve) => setImmediate(resolve)),
};

/**
 * Two collections of `kind`, a turn of the event loop apart: the first finds the pictures' objects dead, the
 * finalizers that let their pixel copies go run in the turn, and the second frees that memory (IdleRelease).
 */
export async function collectPair(
  kind: CollectionKind,
  parts: Pick<ReleaseParts, 'collect' | 'turn'> = realParts,
): Promise<void> {
  parts.collect(kind);
  await parts.turn();
  parts.collect(kind);
}

/**
 * A minor collection once a picture's reply has gone (each render worker's, src/render/worker.ts). Most of a
 * picture's garbage is its pixel copy: 4–6 MB of native memory behind one small object. In a worker busy with
 * pictures back to back, under the bot's flags (src/memory/node-flags.ts: a young generation of 1 MB, as
 * `--optimize-for-size` keeps it), V8's own young collections came in the middle of pictures, the objects of a
 * picture alive across two of them were moved to the old generation, and that filled with dead pictures: a
 * major collection every 4–5 pictures (83 in 300 Wildcatters boards drawn as a worker draws them), 15 ms of
 * CPU a picture against 11–12 with none. A minor collection after each picture (~0.3 ms, after the reply, so
 * not in the picture's wait) finds the picture dead while it is young: 1–2 major collections in 300, 11–12 ms
 * of CPU a picture (`bench/render.bench.ts`, which draws with the bot's flags, gives the figures;
 * RENDER_PICTURE_GC=off leaves the collections to V8, to measure what this saves).
 */
export class PictureScavenge {
  /** A collection is asked for and has not run yet. */
  private due = false;
  /** Collections done. */
  done = 0;

  constructor(
    private readonly collect: (kind: CollectionKind) => boolean = collectGarbage,
    /** Runs its callback after this turn of the event loop (setImmediate; tests pass their own). */
    private readonly later: (run: () => void) => unknown = setImmediate,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  /** One minor collection after this turn of the event loop; pictures that end before it runs share it. */
  after(): void {
    if (this.due || this.env.RENDER_PICTURE_GC === 'off') return;
    this.due = true;
    this.later(() => this.collectIfDue());
  }

  /**
   * A picture starts: the last one's collection, if it is still waiting, runs now, before this picture's
   * objects are made. Tasks back to back start in the turn the last one ended in (the next task's message is
   * read before the event loop's immediates run), so the collection waiting for the end of that turn came in
   * the middle of the next picture instead: its objects then lived through a collection and were moved to the
   * old generation, which filled with dead pictures. In `load.activeGames` (~5,400 pictures, 2026-12-04) up to 4
   * pictures in 10 started so, and the render thread made 147–894 major collections; with the collection run
   * first, 24–31.
   */
  before(): void {
    this.collectIfDue();
  }

  private collectIfDue(): void {
    if (!this.due) return;
    this.due = false;
    if (this.collect('minor')) this.done++;
  }
}

/**
 * What an idle render worker gives back (src/render/worker.ts): its pictures' garbage, then the process's freed
 * native memory (malloc_trim, src/memory/trim.ts).
 *
 * A picture leaves garbage V8 counts only as external memory: @napi-rs/canvas's pixel copy and the mapped plane
 * (5–15 MB a Catan board), which V8 collects on its own only once tens of megabytes have piled up. Each
 * collection is done twice, a turn of the event loop apart: the first finds the objects dead, but the memory
 * behind the pixel copies is let go by finalizers that run after it, on the event loop, and only the second
 * frees it (a worker's external memory after a burst of boards: 12–27 MB after one major collection, 6.6 MB,
 * its learned palettes' tables, after the second). Minor collections first (~0.2–0.4 ms: a picture's objects
 * are young); the major ones (~10–30 ms of the worker's CPU) only when the external memory is still
 * MAJOR_AFTER_GROWTH_MB above what the last major pair left. RENDER_IDLE_GC=off skips the collections (to
 * measure what they save).
 */
export class IdleRelease {
  /** The external memory the last major pair left (null: none yet). */
  private keptMb: number | null = null;
  /** Major pairs done. */
  majors = 0;

  constructor(
    private readonly parts: ReleaseParts = realParts,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  private pair(kind: CollectionKind): Promise<void> {
    return collectPair(kind, this.parts);
  }

  /** Collect, then trim; resolves with what the trim answered. */
  async run(): Promise<boolean> {
    if (this.env.RENDER_IDLE_GC !== 'off') {
      // Each pair is followed by a turn more, for the second collection's finalizers.
      await this.pair('minor');
      await this.parts.turn();
      if (this.keptMb === null || this.parts.externalMb() - this.keptMb > MAJOR_AFTER_GROWTH_MB) {
        await this.pair('major');
        await this.parts.turn();
        this.keptMb = this.parts.externalMb();
        this.majors++;
      }
    }
    return this.parts.trim();
  }
}
