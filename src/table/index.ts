export { DAMAGED_MESSAGE, Table, type OpenLobbyInput, type Player, type TableOptions } from './table';
export { botRng, runBotTurns, DEFAULT_MAX_BOT_ACTIONS } from './bots';
export { botOwnName, namesAtStart, shuffleSeats } from './seating';
export {
  BUSY_MESSAGE,
  INTERNAL_MESSAGE,
  DEFAULT_BUSY_BUDGET_MS,
  retryWhileBusy,
  type RetryWhileBusyOptions,
} from './busy';
export { replayGame, firstDifference, type ReplayInput, type ReplayResult } from './replay';
export {
  claimReminder,
  dueReminders,
  lapseSpentQuestions,
  DEFAULT_MAX_REMINDERS_PER_VERSION,
  type DueReminder,
  type LapsedAnswer,
  type ReminderPolicy,
} from './reminders';
export * from './types';
export { formatSeats, seatRef } from '../games/events';
export {
  FASTEST_MOVER_MIN_MOVES,
  guildStats,
  reliabilityOf,
  sumUpOver,
  type FastestMover,
  type GameTally,
  type GuildStats,
  type LeaderboardEntry,
  type LongestGame,
  type PlayerGameStats,
  type PlayerStats,
  type Reliability,
} from './stats';
export { placesOf, rateGames, type Placing, type SkillRating } from './ratings';
export { hostName } from './host-name';
