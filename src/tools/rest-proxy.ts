/**
 * `npm run rest-proxy -- [--host ADDRESS] [--port N] [--api URL]`: the REST proxy (src/rest-proxy.ts) on its
 * own, for bots whose shards run on several machines: start it once, reachable from them all (e.g.
 * `--host 10.0.0.5 --port 8080`, on the private network only: it passes on any request it gets), and set
 * `REST_PROXY=http://10.0.0.5:8080` on every machine, so all of them share Discord's 50 requests a second.
 * It has no token: each request carries its shard's own. `--api` (tests, the playground): the REST base to
 * pass requests on to instead of Discord's. `GET /healthz` and `GET /metrics` on the same port tell a supervisor
 * it is up and what it passed on (src/rest-proxy.ts). Ctrl+C stops it.
 */
import { errorText } from '../error-text';
import { parseArgs } from 'node:util';
import { asksForHelp } from './help';
import { startRestProxy, type RestProxyOptions } from '../rest-proxy';
import { invokedDirectly } from './invoked';

const USAGE = 'Usage: npm run rest-proxy -- [--host ADDRESS] [--port N] [--api URL]\n';

/** The proxy's options from the command line, or the problem with it. */
export function parseProxyArgs(
  argv: string[],
): { ok: true; options: RestProxyOptions } | { ok: false; problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { host: { type: 'string' }, port: { type: 'string' }, api: { type: 'string' } },
    }));
  } catch (e) {
    return { ok: false, problem: `${errorText(e)}\n${USAGE}` };
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return {
      ok: false,
      problem: `--port must be a whole number from 0 to 65535, got "${values.port}"\n${USAGE}`,
    };
  if (values.api !== undefined && !/^https?:\/\/[^/]/.test(values.api))
    return { ok: false, problem: `--api must be an http(s) URL, got "${values.api}"\n${USAGE}` };
  return {
    ok: true,
    options: {
      host: values.host ?? '127.0.0.1',
      port,
      ...(values.api === undefined ? {} : { api: values.api.replace(/\/+$/, '') }),
    },
  };
}

async function main(): Promise<void> {
  if (asksForHelp(process.argv.slice(2))) {
    process.stdout.write(USAGE);
    return;
  }
  const parsed = parseProxyArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(parsed.problem);
    process.exitCode = 2;
    return;
  }
  const proxy = await startRestProxy({ ...parsed.options, processFigures: true });
  const address = proxy.url.replace(/\/api$/, '');
  process.stdout.write(
    `REST proxy listening on ${address}: set REST_PROXY to this machine's address and port there ` +
      `(${address}/healthz and ${address}/metrics for its supervisor).\n`,
  );
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (invokedDirectly(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`The REST proxy could not start: ${errorText(error)}\n`);
    process.exitCode = 1;
  });
}
