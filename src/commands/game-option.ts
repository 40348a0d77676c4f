/**
 * The `game` option of `/oil rules` and `/oil leaderboard`: autocompleted from the games offered instead of
 * listed as choices. Discord counts every choice's name and value against a command's 4,000 characters, and
 * `/oil` holds all the subcommands; `/oil new` keeps its list, where a game is chosen for good. A game typed
 * without picking one is found by its id or its title, in any case.
 */
import type { AutocompleteInteraction, SlashCommandStringOption } from 'discord.js';
import { listGames } from '../games/registry';
import type { AnyGameModule } from '../games/types';

/** `option` as the `game` option, described by `description`, autocompleted. */
export function gameOption(option: SlashCommandStringOption, description: string): SlashCommandStringOption {
  return option.setName('game').setDescription(description).setAutocomplete(true);
}

/** The games whose title or id holds what is typed so far (all of them before anything is). */
export async function suggestGames(interaction: AutocompleteInteraction): Promise<void> {
  const typed = interaction.options.getFocused().trim().toLowerCase();
  const games = listGames().filter((g) => `${g.title}\n${g.id}`.toLowerCase().includes(typed));
  await interaction.respond(games.slice(0, 25).map((g) => ({ name: g.title, value: g.id })));
}

/** The game `text` names: a suggestion picked (its id), or an id or title typed out; undefined when none. */
export function gameNamed(text: string): AnyGameModule | undefined {
  const wanted = text.trim().toLowerCase();
  return listGames().find((g) => g.id === wanted || g.title.toLowerCase() === wanted);
}
