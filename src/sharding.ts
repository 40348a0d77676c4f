/**
 * Shards: Discord splits a bot's guilds over `count` gateway sessions by `(guild_id >> 22) % count`. A
 * Derrick process serves some shards (all of them when it runs alone) and only the games of their guilds:
 * its reminder and clock loops and its catch-up never touch another shard's games. Direct-message games
 * (no guild) belong to shard 0, where Discord sends DMs.
 */

/** The shard a guild belongs to, as Discord computes it. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The shards one process serves, out of `count`. */
export interface ShardScope {
  shards: readonly number[];
  count: number;
}

/** Whether a game of `guildId` (null: a DM game, shard 0's) belongs to `scope`; no scope owns every game. */
export function ownsGuild(scope: ShardScope | undefined, guildId: string | null): boolean {
  if (!scope) return true;
  let shard = 0;
  if (guildId !== null && /^\d{1,20}$/.test(guildId)) shard = shardOfGuild(guildId, scope.count);
  return scope.shards.includes(shard);
}
