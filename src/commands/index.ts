/** The `/oil` command, assembled from one file per subcommand. */
import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from 'discord.js';
import { board } from './board';
import { end } from './end';
import { hand } from './hand';
import { help } from './help';
import { join } from './join';
import { leave } from './leave';
import { log } from './log';
import { newGame } from './new';
import { rules } from './rules';
import { start } from './start';
import { trade } from './trade';
import { build } from './build';
import { endturn } from './endturn';
import { move } from './move';
import { oil } from './oil';
import { play } from './play';
import { repair } from './repair';
import { roll } from './roll';
import { stats } from './stats';
import { leaderboard } from './leaderboard';
import { games } from './games';
import { undo } from './undo';
import { returnCommand } from './return';
import { takeover } from './takeover';
import { settings } from './settings';
import type { Subcommand } from './types';

export const SUBCOMMANDS: readonly Subcommand[] = [
  newGame,
  join,
  leave,
  start,
  board,
  hand,
  log,
  rules,
  help,
  end,
  roll,
  build,
  play,
  trade,
  oil,
  endturn,
  undo,
  move,
  repair,
  stats,
  leaderboard,
  games,
  returnCommand,
  takeover,
  settings,
];

export function findSubcommand(name: string): Subcommand | undefined {
  return SUBCOMMANDS.find((s) => s.name === name);
}

/** The `/oil` builder (built on demand so the game choices reflect the registry). */
export function oilCommand(): SlashCommandBuilder {
  const cmd = new SlashCommandBuilder().setName('oil').setDescription('Play oil board games in this server');
  cmd.setContexts(0); // guild only
  for (const s of SUBCOMMANDS) {
    cmd.addSubcommand((sub: SlashCommandSubcommandBuilder) => {
      sub.setName(s.name).setDescription(s.description);
      return s.options ? s.options(sub) : sub;
    });
  }
  return cmd;
}

/** JSON bodies for `PUT applications/{app}/commands`. */
export function commandBodies() {
  return [oilCommand().toJSON()];
}
