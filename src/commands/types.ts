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

/** Who sees a command's answer: only its user, or the channel. */
export type Acknowledgement = 'ephemeral' | 'public';

export interface Subcommand {
  name: string;
  description: string;
  /** Adds this subcommand's options. */
  options?(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /**
   * How the router acknowledges before `execute` runs: a private or a public "thinking…", or, for a command public
   * only some of the time, what its options and channel choose (a reply can't change sides after it).
   */
  defer: Acknowledgement | ((app: App, interaction: ChatInputCommandInteraction) => Acknowledgement);
  /** Runs after the interaction was deferred; answers with `editReply` / `followUp`. */
  execute(app: App, interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(app: App, interaction: AutocompleteInteraction): Promise<void>;
}
