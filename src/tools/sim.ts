/**
 * `npm run sim -- --game ID --games N [--seed S] [--players P] [--bots a,b,…] [--check] [--json]
 *                 [--max-actions N] [--options JSON]`
 *
 * Plays N full bot games in-process (see simCore.ts). With --check, asserts the game's invariants after every
 * action and replays every finished game from seed + log. Shows progress on a terminal (stderr). With --json
 * the last line of stdout is one JSON object:
 * {"game","games","completed","actions","gamesPerSec","actionsPerSec","invariantViolations","replayMismatches","maxActions","results"}
 * Exit code 1 when a check failed, a game errored or hit the cap; 2 on bad arguments.
 */
import { errorText } from '../error-text';
import { readCli } from './help';
import { getGame, listGames } from '../games/registry';
import type { AnyGameModule } from '../games/types';
import { runSim, type SimReport } from './simCore';
import { invokedDirectly } from './invoked';

export interface SimIo {
  out: (line: string) => void;
  err: (text: string) => void;
  isTTY: boolean;
  lookup: (id: string) => AnyGameModule | undefined;
  available: () => string[];
}

const USAGE =
  'Usage: npm run sim -- --game ID --games N [--seed S] [--players P] [--bots a,b,...] [--check] [--json]\n' +
  '                      [--max-actions N] [--options JSON]\n';

function positiveInt(name: string, v: string | undefined, fallback: number | undefined): number | undefined {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1, got "${v}"`);
  return n;
}

function summary(r: SimReport): string[] {
  const lines = [
    `${r.game}: ${r.completed}/${r.games} games completed, ${r.actions} actions`,
    `  ${r.gamesPerSec} games/s, ${r.actionsPerSec} actions/s`,
    `  invariant violations: ${r.invariantViolations}, replay mismatches: ${r.replayMismatches}`,
    `  endings: ${JSON.stringify(r.results.endings)}, no winner: ${r.results.noWinner}`,
    `  wins by seat: ${JSON.stringify(r.results.winsBySeat)}, by bot: ${JSON.stringify(r.results.winsByBot)}`,
    `  capped at ${r.maxActions}: ${r.results.capped}, errors: ${r.results.errors}, bot rejections: ${r.results.botRejections}`,
    `  actions per game: mean ${r.results.meanActions}, longest ${r.results.longestGame}`,
  ];
  return lines;
}

/** The CLI, with its I/O injected (tests). Returns the exit code. */
export function simMain(argv: string[], io: SimIo): number {
  const cli = readCli(
    argv,
    {
      options: {
        game: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        players: { type: 'string' },
        bots: { type: 'string' },
        check: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        'max-actions': { type: 'string' },
        options: { type: 'string' },
      },
      allowPositionals: false,
    },
    USAGE,
    io,
  );
  if (!cli.ok) return cli.exit;
  const values = cli.parsed.values;
  if (!values.game) {
    io.err(`--game is required. Games: ${io.available().join(', ') || '(none registered yet)'}\n${USAGE}`);
    return 2;
  }
  const game = io.lookup(values.game);
  if (!game) {
    io.err(`Unknown game "${values.game}". Games: ${io.available().join(', ') || '(none registered yet)'}\n`);
    return 2;
  }
  let outcome;
  try {
    const games = positiveInt('games', values.games, 100) as number;
    let options: unknown = {};
    if (values.options !== undefined) {
      try {
        options = JSON.parse(values.options);
      } catch {
        throw new Error(`--options must be JSON, e.g. '{"target":20}'`);
      }
    }
    let lastDraw = 0;
    outcome = runSim({
      game,
      games,
      seed: values.seed,
      players: positiveInt('players', values.players, undefined),
      bots: values.bots
        ?.split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      check: values.check,
      maxActions: positiveInt('max-actions', values['max-actions'], undefined),
      options,
      onProgress: io.isTTY
        ? (done, total) => {
            const now = performance.now();
            if (done === total || now - lastDraw > 100) {
              lastDraw = now;
              io.err(`\r${game.id}: ${done}/${total} games${done === total ? '\n' : ''}`);
            }
          }
        : undefined,
    });
  } catch (e) {
    io.err(`${errorText(e)}\n`);
    return 2;
  }
  const { report, problems } = outcome;
  for (const p of problems) io.err(`problem: ${p}\n`);
  if (values.json) io.out(JSON.stringify(report));
  else for (const line of summary(report)) io.out(line);
  const bad =
    report.invariantViolations + report.replayMismatches + report.results.errors + report.results.capped > 0;
  return bad ? 1 : 0;
}

if (invokedDirectly(import.meta.url)) {
  process.exitCode = simMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
    lookup: getGame,
    available: () => listGames().map((g) => g.id),
  });
}
