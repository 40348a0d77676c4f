import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { tell } from '../discord/respond';
import {
  afterClosed,
  endConfirmRow,
  endQuestion,
  proposeEndRow,
  proposeEndText,
} from '../discord/components';
import { messageLink } from '../discord/game-channel';
import { LOBBY_CLOSED_TEXT } from '../discord/texts';
import { isOver } from '../store';
import { isAdminish } from '../discord/users';

export const end: Subcommand = {
  name: 'end',
  description: 'End this game (host or Manage Threads) or propose ending it (other players)',
  defer: 'ephemeral',
  async execute(app, interaction) {
    const game = await gameHere(app, interaction);
    if (!game) return;
    const { record } = game;
    // The channel's latest game may be over already (a finished game, a closed lobby): nothing to confirm.
    if (isOver(record)) {
      return tell(
        interaction,
        game.status === null
          ? LOBBY_CLOSED_TEXT
          : 'This game is over already, so there is nothing to end. Start a new one with `/oil new`.',
      );
    }
    const lobby = record.lifecycle === 'lobby';
    const mine = game.seats.find((s) => s.userId === interaction.user.id);
    if (!lobby && mine && record.hostUserId !== interaction.user.id && !isAdminish(interaction)) {
      // A vote open already (one no longer standing closed first, as the clock loop's tick would): where it is,
      // rather than a button that would only say so.
      const settled = app.desk.endVotes.settleEndVoteOf(record.id, app.desk.now());
      if (settled) await afterClosed(app, settled);
      if (settled?.outcome === 'passed')
        return tell(interaction, 'The players agreed to end this game a moment ago: it has ended.');
      const open = app.desk.endVotes.openEndVote(record.id);
      if (open?.messageId) {
        const link = messageLink(record.guildId, record.channelId, open.messageId);
        return tell(
          interaction,
          open.userId === interaction.user.id
            ? `Your proposal to end this game is open: [its message](${link}) shows who agreed so far.`
            : `A vote to end this game is open already: [its message](${link}) has the Agree and Refuse buttons.`,
        );
      }
      // A player: the host alone may end it at once, but the players may vote to (src/table/end-votes.ts).
      return tell(interaction, {
        content: proposeEndText(record.hostUserId),
        components: [proposeEndRow(record.id, record.version)],
      });
    }
    if (record.hostUserId !== interaction.user.id && !isAdminish(interaction)) {
      // Say whom to ask, and what they may do alone in a lobby: give up their seat, or take one. Someone not
      // seated in a running game has no seat to give up (a player is offered the vote above).
      const host = `<@${record.hostUserId}>`;
      const alone = mine
        ? ' To give up your own seat, press **Leave** (or `/oil leave`).'
        : ' To play in it, press **Join** (or `/oil join`).';
      return tell(
        interaction,
        lobby
          ? `Only the host or someone with the Manage Threads permission can close this lobby: ask ${host}, the host.${alone}`
          : `Only the host or someone with the Manage Threads permission can end this game: ask ${host}, the host, or a moderator.`,
      );
    }
    await tell(interaction, {
      content: endQuestion(lobby),
      components: [endConfirmRow(record.id, record.version, lobby)],
    });
  },
};
