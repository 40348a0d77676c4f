/**
 * The lobby message: what the game is and how one wins (its goal line), who sits, who hosts, and Join / Leave /
 * Add bot / Remove bot (once a bot sits) / Start buttons, with a select of the game's bot strengths when it has
 * more than one. Pure.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
} from 'discord.js';
import { getGame } from '../games/registry';
import type { AnyGameModule } from '../games/types';
import { lobbyClockLine, lobbyClosingLine } from './clocks-lines';
import { lobbyClockRow } from './clocks-lobby';
import { encodeControl } from './custom-id';
import { presenterFor } from './presenters';
import { namesAtStart, type TableGame } from '../table';
import { reliabilityBrief, type LobbyReliability } from './reliability';

/**
 * `reliability`: each seated person's, shown after their name while the lobby is open (src/discord/reliability.ts);
 * when not given, no reliability is shown. `closesAfterMs` (LOBBY_DAYS, `App.lobbyExpiryMs`): the open lobby
 * says when it closes unless changed; 0 or not given, it says nothing of it.
 */
export function lobbyPayload(
  game: TableGame,
  module: AnyGameModule,
  reliability?: LobbyReliability,
  closesAfterMs = 0,
): MessageCreateOptions {
  const { min, max } = module.players;
  const { record } = game;
  const n = game.seats.length;
  // An open lobby names its bots as the game will (numbered in play order), so that none is renamed at the start.
  const names =
    record.lifecycle === 'lobby' ? namesAtStart(record.seed, game.seats) : game.seats.map((s) => s.name);
  const seats = game.seats
    .map(
      (s, i) =>
        `${i + 1}. ${s.userId ? `<@${s.userId}>` : /bot/i.test(names[i]!) ? names[i]! : `${names[i]!} (bot)`}${s.userId === record.hostUserId ? ' (host)' : ''}` +
        (s.userId && reliability && record.lifecycle === 'lobby'
          ? ` — ${reliabilityBrief(reliability.get(s.userId))}`
          : ''),
    )
    .join('\n');
  const options = presenterFor(module.id).lobbyOptions?.(record.options) ?? null;
  // A newcomer learns first what the game is and how one wins (`GameModule.goal`, said first on its rules page too).
  const goal = module.goal ? `*${module.goal}*\n\n` : '';
  const embed = new EmbedBuilder()
    .setTitle(`${module.title} — lobby`)
    .setDescription(
      `${goal}${seats || 'No one yet.'}\n\n${options ? `${options}\n` : ''}${lobbyClockLine(game)}` +
        lobbyClosingLine(game, closesAfterMs) +
        `${n}/${max} seats taken · ${min}–${max} players. ` +
        (record.lifecycle !== 'lobby'
          ? 'The game has started.'
          : n >= max
            ? 'The table is full; the host presses **Start**.'
            : 'Press **Join** to take a seat; the host may **Add bot**, then presses **Start**.'),
    )
    .setColor(0x3c8d5a);
  if (record.lifecycle !== 'lobby')
    return { embeds: [embed], components: [], allowedMentions: { parse: [] } };
  const needed = min - n;
  const full = n >= max;
  const { id: row, version } = record;
  /** Join and Add bot each take a seat: shut, saying so, when the table is full. */
  const seatButton = (action: 'join' | 'addbot', label: string, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: action }))
      .setLabel(full ? `${label} — the table is full` : label)
      .setStyle(style)
      .setDisabled(full);
  const buttons = new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    seatButton('join', 'Join', ButtonStyle.Success),
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'leave' }))
      .setLabel('Leave')
      .setStyle(ButtonStyle.Secondary),
    seatButton('addbot', 'Add bot', ButtonStyle.Secondary),
    // A bot seated by mistake, or in the seat of a friend who turned up, need not cost the lobby.
    ...(game.seats.some((s) => s.userId === null)
      ? [
          new ButtonBuilder()
            .setCustomId(encodeControl({ row, version, verb: 'rmbot' }))
            .setLabel('Remove bot')
            .setStyle(ButtonStyle.Secondary),
        ]
      : []),
    new ButtonBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'start' }))
      .setLabel(
        needed > 0
          ? `Start — needs ${needed} more player${needed > 1 ? 's' : ''} or bot${needed > 1 ? 's' : ''}`
          : 'Start',
      )
      .setStyle(ButtonStyle.Primary)
      .setDisabled(needed > 0),
  );
  // Add bot seats the game's default bot; the select offers every strength the game has.
  const kinds = Object.keys(module.bots);
  const strengths =
    kinds.length > 1 && !full
      ? [
          new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
            new StringSelectMenuBuilder()
              .setCustomId(encodeControl({ row, version, verb: 'addkind' }))
              .setPlaceholder('Add a bot of a chosen strength…')
              .addOptions(
                kinds.map((kind) => ({
                  label: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} bot`,
                  value: kind,
                  ...(botWords(module.id, kind) ? { description: botWords(module.id, kind) } : {}),
                })),
              ),
          ),
        ]
      : [];
  return {
    embeds: [embed],
    components: [buttons, ...strengths, lobbyClockRow(game)],
    allowedMentions: { parse: [] },
  };
}

/** What a bot kind does in any game, for the lobby's select, unless its game's presenter has its own words. */
const BOT_STRENGTHS: Readonly<Record<string, string>> = {
  random: 'Plays any legal move',
  strong: 'Searches its moves and thinks a turn ahead',
};

/** The lobby's words for a bot of `kind` in game `gameId`: its presenter's, else the general ones, else none. */
export function botWords(gameId: string, kind: string): string | undefined {
  return presenterFor(gameId).botWords?.[kind] ?? BOT_STRENGTHS[kind];
}

/** The lobby message of a game, or null when its game is no longer offered. */
export function lobbyFor(
  game: TableGame,
  reliability?: LobbyReliability,
  closesAfterMs = 0,
): MessageCreateOptions | null {
  const module = getGame(game.record.gameId);
  return module ? lobbyPayload(game, module, reliability, closesAfterMs) : null;
}
