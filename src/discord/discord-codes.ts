import { DiscordAPIError } from 'discord.js';

/** Discord's error codes the bot acts on (https://discord.com/developers/docs/topics/opcodes-and-status-codes). */
export const DiscordCode = {
  unknownChannel: 10003,
  unknownMessage: 10008,
  unknownWebhook: 10015,
  invalidWebhookToken: 50027,
  missingAccess: 50001,
  missingPermissions: 50013,
  threadArchived: 50083,
  threadLocked: 160005,
  tooManyThreads: 160006,
} as const;

export type DiscordCodeValue = (typeof DiscordCode)[keyof typeof DiscordCode];

/** Whether `error` is Discord refusing a request with one of `codes`. */
export function isDiscordCode(
  error: unknown,
  ...codes: readonly DiscordCodeValue[]
): error is DiscordAPIError {
  return error instanceof DiscordAPIError && (codes as readonly unknown[]).includes(error.code);
}
