/**
 * The bot as its own process, for the kill test: `node bot-process.mjs TOKEN API DB GUILD`, bundled for the run
 * (test/bundled.ts; or `node --import tsx bot-process.ts …`). It prints "ready" once connected (and caught up); the test kills it with SIGKILL whenever it likes.
 */
import { startBot } from '../../../src/discord/bot';
import { registerGame } from '../../../src/games/registry';
import { race } from '../../fixtures/race';

registerGame(race);
const [token, api, databasePath, guild] = process.argv.slice(2);
if (!token || !api || !databasePath || !guild) throw new Error('usage: bot-process TOKEN API DB GUILD');
const bot = await startBot({
  token,
  api,
  databasePath,
  registerCommandsIn: [guild],
  reminders: { afterMs: 0 },
  rateLimit: { capacity: 100_000 },
});
process.stdout.write(`ready ${bot.caughtUp}\n`);
