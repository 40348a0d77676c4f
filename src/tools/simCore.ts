/**
 * The simulator's core: plays whole bot games in-process through a GameModule (no SQLite, no Discord).
 * Bots choose exactly as the table does (lowest bot seat in `toAct` or `botsMayAct` first, RNG from `botRng(seed, version)`),
 * so a simulated game with the same seed and seating is the game the table would play.
 *
 * With `check`, the game's invariants are asserted after setup and after every action, and every finished
 * game is replayed from its seed and action log — with the state passed through JSON before each action, as
 * the store does — and compared with the final state.
 */
import { errorText } from '../error-text';
import { seatsForBots, type AnyGameModule } from '../games/types';
import { botRng } from '../table/bots';
import { firstDifference } from '../table/replay';

export interface SimOptions {
  game: AnyGameModule;
  /** Number of games. */
  games: number;
  /** Base seed; game i uses `${seed}-${i}`. Default "sim". */
  seed?: string;
  /** Seats per game. Default: the game's maximum. */
  players?: number;
  /**
   * Bot kinds; seat s of game i plays `bots[(s + i) % bots.length]`, so kinds rotate through the seats.
   * Default: every bot of the game.
   */
  bots?: readonly string[];
  /** Assert invariants after every action and replay finished games. */
  check?: boolean;
  /** Safety cap: a game that takes more actions counts as not completed. Default 20,000. */
  maxActions?: number;
  /** Raw game options, parsed with the game's optionsSchema. Default {}. */
  options?: unknown;
  /** Called after each game (for progress displays). */
  onProgress?: (done: number, total: number) => void;
  /** Keep at most this many problem descriptions in `problems`. Default 20. */
  maxProblems?: number;
}

export interface SimResults {
  /** Finished games by `result.ending`. */
  endings: Record<string, number>;
  /** Wins by seat index (a shared win counts for each winner). */
  winsBySeat: number[];
  /** Wins by bot kind. */
  winsByBot: Record<string, number>;
  /** Games with no winner (e.g. a collapse). */
  noWinner: number;
  /** Games stopped by the safety cap. */
  capped: number;
  /** Games stopped by an engine error (a throw, or no legal action when one was needed). */
  errors: number;
  /** Bot actions the rules refused (replaced by a random legal action, as the table does). */
  botRejections: number;
  meanActions: number;
  longestGame: number;
}

export interface SimReport {
  game: string;
  games: number;
  completed: number;
  actions: number;
  gamesPerSec: number;
  actionsPerSec: number;
  invariantViolations: number;
  replayMismatches: number;
  /** The safety cap per game in effect. */
  maxActions: number;
  results: SimResults;
}

export interface SimOutcome {
  report: SimReport;
  /** Human-readable descriptions of the first problems found (violations, mismatches, errors). */
  problems: string[];
}

interface LoggedAction {
  seat: number;
  action: unknown;
}

