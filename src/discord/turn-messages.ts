/**
 * Remembers the current turn message of each game (row → message id) so a stale click can link to it. After
 * a restart the map is empty; `find` then looks through the thread's recent messages for the bot's message
 * whose buttons carry the current state version.
 */
import type { Client, Message } from 'discord.js';
import { parseCustomId } from './custom-id';

export class TurnMessages {
  private readonly current = new Map<number, { channelId: string; messageId: string; version: number }>();

  remember(row: number, channelId: string, messageId: string, version: number): void {
    this.current.set(row, { channelId, messageId, version });
  }

  async find(
    client: Client,
    row: number,
    channelId: string,
    version: number,
  ): Promise<{ channelId: string; messageId: string } | null> {
    const known = this.current.get(row);
    if (known && known.version === version) return known;
    try {
      const channel = await client.channels.fetch(channelId);
      if (!channel || !channel.isTextBased()) return null;
      const recent = await channel.messages.fetch({ limit: 30 });
      const mine = [...recent.values()].find(
        (m: Message) => m.author.id === client.user?.id && carriesVersion(m, row, version),
      );
      if (!mine) return null;
      this.remember(row, channelId, mine.id, version);
      return { channelId, messageId: mine.id };
    } catch {
      return null;
    }
  }
}

function carriesVersion(message: Message, row: number, version: number): boolean {
  for (const actionRow of message.components) {
    if (!('components' in actionRow)) continue;
    for (const c of actionRow.components) {
      const id = 'customId' in c ? parseCustomId(c.customId) : null;
      if (id && id.game === row && id.version === version) return true;
    }
  }
  return false;
}

export function messageLink(guildId: string, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
}
