/** Discord snowflakes: milliseconds since the Discord epoch in the top bits, then worker/process/increment. */
export const DISCORD_EPOCH = 1420070400000n;

let increment = 0n;

export function snowflakeAt(timestampMs: number): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(timestampMs) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

export function newSnowflake(): string {
  return snowflakeAt(Date.now());
}

export function snowflakeTimestamp(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** The shard a guild belongs to, as Discord computes it (one formula for the bot and the stand-in). */
import { shardOfGuild } from '../sharding';

export { shardOfGuild };

/**
 * A guild id (a snowflake of `2^from` ms past the Discord epoch, or a little later) that Discord puts on
 * `shard` of `shards`: for worlds whose guilds must sit on given shards.
 */
export function guildIdOnShard(shard: number, shards: number, from = 60n): string {
  for (let n = 1n; n <= BigInt(shards); n++) {
    const id = ((1n << from) + (n << 22n)).toString();
    if (shardOfGuild(id, shards) === shard) return id;
  }
  throw new Error(`no shard ${shard} of ${shards}`);
}

export function isSnowflake(value: string): boolean {
  return /^(0|[1-9][0-9]{0,19})$/.test(value);
}
