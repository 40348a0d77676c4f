/** The shard tests' world: one server per shard, each with its channels, Ana its admin. */
import type { WorldSpec } from '../../src/playground';

/** A world of the servers `guilds` (the one at index i on shard i), each with `channels`. */
export function shardWorld(guilds: readonly string[], channels: readonly string[] = ['general']): WorldSpec {
  return {
    guilds: guilds.map((id, shard) => ({
      name: `Shard ${shard}`,
      id,
      channels: [...channels],
      admins: ['ana'],
    })),
  };
}
