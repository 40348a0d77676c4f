import type {
  APIApplicationCommand,
  APIApplicationCommandOptionChoice,
  APIInteraction,
  APIMessage,
  APIModalInteractionResponseCallbackData,
  APIOverwrite,
  APIRole,
  APIUser,
  ChannelType,
  InteractionResponseType,
  InteractionType,
} from 'discord-api-types/v10';

/** The `guildId` of DM channels and of what happens in them. */
export const DM_GUILD = '';

export interface MemberRecord {
  userId: string;
  roles: string[];
  joinedAt: string;
  nick: string | null;
}

export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
  roles: APIRole[];
  members: Map<string, MemberRecord>;
  joinedAt: string;
  /** Guild-wide cap on active (unarchived) threads (Discord: 1000). */
  activeThreadLimit: number;
}

export interface ThreadMetadataRecord {
  archived: boolean;
  autoArchiveDuration: 60 | 1440 | 4320 | 10080;
  archiveTimestamp: string;
  locked: boolean;
  invitable: boolean;
  createTimestamp: string;
  /** Clock time (ms) of the latest activity: creation, a message, an unarchive. Auto-archiving counts from it. */
  lastActivityAt: number;
}

export type StandInChannelType =
  | ChannelType.GuildText
  | ChannelType.GuildAnnouncement
  | ChannelType.GuildForum
  | ChannelType.GuildVoice
  | ChannelType.PublicThread
  | ChannelType.PrivateThread
  | ChannelType.AnnouncementThread
  | ChannelType.DM;

export interface ChannelRecord {
  id: string;
  /** The guild; '' (DM_GUILD) for a DM channel, which belongs to no guild. */
  guildId: string;
  /** A DM channel's other end (the bot is the one end). */
  recipient?: APIUser;
  name: string;
  type: StandInChannelType;
  position: number;
  topic: string | null;
  parentId: string | null;
  ownerId: string | null;
  thread: ThreadMetadataRecord | null;
  /** Permission overwrites (guild channels; threads use their parent's). */
  overwrites: APIOverwrite[];
  memberIds: Set<string>;
  messageCount: number;
  lastMessageId: string | null;
}

/** A message as stored: the API object plus who may see it (ephemeral messages have one viewer). */
export interface StoredMessage {
  message: APIMessage;
  guildId: string;
  /** User id for an ephemeral message, null for a public one. */
  visibleTo: string | null;
}

export interface StoredAttachment {
  id: string;
  channelId: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface CommandRecord {
  command: APIApplicationCommand;
}

export interface InteractionAck {
  type: InteractionResponseType;
  at: number;
}

export interface InteractionRecord {
  id: string;
  token: string;
  type: InteractionType;
  userId: string;
  guildId: string;
  channelId: string;
  createdAt: number;
  payload: APIInteraction;
  ack: InteractionAck | null;
  /** For component and modal interactions from a message: the message carrying the component. */
  sourceMessageId: string | null;
  /** The `@original` message: the response (types 4/5) or the source message (types 6/7). */
  originalMessageId: string | null;
  followupIds: string[];
  autocompleteChoices: APIApplicationCommandOptionChoice[] | null;
  modal: APIModalInteractionResponseCallbackData | null;
}

export type { APIUser };
