import { Client, GatewayIntentBits } from 'discord.js';
import { startStandIn, type StandIn, type StandInOptions } from '../../src/playground';

/** An unmodified discord.js client pointed at the stand-in. */
export function makeClient(
  standIn: StandIn,
  extra: { shards?: number[] | 'auto'; shardCount?: number } = {},
): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: standIn.restUrl, retries: 3, timeout: 5000 },
    ...(extra.shards ? { shards: extra.shards } : {}),
    ...(extra.shardCount ? { shardCount: extra.shardCount } : {}),
  });
}

/** Start a stand-in and log a client in; both are closed by the returned `close`. */
export async function connected(
  options: StandInOptions = {},
): Promise<{ standIn: StandIn; client: Client; close(): Promise<void> }> {
  const standIn = await startStandIn(options);
  const client = makeClient(standIn);
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(standIn.token);
  await ready;
  return {
    standIn,
    client,
    close: async () => {
      await client.destroy();
      await standIn.close();
    },
  };
}
