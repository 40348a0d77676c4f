/**
 * The one logger of Derrick: pino, JSON lines on stdout. The level comes from LOG_LEVEL (default "info").
 *
 *   import { logger } from '../log';
 *   logger.info({ gameId, channelId }, 'game started');
 *   const log = logger.child({ module: 'table' });
 */
import pino from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL if it names a pino level (case-insensitive); otherwise "info", or "silent" under vitest so test
 * output stays readable (set LOG_LEVEL to see logs in tests).
 */
export function logLevelFrom(
  value: string | undefined,
  underTest = process.env.VITEST !== undefined,
): LogLevel {
  const v = (value ?? '').trim().toLowerCase();
  const found = LOG_LEVELS.find((l) => l === v);
  return found ?? (underTest ? 'silent' : 'info');
}

export const logger = pino({
  name: 'derrick',
  level: logLevelFrom(process.env.LOG_LEVEL),
  base: { name: 'derrick' },
});

export type Logger = typeof logger;

/** Change the level at run time (loadConfig calls this once `.env` is read). */
export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}
