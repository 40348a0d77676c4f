/**
 * machine.*: what this machine charges for the things the picture figures are most sensitive to, so a render
 * figure can be read against the machine it was taken on.
 *
 * `machine.pageFaultUs`: the wall time of one page fault on fresh anonymous memory (the kernel maps and zeroes a
 * 4 KiB page on first write), the median of 40 samples of 4 MiB each. A picture's pixel copy and the allocators'
 * freed-and-purged blocks are faulted in this way (`render.*.faultsP50` counts them), so a picture costs about
 * faults × this more than its drawing and encoding. Measured on this project's 2-core VM: ~11 µs a fault on
 * 2026-12-01 (the VM running under the PVM hypervisor, where a fault exits to the host), when the same pictures
 * took 1.5–2× the time they took the day before; ~0.1–0.3 µs is usual on bare metal or a VM with hardware paging.
 *
 * The memory comes from glibc's calloc above its mmap threshold, fixed by src/memory/allocator.ts (imported first,
 * as the bot does), so each sample is a fresh mapping. A sample whose pages were not faulted in (another C
 * library, or glibc serving the block from memory it already had) fails the run rather than report a figure that
 * measured nothing.
 */
import '../src/memory/allocator';
import type { Benchmark } from './harness';
import { nowMs, percentile } from './harness';

const PAGE = 4096;
const SAMPLE_BYTES = 4 * 1024 * 1024;
const SAMPLES = 40;

/** One sample: fresh memory written a byte a page; the wall time a fault, µs. Throws when too few pages faulted. */
function faultSample(): number {
  const faults0 = process.resourceUsage().minorPageFault;
  const t0 = nowMs();
  const block = new Uint8Array(SAMPLE_BYTES);
  for (let at = 0; at < SAMPLE_BYTES; at += PAGE) block[at] = 1;
  const ms = nowMs() - t0;
  const faults = process.resourceUsage().minorPageFault - faults0;
  const pages = SAMPLE_BYTES / PAGE;
  if (faults < pages * 0.9)
    throw new Error(`${faults} page faults for ${pages} fresh pages: the memory was not freshly mapped`);
  return (ms * 1000) / faults;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'machine.pageFaultUs',
    unit: 'µs',
    run() {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(faultSample());
      return percentile(samples, 50);
    },
  },
];
