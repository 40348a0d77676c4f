import { EmbedBuilder } from 'discord.js';
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { tell } from '../discord/respond';
import { namesOf } from '../discord/names';
import { publicLines } from '../discord/turn';

export const LOG_PAGE_LINES = 20;

export const log: Subcommand = {
  name: 'log',
  description: 'Read what happened in this game, newest page first',
  defer: 'ephemeral',
  options: (sub) =>
    sub.addIntegerOption((o) =>
      o
        .setName('page')
        .setDescription('Page 1 is the most recent; higher pages go further back')
        .setMinValue(1),
    ),
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const lines = publicLines(ctx.desk.log(record.row), namesOf(record));
    if (lines.length === 0) return tell(interaction, 'Nothing has happened yet.');
    const pages = Math.ceil(lines.length / LOG_PAGE_LINES);
    const page = Math.min(interaction.options.getInteger('page') ?? 1, pages);
    const end = lines.length - (page - 1) * LOG_PAGE_LINES;
    const shown = lines.slice(Math.max(0, end - LOG_PAGE_LINES), end);
    const embed = new EmbedBuilder()
      .setTitle(`Game log — page ${page} of ${pages}`)
      .setDescription(shown.join('\n').slice(0, 4000));
    await tell(interaction, { content: '', embeds: [embed], components: [] });
  },
};
