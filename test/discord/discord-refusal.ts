/**
 * Discord refusing a request, as discord.js throws it (a `DiscordAPIError`), for the tests of what the bot does
 * then: its JSON error `code`, its HTTP `status` and its `message`. The request it answers is not read by the code
 * under test.
 */
import { DiscordAPIError } from 'discord.js';

export function discordRefusal(
  code: number,
  { status = 400, message = 'refused' }: { status?: number; message?: string } = {},
): DiscordAPIError {
  return new DiscordAPIError({ code, message }, code, status, 'PATCH', '/channels/1/messages/2', {});
}
