/**
 * The playground's world: one server, a few channels, and the four people a tab can play as. Every id is fixed
 * (people, server, channels, the bot), so seats and games saved in the database still belong to the same people
 * and channels after a restart.
 */
import type { WorldSpec } from '../world';

export const PLAYGROUND_GUILD_ID = '1180000000000000000';

export const playgroundWorld: WorldSpec = {
  botName: 'Derrick',
  botId: '1180000000000000001',
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
      channels: [
        { name: 'general', id: '1180000000000000201' },
        { name: 'oil-springs', id: '1180000000000000202' },
        { name: 'catan', id: '1180000000000000203' },
        { name: 'merit-oil', id: '1180000000000000204' },
        { name: 'wildcatters', id: '1180000000000000205' },
      ],
      admins: ['ana'],
    },
  ],
};
