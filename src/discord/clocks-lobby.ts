/**
 * Choosing a game's turn clock when its lobby opens: the `clock` and `clock-policy` options of `/oil new`
 * (off, 24 h or 72 h per move, or a chess-style budget per player; and what happens when a clock runs out),
 * and the lobby's two buttons with which the host changes them before the start.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type MessageActionRowComponentBuilder,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { CLOCK_POLICIES } from '../store/clocks';
import type { ClockPolicy } from '../store/clocks';
import type { TableError, TableGame } from '../table';
import { CLOCK_CHOICES, DEFAULT_CLOCK_POLICY, type ClockChoice } from '../table/clocks-time';
import { clockWords } from './clocks-lines';
import { encodeControl } from './custom-id';
import type { App } from './app';

const CHOICE_NAMES: Record<ClockChoice, string> = {
  off: 'no clock',
  '24h': '24 hours per move',
  '72h': '72 hours per move',
  budget: '7 days per player for the whole game (chess-style)',
};

const POLICY_NAMES: Record<ClockPolicy, string> = {
  'bot-move': 'a bot plays that move (default)',
  'hand-over': 'a bot plays the seat until its player returns',
  vote: 'the other players vote: wait longer or hand over',
};

export function addClockOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addStringOption((o) =>
      o
        .setName('clock')
        .setDescription('Turn clock: how long a player may take (default: none)')
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
  return app.desk.clocks.setClock(
    game.record.id,
    interaction.user.id,
    choice,
    isPolicy(policy) ? policy : DEFAULT_CLOCK_POLICY,
  );
}

const CHOICES = Object.keys(CLOCK_CHOICES) as ClockChoice[];

function after<T>(list: readonly T[], item: T): T {
  return list[(list.indexOf(item) + 1) % list.length] as T;
}

/** The lobby's clock buttons: each shows the current choice and sets the next one when pressed. */
export function lobbyClockRow(game: TableGame): ActionRowBuilder<MessageActionRowComponentBuilder> {
  const { id: row, version } = game.record;
  const clock = game.clock ?? null;
  const choice: ClockChoice = clock
    ? (CHOICES.find((c) => {
        const x = CLOCK_CHOICES[c];
        return x !== null && x.kind === clock.kind && x.limitMs === clock.limitMs;
      }) ?? 'off')
    : 'off';
  const policy = clock?.policy ?? DEFAULT_CLOCK_POLICY;
  const buttons = [
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'lobbyclock', clock: after(CHOICES, choice), policy }))
      .setLabel(`⏳ Clock: ${clock ? clockWords(clock) : 'off'}`)
      .setStyle(ButtonStyle.Secondary),
  ];
  if (clock) {
    buttons.push(
      new ButtonBuilder()
        .setCustomId(
          encodeControl({
            row,
            version,
            verb: 'lobbyclock',
            clock: choice,
            policy: after(CLOCK_POLICIES, policy),
          }),
        )
        .setLabel(`Runs out: ${POLICY_NAMES[policy].replace(' (default)', '')}`)
        .setStyle(ButtonStyle.Secondary),
    );
  }
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(buttons);
}
