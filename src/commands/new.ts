/** `/oil new game:<…> [options]`: open a lobby in a new thread. */
import {
  ChannelType,
  type ChatInputCommandInteraction,
  type ForumChannel,
  type TextChannel,
} from 'discord.js';
import { getGame, listGames } from '../games/registry';
import type { App } from '../discord/app';
import { DEFAULT_GAME_LENGTH, GAME_LENGTHS, type GameLength } from '../games/merit-oil/data';
import { userOf } from '../discord/users';
import { openLobbyThread } from '../discord/open-lobby';
import { missingPermissions, missingPermissionsText } from '../discord/permissions';
import { tell } from '../discord/respond';
import { listWords, safeName } from '../discord/names';
import { addClockOptions, applyClockOptions } from '../discord/clocks-lobby';
import type { Subcommand } from './types';

/** Merit's "Oil" game lengths as slash choices, the default first (the numbers are the design's). */
function meritLengthChoices(): { name: string; value: string }[] {
  const lengths = Object.entries(GAME_LENGTHS) as [GameLength, (typeof GAME_LENGTHS)[GameLength]][];
  return lengths
    .sort(([a], [b]) => Number(b === DEFAULT_GAME_LENGTH) - Number(a === DEFAULT_GAME_LENGTH))
    .map(([value, l]) => ({
      name: `${value}: ${l.rounds ? `${l.rounds} rounds` : 'until every bill of lading is used'}${value === DEFAULT_GAME_LENGTH ? ' (recommended)' : ''}`,
      value,
    }));
}

/** Slash options that map to game options (each game's optionsSchema decides what it accepts). */
export const GAME_OPTIONS = [
  {
    option: 'map',
    key: 'map',
    description: 'Board: the beginner map, or a shuffled one (can be volatile)',
    choices: [
      { name: 'beginner map (recommended)', value: 'beginner' },
      { name: 'variable: shuffled terrain and numbers', value: 'variable' },
    ],
  },
  {
    option: 'sequestering',
    key: 'sequestering',
    description: 'Oil Springs: use oil and sequester in one turn?',
    choices: [
      { name: 'starting rules: use oil or sequester, not both', value: 'starting' },
      { name: 'wide open: both in one turn (still 1 sequester)', value: 'wide-open' },
    ],
  },
  {
    option: 'length',
    key: 'length',
    description: 'Merit\'s "Oil": when the game ends',
    choices: meritLengthChoices(),
  },
] as const;

/**
 * The options given that `kept` (the game's parsed options) has no place for, in words ("`length:` is not an
 * option of Catan, so it was left out."), or null: a game's schema drops another game's options without a word,
 * and the host would believe a Catan lobby opened with `length:short` was a short game.
 */
export function leftOutWords(
  given: Record<string, unknown>,
  kept: Record<string, unknown>,
  title: string,
): string | null {
  const left = GAME_OPTIONS.filter((o) => o.key in given && !(o.key in kept)).map((o) => `\`${o.option}:\``);
  if (left.length === 0) return null;
  return left.length === 1
    ? `${left[0]!} is not an option of ${title}, so it was left out.`
    : `${listWords(left)} are not options of ${title}, so they were left out.`;
}

function gameOptions(interaction: ChatInputCommandInteraction): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of GAME_OPTIONS) {
    const v = interaction.options.getString(o.option);
    if (v !== null) out[o.key] = v;
  }
  return out;
}

/** Where a game may open its thread: a text channel (a thread) or a forum (a post); else what to say. */
async function gameHome(
  interaction: ChatInputCommandInteraction,
): Promise<{ parent: TextChannel | ForumChannel } | { refusal: string }> {
  const channel = interaction.channel ?? (await interaction.client.channels.fetch(interaction.channelId));
  if (!channel) return { refusal: 'I cannot see this channel. Use `/oil new` in a text channel.' };
  if (channel.isThread()) {
    // In a forum one talks in its posts: a game there opens as a new post of the same forum.
    const forum = channel.parent;
    if (forum?.type === ChannelType.GuildForum) return { parent: forum };
    return {
      refusal: `This is a thread, and each game opens a thread of its own: use \`/oil new\` in ${
        channel.parentId ? `<#${channel.parentId}>` : 'the channel itself'
      }.`,
    };
  }
  switch (channel.type) {
    case ChannelType.GuildText:
    case ChannelType.GuildForum:
      return { parent: channel };
    case ChannelType.GuildAnnouncement:
      return {
        refusal:
          'Announcement channels are for news, not games: use `/oil new` in a regular text channel or a forum.',
      };
    case ChannelType.GuildVoice:
    case ChannelType.GuildStageVoice:
      return {
        refusal:
          'A voice channel’s chat cannot hold game threads: use `/oil new` in a text channel or a forum.',
      };
    default:
      return { refusal: 'Use `/oil new` in a text channel or a forum: I open each game in a thread there.' };
  }
}

/** The answer to a game id no game has (a forged or mistyped option: written escaped, as typed text). */
export function unknownGameText(id: string): string {
  return `I don't know the game "${safeName(id)}". Choose one of: ${listGames()
    .map((g) => g.id)
    .join(', ')}.`;
}

export const newGame: Subcommand = {
  name: 'new',
  description: 'Open a new game’s lobby in a new thread',
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
      o.setName('seed').setDescription('A seed, to replay the same dice and shuffles').setMaxLength(64),
    );
    return addClockOptions(sub);
  },
  async execute(app: App, interaction) {
    if (!interaction.inGuild()) return tell(interaction, 'Games are played in a server channel, not in DMs.');
    const gameId = interaction.options.getString('game', true);
    const module = getGame(gameId);
    if (!module) {
      return tell(interaction, unknownGameText(gameId));
    }
    const given = gameOptions(interaction);
    const parsed = module.optionsSchema.safeParse(given);
    if (!parsed.success) {
      return tell(
        interaction,
        `Those options don't fit ${module.title}: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      );
    }
    const missing = missingPermissions(interaction.appPermissions);
    if (missing.length) return tell(interaction, missingPermissionsText(missing, 'in this channel'));
    const home = await gameHome(interaction);
    if ('refusal' in home) return tell(interaction, home.refusal);
    const { parent } = home;
    const opened = await openLobbyThread(app, parent, {
      module,
      options: parsed.data,
      host: userOf(interaction),
      guildId: interaction.guildId,
      seed: interaction.options.getString('seed') ?? undefined,
      prepare: (game) => {
        const clocked = applyClockOptions(app, game, interaction);
        if (clocked.ok) return clocked.game;
        app.log.warn({ row: game.record.id, why: clocked.message }, 'lobby clock not set');
        return game;
      },
    });
    if (!opened.ok) return tell(interaction, opened.text);
    const { thread } = opened;
    if (opened.notPosted) {
      return tell(
        interaction,
        `Lobby open in <#${thread.id}>, but I could not post its buttons because ${opened.notPosted}.`,
      );
    }
    const leftOut = leftOutWords(given, parsed.data as Record<string, unknown>, module.title);
    await tell(
      interaction,
      `Lobby open in <#${thread.id}> — you are seated as host. Invite others to press **Join**, or press **Add bot** to play against the computer, then **Start**.` +
        (leftOut ? ` ${leftOut}` : ''),
    );
  },
};
