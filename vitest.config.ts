import { defineConfig } from 'vitest/config';

/**
 * Test files that count what a render worker's collector does while it draws back to back: with another
 * file on the other core they see it merge collections (7 major collections in 60 pictures instead of 0–1),
 * so they run after the others, alone.
 */
const ALONE = ['test/render/pool-picture-gc.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'node_modules/**', ...ALONE],
          // Two test files at a time, whatever the core count: vitest's default (one fewer than the cores)
          // runs them one by one on a 2-core machine (656 s against 401–469 s for the suite, 2026-12-01), and
          // most of an end-to-end file's time is spent waiting for the stand-in, its bot and their timers.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
