/**
 * releaseArenaTop in a thread of its own, as a render worker calls it (a piscina worker, as the render pool's:
 * test/memory/mallopt.test.ts): a pixel read's block made through fromArena and freed, then the arena's top given
 * back, three times. Answers glibc's arena total (mallinfo2's `arena`, every arena's bytes) after the block is
 * freed and after the release, each time.
 */
import koffi from 'koffi';
import { fixMmapThreshold, fromArena, releaseArenaTop } from '../../src/memory/mallopt';

const Mallinfo2 = koffi.struct('mallinfo2_t', {
  arena: 'size_t',
  ordblks: 'size_t',
  smblks: 'size_t',
  hblks: 'size_t',
  hblkhd: 'size_t',
  usmblks: 'size_t',
  fsmblks: 'size_t',
  uordblks: 'size_t',
  fordblks: 'size_t',
  keepcost: 'size_t',
});
const libc = koffi.load('libc.so.6');
const mallinfo2 = libc.func('mallinfo2', Mallinfo2, []) as () => { arena: number | bigint };
const malloc = libc.func('void *malloc(size_t size)') as (size: number) => unknown;
const free = libc.func('void free(void *ptr)') as (ptr: unknown) => void;
const arena = () => Number(mallinfo2().arena);

export default function arenaTop() {
  const bytes = 1400 * 900 * 4; // a Wildcatters board's pixels
  const outcome = fixMmapThreshold();
  // Every call below made once first, so a first call's memory is not taken from the top above the block.
  free(malloc(64));
  free(fromArena(1024, () => malloc(1024)));
  releaseArenaTop();
  arena();
  const rounds = [1, 2, 3].map(() => {
    free(fromArena(bytes, () => malloc(bytes)));
    const kept = arena();
    const released = releaseArenaTop();
    return { kept, released, after: arena() };
  });
  return { outcome, bytes, rounds };
}
