export {
  DEFAULT_BUSY_TIMEOUT_MS,
  openDatabase,
  openStore,
  Store,
  type GameSummary,
  type OpenStoreOptions,
} from './store';
export { DatabaseCheckError, explainDatabaseError, isBusyError, quickCheck, writeCheck } from './checks';
export {
  loadMigrations,
  migrate,
  schemaVersion,
  MIGRATIONS_DIR,
  type Migration,
  type MigrateResult,
} from './migrate';
export {
  StatsStore,
  type MoveWait,
  type PlayedGame,
  type PlayedSeat,
  type SeatResult,
  type UnsummedGame,
} from './stats';
export { ReminderStore, type ReminderCandidate, type ReminderQuery } from './reminders';
export { ShownReminderStore, type ShownReminder } from './reminders-shown';
export { NoticesLaterStore, type KeptNotice, NOTICES_KEPT_PER_GAME } from './notices-later';
export * from './types';
export { SummaryMessageStore, type RematchClaim } from './summaries';
export { TurnMessageStore, type TurnMessage, type MessageAbove, type BehindGame } from './turn-messages';
export {
  acquireInstanceLock,
  isLiveHolder,
  liveLockHolders,
  InstanceLockError,
  DEFAULT_LOCK_HEARTBEAT_MS,
  DEFAULT_LOCK_STALE_MS,
  type InstanceLockOptions,
  type LockHolder,
} from './instance-lock';
