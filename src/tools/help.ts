/**
 * How the tools read their command line. `--help` (or `-h`) anywhere among a tool's arguments: the tool prints its
 * usage to standard output and exits 0 without doing anything, instead of refusing an unknown option.
 */
import { errorText } from '../error-text';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function asksForHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/** Where a tool's CLI writes (each tool's `…Io` has these, injected by tests). */
export interface CliOutput {
  out: (line: string) => void;
  err: (text: string) => void;
}

/** The parsed command line, or the exit code the tool ends with (its usage or the problem already written). */
export type CliArgs<T extends ParseArgsConfig> =
  { ok: true; parsed: ReturnType<typeof parseArgs<T & { args: string[] }>> } | { ok: false; exit: number };

/**
 * `argv` read by `parseArgs` with `config`: for `--help`, the usage goes to standard output (exit 0); for an
 * option parseArgs refuses, its message and the usage go to standard error (exit 2).
 */
export function readCli<T extends ParseArgsConfig>(
  argv: string[],
  config: T,
  usage: string,
  io: CliOutput,
): CliArgs<T> {
  if (asksForHelp(argv)) {
    io.out(usage.trimEnd());
    return { ok: false, exit: 0 };
  }
  try {
    return { ok: true, parsed: parseArgs({ ...config, args: argv }) };
  } catch (e) {
    io.err(`${errorText(e)}\n${usage}`);
    return { ok: false, exit: 2 };
  }
}
