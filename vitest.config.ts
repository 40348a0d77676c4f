import { defineConfig } from 'vitest/config';

/**
 * Test files that count what a render worker's collector does while it draws back to back: with another
 * file on the other core they see it merge collections (7 major collections in 60 pictures instead of 0–1),
 * so they run after the others, alone.
 */
const ALONE = ['test/render/pool-picture-gc.test.ts'];

/**
 * Folders whose test files share their worker's modules (`isolate: false`): an isolated file starts a process of
 * its own and imports zod, the game modules and often discord.js again (~1 s a file: 240 s of the suite's
 * import time on 258 files, 2026-12-03). These files keep no state outside what they set up and tear down, and
 * none registers a test game in the registry (test/table and test/discord do: a fixture left there would join
 * the next file's game list and `/oil` command, so they stay isolated). The stand-in's tests (test/playground)
 * change its module state (permissions, limits), the end-to-end tests run stand-ins, bots and child processes,
 * and the render tests count on the render pool and the thread's palettes and static layers: all isolated. Measured on test/games alone (69 files, on a quiet machine): 100 s isolated,
 * 32 s shared.
 */
const SHARED = [
  'test/games/**/*.test.ts',
  'test/store/**/*.test.ts',
  'test/tools/**/*.test.ts',
  'test/commands/**/*.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        // After the isolated files, not beside them: run together, each project's two workers made four on two
        // cores and the suite took as long as before (445 s against 452 s, 2026-12-03's clean-clone CI).
        test: { name: 'shared', include: SHARED, isolate: false, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**', ...ALONE, ...SHARED],
          // Two test files at a time, whatever the core count: vitest's default (one fewer than the cores)
          // runs them one by one on a 2-core machine (656 s against 401–469 s for the suite, 2026-12-01), and
          // most of an end-to-end file's time is spent waiting for the stand-in, its bot and their timers.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
