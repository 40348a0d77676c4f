/**
 * The set-up most end-to-end test files share: `useHarness` registers the test games, starts a harness in a
 * `beforeAll` (60 s), closes it in an `afterAll`, and hands the file its harness and players at once, to use
 * in its own hooks and tests (they are live from its `beforeAll` on):
 *
 *   const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
 *
 * A file's own hooks come after this call: vitest runs `beforeAll` hooks in order (its own set-up, a game
 * opened for every test, runs once the harness is up) and `afterAll` hooks in reverse (its own tear-down runs
 * before the harness closes).
 */
import { afterAll, beforeAll } from 'vitest';
import { registerGame } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/games/types';
import type { WorldSpec } from '../../src/playground';
import { Player, startHarness, type Harness, type HarnessBotOptions } from './harness';

export interface UseHarnessOptions<P extends string> {
  /** Games to register besides the ones offered (test fixtures such as `race`). */
  games?: readonly AnyGameModule[];
  /** Options for the bot, as `startHarness` takes them. */
  bot?: HarnessBotOptions;
  /** The stand-in's servers, channels and members, if not its default world. */
  world?: WorldSpec;
  /** The users to act as, each given as a `Player` under its own name. */
  players?: readonly P[];
}

export function useHarness<const P extends string = never>(
  options: UseHarnessOptions<P> = {},
): { h: Harness } & Record<P, Player> {
  for (const game of options.games ?? []) registerGame(game);
  let started: Harness | undefined;
  const live = (): Harness => {
    if (!started) throw new Error('the harness is not started yet: use it in hooks and tests');
    return started;
  };
  // The harness as the file sees it: each read goes to the started one (whose bot changes on restart).
  const h: Harness = {
    get standIn() {
      return live().standIn;
    },
    get bot() {
      return live().bot;
    },
    set bot(bot) {
      live().bot = bot;
    },
    get dbPath() {
      return live().dbPath;
    },
    get guildId() {
      return live().guildId;
    },
    restart: (meanwhile) => live().restart(meanwhile),
    close: () => live().close(),
  };
  beforeAll(async () => {
    started = await startHarness(options.bot, options.world);
  }, 60_000);
  afterAll(async () => started?.close());
  const players = Object.fromEntries((options.players ?? []).map((user) => [user, new Player(h, user)]));
  return { h, ...players } as { h: Harness } & Record<P, Player>;
}
