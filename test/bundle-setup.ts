/**
 * vitest's globalSetup for the files that start processes: bundles their entries (test/bundled.ts) once before
 * the run, and again before each rerun in watch mode, so that a child never runs older code than the sources.
 * Both projects with such files list it, and vitest loads it apart for each: the build is shared through
 * `globalThis`, one for the run (keyed by the vitest instance) and one for each rerun (keyed by its files).
 */
import type { TestProject, TestSpecification } from 'vitest/node';
import { buildBot } from '../src/tools/build';
import { TEST_DIST, TEST_ENTRIES } from './bundled';

const BUILDS = Symbol.for('derrick.test-bundles');

type Builds = WeakMap<object, Promise<unknown>>;

/** The build for `key`: started by the first project to ask, awaited by the others. */
function buildFor(key: object): Promise<unknown> {
  const holder = globalThis as { [BUILDS]?: Builds };
  const builds = (holder[BUILDS] ??= new WeakMap());
  let build = builds.get(key);
  if (!build) builds.set(key, (build = buildBot(TEST_ENTRIES, TEST_DIST)));
  return build;
}

export default async function setup(project: TestProject): Promise<void> {
  await buildFor(project.vitest);
  project.onTestsRerun(async (specs: TestSpecification[]) => {
    await buildFor(specs);
  });
}
