/**
 * One REST budget for every shard process: Discord's global limit (50 requests a second) is per bot, across
 * all its processes, while each shard's discord.js client paces only its own requests. The sharding
 * manager's process runs this proxy (on 127.0.0.1, a free port) and every shard's client sends its bot-token
 * requests through it (`rest.api` = `url`): one @discordjs/rest REST instance here holds the route buckets and
 * the global limit for all of them, and passes each request on to Discord (or the stand-in) with the
 * shard's own Authorization header, which is never logged. Interaction-token requests (an interaction's
 * callback, edits and follow-ups) are outside the global limit: the shards send them straight to Discord
 * (src/discord/token-routes.ts); any that do arrive here go through a second REST instance without a global
 * limit, so they never use up the bot's budget.
 *
 * The proxy also holds every send to at most 50 in any second (`discordGlobalBudget` in ./rest-budget, each
 * counted from its answer): discord.js's own global limit alone can let 100 through in a second.
 *
 * The request handler is @discordjs/proxy's `proxyRequests` (and uses its response helpers) with these
 * changes: the body is read in full before it is queued (`proxyRequests` hands the incoming stream on as the
 * body, and when Discord answers 429 or 5xx @discordjs/rest sends the same request again, with that stream
 * already read: an empty body); a request whose client has gone is not sent and takes no place in the
 * budget; token routes take the REST instance without a global limit; and it counts what it passes on.
 */
import { errorText } from './error-text';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  populateAbortErrorResponse,
  populateGeneralErrorResponse,
  populateRatelimitErrorResponse,
  populateSuccessfulResponse,
} from '@discordjs/proxy';
import {
  DefaultRestOptions,
  DiscordAPIError,
  HTTPError,
  RateLimitError,
  REST,
  type RequestMethod,
  type RouteLike,
} from 'discord.js';
import { REST_HANDLER_SWEEP_MS } from './discord/client-options';
import { isTokenRoute } from './discord/token-routes';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { logger } from './log';
import { DISCORD_GLOBAL_PER_SEC, discordGlobalBudget, heldFigures } from './rest-budget';

const log = logger.child({ module: 'rest-proxy' });

export interface RestProxyOptions {
  /** The REST base to pass requests on to, without version (default Discord's `https://discord.com/api`). */
  api?: string;
  /** Bot-token requests a second across every client of the proxy (default Discord's 50). */
  globalPerSec?: number;
  /** Interface to listen on (default 127.0.0.1: this machine's shards only). */
  host?: string;
  /** Port (default 0: a free one). */
  port?: number;
  /**
   * Watch the process's own figures (CPU, memory, event loop lag, GC) for `/metrics`: for a proxy on its own
   * (`npm run rest-proxy`); a sharding manager's process has its own health endpoint's.
   */
  processFigures?: boolean;
}

/** What the proxy passed on, by kind (the tests read it; it is also logged at close). */
export interface ProxyCounts {
  /** Requests under the bot's global limit (everything but interaction-token routes). */
  botToken: number;
  interactionToken: number;
}

export interface RestProxy {
  /** The REST base for the clients, in place of `https://discord.com/api`: http://127.0.0.1:port/api. */
  url: string;
  readonly counts: ProxyCounts;
  /** Its figures, served on its `/metrics` (a sharding manager adds them to the machine's). */
  readonly registry: Registry;
  /** Stop listening, drop open connections and the REST instances' timers. */
  close(): Promise<void>;
}

/** Thrown instead of sending a request given up on while it waited for the budget. */
class AbandonedRequest extends Error {
  constructor() {
    super('the client gave up on this request');
    this.name = 'AbandonedRequest';
  }
}

/**
 * Discord's error answer, passed on as it came (status and JSON body: the client sees the same
 * DiscordAPIError, code and all), as @discordjs/proxy's `populateErrorResponse` does. Not that function itself:
 * it checks `instanceof` against the ESM build of @discordjs/rest, while the REST here is discord.js's, the
 * CommonJS build, whose errors are other classes; every error would become a 502.
 */
function populateError(response: ServerResponse, error: unknown): boolean {
  if (error instanceof DiscordAPIError || error instanceof HTTPError)
    populateGeneralErrorResponse(response, error);
  else if (error instanceof RateLimitError) populateRatelimitErrorResponse(response, error);
  else if (error instanceof Error && error.name === 'AbortError') populateAbortErrorResponse(response);
  else return false;
  return true;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The proxy's own figures, for its operators (`GET /metrics`, Prometheus' text, prom-client): the requests
 * passed on by kind of token and the status sent back (504: given up while it waited, never sent), the
 * bot-token requests held back for the global budget and their waits, and the process's own figures.
 */
function proxyFigures(held: { sends: number; ms: number }, processFigures: boolean) {
  const registry = new Registry();
  const registers = [registry];
  if (processFigures) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'derrick_proxy_requests_total',
    help: 'Requests passed on, by token (bot: under the global limit; interaction) and the status sent back.',
    labelNames: ['token', 'status'],
    registers,
  });
  heldFigures(held, registers);
  return {
    registry,
    answered(tokenRoute: boolean, status: number): void {
      requests.inc({ token: tokenRoute ? 'interaction' : 'bot', status: String(status) });
    },
  };
}

