import { defineConfig } from 'vitest/config';

/**
 * Test files that count what a render worker's collector does while it draws back to back: with another
 * file on the other core they see it merge collections (7 major collections in 60 pictures instead of 0–1),
 * so they run after the others, alone.
 */
const ALONE = ['test/render/pool-picture-gc.test.ts'];

/**
 * Files of the isolated folders below (test/discord, test/table, test/) that share their worker's modules as
 * well: each builds its games, snapshots, stores and fakes itself and leaves nothing behind it. Not listed, so
 * isolated, are the files that register a test game themselves or through what they import (test/table/helpers.ts
 * registers `race` and `broken`, which test/games/private-words.test.ts then met in `listGames()`), mock or reset
 * modules, stub the environment, timers or globals, spy on a prototype, start a stand-in, a bot or a process, or
 * draw pictures (the render pool and its threads' palettes are module state); and any new file, until it is
 * looked at. Measured on 12 of them, one worker on a loaded machine (2026-12-06): 38.8 and 33.2 s of CPU
 * isolated, 14.8 and 23.2 s shared.
 */
const SHARED_DISCORD = [
  'catan-hand-setup',
  'catan-play-reasons',
  'catan-spot-order',
  'catch-up',
  'clock-lines',
  'custom-id',
  'final-score-order',
  'form-drafts',
  'form-receipt',
  'game-channel',
  'game-queue',
  'hand-ended',
  'hand',
  'linked-step',
  'message-editors',
  'messages-above',
  'monopoly-oil',
  'mover-words',
  'not-posted',
  'not-your-turn',
  'nothing-changed',
  'offer-nobody-else',
  'oil-convert-chooser',
  'oil-discard-form',
  'oil-offer-nobody',
  'origin',
  'pager',
  'private-views',
  'public-shortfall',
  'rate-limit',
  'refusal',
  'reposts',
  'respond',
  'router',
  'settings-reminders',
  'settings',
  'stats-payloads',
  'trade-answers',
  'turn-goes-on',
  'turn-plan',
  'undo-answer',
  'vacation',
  'words',
].map((name) => `test/discord/${name}.test.ts`);
const SHARED_TABLE = ['clocks-time', 'digest', 'random-memo', 'ratings', 'undo-games', 'undo-piles'].map(
  (name) => `test/table/${name}.test.ts`,
);

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
  ...SHARED_DISCORD,
  ...SHARED_TABLE,
  'test/config-shards.test.ts',
  'test/paths.test.ts',
];

/**
 * What an isolated file's import costs is mostly our own modules through vitest's module runner, then
 * discord.js; packages that only a few paths use are loaded at their first use (openskill in
 * src/table/ratings.ts, sharp in src/render/kit/sharp.ts: ~0.3 s of CPU a file, 2026-12-07). Tried and
 * left out: native imports through tsx (`experimental.viteModuleRunner: false`, `execArgv: ['--import', 'tsx']`):
 * 12 isolated files took 76 s of CPU against 48 s. The order within a project is vitest's (larger files first
 * on a clean clone, where no durations are cached): replayed from the CI's file times on two workers, the
 * slowest files first would end the suite project ~5 s sooner (510 s against 514 s), not worth a sequencer.
 */
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
        test: {
          name: 'shared',
          include: SHARED,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // The processes its store, restore and engine-speed files start (test/bundled.ts).
          globalSetup: ['test/bundle-setup.ts'],
        },
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
          // The processes its files start, bundled once for the run (test/bundled.ts).
          globalSetup: ['test/bundle-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
