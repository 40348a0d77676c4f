/**
 * What a trim costs where the render workers call it (src/memory/trim.ts, src/render/worker.ts): `npx tsx
 * bench/trim-cost.ts [--bursts N] [--size K]` draws bursts of K Oil Springs pictures in this thread as a worker
 * does (its task function), and after each burst times malloc_trim (wall and this process's CPU) and the RSS it
 * gave back, and the CPU each burst's drawing took (the pages given back are faulted in again by the next burst:
 * compare with MALLOC_TRIM=off). The first trim includes loading koffi and libc.
 */
import { parseArgs } from 'node:util';
import { getGame } from '../src/games/registry';
import { releaseFreedMemory } from '../src/memory/trim';
import drawTask from '../src/render/worker';
import { playBots } from '../src/tools/play-bots';

const { values } = parseArgs({
  options: { bursts: { type: 'string', default: '8' }, size: { type: 'string', default: '6' } },
});
const game = getGame('oil-springs');
if (!game) throw new Error('oil-springs is not registered');
const views = [40, 60, 80, 100, 120, 140].map((n) =>
  game.view(playBots(game, 4, 'trim-cost', n).state, null),
);
const names = ['ana', 'ben', 'caro', 'dev'];
const MB = 1024 * 1024;
const rows: string[] = [];
let drawCpuMs = 0;
for (let b = 0; b < Number(values.bursts); b++) {
  const drawing = process.cpuUsage();
  for (let i = 0; i < Number(values.size); i++)
    await drawTask({ drawer: 'oil-springs', view: views[i % views.length], names, opts: {} });
  const drawn = process.cpuUsage(drawing);
  const burstCpuMs = (drawn.user + drawn.system) / 1000;
  if (b > 0) drawCpuMs += burstCpuMs;
  await new Promise((ok) => setTimeout(ok, 20)); // the finalizers that free the pixels run
  const rss = process.memoryUsage().rss;
  const wall = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  releaseFreedMemory();
  const used = process.cpuUsage(cpu);
  rows.push(
    `burst ${b + 1}: drawing ${burstCpuMs.toFixed(0)} ms CPU; trim ${(Number(process.hrtime.bigint() - wall) / 1e6).toFixed(2)} ms wall, ${((used.user + used.system) / 1000).toFixed(2)} ms CPU, RSS -${((rss - process.memoryUsage().rss) / MB).toFixed(1)} MB`,
  );
}
console.log(rows.join('\n'));
const later = Number(values.bursts) - 1;
console.log(
  `drawing after the first burst: ${(drawCpuMs / (later * Number(values.size))).toFixed(2)} ms CPU a picture`,
);
process.exit(0);
