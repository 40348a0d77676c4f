/**
 * Lobby buttons: Join, Leave, Add bot, Remove bot, Start, and the select of bot strengths (Add bot with a
 * kind). The lobby message is edited in place as seats fill.
 */
import type { App } from '../app';
import { isOver } from '../../store';
import type { ControlOf } from '../custom-id';
import { lobbyFor } from '../lobby';
import { lobbyReliability } from '../reliability';
import { explain } from '../refusals';
import { ackUpdate, tell } from '../respond';
import { savedButNotPosted } from '../thread';
import { LOBBY_CLOSED_TEXT } from '../texts';
import { userOf } from '../users';
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
  if (id.verb === 'start') {
    const started = app.desk.start(id.row, user);
    if (!started.ok) return explain(app, interaction, started, id.row);
    // The game is saved: its first turn goes up before anything cosmetic that Discord might refuse.
    const synced = await app.threads.sync(id.row);
    const lobby = lobbyFor(started.value.snap);
    if (lobby) {
      await interaction
        .editReply({ embeds: lobby.embeds, components: [] })
        .catch((error: unknown) =>
          app.log.warn({ err: error, row: id.row }, 'could not close the lobby message'),
        );
    }
    if (!synced.ok) await tell(interaction, savedButNotPosted(synced, 'The start'));
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
  const lobby = lobbyFor(result.value, lobbyReliability(app, result.value));
  if (lobby) await interaction.editReply({ embeds: lobby.embeds, components: lobby.components });
}
