/**
 * The playground's world: one server, a few channels, and the four people a tab can play as. Ids are fixed so
 * that seats saved in the database still belong to the same people after a restart.
 */
import type { WorldSpec } from '../world';

export const PLAYGROUND_GUILD_ID = '1180000000000000000';

export const playgroundWorld: WorldSpec = {
  botName: 'Derrick',
  users: [
    { id: '1180000000000000101', username: 'ana', globalName: 'Ana' },
    { id: '1180000000000000102', username: 'ben', globalName: 'Ben' },
    { id: '1180000000000000103', username: 'caro', globalName: 'Caro' },
    { id: '1180000000000000104', username: 'dev', globalName: 'Dev' },
  ],
  guilds: [
    {
      id: PLAYGROUND_GUILD_ID,
      name: 'Derrick Playground',
      channels: ['general', 'oil-springs', 'catan', 'merit-oil', 'wildcatters'],
      admins: ['ana'],
    },
  ],
};
