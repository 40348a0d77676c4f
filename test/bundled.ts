/**
 * The processes the tests start, bundled once per run (test/bundle-setup.ts, vitest's globalSetup) as
 * `npm start` runs the bot (src/tools/build.ts): a child started with `node --import tsx` has tsx load its few
 * hundred modules again, ~3.4 s of CPU to import the bot against ~1.2 s from its bundle (2026-12-07, one core
 * of a loaded machine), and the kill, shard and orphan tests start some thirty. The small children of the store,
 * lock, restore, fonts and engine-speed tests, bundled likewise, start in ~0.3 s of CPU against 0.55–0.75 s.
 * The bot's shard entry and render worker are bundled beside the test entries, since a bundle finds them beside
 * itself (src/paths.ts's `entryBeside`). Tests of tsx itself (`npm run` tools, the render pool under tsx) keep it.
 */
import { join } from 'node:path';
import { ROOT } from '../src/paths';
import { BOT_ENTRIES } from '../src/tools/build';

/** Where the run's bundles are (gitignored with dist/). */
export const TEST_DIST = join(ROOT, 'dist', 'test');

/** The tests' own child-process entries: output name (without `.mjs`) → source. */
const TEST_ONLY = {
  'bot-process': join(ROOT, 'test', 'e2e', 'kill', 'bot-process.ts'),
  'manager-process': join(ROOT, 'test', 'e2e', 'kill', 'manager-process.ts'),
  'crash-child': join(ROOT, 'test', 'store', 'crash-child.ts'),
  'open-child': join(ROOT, 'test', 'store', 'open-child.ts'),
  'lock-holder-child': join(ROOT, 'test', 'store', 'lock-holder-child.ts'),
  'lock-child': join(ROOT, 'test', 'table', 'lock-child.ts'),
  'first-text-child': join(ROOT, 'test', 'render', 'first-text-child.ts'),
  'state-kinds-child': join(ROOT, 'test', 'games', 'catan', 'state-kinds-child.ts'),
  'state-fields-child': join(ROOT, 'test', 'games', 'catan', 'state-fields-child.ts'),
} as const;

/** Everything the run bundles: the shard entry and the render worker a bundled bot finds beside it, and the tests' own. */
export const TEST_ENTRIES: Readonly<Record<string, string>> = {
  shard: BOT_ENTRIES.shard!,
  'render-worker': BOT_ENTRIES['render-worker']!,
  ...TEST_ONLY,
};

/** The bundled file of `entry`, built by the run's globalSetup. */
export function bundled(entry: 'shard' | keyof typeof TEST_ONLY): string {
  return join(TEST_DIST, `${entry}.mjs`);
}
