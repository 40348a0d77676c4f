/** The shard tests' world: one server per shard, each with its channels, Ana its admin; and its lobbies. */
import type { StandIn, WorldSpec } from '../../src/playground';
import { threadIdIn } from './harness';

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

/** Ana opens an Oil Springs lobby in `guild`'s #general; resolves with its thread once the lobby is posted. */
export async function openLobbyIn(standIn: StandIn, guild: string): Promise<string> {
  const general = standIn.driver.channels(guild).find((c) => c.name === 'general')!.id;
  const reply = await standIn.driver
    .runCommand({ user: 'ana', channel: general, command: 'oil new', options: { game: 'oil-springs' } })
    .waitForReply({ timeoutMs: 20_000 });
  const thread = threadIdIn(reply);
  await standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').toLowerCase().includes('lobby'), {
    channel: thread,
    timeoutMs: 20_000,
  });
  return thread;
}
