/**
 * The steps shared by buttons and typed commands: post the turn message, refresh the lobby, apply an action
 * and answer every way it can go (stale, not your turn, not seated, illegal).
 */
import type { Message, RepliableInteraction, SendableChannels } from 'discord.js';
import { formatSeats } from '../games/events';
import type { GameEvent } from '../games/types';
import type { BotContext } from './context';
import type { DeskError, GameRecord, GameSnapshot, User } from './desk';
import { retryWhileBusy } from '../table/busy';
import { TableDesk } from './desk-table';
import { lobbyPayload } from './lobby';
import { listWords, namesOf, seatOf } from './names';
import { describePermissionError } from './permissions';
import { tell } from './respond';
import { plainPicture } from './presenters/fallback-picture';
import { turnPayload } from './turn';
import { messageLink } from './turn-messages';

export function userOf(interaction: RepliableInteraction): User {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : null;
  return { id: interaction.user.id, name: nick ?? interaction.user.globalName ?? interaction.user.username };
}

async function sendable(ctx: BotContext, channelId: string): Promise<SendableChannels | null> {
  const channel = await ctx.client.channels.fetch(channelId).catch(() => null);
  return channel && channel.isSendable() ? channel : null;
}

/** Post the current turn message of a started game in its thread. */
export async function postTurn(
  ctx: BotContext,
  row: number,
  events: readonly GameEvent[],
): Promise<Message | null> {
  const snap = ctx.desk.snapshot(row);
  if (!snap) return null;
  const channel = await sendable(ctx, snap.record.channelId);
  if (!channel) return null;
  const presenter = ctx.presenter(snap.record.gameId);
  const picture = await presenter.render(snap).catch((error: unknown) => {
    // A drawing failure must not hide the turn: post a plain picture and keep the buttons.
    ctx.log.error({ err: error, row }, 'board render failed');
    return plainPicture(snap.module.title, ['The board picture could not be drawn this time.']);
  });
  const message = await channel.send(turnPayload({ snap, presenter, events, picture }));
  ctx.turns.remember(row, snap.record.channelId, message.id, snap.record.version);
  ctx.desk.setTurnMessage(row, message.id);
  return message;
}

/** The lobby message's payload for a record. */
export function lobbyMessage(ctx: BotContext, record: GameRecord) {
  const module = ctx.desk.snapshot(record.row)?.module;
  return module ? lobbyPayload(record, module) : null;
}

/** Link to the current turn message, or the thread when it cannot be found. */
export async function currentTurnLink(ctx: BotContext, record: GameRecord): Promise<string> {
  const stored = ctx.desk.turnMessage(record.row);
  const found = stored
    ? { channelId: record.channelId, messageId: stored }
    : await ctx.turns.find(ctx.client, record.row, record.channelId, record.version);
  return found ? messageLink(record.guildId, found.channelId, found.messageId) : `<#${record.channelId}>`;
}

export async function tellStale(ctx: BotContext, interaction: RepliableInteraction, record: GameRecord) {
  const link = await currentTurnLink(ctx, record);
  // A message link reads as words ("Jump to the current turn"); a thread mention already shows as a name.
  const where = link.startsWith('https://')
    ? `[Jump to the current turn](${link})`
    : `The current turn: ${link}`;
  await tell(interaction, `That button is from an earlier turn, so it changed nothing. ${where}`);
}

/** "It's Ben's turn — you can act after him." */
export function notYourTurnText(snap: GameSnapshot): string {
  const names = namesOf(snap.record);
  if (snap.status.over) return 'This game is over.';
  const who = snap.status.toAct.map((s) => names[s] ?? `Seat ${s + 1}`);
  if (who.length === 0) return 'Nobody can act right now.';
  return who.length === 1
    ? `It's ${who[0]}'s turn — you can act after them.`
    : `Waiting for ${listWords(who)} — you can act after them.`;
}

export const NOT_SEATED =
  "You're not playing in this game. You can follow it here; join the next one with `/oil new`.";

