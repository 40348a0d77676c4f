import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two test files at a time, whatever the core count: vitest's default (one fewer than the cores) runs them
    // one by one on a 2-core machine (656 s against 401 s for the suite, 2026-12-01), and most of an end-to-end
    // file's time is spent waiting for the stand-in, its bot and their timers.
    maxWorkers: 2,
  },
});
