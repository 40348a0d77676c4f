/**
 * Showing a game's lobby on its lobby message as the lobby is now (found by its Join button when the store does
 * not know it). Run in the game's queue (`ThreadKeeper.refreshLobby` in ./thread.ts): clicks and typed commands
 * saved at once each ask for it, and each edit is built when it is made, so the last edit Discord gets shows the
 * last change. An open lobby whose message was deleted (a moderator, a purge) is posted anew, so the thread
 * shows its seats and buttons again; that is no change of the lobby, so its idle time (LOBBY_DAYS) runs on.
 */
import { type Message, type MessageManager } from 'discord.js';
import type { App } from './app';
import { parseCustomId } from './custom-id';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { lobbyFor } from './lobby';
import type { EditBody } from './message-editors';
import { lobbyReliability } from './reliability';
import { isOver } from '../store';
import { DAY_MS, HOUR_MS } from '../table/clocks-time';

/** Whether the lobby message shows the lobby now; `error`: what Discord (or the store) answered instead. */
export type LobbyShown = { ok: true } | { ok: false; error: unknown };

/** How the lobby message is edited: through a recent click on it when there is one (./thread.ts). */
export type LobbyEdit = (messages: MessageManager, messageId: string, body: EditBody) => Promise<Message>;

/**
 * Edit the lobby message of game `row` to show its lobby as the store has it now. A lobby closed before its
 * game started is left as closing it left it. Never throws.
 */
export async function showLobby(
  app: Omit<App, 'threads'>,
  row: number,
  edit: LobbyEdit,
): Promise<LobbyShown> {
  try {
    return await showLobbyNow(app, row, edit);
  } catch (error) {
    app.log.warn({ err: error, row }, 'could not refresh the lobby');
    return { ok: false, error };
  }
}

async function showLobbyNow(app: Omit<App, 'threads'>, row: number, edit: LobbyEdit): Promise<LobbyShown> {
  // Read here, not where the change was saved: changes saved meanwhile are shown too.
  const game = app.desk.byRow(row);
  // A lobby closed before its start (no state) keeps the words its closing put there.
  if (!game || (isOver(game.record) && game.record.state === null)) return { ok: true };
  const payload = lobbyFor(game, lobbyReliability(app, game), app.lobbyExpiryMs);
  if (!payload) return { ok: true };
  const { record } = game;
  const channel = await app.client.channels.fetch(record.channelId).catch(() => null);
  if (!channel || !channel.isTextBased()) return { ok: true };
  const body: EditBody = { embeds: payload.embeds ?? [], components: payload.components ?? [] };
  const known = app.desk.lobbyMessage(row);
  if (known) {
    const gone = await edit(channel.messages, known, body)
      .then(() => false)
      .catch((error: unknown) => {
        if (isDiscordCode(error, DiscordCode.unknownMessage)) return true;
        throw error;
      });
    if (!gone || record.lifecycle !== 'lobby' || !channel.isSendable()) return { ok: true };
    const posted = await channel.send(payload);
    app.desk.setLobbyMessage(row, posted.id);
    return { ok: true };
  }
  const recent = await channel.messages.fetch({ limit: 50 });
  const lobby = [...recent.values()].find(
    (m) =>
      m.author.id === app.client.user?.id &&
      m.components.some(
        (r) =>
          'components' in r &&
          r.components.some((c) => {
            const id = 'customId' in c ? parseCustomId(c.customId) : null;
            return id?.verb === 'join' && id.row === row;
          }),
      ),
  );
  if (lobby) await edit(channel.messages, lobby.id, body);
  return { ok: true };
}

/** The words of a lobby closed because nobody started it within `afterMs`: its message's and the thread's line. */
export function expiredLobbyWords(afterMs: number): { title: string; description: string; notice: string } {
  const days = Math.round(afterMs / DAY_MS);
  const span =
    days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.max(1, Math.round(afterMs / HOUR_MS))} h`;
  return {
    title: 'Lobby closed',
    description: `Nobody started this lobby in ${span}, so it closed.`,
    notice: `⌛ This lobby closed: nobody started it in ${span}. Start a new one with \`/oil new\`.`,
  };
}
