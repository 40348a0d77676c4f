/**
 * The page buttons of `/oil rules` and `/oil log` (src/discord/pager.ts): a click edits the clicker's own
 * private reply in place. A damaged or forged button, or one whose game or page is gone, gets a short private
 * answer and changes nothing.
 */
import { logReply, NOTHING_YET } from '../../commands/log';
import { noRulesText, rulesReply } from '../../commands/rules';
import type { App } from '../app';
import type { ControlOf } from '../custom-id';
import { pageTargetOf } from '../pager';
import { ackReply, ackUpdate, tell, turnPrivately } from '../respond';
import { FORGED_TEXT } from '../texts';
import type { Click } from './types';

function goneText(pages: number, what: string): string {
  const count = pages === 1 ? 'only 1 page' : `${pages} pages`;
  return `That page is not there any more (${what} has ${count}).`;
}

export async function pageClick(app: App, interaction: Click, id: ControlOf<'page'>): Promise<void> {
  const target = pageTargetOf(id);
  if (!target) {
    app.log.warn({ customId: interaction.customId, user: interaction.user.id }, 'bad page button');
    await ackReply(interaction);
    return tell(interaction, FORGED_TEXT);
  }
  await ackUpdate(interaction);
  switch (target.kind) {
    case 'rules': {
      const reply = rulesReply(target.gameId, target.page);
      if (!reply) return tell(interaction, noRulesText(target.gameId));
      if (reply.page !== target.page)
        return tell(interaction, `${goneText(reply.pages, 'the rules page')} Use \`/oil rules\` again.`);
      await turnPrivately(interaction, reply.payload);
      return;
    }
    case 'log': {
      const game = app.desk.byRow(target.row);
      // The button names a game; the channel it was clicked in must be that game's.
      if (
        !game ||
        game.record.channelId !== interaction.channelId ||
        (game.record.guildId ?? '') !== interaction.guildId
      )
        return tell(
          interaction,
          'That log belongs to a game that is not in this channel: use `/oil log` in that game’s thread.',
        );
      const reply = logReply(app, game, target.page);
      if (!reply) return tell(interaction, NOTHING_YET);
      if (reply.page !== target.page)
        return tell(interaction, `${goneText(reply.pages, 'the log')} Use \`/oil log\` again.`);
      await turnPrivately(interaction, reply.payload);
      return;
    }
  }
}
