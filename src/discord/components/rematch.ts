/**
 * Rematch: the button on a finished game's summary. One of the game's players opens the same game, with the same
 * options, in a new lobby of the channel the game was opened from, as its host; the lobby's thread pings the
 * game's other players to join. A rematch is claimed once (the game's `meta`), so two clicks at once open one
 * lobby, and a later click is told where it is and how it stands (open, being played, played); a rematch given up
 * (its lobby closed, its game ended unfinished) leaves the button to open another. Someone who did not play (a
 * spectator, or a player who left) cannot open it, but is sent to its lobby while it is open, to join.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { App } from '../app';
import { encodeControl, type ControlOf } from '../custom-id';
import { safeName } from '../names';
import { openLobbyThread } from '../open-lobby';
import { ackReply, tell } from '../respond';
import { userOf } from '../users';
import type { Click } from './types';

export function rematchRow(row: number, version: number) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'rematch' }))
      .setLabel('Rematch')
      .setEmoji('🔁')
      .setStyle(ButtonStyle.Primary),
  );
}

/** Whether the rematch opened in `channelId` was given up: its lobby closed or its game ended unfinished, or gone. */
function rematchGone(app: App, channelId: string): boolean {
  const lifecycle = app.desk.byChannel(channelId)?.record.lifecycle;
  return lifecycle === undefined || lifecycle === 'abandoned';
}

/** Where this game's rematch stands, for a click after the first: open, being played, or played to its end. */
function rematchTaken(app: App, channelId: string | null): string {
  if (!channelId)
    return 'This game’s rematch is being opened: it will be in the channel the game was opened from.';
  const lifecycle = app.desk.byChannel(channelId)?.record.lifecycle;
  if (lifecycle === 'active') return `This game’s rematch is being played: <#${channelId}>.`;
  if (lifecycle === 'finished')
    return `This game’s rematch was played to its end: <#${channelId}>. Its summary has a Rematch button of its own.`;
  return `This game’s rematch is open already: <#${channelId}>.`;
}

export async function rematchClick(app: App, interaction: Click, id: ControlOf<'rematch'>): Promise<void> {
  await ackReply(interaction);
  const game = app.desk.byRow(id.row);
  if (!game) return tell(interaction, 'That game no longer exists.');
  const { record } = game;
  if (record.lifecycle !== 'finished' || !record.guildId)
    return tell(interaction, 'A rematch is for a game played to its end.');
  if (!game.seats.some((s) => s.userId === interaction.user.id)) {
    // Someone who followed the game (or left it) and wants to play the next one: its open lobby is theirs to join.
    const at = app.desk.rematchOf(record.id);
    if (at && app.desk.byChannel(at)?.record.lifecycle === 'lobby')
      return tell(interaction, `This game’s rematch is open: <#${at}>. Press **Join** there to take a seat.`);
    return tell(
      interaction,
      'Only this game’s players can start its rematch: open a game of your own with `/oil new`.',
    );
  }
  const parent = record.parentChannelId
    ? await app.client.channels.fetch(record.parentChannelId).catch(() => null)
    : null;
  if (parent?.type !== ChannelType.GuildText && parent?.type !== ChannelType.GuildForum)
    return tell(
      interaction,
      'I cannot find the channel this game was opened from: open the rematch there with `/oil new`.',
    );
  let claimed = app.desk.claimRematch(record.id, interaction.user.id);
  // A rematch whose lobby was closed (or whose game was ended, or whose thread is gone) is no rematch to point
  // at: the claim goes, and this click opens another (both in one step, so a second click finds it claimed).
  if (!claimed.ok && claimed.channelId && rematchGone(app, claimed.channelId)) {
    app.desk.releaseRematch(record.id);
    claimed = app.desk.claimRematch(record.id, interaction.user.id);
  }
  if (!claimed.ok) return tell(interaction, rematchTaken(app, claimed.channelId));
  const host = userOf(interaction);
  const opened = await openLobbyThread(app, parent, {
    module: game.module,
    options: record.options,
    host,
    guildId: record.guildId,
  }).catch((error: unknown) => {
    app.desk.releaseRematch(record.id);
    throw error;
  });
  if (!opened.ok) {
    app.desk.releaseRematch(record.id);
    return tell(interaction, opened.text);
  }
  app.desk.rematchOpened(record.id, opened.thread.id);
  await tell(interaction, `Rematch lobby open in <#${opened.thread.id}> — you are seated as host.`);
  // The others are asked in the new lobby's thread, where its Join button is.
  const others = [
    ...new Set(game.seats.filter((s) => s.userId && s.userId !== host.id).map((s) => s.userId!)),
  ];
  if (others.length === 0) return;
  await opened.thread
    .send({
      content: `🔁 ${safeName(host.name)} opened a rematch of <#${record.channelId}>: ${others.map((u) => `<@${u}>`).join(' ')}, press **Join** to play again.`,
      allowedMentions: { users: others, parse: [] },
    })
    .catch((error: unknown) => app.log.warn({ err: error, row: record.id }, 'could not ask for the rematch'));
}