/** Why a desk refused, in words for the player (the desk's own message, or a friendlier one). */
export async function explain(
  ctx: BotContext,
  interaction: RepliableInteraction,
  err: DeskError,
  row: number,
): Promise<void> {
  const record = ctx.desk.byRow(row);
  if (err.code === 'stale' && record) return tellStale(ctx, interaction, record);
  if (err.code === 'not-your-turn') {
    const snap = ctx.desk.snapshot(row);
    return tell(interaction, snap ? notYourTurnText(snap) : err.message);
  }
  if (err.code === 'not-seated') return tell(interaction, NOT_SEATED);
  if (err.code === 'host-cannot-leave') {
    return tell(
      interaction,
      'You are the host, so you keep your seat. To call the game off, use `/oil end`.',
    );
  }
  return tell(interaction, err.message);
}

/**
 * Checks every click and typed action goes through before anything is applied: the game exists and is in
 * play, the user is seated, the version is current and the user must act now. Returns the snapshot and seat,
 * or answers the user privately and returns null.
 */
export async function gate(
  ctx: BotContext,
  interaction: RepliableInteraction,
  row: number,
  version: number | null,
): Promise<{ snap: GameSnapshot; seat: number; rebased: boolean } | null> {
  const snap = ctx.desk.snapshot(row);
  if (!snap) {
    // A game that exists but cannot be loaded (damaged, busy …) says why.
    const why = ctx.desk instanceof TableDesk ? ctx.desk.table.getGame(interaction.channelId ?? '') : null;
    await tell(
      interaction,
      why && !why.ok && why.code !== 'no-game' ? why.message : 'That game no longer exists.',
    );
    return null;
  }
  if (snap.record.phase === 'lobby') {
    await tell(interaction, 'The game has not started yet.');
    return null;
  }
  const seat = seatOf(snap.record, interaction.user.id);
  if (seat === null) {
    await tell(interaction, NOT_SEATED);
    return null;
  }
  let rebased = false;
  if (version !== null && version !== snap.record.version) {
    if (!mayRebase(ctx, snap, seat, version)) {
      await tellStale(ctx, interaction, snap.record);
      return null;
    }
    rebased = true;
  }
  if (snap.status.over || snap.record.phase === 'over') {
    await tell(interaction, 'This game is over. Start another with `/oil new`.');
    return null;
  }
  if (!snap.status.toAct.includes(seat)) {
    await tell(interaction, notYourTurnText(snap));
    return null;
  }
  return { snap, seat, rebased };
}

/**
 * A click made on an older message still counts when only OTHER players acted since (several players act at
 * once: discards, trade answers) and its author must still act: it is then applied to the current state.
 * Any action of the clicker's own since then (a double click, an earlier turn) makes it stale.
 */
export function mayRebase(ctx: BotContext, snap: GameSnapshot, seat: number, version: number): boolean {
  if (version >= snap.record.version || snap.status.over || !snap.status.toAct.includes(seat)) return false;
  return !ctx.desk.actorsSince(snap.record.row, version).includes(seat);
}

/**
 * Apply `action` for the clicking user against `version`, then post the new turn message. Answers the user
 * privately with what happened (including events only they may read). Returns true when applied.
 */
export async function applyAndPost(
  ctx: BotContext,
  interaction: RepliableInteraction,
  row: number,
  action: unknown,
  version: number,
  doneText: string,
): Promise<boolean> {
  const user = userOf(interaction);
  // The interaction is acknowledged already: a database locked by another process is waited out on timers.
  const result = await retryWhileBusy(() => ctx.desk.act(row, user, action, version));
  if (!result.ok) {
    await explain(ctx, interaction, result, row);
    return false;
  }
  const record = result.value.record;
  const seat = seatOf(record, user.id);
  const names = namesOf(record);
  const mine = result.value.events
    .filter((e) => e.to && seat !== null && e.to.includes(seat))
    .map((e) => formatSeats(e.text, names));
  try {
    const posted = await postTurn(ctx, row, result.value.events);
    if (!posted) {
      await tell(
        interaction,
        'Your move was saved, but I cannot reach the game thread any more to post the turn.',
      );
      return true;
    }
  } catch (error) {
    const why = describePermissionError(error);
    if (!why) throw error;
    await tell(interaction, `Your move was saved, but I could not post the new turn: ${why}`);
    return true;
  }
  const text = [doneText, ...mine].filter((t) => t).join('\n');
  if (text) await tell(interaction, text);
  return true;
}

export function isAdminish(interaction: RepliableInteraction): boolean {
  const perms = interaction.memberPermissions;
  return !!perms && (perms.has('ManageThreads') || perms.has('Administrator'));
}

export { sendable };
