/**
 * Board pictures of two checkouts (or two games) by turns in one process:
 * `node --optimize-for-size --import tsx bench/render-versus.ts <rounds> <pictures> <dir:game> <dir:game> …`
 * draws the late board of each `game` (bench/late-boards.ts) through the render pool of the checkout at `dir` (a
 * directory holding this project: each has its own pool and worker, as each loads its own modules), `pictures`
 * pictures a subject a round, the subjects in turn and in reverse order every other round, after 8 of each. It
 * prints a line a subject: the PNG's hash (the same bytes, or not), the process's CPU a picture (every thread:
 * the worker's drawing and encode, this thread's hand-offs) at the median and quartiles, the page faults a
 * picture at the median and on average, and each round's CPU median.
 *
 * Why: on a host shared with other work the render benchmark's figures move by more than a change does (the same
 * code read 11.6–17.6 ms at the nineteenth session, docs/scaling-log.md), and a picture's page faults are a
 * lottery of each process's layout (~10 or ~90 a picture, whichever the code). Drawn by turns in one process, the
 * subjects share the host's minutes and the process's lottery. Run it with the bot's flag, as bench/index.ts runs
 * the render benchmarks (src/memory/node-flags.ts), and each comparison both ways round.
 *
 * Two games of one checkout share one pool and its learned palettes: a picture may then be mapped to the other
 * game's palette (a different hash, the same picture).
 */
import '../src/memory/allocator';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { ViewRenderer } from '../src/render/drawers';
import { NAMES, lateView } from './late-boards';
import { percentile } from './harness';

interface Subject {
  label: string;
  draw: ViewRenderer;
  view: unknown;
  close: () => Promise<void>;
  png: string;
  cpu: number[];
  faults: number[];
  rounds: number[];
}

async function subject(spec: string, views: Map<string, unknown>): Promise<Subject> {
  const at = spec.lastIndexOf(':');
  if (at < 0) throw new Error(`"${spec}" is not dir:game`);
  const root = resolve(spec.slice(0, at));
  const game = spec.slice(at + 1);
  let view = views.get(game);
  if (view === undefined) {
    view = lateView(game);
    views.set(game, view);
  }
  const presenters = (await import(resolve(root, 'src/discord/presenters/index.ts'))) as {
    presenterFor(id: string): { picture: ViewRenderer | null };
  };
  const pool = (await import(resolve(root, 'src/render/pool.ts'))) as { closeRenderPool(): Promise<void> };
  const draw = presenters.presenterFor(game).picture;
  if (!draw) throw new Error(`${game} has no board picture`);
  return { label: spec, draw, view, close: pool.closeRenderPool, png: '', cpu: [], faults: [], rounds: [] };
}

/** One picture of `s`: its CPU (ms, every thread) and page faults, and its PNG's hash. */
async function picture(s: Subject): Promise<{ cpu: number; faults: number }> {
  const f0 = process.resourceUsage().minorPageFault;
  const c0 = process.cpuUsage();
  const png = await s.draw(s.view, NAMES, {});
  const c = process.cpuUsage(c0);
  const faults = process.resourceUsage().minorPageFault - f0;
  s.png = createHash('sha1').update(png).digest('hex').slice(0, 10);
  return { cpu: (c.user + c.system) / 1000, faults };
}

async function main(): Promise<void> {
  const [roundsArg, picturesArg, ...specs] = process.argv.slice(2);
  const rounds = Number(roundsArg);
  const pictures = Number(picturesArg);
  if (!(rounds > 0) || !(pictures > 0) || specs.length < 1)
    throw new Error('usage: bench/render-versus.ts <rounds> <pictures> <dir:game> …');
  const views = new Map<string, unknown>();
  const subjects: Subject[] = [];
  for (const spec of specs) subjects.push(await subject(spec, views));
  for (const s of subjects) for (let i = 0; i < 8; i++) await picture(s);
  for (let r = 0; r < rounds; r++) {
    for (const s of r % 2 ? [...subjects].reverse() : subjects) {
      const mine: number[] = [];
      for (let i = 0; i < pictures; i++) {
        const { cpu, faults } = await picture(s);
        mine.push(cpu);
        s.faults.push(faults);
      }
      s.cpu.push(...mine);
      s.rounds.push(percentile(mine, 50));
    }
  }
  const ms = (x: number) => x.toFixed(2);
  for (const s of subjects) {
    const meanFaults = s.faults.reduce((a, b) => a + b, 0) / s.faults.length;
    console.log(
      JSON.stringify({
        subject: s.label,
        png: s.png,
        cpuP50Ms: ms(percentile(s.cpu, 50)),
        cpuP25Ms: ms(percentile(s.cpu, 25)),
        cpuP75Ms: ms(percentile(s.cpu, 75)),
        faultsP50: percentile(s.faults, 50),
        faultsMean: Math.round(meanFaults),
        roundsCpuP50Ms: s.rounds.map(ms),
      }),
    );
  }
  for (const s of subjects) await s.close();
}

await main();
