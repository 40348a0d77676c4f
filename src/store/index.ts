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
export { ReminderStore, type ReminderCandidate, type ReminderQuery } from './reminders';
export * from './types';
