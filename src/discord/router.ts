/**
 * The interaction router: slash commands, autocomplete, buttons, selects and modals. Custom ids are parsed
 * with zod (custom-id.ts); anything not ours gets a short private answer and changes nothing. Handlers
 * acknowledge within Discord's 3 seconds (defer first, then persist, render, edit). Errors are logged and
 * answered, never thrown at discord.js.
 */
import type { Interaction } from 'discord.js';
import { findSubcommand } from '../commands';
import { handleComponent } from './components';
import type { App } from './app';
import { parseControl } from './custom-id';
import { describePermissionError, NEEDED_PERMISSIONS, THREAD_POST_PERMISSIONS } from './permissions';
import { slowDownText } from './rate-limit';
import { ackReply, tell } from './respond';

import { FORGED_TEXT } from './texts';

/**
 * Answer `interaction`: 'failed' when a handler threw (logged, and the user told so when it can be answered),
 * else 'handled' (a refusal too: a refusal is an answer). The bot counts both (src/health.ts).
 */
export async function routeInteraction(app: App, interaction: Interaction): Promise<'handled' | 'failed'> {
  try {
    await route(app, interaction);
    return 'handled';
  } catch (error) {
    app.log.error({ err: error }, 'interaction failed');
    if (!interaction.isRepliable()) return 'failed';
    // Discord's refusal names no permission: the bot's own where the interaction came from name the missing ones.
    const inThread = interaction.channel?.isThread() ?? false;
    const why = describePermissionError(error, {
      have: interaction.appPermissions,
      needed: inThread ? THREAD_POST_PERMISSIONS : NEEDED_PERMISSIONS,
      where: inThread ? 'in this thread' : 'in this channel',
    });
    try {
      await tell(
        interaction,
        why ??
          'Something went wrong on my side. Try again, or use `/oil board` to see where the game stands.',
      );
    } catch (inner) {
      app.log.warn({ err: inner }, 'could not report the failure');
    }
    return 'failed';
  }
}

/** The handler `interaction` goes to; throws what the handler throws. */
async function route(app: App, interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    if (interaction.commandName !== 'oil') return interaction.respond([]);
    const sub = findSubcommand(interaction.options.getSubcommand(false) ?? '');
    if (sub?.autocomplete) await sub.autocomplete(app, interaction);
    else await interaction.respond([]);
    return;
  }
  if (interaction.isRepliable()) {
    const wait = app.limits?.take(interaction.user.id) ?? 0;
    if (wait > 0) {
      app.log.info({ user: interaction.user.id, wait }, 'rate limited');
      await ackReply(interaction);
      return tell(interaction, slowDownText(wait));
    }
  }
  if (interaction.isChatInputCommand()) {
    const sub =
      interaction.commandName === 'oil'
        ? findSubcommand(interaction.options.getSubcommand(false) ?? '')
        : undefined;
    if (!sub) {
      await ackReply(interaction);
      return tell(interaction, 'I do not know that command. Try `/oil help`.');
    }
    const how = typeof sub.defer === 'function' ? sub.defer(app, interaction) : sub.defer;
    await ackReply(interaction, how === 'ephemeral');
    await sub.execute(app, interaction);
    return;
  }
  if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
    const id = parseControl(interaction.customId);
    if (!id) {
      app.log.warn({ customId: interaction.customId, user: interaction.user.id }, 'unrecognised custom id');
      await ackReply(interaction);
      return tell(interaction, FORGED_TEXT);
    }
    await handleComponent(app, interaction, id);
    return;
  }
}
