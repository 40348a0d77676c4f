import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbedBuilder } from 'discord.js';
import type { Subcommand } from './types';
import { getGame, listGames } from '../games/registry';
import { tell } from '../discord/respond';

/** docs/rules/<id>.md, cut to an embed; the file is the full player-facing rules. */
export function rulesText(gameId: string): string | null {
  const path = join(process.cwd(), 'docs', 'rules', `${gameId}.md`);
  if (!existsSync(path)) return null;
  return readFileSync(path, 'utf8');
}

export const rules: Subcommand = {
  name: 'rules',
  description: 'How a game is played here, house decisions included',
  defer: 'ephemeral',
  options: (sub) =>
    sub.addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game (default: the game of this thread)')
        .addChoices(...listGames().map((g) => ({ name: g.title, value: g.id }))),
    ),
  async execute(ctx, interaction) {
    const id = interaction.options.getString('game') ?? ctx.desk.byChannel(interaction.channelId)?.gameId;
    if (!id)
      return tell(
        interaction,
        `Which game? Try \`/oil rules game:\` with one of: ${listGames()
          .map((g) => g.id)
          .join(', ')}.`,
      );
    const module = getGame(id);
    const text = rulesText(id);
    if (!module || !text) return tell(interaction, `I have no rules page for "${id}" yet.`);
    const body = text.length > 4000 ? `${text.slice(0, 3900)}\n…\n(full rules: docs/rules/${id}.md)` : text;
    await tell(interaction, {
      content: '',
      embeds: [new EmbedBuilder().setTitle(`${module.title} — rules`).setDescription(body)],
      components: [],
    });
  },
};
