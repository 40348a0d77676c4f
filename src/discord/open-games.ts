/**
 * The `/oil games` reply: this server's open games (lobbies and games in play), each with a link to its
 * thread and whose move it waits on (a lobby: when it was opened). Pure: snapshots in, payload out, within Discord's embed limits.
 */
import { EmbedBuilder, type InteractionEditReplyOptions } from 'discord.js';
import type { GameSnapshot } from './desk';
import { listWords } from './names';
import { DESCRIPTION_CHARS, packLines, STATS_COLOR, titleOf } from './stats';

/** Games listed at most (the rest are counted). */
export const OPEN_GAMES_LINES = 25;

/** Who the game waits on: mentions for people (they are not pinged: embeds never ping), "a bot" for bots. */
export function waitsOn(snap: GameSnapshot): string {
  const who = [...snap.status.toAct]
    .sort((a, b) => a - b)
    .map((seat) => {
      const s = snap.seats.find((x) => x.seat === seat);
      return s?.userId ? `<@${s.userId}>` : 'a bot';
    });
  return who.length ? listWords(who) : 'nobody';
}

function gameLine(snap: GameSnapshot): string {
  const { record, module } = snap;
  const where = `<#${record.channelId}> — ${titleOf(record.gameId)}`;
  if (record.lifecycle === 'lobby') {
    // How long it has been open, so that a lobby nobody joined for weeks stands out to whoever tidies up.
    const opened = Math.floor(record.createdAt / 1000);
    return `${where} · lobby, ${snap.seats.length}/${module.players.max} seats (host <@${record.hostUserId}>) · opened <t:${opened}:R>`;
  }
  const since = Math.floor(record.updatedAt / 1000);
  return `${where} · waits on ${waitsOn(snap)} · last change <t:${since}:R>`;
}

/** The open games of this server (`snaps`, already only this server's). */
export function openGamesPayload(snaps: readonly GameSnapshot[]): InteractionEditReplyOptions {
  const embed = new EmbedBuilder().setTitle('Open games in this server').setColor(STATS_COLOR);
  if (snaps.length === 0) {
    embed.setDescription('No open games. Start one with `/oil new`.');
    return { content: '', embeds: [embed], components: [] };
  }
  const sorted = [...snaps].sort(
    (a, b) =>
      Number(a.record.lifecycle === 'lobby') - Number(b.record.lifecycle === 'lobby') ||
      a.record.id - b.record.id,
  );
  embed.setDescription(packLines(sorted.map(gameLine), DESCRIPTION_CHARS, OPEN_GAMES_LINES));
  return { content: '', embeds: [embed], components: [] };
}
