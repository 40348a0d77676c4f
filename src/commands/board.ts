import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import type { Subcommand } from './types';
import { gameHere } from './here';
import { tell } from '../discord/respond';
import { BOARD_FILE } from '../discord/turn';

export const board: Subcommand = {
  name: 'board',
  description: 'Post a fresh picture of the board',
  defer: 'public',
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const snap = ctx.desk.snapshot(record.row);
    if (!snap || record.phase === 'lobby') return tell(interaction, 'The game has not started yet.');
    const presenter = ctx.presenter(record.gameId);
    const picture = await presenter.render(snap);
    const file = new AttachmentBuilder(picture, {
      name: BOARD_FILE,
      description: presenter.altText(snap).slice(0, 1024),
    });
    const embed = new EmbedBuilder()
      .setTitle(`${snap.module.title} — move ${record.version}`)
      .setImage(`attachment://${BOARD_FILE}`)
      .addFields({ name: 'Scores', value: presenter.scoreLines(snap).join('\n').slice(0, 1024) || '—' });
    await interaction.editReply({ embeds: [embed], files: [file], allowedMentions: { parse: [] } });
  },
};
