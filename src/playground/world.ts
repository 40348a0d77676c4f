/** The seed world: who and what exists when the stand-in starts. Plain data, configurable per test. */
export interface UserSpec {
  username: string;
  globalName?: string;
  id?: string;
}

export interface GuildSpec {
  name: string;
  /** Fixed id (a snowflake); by default ids are spread so consecutive guilds fall on consecutive shards. */
  id?: string;
  /** Text channels: names (['general', 'oil-springs']) or, for stable ids across restarts, { name, id }. */
  channels?: (string | { name: string; id: string })[];
  /** Usernames of members (humans); default: every user of the world. */
  members?: string[];
  /** Usernames given the Admin role (Administrator permission). */
  admins?: string[];
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
      channels: ['general', 'oil-springs', 'catan', 'merit-oil', 'wildcatters'],
      admins: ['ana'],
    },
  ],
};