/** Throws only on bad options (unknown bot kind, player count, options) — never because of a game. */
export function runSim(opts: SimOptions): SimOutcome {
  const { game } = opts;
  const players = opts.players ?? game.players.max;
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    throw new Error(`${game.id} takes ${game.players.min} to ${game.players.max} players, not ${players}`);
  }
  const bots = opts.bots && opts.bots.length > 0 ? [...opts.bots] : Object.keys(game.bots);
  if (bots.length === 0) throw new Error(`${game.id} has no bots`);
  for (const b of bots) {
    if (!game.bots[b])
      throw new Error(`${game.id} has no bot "${b}" (bots: ${Object.keys(game.bots).join(', ')})`);
  }
  const parsedOptions = game.optionsSchema.safeParse(opts.options ?? {});
  if (!parsedOptions.success) throw new Error(`bad options for ${game.id}: ${parsedOptions.error.message}`);
  const options = parsedOptions.data;
  const cap = opts.maxActions ?? 20_000;
  const baseSeed = opts.seed ?? 'sim';
  const maxProblems = opts.maxProblems ?? 20;
  const check = opts.check ?? false;

  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < maxProblems) problems.push(text);
  };
  const results: SimResults = {
    endings: {},
    winsBySeat: Array.from({ length: players }, () => 0),
    winsByBot: {},
    noWinner: 0,
    capped: 0,
    errors: 0,
    botRejections: 0,
    meanActions: 0,
    longestGame: 0,
  };
  let completed = 0;
  let totalActions = 0;
  let invariantViolations = 0;
  let replayMismatches = 0;

  const checkInvariants = (state: unknown, where: string) => {
    if (!check || !game.invariants) return;
    let broken: string[];
    try {
      broken = game.invariants(state);
    } catch (err) {
      broken = [`invariants() threw: ${errorText(err)}`];
    }
    if (broken.length > 0) {
      invariantViolations += broken.length;
      problem(`${where}: invariant broken: ${broken.join('; ')}`);
    }
  };

  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const seed = `${baseSeed}-${i}`;
    const kinds = Array.from({ length: players }, (_, s) => bots[(s + i) % bots.length] as string);
    const log: LoggedAction[] = [];
    let state: unknown;
    let failed = false;
    try {
      state = game.setup(players, options, seed);
    } catch (err) {
      results.errors++;
      problem(`game ${i} (seed ${seed}): setup threw: ${errorText(err)}`);
      opts.onProgress?.(i + 1, opts.games);
      continue;
    }
    checkInvariants(state, `game ${i} (seed ${seed}) after setup`);

    let over = false;
    while (log.length < cap) {
      let status;
      try {
        status = game.status(state);
      } catch (err) {
        failed = true;
        problem(`game ${i} (seed ${seed}) at action ${log.length}: status threw: ${errorText(err)}`);
        break;
      }
      if (status.over) {
        over = true;
        const result = status.result;
        const ending = result?.ending ?? 'over';
        results.endings[ending] = (results.endings[ending] ?? 0) + 1;
        const winners = result?.winners ?? [];
        if (winners.length === 0) results.noWinner++;
        for (const w of winners) {
          results.winsBySeat[w] = (results.winsBySeat[w] ?? 0) + 1;
          const kind = kinds[w] ?? '?';
          results.winsByBot[kind] = (results.winsByBot[kind] ?? 0) + 1;
        }
        break;
      }
      const seat = seatsForBots(status)[0];
      if (seat === undefined) {
        failed = true;
        problem(`game ${i} (seed ${seed}) at action ${log.length}: not over but nobody to act`);
        break;
      }
      const rng = botRng(seed, log.length);
      const kind = kinds[seat] as string;
      let step = tryAction(game, state, seat, () => game.bots[kind]!(state, seat, rng));
      if (!step.ok) {
        results.botRejections++;
        if (results.botRejections <= 5) {
          problem(`game ${i} (seed ${seed}) action ${log.length + 1}: bot "${kind}" refused (${step.why})`);
        }
        step = tryAction(game, state, seat, () => {
          const legal = game.legalActions(state, seat);
          return legal.length > 0 ? legal[rng.int(legal.length)] : undefined;
        });
      }
      if (!step.ok) {
        failed = true;
        problem(`game ${i} (seed ${seed}) action ${log.length + 1}: seat ${seat} cannot act (${step.why})`);
        break;
      }
      state = step.state;
      log.push({ seat, action: step.action });
      checkInvariants(state, `game ${i} (seed ${seed}) after action ${log.length}`);
    }

    totalActions += log.length;
    results.longestGame = Math.max(results.longestGame, log.length);
    if (failed) results.errors++;
    else if (!over) {
      results.capped++;
      problem(`game ${i} (seed ${seed}): not over after ${cap} actions (safety cap)`);
    } else {
      completed++;
      if (check) {
        const mismatch = replayCheck(game, players, options, seed, log, state);
        if (mismatch) {
          replayMismatches++;
          problem(`game ${i} (seed ${seed}): replay differs: ${mismatch}`);
        }
      }
    }
    opts.onProgress?.(i + 1, opts.games);
  }
  const seconds = Math.max((performance.now() - t0) / 1000, 1e-9);
  results.meanActions = opts.games > 0 ? Math.round((totalActions / opts.games) * 10) / 10 : 0;

  return {
    report: {
      game: game.id,
      games: opts.games,
      completed,
      actions: totalActions,
      gamesPerSec: Math.round((opts.games / seconds) * 100) / 100,
      actionsPerSec: Math.round(totalActions / seconds),
      invariantViolations,
      replayMismatches,
      maxActions: cap,
      results,
    },
    problems,
  };
}

type Attempt = { ok: true; action: unknown; state: unknown } | { ok: false; why: string };

/** Parse and apply a proposed action; the state passed in is untouched on refusal (contract). */
function tryAction(game: AnyGameModule, state: unknown, seat: number, propose: () => unknown): Attempt {
  try {
    const parsed = game.actionSchema.safeParse(propose());
    if (!parsed.success) return { ok: false, why: 'the action does not parse' };
    const r = game.apply(state, seat, parsed.data);
    if (!r.ok) return { ok: false, why: `rules: ${r.error}` };
    return { ok: true, action: parsed.data, state: r.state };
  } catch (err) {
    return { ok: false, why: `threw: ${errorText(err)}` };
  }
}

/**
 * Replay from seed + log, passing the state through JSON before each action (as a load from the store
 * would). Returns a description of the first difference from `final`, or null.
 */
export function replayCheck(
  game: AnyGameModule,
  players: number,
  options: unknown,
  seed: string,
  log: readonly LoggedAction[],
  final: unknown,
): string | null {
  const finalJson = JSON.stringify(final);
  const roundTripped = JSON.parse(finalJson) as unknown;
  const notJson = firstDifference(final, roundTripped);
  if (notJson) return `the state is not plain JSON (${notJson})`;
  let state: unknown;
  try {
    state = game.setup(players, options, seed);
    for (let k = 0; k < log.length; k++) {
      const { seat, action } = log[k] as LoggedAction;
      state = JSON.parse(JSON.stringify(state)) as unknown;
      const parsed = game.actionSchema.safeParse(JSON.parse(JSON.stringify(action)));
      if (!parsed.success) return `action ${k + 1} does not parse after a JSON round trip`;
      const r = game.apply(state, seat, parsed.data);
      if (!r.ok) return `action ${k + 1} refused on replay: ${r.error}`;
      state = r.state;
    }
  } catch (err) {
    return `replay threw: ${errorText(err)}`;
  }
  if (JSON.stringify(state) === finalJson) return null;
  return firstDifference(state, roundTripped) ?? 'JSON differs';
}