/**
 * `GET /healthz` (200 while the proxy listens: what a supervisor or a load balancer asks before sending it a
 * shard's requests) and `GET /metrics`.
 */
async function answerFigures(response: ServerResponse, path: string, registry: Registry): Promise<void> {
  if (path === '/healthz') {
    response.setHeader('content-type', 'application/json');
    response.write('{"status":"ok"}\n');
    return;
  }
  const text = await registry.metrics();
  response.setHeader('content-type', registry.contentType);
  response.write(text);
}

/** Start the proxy, by default on 127.0.0.1 and a free port (`npm run rest-proxy` runs one on its own). */
export async function startRestProxy(options: RestProxyOptions = {}): Promise<RestProxy> {
  const api = options.api ?? DefaultRestOptions.api;
  const host = options.host ?? '127.0.0.1';
  const common = { api, handlerSweepInterval: REST_HANDLER_SWEEP_MS };
  const perSec = options.globalPerSec ?? DISCORD_GLOBAL_PER_SEC;
  const budget = discordGlobalBudget(perSec);
  const send = DefaultRestOptions.makeRequest;
  const botRest = new REST({
    ...common,
    globalRequestsPerSecond: perSec,
    makeRequest: async (url, init) => {
      // A request given up on (its client gone, see `abandoned` below, or the REST's timeout) is not sent and
      // takes no place in the budget. Not an AbortError: @discordjs/rest would send it again (up to 3 times),
      // holding its bucket meanwhile.
      const place = await budget.take(init.signal ?? undefined);
      if (!place) throw new AbandonedRequest();
      try {
        return await send(url, init);
      } finally {
        place.answered();
      }
    },
  });
  // Interaction-token routes: their own per-token buckets, no global limit (Discord has none for them).
  const tokenRest = new REST({ ...common, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
  const counts: ProxyCounts = { botToken: 0, interactionToken: 0 };
  const figures = proxyFigures(budget.held, options.processFigures ?? false);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = (request.method ?? '').toUpperCase();
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (method === 'GET' && (url.pathname === '/healthz' || url.pathname === '/metrics')) {
      await answerFigures(response, url.pathname, figures.registry);
      return;
    }
    if (!/^\/api(\/v\d+)?\//.test(url.pathname) || !METHODS.has(method)) {
      response.statusCode = 404;
      return;
    }
    const fullRoute = url.pathname.replace(/^\/api(\/v\d+)?/, '') as RouteLike;
    const tokenRoute = isTokenRoute(fullRoute);
    counts[tokenRoute ? 'interactionToken' : 'botToken'] += 1;
    const headers: Record<string, string> = {};
    const { authorization } = request.headers;
    const contentType = request.headers['content-type'];
    const reason = request.headers['x-audit-log-reason'];
    if (contentType) headers['content-type'] = contentType;
    if (authorization) headers.authorization = authorization;
    if (typeof reason === 'string') headers['x-audit-log-reason'] = reason;
    const body = await readBody(request);
    // The client gave up (its timeout, 15 s in discord.js, ran out while the request queued here) and will send
    // it again: the queued one must not go out as well, or a message would be posted twice.
    const abandoned = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    try {
      const answer = await (tokenRoute ? tokenRest : botRest).queueRequest({
        fullRoute,
        method: method as RequestMethod,
        ...(body.length > 0 ? { body } : {}),
        passThroughBody: true,
        // The client's Authorization header is passed on as it came; this REST has no token of its own.
        auth: false,
        query: url.searchParams,
        headers,
        signal: abandoned.signal,
      });
      await populateSuccessfulResponse(response, answer);
      figures.answered(tokenRoute, response.statusCode);
    } catch (error) {
      if (error instanceof AbandonedRequest) {
        // Its client has gone, or (still there) this proxy's own timeout ran out while it queued: not sent.
        response.statusCode = 504;
        log.debug({ method, clientGone: abandoned.signal.aborted }, 'proxy request given up: not sent');
      } else if (!populateError(response, error)) {
        // Not Discord's answer (a network failure): the route may carry a token, so only the method is logged.
        log.warn({ err: errorText(error), method }, 'proxy request failed');
        response.statusCode = 502;
      }
      figures.answered(tokenRoute, response.statusCode);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response)
      .catch(() => {
        if (!response.headersSent) response.statusCode = 500;
      })
      .finally(() => response.end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}/api`;
  log.info({ url }, 'REST proxy listening');
  let closing: Promise<void> | undefined;
  return {
    url,
    counts,
    registry: figures.registry,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const rest of [botRest, tokenRest]) {
          rest.clearHashSweeper();
          rest.clearHandlerSweeper();
        }
        log.info({ ...counts }, 'REST proxy closed');
      });
      return closing;
    },
  };
}
