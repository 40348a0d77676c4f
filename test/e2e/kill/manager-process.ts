/**
 * A sharding manager as its own process, for the orphan test: `node --import tsx manager-process.ts TOKEN API DB`.
 * It spawns two shard processes (src/shard.ts, through discord.js's ShardingManager) against the stand-in at API,
 * on the database DB, and prints "ready PID0 PID1" once both are ready; the test kills it with SIGKILL.
 */
import { startShards } from '../../../src/sharding-manager';

const [token, api, databasePath] = process.argv.slice(2);
if (!token || !api || !databasePath) throw new Error('usage: manager-process TOKEN API DB');
const running = await startShards({
  total: 2,
  token,
  api,
  execArgv: ['--import', 'tsx'],
  spawnDelayMs: 0,
  env: { DATABASE_PATH: databasePath, REMINDER_HOURS: '0', LOG_LEVEL: 'error' },
});
const pids = [...running.manager.shards.values()].map((shard) => shard.process?.pid ?? 0);
process.stdout.write(`ready ${pids.join(' ')}\n`);
