/**
 * `npm run deploy-commands`: register the /oil command with Discord. With GUILD_ID the commands are
 * registered for that server only (instant, for testing); without it globally (may take up to an hour).
 */
import { errorText } from '../error-text';
import { REST, Routes } from 'discord.js';
import { commandBodies } from '../commands';
import { ConfigError, loadConfig } from '../config';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const missing = [
    config.discordToken ? null : 'DISCORD_TOKEN (Developer Portal → your application → Bot → Reset Token)',
    config.discordAppId
      ? null
      : 'DISCORD_APP_ID (Developer Portal → your application → General Information → Application ID)',
  ].filter((m): m is string => m !== null);
  if (missing.length > 0 || !config.discordToken || !config.discordAppId) {
    console.error(
      `Cannot register commands: set these in .env (see .env.example):\n${missing.map((m) => `  - ${m}`).join('\n')}`,
    );
    return 1;
  }
  const rest = new REST({ version: '10' }).setToken(config.discordToken);
  const body = commandBodies();
  const route = config.guildId
    ? Routes.applicationGuildCommands(config.discordAppId, config.guildId)
    : Routes.applicationCommands(config.discordAppId);
  try {
    await rest.put(route, { body });
  } catch (error) {
    const message = errorText(error);
    console.error(`Discord refused the commands: ${message}`);
    if (/401|Unauthorized/i.test(message))
      console.error('The token is wrong: reset it in the Developer Portal.');
    if (/Missing Access|50001/.test(message)) {
      console.error('The bot is not in that server, or was invited without the applications.commands scope.');
    }
    return 1;
  }
  console.log(
    config.guildId
      ? `Registered /oil (${body[0]?.options?.length ?? 0} subcommands) in server ${config.guildId}: usable now.`
      : `Registered /oil (${body[0]?.options?.length ?? 0} subcommands) globally: Discord may take up to an hour to show it.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`deploy-commands failed: ${errorText(error)}`);
    process.exit(1);
  },
);
