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
export { defaultWorld, DEFAULT_TOKEN, type WorldSpec, type GuildSpec, type UserSpec } from './world';
export { LIMITS } from './limits';
export { shardOfGuild } from './snowflake';
