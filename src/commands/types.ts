/**
 * One file per `/oil` subcommand: its builder (`build`) and its `execute`. `src/commands/index.ts` assembles
 * them into the single `/oil` command that `npm run deploy-commands` registers.
 */
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { App } from '../discord/app';

export interface Subcommand {
  name: string;
  description: string;
  /** Adds this subcommand's options. */
  options?(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /**
   * How the router acknowledges before `execute` runs: a private or a public "thinking…"; `public-outside-games`:
   * public, but private inside a game's thread (a listing that would otherwise pile up among its turns).
   */
  defer: 'ephemeral' | 'public' | 'public-outside-games';
  /** Runs after the interaction was deferred; answers with `editReply` / `followUp`. */
  execute(app: App, interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(app: App, interaction: AutocompleteInteraction): Promise<void>;
}
