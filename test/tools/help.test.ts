/**
 * `--help` on every command-line tool: its usage on standard output, exit 0, nothing done (it was refused as an
 * unknown option, and `npm run render` printed no usage at all), and an unknown option refused with the usage.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backupMain } from '../../src/tools/backup';
import { moveServersMain } from '../../src/tools/move-servers';
import { runRenderTool } from '../../src/tools/render';
import { replayMain } from '../../src/tools/replay';
import { restoreMain } from '../../src/tools/restore';
import { simMain } from '../../src/tools/sim';

/** An io that records what a tool says and fails the test if the tool touches a game or a database. */
function io() {
  const out: string[] = [];
  let err = '';
  const untouched = (): never => {
    throw new Error('the tool went on past --help');
  };
  return {
    sink: {
      out: (l: string) => out.push(l),
      err: (t: string) => (err += t),
      isTTY: false,
      lookup: untouched,
      available: untouched,
      defaultDb: untouched,
    },
    out,
    err: () => err,
  };
}

describe('--help', () => {
  const tools: [string, (argv: string[], sink: ReturnType<typeof io>['sink']) => number | Promise<number>][] =
    [
      ['sim', simMain],
      ['replay', replayMain],
      ['backup', backupMain],
      ['restore', restoreMain],
      ['move-servers', moveServersMain],
    ];
  for (const [name, main] of tools)
    it(`npm run ${name} -- --help prints its usage and does nothing`, async () => {
      for (const argv of [['--help'], ['-h'], ['--db', 'x.db', '--help']]) {
        const cli = io();
        expect(await main(argv, cli.sink)).toBe(0);
        expect(cli.out.join('\n')).toMatch(new RegExp(`^Usage: npm run ${name} -- `));
        expect(cli.err()).toBe('');
      }
    });
  for (const [name, main] of tools)
    it(`npm run ${name} -- with an unknown option names it, shows the usage on standard error and does nothing`, async () => {
      const cli = io();
      expect(await main(['--colour', 'red'], cli.sink)).toBe(2);
      expect(cli.err()).toMatch(new RegExp(`Unknown option '--colour'.*\\nUsage: npm run ${name} -- `, 's'));
      expect(cli.out).toEqual([]);
    });

  it('npm run render -- --help prints its usage; bad arguments show it too', async () => {
    expect(await runRenderTool(['--help'])).toMatch(/^Usage: npm run render -- --game ID .*--select/s);
    await expect(runRenderTool(['--colour', 'red'])).rejects.toThrow(
      /Unknown option '--colour'.*Usage: npm run render/s,
    );
    await expect(runRenderTool(['--game', 'catan', '--actions', 'many'])).rejects.toThrow(
      /--actions.*Usage:/s,
    );
  });

  it('npm run rest-proxy -- --help prints its usage and starts no proxy', () => {
    const text = execFileSync('npx', ['tsx', 'src/tools/rest-proxy.ts', '--help'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(text).toMatch(/^Usage: npm run rest-proxy -- /);
    expect(text).not.toMatch(/listening/);
  });
});
