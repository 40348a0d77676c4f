/**
 * A sharding manager as its own process, for the orphan tests: `node manager-process.mjs TOKEN API DB
 * [REST_PROXY]`, bundled for the run (test/bundled.ts; or `node --import tsx manager-process.ts …`). It spawns two
 * shard processes (the shard entry beside it, through discord.js's ShardingManager, with its own Node flags) against the stand-in at API, on the database DB, through its own REST
 * proxy or REST_PROXY, and prints "ready PID0 PID1" once both are ready, then "shard N ready PID" each time a
 * shard spawned again is ready; the tests kill it, or its shards.
 */
import { startShards } from '../../../src/sharding-manager';

const [token, api, databasePath, restProxy] = process.argv.slice(2);
if (!token || !api || !databasePath) throw new Error('usage: manager-process TOKEN API DB [REST_PROXY]');
const running = await startShards({
  total: 2,
  token,
  api,
  spawnDelayMs: 0,
  ...(restProxy ? { restProxy } : {}),
  env: { DATABASE_PATH: databasePath, REMINDER_HOURS: '0', LOG_LEVEL: 'error' },
});
const shards = [...running.manager.shards.values()];
process.stdout.write(`ready ${shards.map((shard) => shard.process?.pid ?? 0).join(' ')}\n`);
for (const shard of shards)
  shard.on('ready', () => process.stdout.write(`shard ${shard.id} ready ${shard.process?.pid ?? 0}\n`));
