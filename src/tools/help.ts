/**
 * `--help` (or `-h`) anywhere among a tool's arguments: the tool prints its usage to standard output and exits 0
 * without doing anything, instead of refusing an unknown option.
 */
export function asksForHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}
