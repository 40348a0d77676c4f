/**
 * Lobby buttons: Join, Leave, Add bot, Remove bot, Start, and the select of bot strengths (Add bot with a
 * kind). The lobby message is edited in place as seats fill, one edit after another, each showing the lobby as it
 * is when it is made (`ThreadKeeper.refreshLobby`): clicks at once cannot leave an older lobby on show.
 */
import type { RepliableInteraction } from 'discord.js';
import type { App } from '../app';
import { isOver } from '../../store';
import type { ControlOf } from '../custom-id';
import { answerSaved } from '../play';
import { explain } from '../refusals';
import { ackUpdate, tell } from '../respond';
import { savedButNotPosted } from '../not-posted';
import { LOBBY_CLOSED_TEXT } from '../texts';
import { deciderName, isAdminish, userOf } from '../users';
import { postOrKeep } from '../notices-later';
import type { TableGame } from '../../table';
import type { Click } from './types';

export async function lobbyClick(
  app: App,
  interaction: Click,
  id: ControlOf<'join' | 'leave' | 'addbot' | 'addkind' | 'rmbot' | 'start'>,
): Promise<void> {
  await ackUpdate(interaction);
  const game = app.desk.byRow(id.row);
  if (!game) return tell(interaction, 'That game no longer exists.');
  if (game.record.lifecycle !== 'lobby') {
    return tell(
      interaction,
      isOver(game.record) ? LOBBY_CLOSED_TEXT : 'This game has already started — the lobby is closed.',
    );
  }
  const user = userOf(interaction);
  // The lobby message is edited through this click (./message-editors.ts), outside Discord's global limit.
  app.threads.editors.note(interaction);
  if (id.verb === 'start') {
    await startLobby(app, interaction, id.row);
    return;
  }
  const result =
    id.verb === 'join'
      ? app.desk.join(id.row, user)
      : id.verb === 'leave'
        ? app.desk.leave(id.row, user)
        : id.verb === 'rmbot'
          ? app.desk.removeBot(id.row, user)
          : app.desk.addBot(
              id.row,
              user,
              id.verb === 'addkind' && interaction.isStringSelectMenu() ? interaction.values[0] : undefined,
            );
  if (!result.ok) return explain(app, interaction, result, id.row);
  await showSavedLobby(app, interaction, id.row, seatChangeText(id.verb, result.value, user.id));
}

/**
 * Start the lobby's game `row` for whoever pressed **Start** or ran `/oil start`: the host, or a moderator
 * (Manage Threads) when the host is not around, which the thread is told. A refusal, or a start saved but not
 * posted, is told to them privately; true when the game started and its first turn is up.
 */
export async function startLobby(app: App, interaction: RepliableInteraction, row: number): Promise<boolean> {
  const hostUserId = app.desk.byRow(row)?.record.hostUserId;
  const started = app.desk.start(row, userOf(interaction), isAdminish(interaction));
  if (!started.ok) {
    await explain(app, interaction, started, row);
    return false;
  }
  // The game is saved. Who started it in the host's place is said first, so that the thread reads in order (a
  // line Discord refuses is kept and said later, ./notices-later.ts); then its first turn goes up, before
  // anything cosmetic.
  if (hostUserId && hostUserId !== interaction.user.id) {
    // A game starts once, so its row is the notice's key.
    const line = `${deciderName(interaction, hostUserId)} started this game in place of the host, <@${hostUserId}>.`;
    await postOrKeep(app, row, started.value.snap.record.channelId, line, { row }, `m${row}`);
  }
  const synced = await app.threads.sync(row);
  await app.threads.refreshLobby(row);
  if (!synced.ok) await tell(interaction, savedButNotPosted(synced, 'The start'));
  return synced.ok;
}

/**
 * Show the lobby of game `row` on its lobby message once a change to it is saved. A lobby message Discord will
 * not update is no reason to press again: the player is told plainly what was done (`done`).
 */
export async function showSavedLobby(app: App, interaction: Click, row: number, done: string): Promise<void> {
  await answerSaved(
    app,
    interaction,
    `${done} I could not update the lobby message to show it.`,
    'Your change',
    async () => {
      const shown = await app.threads.refreshLobby(row);
      if (!shown.ok) throw shown.error;
    },
  );
}

/** What a saved seat change did, in the words of the one who made it. */
function seatChangeText(
  verb: 'join' | 'leave' | 'addbot' | 'addkind' | 'rmbot',
  game: TableGame,
  userId: string,
): string {
  switch (verb) {
    case 'join':
      return `You joined — seat ${game.seats.findIndex((s) => s.userId === userId) + 1}.`;
    case 'leave':
      return 'You left the lobby.';
    case 'addbot':
    case 'addkind':
      return `You added a bot — seat ${game.seats.length}.`;
    case 'rmbot':
      return 'You removed a bot.';
  }
}
