/**
 * An App over a test table (test/table/helpers.ts `newTable`), for tests that route fake interactions through
 * the router, the desk and the table without Discord: no channel can be fetched, so turn messages are not
 * posted; what the player is told comes back through the fake interaction.
 */
import type { App } from '../../src/discord/app';
import { TableDesk } from '../../src/discord/desk-table';
import { OpenChoosers } from '../../src/discord/open-choosers';
import { presenterFor } from '../../src/discord/presenters';
import { ThreadKeeper } from '../../src/discord/thread';
import { logger } from '../../src/log';
import type { Fixture } from '../table/helpers';

/** The bot's user id: fake interactions' messages are its own. */
export const BOT = '900000000000000000';

export function tableApp(f: Fixture, test: string): App {
  const log = logger.child({ test });
  log.level = 'silent';
  const base = {
    client: { user: { id: BOT }, channels: { fetch: async () => null } },
    desk: new TableDesk(f.table, f.store, false),
    presenter: presenterFor,
    log,
    choosers: new OpenChoosers(),
  } as unknown as Omit<App, 'threads'>;
  return { ...base, threads: new ThreadKeeper(base) } as App;
}
