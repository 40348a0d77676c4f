/**
 * The interaction router: slash commands, autocomplete, buttons, selects and modals. Custom ids are parsed
 * with zod (custom-id.ts); anything not ours gets a short private answer and changes nothing. Handlers
 * acknowledge within Discord's 3 seconds (defer first, then persist, render, edit). Errors are logged and
 * answered, never thrown at discord.js. In-flight work is counted so shutdown can wait for it.
 */
import type { Interaction } from 'discord.js';
import { findSubcommand } from '../commands';
import { handleComponent } from './components';
import type { BotContext } from './context';
import { parseCustomId } from './custom-id';
import { describePermissionError } from './permissions';
import { ackReply, tell } from './respond';

export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];
  closing = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      this.count--;
      if (this.count === 0) this.waiters.splice(0).forEach((w) => w());
    }
  }

  get size(): number {
    return this.count;
  }

  /** Resolves when nothing is in flight (or after `timeoutMs`). */
  idle(timeoutMs = 10_000): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

export { FORGED_TEXT as FORGED } from './texts';
import { FORGED_TEXT } from './texts';

export async function routeInteraction(ctx: BotContext, interaction: Interaction): Promise<void> {
  try {
    if (interaction.isAutocomplete()) {
      if (interaction.commandName !== 'oil') return interaction.respond([]);
      const sub = findSubcommand(interaction.options.getSubcommand(false) ?? '');
      if (sub?.autocomplete) await sub.autocomplete(ctx, interaction);
      else await interaction.respond([]);
      return;
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
      await ackReply(interaction, sub.defer === 'ephemeral');
      await sub.execute(ctx, interaction);
      return;
    }
    if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
      const id = parseCustomId(interaction.customId);
      if (!id) {
        ctx.log.warn({ customId: interaction.customId, user: interaction.user.id }, 'unrecognised custom id');
        await ackReply(interaction);
        return tell(interaction, FORGED_TEXT);
      }
      await handleComponent(ctx, interaction, id);
      return;
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'interaction failed');
    if (!interaction.isRepliable()) return;
    const why = describePermissionError(error);
    try {
      await tell(
        interaction,
        why ??
          'Something went wrong on my side. Try again, or use `/oil board` to see where the game stands.',
      );
    } catch (inner) {
      ctx.log.warn({ err: inner }, 'could not report the failure');
    }
  }
}
