import type { APIMessage, APIThreadChannel, InteractionResponseType } from 'discord-api-types/v10';
import type { InteractionHandle } from './interaction-handle';
import type { OptionValue } from './interaction-payloads';

/** The shapes of the driver's requests and events (see README.md). */

/** A user: id, username ("ana") or display name ("Ana"). */
export type UserRef = string;
/** A channel or thread: id or name ("general", "#general"). */
export type ChannelRef = string;

export interface SlashCommand {
  user: UserRef;
  channel: ChannelRef;
  /** Command path: "oil", "oil new", or "oil group sub". */
  command: string;
  options?: Record<string, OptionValue>;
}

/** A plain message a user writes in a channel or thread. */
export interface UserPost {
  user: UserRef;
  channel: ChannelRef;
  content: string;
}

export interface AutocompleteRequest extends SlashCommand {
  /** The option being typed; its (partial) value goes in `options`. */
  focused: string;
}

export interface ButtonClick {
  user: UserRef;
  /** Message id (or the message itself). */
  message: string | APIMessage;
  customId: string;
}

export interface SelectChoice extends ButtonClick {
  values: string[];
}

export interface ModalSubmission {
  user: UserRef;
  /**
   * The interaction the bot answered with a modal, or the modal's custom_id (then the latest modal with that id
   * shown to this user and not yet submitted).
   */
  from: InteractionHandle | string;
  /** Text input custom_id -> value. */
  values: Record<string, string>;
}

export interface WaitOptions {
  timeoutMs?: number;
}

export interface MessageWaitOptions extends WaitOptions {
  /** Only messages this user can see (public ones and their own ephemerals). */
  user?: UserRef;
  channel?: ChannelRef;
  /** Also match messages that already exist (default true). */
  includeExisting?: boolean;
}

/** What the driver reports to listeners; ephemeral messages carry their one viewer in `visibleTo`. */
export interface DriverMessageEvent {
  message: APIMessage;
  channelId: string;
  guildId: string;
  visibleTo: string | null;
}

export interface DriverEvents {
  messageCreate: [DriverMessageEvent];
  messageUpdate: [DriverMessageEvent];
  messageDelete: [{ id: string; channelId: string; guildId: string; visibleTo: string | null }];
  threadCreate: [APIThreadChannel];
  threadUpdate: [APIThreadChannel];
  /** A thread or channel was deleted (id, guild, and the parent for a thread). */
  channelDelete: [{ id: string; guildId: string; parentId: string | null; thread: boolean }];
  /** The bot acknowledged an interaction (callback type in `responseType`). */
  interactionResponse: [{ interactionId: string; userId: string; responseType: InteractionResponseType }];
  commandsUpdate: [{ guildId: string | null }];
}
