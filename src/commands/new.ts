/** `/oil new game:<…> [options]`: open a lobby in a new thread. */
import {
  ChannelType,
  ThreadAutoArchiveDuration,
  type ChatInputCommandInteraction,
  type ThreadChannel,
} from 'discord.js';
import { getGame, listGames } from '../games/registry';
import type { BotContext } from '../discord/context';
import { lobbyMessage, userOf } from '../discord/flows';
import { describePermissionError, missingPermissions, missingPermissionsText } from '../discord/permissions';
import { tell } from '../discord/respond';
import type { Subcommand } from './types';

/** Slash options that map to game options (each game's optionsSchema decides what it accepts). */
export const GAME_OPTIONS = [
  {
    option: 'map',
    key: 'map',
    description: 'Board: the beginner map, or a shuffled one (can make a volatile game)',
    choices: [
      { name: 'beginner map (recommended)', value: 'beginner' },
      { name: 'variable: shuffled terrain and numbers', value: 'variable' },
    ],
  },
  {
    option: 'sequestering',
    key: 'sequestering',
    description: 'Oil Springs: may you use oil and sequester in the same turn?',
    choices: [
      { name: 'starting rules: use oil or sequester, not both', value: 'starting' },
      { name: 'wide open: both in one turn (still 1 sequester)', value: 'wide-open' },
    ],
  },
] as const;

function gameOptions(interaction: ChatInputCommandInteraction): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of GAME_OPTIONS) {
    const v = interaction.options.getString(o.option);
    if (v !== null) out[o.key] = v;
  }
  return out;
}

async function threadParent(interaction: ChatInputCommandInteraction) {
  const channel = interaction.channel ?? (await interaction.client.channels.fetch(interaction.channelId));
  if (!channel) return null;
  const parent = channel.isThread() ? channel.parent : channel;
  return parent && parent.type === ChannelType.GuildText ? parent : null;
}

export const newGame: Subcommand = {
  name: 'new',
  description: 'Open a lobby for a new game in a new thread',
  defer: 'ephemeral',
  options: (sub) => {
    sub.addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game to play')
        .setRequired(true)
        .addChoices(...listGames().map((g) => ({ name: g.title, value: g.id }))),
    );
    for (const g of GAME_OPTIONS) {
      sub.addStringOption((o) =>
        o
          .setName(g.option)
          .setDescription(g.description)
          .addChoices(...g.choices),
      );
    }
    sub.addStringOption((o) =>
      o
        .setName('seed')
        .setDescription('A seed to replay exactly the same dice and shuffles (optional)')
        .setMaxLength(64),
    );
    return sub;
  },
  async execute(ctx: BotContext, interaction) {
    if (!interaction.inGuild()) return tell(interaction, 'Games are played in a server channel, not in DMs.');
    const gameId = interaction.options.getString('game', true);
    const module = getGame(gameId);
    if (!module) {
      return tell(
        interaction,
        `I don't know the game "${gameId}". Choose one of: ${listGames()
          .map((g) => g.id)
          .join(', ')}.`,
      );
    }
    const parsed = module.optionsSchema.safeParse(gameOptions(interaction));
    if (!parsed.success) {
      return tell(
        interaction,
        `Those options don't fit ${module.title}: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      );
    }
    const missing = missingPermissions(interaction.appPermissions);
    if (missing.length) return tell(interaction, missingPermissionsText(missing, 'in this channel'));
    const parent = await threadParent(interaction);
    if (!parent)
      return tell(interaction, 'Use `/oil new` in a text channel: I open each game in a thread there.');
    const host = userOf(interaction);
    // Refused before a thread is made: the bot cannot delete a thread (no Manage Threads) once it exists.
    const limit = ctx.desk.lobbyLimitError(host.id);
    if (limit) return tell(interaction, limit.message);
    let thread: ThreadChannel;
    try {
      thread = await parent.threads.create({
        name: `${module.title} — ${host.name}`.slice(0, 100),
        type: ChannelType.PublicThread,
        // Games are slow: keep the thread open for a week without activity.
        autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
        reason: `Game lobby opened by ${host.name}`,
      });
    } catch (error) {
      const why = describePermissionError(error);
      if (why)
        return tell(interaction, `I could not open a thread: ${why} I need **Create Public Threads** here.`);
      throw error;
    }
    const seed = interaction.options.getString('seed') ?? undefined;
    const opened = ctx.desk.openLobby({
      gameId,
      guildId: interaction.guildId,
      channelId: thread.id,
      host,
      options: parsed.data,
      seed,
    });
    if (!opened.ok) {
      await thread.delete().catch(() => undefined);
      return tell(interaction, opened.message);
    }
    const payload = lobbyMessage(ctx, opened.value);
    if (payload) {
      const lobby = await thread.send(payload);
      ctx.desk.setLobbyMessage(opened.value.row, lobby.id);
    }
    await tell(
      interaction,
      `Lobby open in <#${thread.id}> — you are seated as host. Invite others to press **Join**.`,
    );
  },
};
