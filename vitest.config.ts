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
 * isolated, 14.8 and 23.2 s shared. 24 more test/discord files met these criteria on 2026-12-07 (they build
 * payloads from snapshots and draw nothing); test/discord's 67 shared files then passed in the shared project
 * twice with the files shuffled (`--sequence.shuffle.files`, seeds 101 and 202; shuffling the tests too breaks
 * trade-answers, whose second test reads the game its first played, shared or not).
 */
const SHARED_DISCORD = [
  'alt-text',
  'award-names',
  'catan-hand-setup',
  'catan-play-reasons',
  'catan-spot-order',
  'catch-up',
  'chooser',
  'choosing-alt',
  'clock-lines',
  'custom-id',
  'discord-codes',
  'edit-landed',
  'every-state',
  'final-score-order',
  'form-drafts',
  'form-receipt',
  'game-channel',
  'game-queue',
  'hand',
  'hand-ended',
  'linked-step',
  'message-editors',
  'messages-above',
  'monopoly-oil',
  'mover-words',
  'names',
  'not-posted',
  'not-your-turn',
  'nothing-changed',
  'offer-nobody-else',
  'oil-convert-chooser',
  'oil-discard-form',
  'oil-end-turn-disaster',
  'oil-flood-kept',
  'oil-offer-nobody',
  'oil-sequester-button',
  'oil-spring-names',
  'oil-track-warning',
  'origin',
  'pager',
  'play-order',
  'presenters',
  'private-views',
  'public-shortfall',
  'rate-limit',
  'refusal',
  'reposts',
  'respond',
  'router',
  'settings',
  'settings-reminders',
  'setup-alt',
  'short-labels',
  'stats-payloads',
  'summary',
  'title-fit',
  'trade-answers',
  'turn-goes-on',
  'turn-listing',
  'turn-pictures',
  'turn-plan',
  'turn-record',
  'undo-answer',
  'vacation',
  'wildcatters-final-units',
  'win-notice',
  'words',
].map((name) => `test/discord/${name}.test.ts`);
const SHARED_TABLE = ['clocks-time', 'digest', 'random-memo', 'ratings', 'undo-games', 'undo-piles'].map(
  (name) => `test/table/${name}.test.ts`,
);

/**
 * Files that import test/table/helpers.ts (directly or through test/discord/table-app.ts or wild-table.ts), which
 * registers the `race` and `broken` fixtures on its import: kept out of `shared`, whose files must not meet them in
 * the registry, but run with their worker's modules shared among themselves (the `fixtures` project), since each
 * of them finds the same two fixtures registered whichever ran before it. Otherwise they meet the `shared`
 * criteria above; not listed: the files that register a game of their own (test/table/lapse, stats,
 * vacation-questions), mock a module (test/discord/desk-acts-once) or start a process (test/table/busy). They
 * passed twice with the files shuffled (`--sequence.shuffle.files`, seeds 303 and 404). With them and the 24
 * test/discord files added to `shared` (2026-12-07, one core of a machine at load 8–18, `/usr/bin/time -v npx
 * vitest run test/table`, then test/discord): test/table 23.2 s of CPU before, 16.1 s after; test/discord 125.0
 * and 155.6 s before, 94.2 s after. The whole suite then (`nice npm test`, both cores, other work at load 7–15):
 * green, 944 s, 666 s of CPU. On a clean clone, the host quiet (`.ci/run`, 2026-12-07, after every
 * merge of that day but two test fixes): vitest's Duration 439 s and its summed import 144 s, against 575–612 s
 * and 263 s at the previous session's end; the whole `.ci/run` 601 s against 870–943 s.
 */
const FIXTURES = [
  ...[
    'clocks',
    'damaged',
    'lobby-expiry',
    'lobby-limit',
    'lobby',
    'may-act',
    'oil-springs-saved-disaster',
    'play',
    'rebase',
    'reminders',
    'rules-update',
    'seats-after',
    'stats-clocks',
    'stats-leavers',
    'undo-catan',
    'undo',
  ].map((name) => `test/table/${name}.test.ts`),
  ...[
    'answer-saved',
    'answered-form',
    'answers-at-once',
    'catan-drawn-once',
    'confirm-card',
    'double-click',
    'form-stale',
    'fuzz',
    'hand-news',
    'merit-kept-once',
    'stale-over',
    'turn',
    'undo-twice',
    'wildcatters-final-empty',
    'wildcatters-last-turn',
    'year-of-plenty-choice',
  ].map((name) => `test/discord/${name}.test.ts`),
];

/**
 * Folders whose test files share their worker's modules (`isolate: false`): an isolated file starts a process of
 * its own and imports zod, the game modules and often discord.js again (~1 s a file: 240 s of the suite's
 * import time on 258 files, 2026-12-03). These files keep no state outside what they set up and tear down, and
 * none registers a test game in the registry (test/table and test/discord do: a fixture left there would join
 * the next file's game list and `/oil` command, so they stay isolated). The stand-in's tests (test/playground)
 * change its module state (permissions, limits), the end-to-end tests run stand-ins, bots and child processes,
 * and the render tests count on the render pool and the thread's palettes and static layers: all isolated (a
 * `render` project sharing the files that draw through the drawers alone would not do either:
 * test/render/texts-drawn.ts records the texts filled on any canvas, a cached static layer's included, so a
 * layer an earlier file cached hides its texts from the next; 2026-12-07). Measured on test/games alone (69
 * files, on a quiet machine): 100 s isolated, 32 s shared.
 */
const SHARED = [
  'test/games/**/*.test.ts',
  'test/store/**/*.test.ts',
  'test/tools/**/*.test.ts',
  'test/commands/**/*.test.ts',
  ...SHARED_DISCORD,
  ...SHARED_TABLE,
  'test/config-shards.test.ts',
  'test/health.test.ts',
  'test/paths.test.ts',
  'test/readme-setup.test.ts',
  // Render files that draw nothing (colours, and the Wildcatters layout's geometry): no pool, no cached layer.
  'test/render/colour-vision.test.ts',
  'test/render/wildcatters.rail-patches.test.ts',
  'test/render/wildcatters.refinery-room.test.ts',
];

/**
 * What an isolated file's import costs is mostly our own modules through vitest's module runner, then
 * discord.js; packages that only a few paths use are loaded at their first use (openskill in
 * src/table/ratings.ts, sharp in src/render/kit/sharp.ts: ~0.3 s of CPU a file, 2026-12-07). Tried and
 * left out: native imports through tsx (`experimental.viteModuleRunner: false`, `execArgv: ['--import', 'tsx']`):
 * 12 isolated files took 76 s of CPU against 48 s. Nor did loading
 * src/render/drawers.ts lazily in src/render/pool.ts (only its no-pool fallback draws with it) gain anything
 * measurable: a file that imports the presenters spent 8.25 s importing before and 8.84 s after (mean of 4
 * runs each, 2026-12-07). The order within a project is vitest's (larger files first
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
          exclude: ['test/browser/**', 'node_modules/**', ...ALONE, ...SHARED, ...FIXTURES],
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
        test: {
          name: 'fixtures',
          include: FIXTURES,
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 3 } },
      },
    ],
  },
});
