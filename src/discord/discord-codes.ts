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
