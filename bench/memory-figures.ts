/**
 * A process's memory as Linux counts it, for the memory benchmarks (bench/memory-steps.ts, bench/load-bot.ts):
 * its RSS split into anonymous memory and mapped files (/proc/self/status), and its anonymous memory by kind
 * (/proc/self/smaps). Null where there is no /proc.
 */
import { readFileSync } from 'node:fs';

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * `RssAnon` (heaps, native allocations: what the process really costs) and `RssFile` (mapped files: shared
 * libraries and fonts, shared with other processes and dropped by the kernel under pressure) in MB, and the
 * process's thread count.
 */
export function rssSplit(): { rssAnonMb: number | null; rssFileMb: number | null; threads: number | null } {
  const status = read('/proc/self/status');
  const field = (name: string) => {
    const m = status === null ? null : new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status);
    return m ? Number(m[1]) : null;
  };
  const mb = (name: string) => {
    const kb = field(name);
    return kb === null ? null : kb / 1024;
  };
  return { rssAnonMb: mb('RssAnon'), rssFileMb: mb('RssFile'), threads: field('Threads') };
}

/** The anonymous memory by kind, MB (see `anonByKind`). */
export interface AnonKinds {
  /** glibc's main heap (`[heap]`): what the main thread allocates. */
  mainHeapMb: number;
  /** glibc's thread arenas: what other threads (workers, libuv's, libvips') allocate, and keep once freed. */
  arenasMb: number;
  /**
   * The 1 GiB arena of mimalloc, the allocator @napi-rs/canvas's native module brings along (its copies of a
   * canvas's pixels, `canvas.data()`, come from there).
   */
  mimallocMb: number;
  /** V8's heap pages, allocations mapped on their own, thread stacks. */
  otherMb: number;
}

/** mimalloc reserves its arenas 1 GiB at a time; nothing else here maps that much in one piece. */
const MIMALLOC_ARENA = 1024n * 1024n * 1024n;

/** glibc aligns each thread arena's heap to 64 MiB. */
const ARENA_ALIGN = 64n * 1024n * 1024n;

/**
 * The process's anonymous memory by kind, from /proc/self/smaps. glibc gives each thread that allocates an
 * arena of its own (up to 8 per core) and keeps memory freed inside it for reuse, so after a burst of large
 * allocations an arena stays big though little in it is used. A read-write anonymous mapping starting on a
 * 64 MiB boundary is counted as an arena (a heuristic: V8 reserves some aligned regions too).
 */
export function anonByKind(): AnonKinds | null {
  const smaps = read('/proc/self/smaps');
  if (smaps === null) return null;
  const out: AnonKinds = { mainHeapMb: 0, arenasMb: 0, mimallocMb: 0, otherMb: 0 };
  let kind: keyof AnonKinds | null = null;
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const [, start = '0', end = '0', perms, path = ''] = head;
      const size = BigInt(`0x${end}`) - BigInt(`0x${start}`);
      if (path === '[heap]') kind = 'mainHeapMb';
      else if (path === '' && perms === 'rw-p' && size >= MIMALLOC_ARENA) kind = 'mimallocMb';
      else if (path === '' && perms === 'rw-p' && BigInt(`0x${start}`) % ARENA_ALIGN === 0n)
        kind = 'arenasMb';
      else kind = path === '' || path.startsWith('[anon') || path.startsWith('[stack') ? 'otherMb' : null;
      continue;
    }
    const anon = /^Anonymous:\s+(\d+) kB/.exec(line);
    if (anon && kind) out[kind] += Number(anon[1]) / 1024;
  }
  return out;
}
