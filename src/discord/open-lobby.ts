/**
 * Opening a game's lobby in a thread of its own: `/oil new` in a channel or forum, and Rematch on a finished
 * game's summary. The thread (a forum: a post) is named after the game, its number in the server and its host;
 * the lobby is posted in it and kept in step from then on (./thread.ts).
 */
import {
  ChannelType,
  ThreadAutoArchiveDuration,
  PermissionFlagsBits,
  type AnyThreadChannel,
  type ForumChannel,
  type PermissionsBitField,
  type TextChannel,
} from 'discord.js';
import type { App } from './app';
import type { User } from './desk';
import type { AnyGameModule } from '../games/types';
import type { TableGame } from '../table';
import { DiscordCode, isDiscordCode } from './discord-codes';
import { lobbyFor } from './lobby';
import { describePermissionError, missingPermissionsNamed, NEEDED_PERMISSIONS } from './permissions';

/**
 * A game thread's name: the game, its number in the server (two lobbies of one host stay told apart), the host.
 * Discord allows 100 characters; a long host name is cut, the number never.
 */
export function gameThreadName(title: string, host: string, number: number | null): string {
  const head = number ? `${title} #${number} — ` : `${title} — `;
  return head + host.slice(0, 100 - head.length);
}

/**
 * What opening a game thread in a channel needs: seeing it, and making a thread (in a forum, a post: Send
 * Messages, which a forum calls Create Posts).
 */
function openingNeeds(forum: boolean): typeof NEEDED_PERMISSIONS {
  const flags = [
    PermissionFlagsBits.ViewChannel,
    forum ? PermissionFlagsBits.SendMessages : PermissionFlagsBits.CreatePublicThreads,
  ];
  return NEEDED_PERMISSIONS.filter((p) => flags.includes(p.flag));
}

/**
 * What to tell the host when Discord refused to open the game thread in `parentId` for lack of permission or
 * access; null for another error. Missing Permissions names no permission, so the bot's own in the channel
 * (`have`) name those opening a thread there needs and it lacks, as the router's answers do; without them (or
 * when it lacks none of them) the answer says what Discord said and what opening a thread needs.
 */
export function threadRefusal(
  error: unknown,
  parentId: string,
  forum: boolean,
  have: Readonly<PermissionsBitField> | null | undefined,
): string | null {
  const needed = openingNeeds(forum);
  const named = missingPermissionsNamed(error, { have, needed, where: `in <#${parentId}>` });
  if (named) return `I could not open a game thread: ${named}.`;
  const why = describePermissionError(error);
  if (!why) return null;
  const names = needed.map((p) => `**${p.name}**`).join(' and ');
  return `I could not open a game thread: ${why} Opening one in <#${parentId}> needs ${names} there.`;
}

export interface LobbyToOpen {
  module: AnyGameModule;
  /** The options as the game's optionsSchema parsed them. */
  options: unknown;
  host: User;
  guildId: string;
  seed?: string;
  /** Changes the new lobby's game before its message is posted (the turn clock `/oil new` asked for). */
  prepare?: (game: TableGame) => TableGame;
}

/**
 * The lobby opened (its thread and game; `notPosted`: why Discord refused its message, which the thread's sync
 * posts later), or what to tell the host instead.
 */
export type OpenedLobby =
  { ok: true; thread: AnyThreadChannel; game: TableGame; notPosted?: string } | { ok: false; text: string };

/** Open a lobby of `lobby.module` in a new thread of `parent`, hosted by `lobby.host`. */
export async function openLobbyThread(
  app: App,
  parent: TextChannel | ForumChannel,
  lobby: LobbyToOpen,
): Promise<OpenedLobby> {
  const { module, host } = lobby;
  const name = gameThreadName(module.title, host.name, app.desk.nextGameNumber(lobby.guildId));
  // Refused before a thread is made: the bot cannot delete a thread (no Manage Threads) once it exists.
  const limit = app.desk.lobbyLimitError(host.id);
  if (limit) return { ok: false, text: limit.message };
  let thread: AnyThreadChannel;
  try {
    thread =
      parent.type === ChannelType.GuildForum
        ? // A forum post needs its first message at once; it becomes the lobby below.
          await parent.threads.create({
            name,
            autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
            message: { content: `Opening a ${module.title} lobby…` },
            reason: `Game lobby opened by ${host.name}`,
          })
        : await parent.threads.create({
            name,
            type: ChannelType.PublicThread,
            // Games are slow: keep the thread open for a week without activity.
            autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
            reason: `Game lobby opened by ${host.name}`,
          });
  } catch (error) {
    if (isDiscordCode(error, DiscordCode.tooManyThreads)) {
      return {
        ok: false,
        text: 'This server has reached Discord’s limit of active threads, so I cannot open a game thread. Archive a few threads, then try again.',
      };
    }
    const me = app.client.user;
    const forum = parent.type === ChannelType.GuildForum;
    const text = threadRefusal(error, parent.id, forum, me ? parent.permissionsFor(me) : null);
    if (text) return { ok: false, text };
    throw error;
  }
  const opened = app.desk.openLobby({
    gameId: module.id,
    guildId: lobby.guildId,
    channelId: thread.id,
    parentChannelId: parent.id,
    host,
    options: lobby.options,
    seed: lobby.seed,
  });
  if (!opened.ok) {
    // The bot may archive the thread it opened (deleting it would need Manage Threads).
    await thread.setArchived(true, 'The lobby could not be opened').catch(() => undefined);
    return { ok: false, text: opened.message };
  }
  const game = lobby.prepare ? lobby.prepare(opened.value) : opened.value;
  if (parent.type === ChannelType.GuildForum) {
    // The forum post's first message (its id is the thread's) becomes the lobby.
    // If Discord refuses the edit, the lobby is posted as a message of its own by the sync below.
    const payload = lobbyFor(game, undefined, app.lobbyExpiryMs);
    const edited =
      payload &&
      (await thread.messages
        .edit(thread.id, {
          content: null,
          embeds: payload.embeds ?? [],
          components: payload.components ?? [],
        })
        .then(() => true)
        .catch((error: unknown) => {
          app.log.warn({ err: error, row: game.record.id }, 'could not turn the forum post into the lobby');
          return false;
        }));
    if (edited) app.desk.setLobbyMessage(game.record.id, thread.id);
  }
  const synced = await app.threads.sync(game.record.id);
  return synced.ok ? { ok: true, thread, game } : { ok: true, thread, game, notPosted: synced.why };
}
