import { EmbedBuilder } from 'discord.js';
import type { Subcommand } from './types';
import { tell } from '../discord/respond';
import { listGames } from '../games/registry';

/** Every game's typed commands, in words: the help's line outside a game's thread, and a game's without its own. */
export const EVERY_TYPED_COMMAND =
  '`/oil roll`, `/oil build`, `/oil play`, `/oil trade`, `/oil oil`, `/oil endturn`, or `/oil move` for anything; spots autocomplete.';

/** The line on typed commands: every game's, or (in a game's thread) the ones that game lists. */
const TYPING_LINE = `**Typing instead**: ${EVERY_TYPED_COMMAND}`;

/**
 * How the line of moderators' commands opens: a newcomer read "Manage Server" beside the commands and thought
 * playing took an admin's permission. It says first that players need none of it (as the first game's steps do).
 */
const ADMIN_LINE_OPENING = '**Server admins** (only they need these; playing needs no permission)';

/** The first game's word on permissions: none is needed to play. */
const NO_PERMISSION_NEEDED = 'Anyone on the server can play: no role or permission needed.';

export const HELP_TEXT = [
  '**Start**: `/oil new game:<…>` opens a lobby in a new thread. Others press **Join** (or `/oil join`); the host can **Add bot** and presses **Start** (or `/oil start`).',
  '**Join or watch**: `/oil games` lists the open lobbies (press **Join** in one) and the games being played. Anyone may follow a game in its thread; `/oil log` tells what happened while you were away.',
  '**Play**: each turn I post the board and buttons for what the player(s) to act may do, and edit that message while the same player acts. If you press one you cannot afford, only you are told why.',
  '**Undo**: the turn message’s **Undo** (or `/oil undo`) takes back your own moves of this turn, one at a time, back to the last dice roll or card draw.',
  '**Private**: **My hand** (or `/oil hand`) shows your cards, costs and what you can afford — only you see it.',
  TYPING_LINE,
  '**Reminders**: when a game has waited on you for a while, I ping you in its thread with a link to the turn (at most 3 times a turn; only the players to act are pinged). `/oil settings` sets yours: `reminders:off`, quiet hours (`quiet:22-7 timezone:…`), `dm:on` for a direct message on your turn.',
  '**Clocks and seats**: a game may have a turn clock (`/oil new clock:…`); `/oil settings away:<days>` pauses yours (a vacation). `/oil leave` mid-game gives your seat to a bot for good, once you confirm; `/oil return` takes back a seat a bot plays for you, `/oil takeover` takes a seat a bot plays (also an absent player’s) when the host allows it.',
  '**Someone absent** (the host or a server admin): `/oil leave player:@someone` hands their seat to a bot until they return, or in a lobby frees it (they may join again); `/oil leave seat:<n>` does the same by seat number (1 = first), for a player who left the server.',
  '**Again**: the end-of-game summary’s **Rematch** opens the same game in a new lobby and asks the others to join.',
  '**More**: `/oil board` (fresh picture), `/oil log` (what happened), `/oil rules`, `/oil end` (the host ends their game; any other player proposes it, and it ends once every other player still around agrees).',
  `${ADMIN_LINE_OPENING}. With Manage Threads or Administrator: \`/oil end\` ends any game or lobby, **Start** (or \`/oil start\`) starts a lobby whose host is not around, \`/oil leave player:@someone\` or \`seat:<n>\` hands an absent player’s seat to a bot (in a lobby, frees it), \`/oil takeover allow:true\` lets others take the seats bots play, \`/oil repair\` rebuilds a damaged game from its move log. With Manage Server: \`/oil settings vacation-allowance:<days>\` sets the vacation days a year each player may take in the whole server.`,
  '**Stats**: `/oil stats [user]` (games, wins, ratings, time to move), `/oil leaderboard [game]`, `/oil games` (open games here and whom they wait on).',
].join('\n');

/**
 * The first thing a newcomer reads: a first game in four steps, no typing after `/oil new`, and each game in one
 * line with its rules command. Short, so it is read; everything else follows in HELP_TEXT.
 */
export function firstGameText(): string {
  const games = listGames()
    .map(
      (g) =>
        `**${g.title}** (${g.players.min}–${g.players.max} players)${g.goal ? ` — ${g.goal}` : ''} \`/oil rules game:${g.id}\``,
    )
    .join('\n');
  return [
    '1. Type `/oil new game:` and pick a game: a thread opens with its lobby.',
    '2. Friends press **Join**; to play against the computer, press **Add bot**. Then press **Start**.',
    '3. On your turn I ping you: press the buttons on that message, no typing needed (a greyed one says why not now). **My hand** shows your cards, only to you.',
    '4. A slip? **Undo** takes your move back.',
    NO_PERMISSION_NEEDED,
    '',
    `**Games**\n${games || 'none yet'}`,
  ].join('\n');
}

/** `/oil help`'s embeds: the first game, then every command (`typed`: this thread's game's typed commands). */
export function helpEmbeds(typed?: { title: string; commands: string }): EmbedBuilder[] {
  const text = typed
    ? HELP_TEXT.replace(TYPING_LINE, `**Typing instead** (${typed.title}): ${typed.commands}`)
    : HELP_TEXT;
  return [
    new EmbedBuilder().setTitle('New here? Your first game').setDescription(firstGameText()),
    new EmbedBuilder().setTitle('Derrick — every command').setDescription(text),
  ];
}

export const help: Subcommand = {
  name: 'help',
  description: 'How to play with Derrick',
  defer: 'ephemeral',
  async execute(app, interaction) {
    // In a game's thread, its own typed commands: a first game of Merit's "Oil" is not sent to `/oil build`.
    const here = app.desk.byChannel(interaction.channelId);
    const typed = here && app.presenter(here.record.gameId).typedHelp;
    const embeds = helpEmbeds(here && typed ? { title: here.module.title, commands: typed } : undefined);
    await tell(interaction, { content: '', embeds, components: [] });
  },
};
