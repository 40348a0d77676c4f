export { openDatabase, openStore, Store, type GameSummary, type OpenStoreOptions } from './store';
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
export { TurnMessageStore, type TurnMessage, type BehindGame } from './turn-messages';
