/** The seed world: who and what exists when the stand-in starts. Plain data, configurable per test. */
export interface UserSpec {
  username: string;
  globalName?: string;
  id?: string;
}

/** Permission bits as a bigint (PermissionFlagsBits.X | …) or Discord's decimal string. */
export type PermissionBits = bigint | string;

/**
 * One channel permission overwrite. Exactly one target: `everyone`, a `role` (by name: 'Admin', the bot's
 * managed role is named after the bot) or a `user` (username or display name; the bot by its name).
 */
export interface OverwriteSpec {
  everyone?: true;
  role?: string;
  user?: string;
  allow?: PermissionBits;
  deny?: PermissionBits;
}

/** The kinds of guild channel the stand-in offers. */
export type ChannelKind = 'text' | 'announcement' | 'forum' | 'voice';

export interface ChannelSpec {
  name: string;
  /** Fixed id for ids that survive restarts. */
  id?: string;
  /** Default 'text'. */
  kind?: ChannelKind;
  overwrites?: OverwriteSpec[];
}

export interface RoleSpec {
  name: string;
  permissions: PermissionBits;
  /** Usernames given this role. */
  members?: string[];
}

export interface GuildSpec {
  name: string;
  /** Fixed id (a snowflake); by default ids are spread so consecutive guilds fall on consecutive shards. */
  id?: string;
  /** Channels: names (text channels), or specs with a kind, a fixed id and permission overwrites. */
  channels?: (string | ChannelSpec)[];
  /** Usernames of members (humans); default: every user of the world. */
  members?: string[];
  /** Usernames given the Admin role (Administrator permission). */
  admins?: string[];
  /** @everyone's permissions (default: Discord's defaults for a new server, EVERYONE_PERMISSIONS). */
  everyone?: PermissionBits;
  /** The bot's managed role (default: exactly the invite's permissions, PERMISSIONS_INTEGER). */
  botPermissions?: PermissionBits;
  /** More roles (below the bot's managed role). */
  roles?: RoleSpec[];
  /** Guild-wide cap on active (unarchived) threads; Discord's is 1000. */
  activeThreadLimit?: number;
}

export interface WorldSpec {
  /** The bot token discord.js logs in with (without the `Bot ` prefix). */
  token?: string;
  botName?: string;
  /** Fixed application (= bot user) id, for ids that survive restarts; random by default. */
  botId?: string;
  users?: UserSpec[];
  guilds?: GuildSpec[];
}

export const DEFAULT_TOKEN = 'playground.bot.token';

/** Discord's cap on active threads per guild. */
export const DEFAULT_ACTIVE_THREAD_LIMIT = 1000;

export const defaultWorld: Required<Pick<WorldSpec, 'token' | 'botName' | 'users' | 'guilds'>> = {
  token: DEFAULT_TOKEN,
  botName: 'Derrick',
  users: [
    { username: 'ana', globalName: 'Ana' },
    { username: 'ben', globalName: 'Ben' },
    { username: 'caro', globalName: 'Caro' },
    { username: 'dev', globalName: 'Dev' },
  ],
  guilds: [
    {
      name: 'Derrick Playground',
      channels: [
        'general',
        'oil-springs',
        'catan',
        'merit-oil',
        'wildcatters',
        { name: 'forum-games', kind: 'forum' },
        { name: 'announcements', kind: 'announcement' },
      ],
      admins: ['ana'],
    },
  ],
};
