/**
 * `/oil leave`: in the lobby, give up your seat; once the game has started, a bot takes your seat for good
 * and the game goes on (the log and the thread say so). `/oil leave player:@user`: the host (or someone with
 * Manage Threads) hands an absent player's seat to a bot; the player keeps it and takes it back with
 * `/oil return`; in the lobby, it takes their seat away. `seat:<n>` names the seat by number instead, for a
 * player who left the server (Discord no longer offers them to pick).
 */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { NOT_SEATED, explain } from '../discord/refusals';
import { userOf } from '../discord/users';
import { tell } from '../discord/respond';
import { leaveConfirmRow, leaveOutcome, leaveQuestion } from '../discord/components';
import { announceSeatChange } from '../discord/clocks-seats';
import { safeName } from '../discord/names';
import { deciderName, isAdminish } from '../discord/users';
import type { App } from '../discord/app';
import type { SeatInfo, TableGame } from '../table';
import type { ChatInputCommandInteraction } from 'discord.js';

export const leave: Subcommand = {
  name: 'leave',
  description:
    'Give up your seat (mid-game a bot plays it); host or admin: hand an absent player’s seat to a bot',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addUserOption((o) =>
        o
          .setName('player')
          .setDescription(
            'Host or admin: an absent player (a bot plays till they return; lobby: seat freed)',
          ),
      )
      .addIntegerOption((o) =>
        o
          .setName('seat')
          .setDescription('Or their seat number (1 = first), for a player who left the server')
          .setMinValue(1)
          .setMaxValue(8),
      ),
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const player = interaction.options.getUser('player');
    const number = interaction.options.getInteger('seat');
    // Someone else's seat, named by the player or (for one who left the server, whom Discord no longer lists) by
    // its number.
    if ((player && player.id !== interaction.user.id) || number !== null) {
      const seat = player
        ? game.seats.find((s) => s.userId === player.id)
        : game.seats.find((s) => s.seat + 1 === number);
      if (!seat?.userId) {
        const where = game.record.lifecycle === 'lobby' ? 'lobby' : 'game';
        return tell(
          interaction,
          player
            ? `${safeName(player.displayName)} has no seat in this ${where}.`
            : seat
              ? `Seat ${number} is a bot’s.`
              : `There is no seat ${number} in this ${where}.`,
        );
      }
      if (seat.userId !== interaction.user.id) {
        return game.record.lifecycle === 'lobby'
          ? removeFromLobby(app, interaction, game, seat, seat.userId)
          : handOverSeat(app, interaction, game, seat);
      }
    }
    const row = game.record.id;
    if (game.record.lifecycle === 'active') {
      // Leaving mid-game is for good: asked first (components/leave-game.ts does it on "Yes").
      const mine = game.seats.find((s) => s.userId === interaction.user.id);
      if (!mine) return tell(interaction, NOT_SEATED);
      const leaving = leaveOutcome(game, mine.seat);
      return tell(interaction, {
        content: leaveQuestion(leaving, mine),
        components: [leaveConfirmRow(row, game.record.version, leaving)],
      });
    }
    const result = app.desk.leave(row, userOf(interaction));
    if (!result.ok) return explain(app, interaction, result, row);
    await app.threads.refreshLobby(result.value.record.id);
    await tell(interaction, 'You left the lobby.');
  },
};

/**
 * The host (or an admin) takes `seat` (of `userId`) off the lobby's table: one who joined and will not come need not hold a
 * seat until the lobby is closed. They may join again.
 */
async function removeFromLobby(
  app: App,
  interaction: ChatInputCommandInteraction,
  game: TableGame,
  seat: SeatInfo,
  userId: string,
): Promise<void> {
  const name = safeName(seat.name);
  if (userId === game.record.hostUserId)
    return tell(interaction, `${name} hosts this lobby, so their seat stays: \`/oil end\` closes the lobby.`);
  const r = app.desk.removePlayer(
    game.record.id,
    { id: interaction.user.id, isAdmin: isAdminish(interaction) },
    userId,
  );
  if (!r.ok) {
    return tell(
      interaction,
      r.code === 'not-host'
        ? `Only the host or a server admin (Manage Threads) can take ${name}’s seat away.`
        : r.message,
    );
  }
  await app.threads.refreshLobby(r.value.record.id);
  await tell(interaction, `${name} no longer has a seat in this lobby (they may join again).`);
}

/** The host hands `seat`'s player's seat to a bot until they return. */
async function handOverSeat(
  app: App,
  interaction: ChatInputCommandInteraction,
  game: TableGame,
  seat: SeatInfo,
): Promise<void> {
  const r = app.desk.seats.handOver(
    game.record.id,
    { userId: interaction.user.id, isAdmin: isAdminish(interaction) },
    seat.seat,
  );
  if (!r.ok) return explain(app, interaction, r, game.record.id);
  const name = safeName(seat.name);
  // The thread says who decided: a server admin who is not the host is named as such, not as the host.
  const by =
    game.record.hostUserId === interaction.user.id
      ? 'The host'
      : deciderName(interaction, game.record.hostUserId);
  await tell(interaction, `A bot plays ${name}’s seat now; \`/oil return\` gives it back to them.`);
  await announceSeatChange(
    app,
    r,
    `🤖 ${by} handed ${name}’s seat to a bot until they come back with \`/oil return\`.`,
  );
}
