/**
 * Choosing a game's turn clock when its lobby opens: the `clock` and `clock-policy` options of `/oil new`
 * (off, 24 h or 72 h per move, or a chess-style budget per player; and what happens when a clock runs out).
 */
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { ClockPolicy } from '../store/clocks';
import type { TableError, TableGame } from '../table';
import { setClock } from '../table/clocks';
import { CLOCK_CHOICES, DEFAULT_CLOCK_POLICY, type ClockChoice } from '../table/clocks-time';
import type { App } from './app';
import { tableOf } from './clocks-notice';

const CHOICE_NAMES: Record<ClockChoice, string> = {
  off: 'no clock',
  '24h': '24 hours per move',
  '72h': '72 hours per move',
  budget: '7 days per player for the whole game (chess-style)',
};

const POLICY_NAMES: Record<ClockPolicy, string> = {
  'bot-move': 'a bot plays that one move (default)',
  'hand-over': 'a bot plays the seat until its player returns',
  vote: 'the other players vote: wait longer or hand over',
};

export function addClockOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((o) =>
      o
        .setName('clock')
        .setDescription('Turn clock: how long each player may take (default: no clock)')
        .addChoices(
          ...(Object.keys(CLOCK_CHOICES) as ClockChoice[]).map((c) => ({ name: CHOICE_NAMES[c], value: c })),
        ),
    )
    .addStringOption((o) =>
      o
        .setName('clock-policy')
        .setDescription('When a turn clock runs out')
        .addChoices(
          ...(Object.keys(POLICY_NAMES) as ClockPolicy[]).map((p) => ({ name: POLICY_NAMES[p], value: p })),
        ),
    );
}

function isChoice(v: string | null): v is ClockChoice {
  return v !== null && Object.hasOwn(CLOCK_CHOICES, v);
}

function isPolicy(v: string | null): v is ClockPolicy {
  return v !== null && Object.hasOwn(POLICY_NAMES, v);
}

/** Set the clock the host chose on the lobby just opened; the lobby as it is now, or why not. */
export function applyClockOptions(
  app: App,
  game: TableGame,
  interaction: ChatInputCommandInteraction,
): { ok: true; game: TableGame } | TableError {
  const choice = interaction.options.getString('clock');
  const policy = interaction.options.getString('clock-policy');
  if (!isChoice(choice) || choice === 'off') return { ok: true, game };
  const table = tableOf(app);
  if (!table) return { ok: false, code: 'no-clock', message: 'Turn clocks are not available on this bot.' };
  return setClock(
    table,
    game.record.id,
    interaction.user.id,
    choice,
    isPolicy(policy) ? policy : DEFAULT_CLOCK_POLICY,
  );
}
