export { startStandIn, type StandIn, type StandInOptions, type PageHandler } from './server';
export {
  Driver,
  DriverError,
  commandFromTree,
  type OptionTreeNode,
  InteractionHandle,
  type AutocompleteRequest,
  type ButtonClick,
  type ChannelRef,
  type DriverEvents,
  type DriverMessageEvent,
  type MessageWaitOptions,
  type ModalSubmission,
  type OptionValue,
  type SelectChoice,
  type SlashCommand,
  type UserRef,
  type WaitOptions,
} from './driver';
export type { FaultSpec, FaultKind, ActiveFault } from './faults';
export {
  defaultWorld,
  DEFAULT_TOKEN,
  DEFAULT_ACTIVE_THREAD_LIMIT,
  type WorldSpec,
  type GuildSpec,
  type UserSpec,
  type ChannelSpec,
  type ChannelKind,
  type OverwriteSpec,
  type RoleSpec,
} from './world';
export { Clock } from './clock';
export {
  DEFAULT_RATE_LIMITS,
  DISCORD_LIKE_RATE_LIMITS,
  type RateLimitOptions,
  type RateLimitRule,
  type RouteRateLimit,
} from './rate-limits';
export type { NetworkDelaySpec } from './network-delay';
export { LIMITS } from './limits';
export { guildIdOnShard, shardOfGuild } from './snowflake';
export { SessionStarts, SESSION_START_DEFAULTS, type SessionStartOptions } from './session-starts';
