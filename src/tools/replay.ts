/**
 * `npm run replay -- [--db FILE] (--channel ID | --all) [--json]`
 *
 * Rebuilds each started game from its seed, seats and action log through its GameModule and compares the
 * result with the saved state; a game upgraded to newer rules from its replay base (the state at that update)
 * and the actions after it, and one saved under older rules than the module's (the next load upgrades it) is
 * checked by upgrading its state. Reports, per game: OK, the first differing path, a replay failure (an action
 * the rules now refuse), corrupt rows, or a game module no longer registered. Opens the database read-only.
 * FILE defaults to DATABASE_PATH. Exit code 1 when any game differs or fails, 2 on bad arguments.
 */
import { errorText } from '../error-text';
import { readCli } from './help';
import { loadConfig } from '../config';
import { getGame } from '../games/registry';
import type { AnyGameModule } from '../games/types';
import { openStore, type Store } from '../store';
import { firstDifference, replayGame } from '../table/replay';
import { loggedSinceBase, upgradeState } from '../table/rules-update';
import { invokedDirectly } from './invoked';

export type ReplayVerdict =
  | { id: number; channelId: string; gameId: string; lifecycle: string; version: number; verdict: 'ok' }
  | {
      id: number;
      channelId: string;
      gameId: string;
      lifecycle: string;
      version: number;
      verdict: 'differs' | 'failed' | 'corrupt' | 'unknown-game' | 'lobby';
      detail: string;
    };

/** Replay one stored game and compare with its saved state. */
export function checkStoredGame(
  store: Store,
  id: number,
  lookup: (gameId: string) => AnyGameModule | undefined = getGame,
): ReplayVerdict {
  const loaded = store.getGame(id);
  if (!loaded.ok || !loaded.value) {
    const detail = loaded.ok ? 'not found' : loaded.message;
    return { id, channelId: '?', gameId: '?', lifecycle: '?', version: 0, verdict: 'corrupt', detail };
  }
  const g = loaded.value;
  const base = { id, channelId: g.channelId, gameId: g.gameId, lifecycle: g.lifecycle, version: g.version };
  if (g.state === null) return { ...base, verdict: 'lobby', detail: 'never started' };
  const module = lookup(g.gameId);
  if (!module) return { ...base, verdict: 'unknown-game', detail: `no game "${g.gameId}" in the registry` };
  if (g.rulesVersion !== module.rulesVersion) {
    // What the next load does: the saved state upgraded becomes the replay base, with nothing after it.
    try {
      module.status(upgradeState(module, g.state, g.rulesVersion));
    } catch (e) {
      return {
        ...base,
        verdict: 'failed',
        detail: `upgrading from rules ${g.rulesVersion}: ${errorText(e)}`,
      };
    }
    return { ...base, verdict: 'ok' };
  }
  const logged = loggedSinceBase(store, id);
  if (!logged.ok) return { ...base, verdict: 'corrupt', detail: logged.message };
  const count = logged.value.base.from + logged.value.actions.length;
  if (count !== g.version) {
    return { ...base, verdict: 'differs', detail: `${count} logged actions but version ${g.version}` };
  }
  const r = replayGame(module, {
    seatCount: store.seats(id).length,
    options: g.options,
    seed: g.seed,
    ...logged.value,
  });
  if (!r.ok) return { ...base, verdict: 'failed', detail: `action ${r.atSeq}: ${r.message}` };
  if (JSON.stringify(r.state) === JSON.stringify(g.state)) return { ...base, verdict: 'ok' };
  return { ...base, verdict: 'differs', detail: firstDifference(r.state, g.state) ?? 'JSON differs' };
}

export interface ReplayIo {
  out: (line: string) => void;
  err: (text: string) => void;
  lookup: (gameId: string) => AnyGameModule | undefined;
  defaultDb: () => string;
}

const USAGE = 'Usage: npm run replay -- [--db FILE] (--channel ID | --all) [--json]\n';

/** The CLI, with its I/O injected (tests). Returns the exit code. */
export function replayMain(argv: string[], io: ReplayIo): number {
  const cli = readCli(
    argv,
    {
      options: {
        db: { type: 'string' },
        channel: { type: 'string' },
        all: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    },
    USAGE,
    io,
  );
  if (!cli.ok) return cli.exit;
  const values = cli.parsed.values;
  if (!values.all && !values.channel) {
    io.err(`Give --channel ID or --all.\n${USAGE}`);
    return 2;
  }
  let store: Store;
  try {
    store = openStore(values.db ?? io.defaultDb(), { readonly: true });
  } catch (e) {
    io.err(`${errorText(e)}\n`);
    return 2;
  }
  try {
    const ids = store
      .listGames()
      .filter((g) => values.all || g.channelId === values.channel)
      .map((g) => g.id);
    if (ids.length === 0) {
      io.err(values.all ? 'The database has no games.\n' : `No game in channel ${values.channel}.\n`);
      return values.all ? 0 : 2;
    }
    const verdicts = ids.map((id) => checkStoredGame(store, id, io.lookup));
    const count = (v: ReplayVerdict['verdict']) => verdicts.filter((x) => x.verdict === v).length;
    for (const v of verdicts) {
      if (values.json) io.out(JSON.stringify(v));
      else {
        const head = `game ${v.id} (${v.gameId}, channel ${v.channelId}, ${v.lifecycle}, version ${v.version})`;
        io.out(v.verdict === 'ok' ? `${head}: OK` : `${head}: ${v.verdict.toUpperCase()}: ${v.detail}`);
      }
    }
    const totals = {
      checked: verdicts.length,
      ok: count('ok'),
      differs: count('differs'),
      failed: count('failed'),
      corrupt: count('corrupt'),
      unknownGame: count('unknown-game'),
      lobby: count('lobby'),
    };
    io.out(
      values.json
        ? JSON.stringify(totals)
        : `${totals.ok}/${totals.checked} OK, ${totals.differs} differ, ${totals.failed} fail, ${totals.corrupt} corrupt, ${totals.unknownGame} unknown game, ${totals.lobby} never started`,
    );
    return totals.differs + totals.failed + totals.corrupt > 0 ? 1 : 0;
  } finally {
    store.close();
  }
}

if (invokedDirectly(import.meta.url)) {
  process.exitCode = replayMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    lookup: getGame,
    defaultDb: () => loadConfig().databasePath,
  });
}
