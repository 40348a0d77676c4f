/**
 * `npm run render -- --game ID --seed S --actions N --out FILE.png [--seat K] [--select KIND] [--bot NAME]`
 *
 * Plays N bot actions from the seed with the game module from the registry and renders that moment as the
 * spectators' picture (or seat K's view with --seat). --select marks the legal spots of a kind
 * (settlement | city | road | robber | metropolis) for the seat to act, as the select menu would list them.
 */
import { errorText } from '../error-text';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getGame, listGames } from '../games/registry';
import { presenterFor } from '../discord/presenters';
import { drawSafely, type ViewRenderOptions } from '../render';
import { asksForHelp } from './help';
import { invokedDirectly } from './invoked';
import { legalSpotsFor, playBots } from './play-bots';

const argsSchema = z.object({
  game: z.string().min(1),
  seed: z.string().min(1).default('1'),
  actions: z.coerce.number().int().min(0).max(100_000).default(0),
  out: z.string().min(1).default('board.png'),
  seat: z.coerce.number().int().min(0).max(7).optional(),
  seats: z.coerce.number().int().min(1).max(8).optional(),
  select: z.enum(['settlement', 'city', 'road', 'robber', 'metropolis']).optional(),
  bot: z.string().min(1).optional(),
  names: z.string().optional(),
});

export type RenderToolArgs = z.infer<typeof argsSchema>;

export const USAGE =
  'Usage: npm run render -- --game ID [--seed S] [--actions N] [--out FILE.png] [--seat K] [--seats P]\n' +
  '                         [--select settlement|city|road|robber|metropolis] [--bot NAME] [--names A,B,…]\n' +
  "  Plays N bot actions of the game from the seed and draws that moment (the spectators' picture, or seat\n" +
  "  K's view); --select marks the legal spots of a kind for the seat to act.\n";

const DEFAULT_NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores', 'Emeka', 'Fumiko', 'Gunnar', 'Hana'];

/** The command line's options, as parseArgs reads them (throws on an unknown one). */
function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      seed: { type: 'string' },
      actions: { type: 'string' },
      out: { type: 'string' },
      seat: { type: 'string' },
      seats: { type: 'string' },
      select: { type: 'string' },
      bot: { type: 'string' },
      names: { type: 'string' },
    },
    allowPositionals: false,
  }).values;
}

/** The tool: what it wrote, in a line (or its usage, for `--help`); throws on bad arguments, with the usage. */
export async function runRenderTool(argv: string[]): Promise<string> {
  if (asksForHelp(argv)) return USAGE.trimEnd();
  let values;
  try {
    values = parseOptions(argv);
  } catch (e) {
    throw new Error(`${errorText(e)}\n${USAGE}`, { cause: e });
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(
      `bad arguments: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}\n${USAGE}`,
    );
  }
  const args = parsed.data;
  const game = getGame(args.game);
  if (!game) {
    const ids = listGames().map((g) => g.id);
    throw new Error(`unknown game "${args.game}" (registered: ${ids.length ? ids.join(', ') : 'none'})`);
  }
  const draw = presenterFor(game.id).picture;
  if (!draw) throw new Error(`no board renderer for "${game.id}"`);
  const seats = args.seats ?? Math.min(4, game.players.max);
  if (seats < game.players.min || seats > game.players.max) {
    throw new Error(`--seats ${seats}: ${game.title} is for ${game.players.min}–${game.players.max} players`);
  }
  const names = args.names ? args.names.split(',').map((s) => s.trim()) : DEFAULT_NAMES.slice(0, seats);
  const played = playBots(game, seats, args.seed, args.actions, args.bot);
  const opts: ViewRenderOptions = {};
  if (args.select && !played.over) {
    const actor = args.seat ?? game.status(played.state).toAct[0] ?? 0;
    opts.select = { kind: args.select, spots: legalSpotsFor(game, played.state, actor, args.select) };
  }
  const view = game.view(played.state, args.seat ?? null);
  const png = await drawSafely(draw, game.id, view, names, opts);
  if (!png) throw new Error(`rendering ${game.id} failed (the error is in the log above)`);
  writeFileSync(args.out, png);
  const spots = opts.select ? `, ${opts.select.spots.length} ${args.select} spots marked` : '';
  return `${args.out}: ${game.id} seed ${args.seed} after ${played.actions} actions${played.over ? ' (game over)' : ''}${spots}, ${png.length} bytes`;
}

if (invokedDirectly(import.meta.url)) {
  runRenderTool(process.argv.slice(2)).then(
    (msg) => process.stdout.write(`${msg}\n`),
    (err: unknown) => {
      process.stderr.write(`render: ${errorText(err)}\n`);
      process.exitCode = 1;
    },
  );
}
