/**
 * The playground page's HTTP + SSE API, mounted on the stand-in's own server beside its /api/v10, /gateway and
 * /attachments: the JSON shapes shared by the bridge (server side) and the page (browser side).
 *
 * Every request names the acting person (one of the playground's people, by id); the tab chooses it, so two
 * tabs can be two different people. The server only ever sends a person the ephemeral messages addressed to
 * them. Messages, embeds and components are Discord API v10 objects exactly as the bot sent them (attachment
 * URLs made relative to the page's origin).
 *
 *   GET  /                                the page (also /?user=<name or id>#<channelId>)
 *   GET  /app.js, /app.css                the page's script (web/client bundled by esbuild) and style
 *   GET  /emoji/<code points>.svg         an emoji's Twemoji picture (web/emoji-files.ts), as "1f3c6.svg"
 *   GET  /bridge/world                    WorldInfo: the server, its channels and threads, the people
 *   GET  /bridge/commands                 CommandInfo[]: the slash commands the bot registered
 *   GET  /bridge/channels/:id/messages?user=<id>[&limit=<n>]
 *                                         MessagesResponse: the channel as that person sees it, its newest
 *                                         `limit` messages (default 100, at most 1000), oldest first
 *   POST /bridge/run           RunCommandRequest    run a slash command             → ActionResponse
 *   POST /bridge/autocomplete  RunCommandRequest    choices for the focused option  → AutocompleteResponse
 *   POST /bridge/click         ClickRequest         click a button                  → ActionResponse
 *   POST /bridge/select        SelectRequest        choose in a select menu         → ActionResponse
 *   POST /bridge/submit        SubmitModalRequest   submit the modal the bot opened → ActionResponse
 *   POST /bridge/dismiss       DismissRequest       dismiss one of your ephemerals  → ActionResponse
 *   POST /bridge/say           SayRequest           post a plain message, as the person in Discord's
 *                                                   client (trimmed; blank or over 2000 characters is
 *                                                   refused with 400) → ActionResponse
 *   GET  /bridge/events?user=<id>         Server-Sent Events: one JSON `PageEvent` per `data:` line
 *   GET  /files/<path>                    only when the backend serves files itself (the page's own tests)
 *
 * An action answers once the bot acknowledged it (Discord's 3 seconds): `{ ok: true }`, with `modal` when the
 * bot answered with a form to open, or `{ ok: false, error }` when it did not answer or the stand-in refused.
 * Bad requests get 400 with `{ error }` in words; an unknown channel or route 404.
 */
import type {
  APIApplicationCommandOptionChoice,
  APIMessage,
  APIModalInteractionResponseCallbackData,
  ApplicationCommandOptionType,
  ChannelType,
} from 'discord-api-types/v10';

/** Where the page finds an emoji's picture (client/emoji.ts), named by its code points in hex as Twemoji names it. */
export const EMOJI_PATH = '/emoji/';

/** One of the people a tab can act as. */
export interface PersonInfo {
  id: string;
  /** The name shown: the display name, else the username. */
  name: string;
  /** The account's username ("ana"), which `?user=` may give when the display name differs ("Ana Smith"). */
  username: string;
  /** CSS colour of their avatar and name. */
  color: string;
  bot?: boolean;
}

export interface ChannelInfo {
  id: string;
  name: string;
  type: ChannelType;
  /** For a thread: the channel it lives under. */
  parentId?: string;
  /** Threads are listed under their parent, newest first; archived ones are greyed. */
  archived?: boolean;
  /** Sort key (position for channels, creation order for threads). */
  position: number;
}

export interface WorldInfo {
  guild: { id: string; name: string };
  channels: ChannelInfo[];
  people: PersonInfo[];
  /** The bot's user (its messages show the BOT tag). */
  bot: PersonInfo | null;
}

/** A registered slash command, as the page needs it for the command box. */
export interface CommandInfo {
  id: string;
  name: string;
  description: string;
  options: CommandOptionInfo[];
}

export interface CommandOptionInfo {
  type: ApplicationCommandOptionType;
  name: string;
  description: string;
  required?: boolean;
  choices?: APIApplicationCommandOptionChoice[];
  autocomplete?: boolean;
  /** Subcommands and groups carry their own options. */
  options?: CommandOptionInfo[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
}

/** A filled-in option; subcommands nest their options as Discord sends them. */
export interface OptionValue {
  name: string;
  type: ApplicationCommandOptionType;
  value?: string | number | boolean;
  options?: OptionValue[];
  focused?: boolean;
}

/** A message plus what the page needs to show it to this user. */
export interface PageMessage {
  message: APIMessage;
  /** True when only this user can see it (an ephemeral reply to them). */
  ephemeral: boolean;
}

export interface MessagesResponse {
  channelId: string;
  messages: PageMessage[];
  /** True when older messages were left out (ask again with a larger limit). */
  hasMore: boolean;
}

export const DEFAULT_MESSAGE_LIMIT = 100;
export const MAX_MESSAGE_LIMIT = 1000;

export interface RunCommandRequest {
  user: string;
  channelId: string;
  /** Command name (without the slash). */
  name: string;
  options: OptionValue[];
}

export type AutocompleteRequest = RunCommandRequest;

export interface AutocompleteResponse {
  choices: APIApplicationCommandOptionChoice[];
}

export interface ClickRequest {
  user: string;
  channelId: string;
  messageId: string;
  customId: string;
}

export interface SelectRequest extends ClickRequest {
  values: string[];
}

export interface SubmitModalRequest {
  user: string;
  channelId: string;
  /** The message whose component opened the modal, if any. */
  messageId?: string;
  customId: string;
  /** Text input custom id → value. */
  fields: Record<string, string>;
}

export interface DismissRequest {
  user: string;
  channelId: string;
  messageId: string;
}

/** A person's plain message in a channel or thread: everyone who can see it gets it, the bot too if it asked. */
export interface SayRequest {
  user: string;
  channelId: string;
  content: string;
}

export type ActionResponse =
  { ok: true; modal?: APIModalInteractionResponseCallbackData } | { ok: false; error: string };

/** What arrives on /bridge/events, already filtered for the tab's user. */
export type PageEvent =
  | { type: 'hello'; user: string }
  | { type: 'message'; channelId: string; message: PageMessage }
  | { type: 'messageDelete'; channelId: string; messageId: string }
  | { type: 'world'; world: WorldInfo }
  | { type: 'commands'; commands: CommandInfo[] };

export const EPHEMERAL_FLAG = 1 << 6;
export const LOADING_FLAG = 1 << 7;
