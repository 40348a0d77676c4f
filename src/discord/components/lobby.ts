/** Lobby buttons: Join, Leave, Add bot, Start. The lobby message is edited in place as seats fill. */
import type { BotContext } from '../context';
import type { CustomId } from '../custom-id';
import { explain, lobbyMessage, postTurn, userOf } from '../flows';
import { ackUpdate, tell } from '../respond';
import type { Click } from './types';

export async function lobbyClick(ctx: BotContext, interaction: Click, id: CustomId): Promise<void> {
  await ackUpdate(interaction);
  const record = ctx.desk.byRow(id.game);
  if (!record) return tell(interaction, 'That game no longer exists.');
  if (record.phase !== 'lobby') {
    return tell(
      interaction,
      record.phase === 'over'
        ? 'This lobby was closed — start a new game with `/oil new`.'
        : 'This game has already started — the lobby is closed.',
    );
  }
  const user = userOf(interaction);
  if (id.verb === 'start') {
    const started = ctx.desk.start(id.game, user);
    if (!started.ok) return explain(ctx, interaction, started, id.game);
    const lobby = lobbyMessage(ctx, started.value.record);
    if (lobby) await interaction.editReply({ embeds: lobby.embeds, components: [] });
    await postTurn(ctx, id.game, started.value.events);
    return;
  }
  const result =
    id.verb === 'join'
      ? ctx.desk.join(id.game, user)
      : id.verb === 'leave'
        ? ctx.desk.leave(id.game, user)
        : ctx.desk.addBot(id.game, user);
  if (!result.ok) return explain(ctx, interaction, result, id.game);
  const lobby = lobbyMessage(ctx, result.value);
  if (lobby) await interaction.editReply({ embeds: lobby.embeds, components: lobby.components });
}
