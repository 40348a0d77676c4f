/**
 * Edit the lobby message of a game after a typed join/leave/start (found by its Join button). An open lobby whose
 * message was deleted (a moderator, a purge) is posted anew, so the thread shows its seats and buttons again.
 */
import { DiscordAPIError, type MessageCreateOptions } from 'discord.js';
import type { App } from './app';
import { parseCustomId } from './custom-id';
import { DiscordCode } from './discord-codes';
import type { GameRecord } from '../store';

export async function refreshLobby(
  app: App,
  record: GameRecord,
  payload: MessageCreateOptions | null,
): Promise<void> {
  if (!payload) return;
  const channel = await app.client.channels.fetch(record.channelId).catch(() => null);
  if (!channel || !channel.isTextBased()) return;
  const known = app.desk.lobbyMessage(record.id);
  if (known) {
    const edited = await channel.messages
      .edit(known, { embeds: payload.embeds, components: payload.components ?? [] })
      .then(() => true)
      .catch((error: unknown) =>
        error instanceof DiscordAPIError && error.code === DiscordCode.unknownMessage ? 'gone' : false,
      );
    if (edited === true) return;
    if (edited === 'gone') {
      if (record.lifecycle !== 'lobby' || !channel.isSendable()) return;
      const posted = await channel.send(payload).catch((error: unknown) => {
        app.log.warn({ err: error, row: record.id }, 'could not post the lobby anew');
        return null;
      });
      if (posted) app.desk.setLobbyMessage(record.id, posted.id);
      return;
    }
  }
  const recent = await channel.messages.fetch({ limit: 50 }).catch(() => null);
  if (!recent) return;
  const lobby = [...recent.values()].find(
    (m) =>
      m.author.id === app.client.user?.id &&
      m.components.some(
        (r) =>
          'components' in r &&
          r.components.some((c) => {
            const id = 'customId' in c ? parseCustomId(c.customId) : null;
            return id?.verb === 'join' && id.row === record.id;
          }),
      ),
  );
  if (lobby) {
    await lobby
      .edit({ embeds: payload.embeds, components: payload.components ?? [] })
      .catch((error: unknown) => app.log.warn({ err: error, row: record.id }, 'could not refresh the lobby'));
  }
}
