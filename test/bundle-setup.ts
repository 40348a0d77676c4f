/**
 * vitest's globalSetup for the files that start processes: bundles their entries (test/bundled.ts) once before
 * the run, and again before each rerun in watch mode, so that a child never runs older code than the sources.
 */
import type { TestProject } from 'vitest/node';
import { buildBot } from '../src/tools/build';
import { TEST_DIST, TEST_ENTRIES } from './bundled';

const build = async (): Promise<void> => {
  await buildBot(TEST_ENTRIES, TEST_DIST);
};

export default async function setup(project: TestProject): Promise<void> {
  await build();
  project.onTestsRerun(build);
}
