import { errorText } from '../error-text';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '../log';
import { sendAttachment } from './attachment-response';
import { DiscordHttpError } from './errors';
import { FaultSwitches, type FaultKind } from './faults';
import { Gateway } from './gateway';
import { LIMITS } from './limits';
import { allRoutes, type Timing } from './rest';
import { NetworkDelay, type NetworkDelaySpec } from './network-delay';
import { RateLimiter, type RateLimitOptions } from './rate-limits';
import { Router, parseBody, type RestResponse } from './router';
import { SessionStarts, type SessionStartOptions } from './session-starts';
import { Store } from './store';
import { RequestValidator } from './validation';
import { Driver } from './driver';
import type { WorldSpec } from './world';

export interface StandInOptions {
  /** Port to listen on; 0 (default) picks a free port. */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** The seed world (default: "Derrick Playground" with Ana (admin), Ben, Caro, Dev). */
  world?: WorldSpec;
  /** Shard count recommended by GET /gateway/bot (default 1). */
  recommendedShards?: number;
  /**
   * The session start limit: `maxConcurrency` (default 1), the identify window (5 s), session starts per day
   * (1000), guilds per shard before sharding is required (2500), and an injectable clock for them.
   */
  sessionStarts?: SessionStartOptions;
  /** Discord's clocks; defaults are Discord's real values. Shorten only in tests that need it. */
  timing?: Partial<Timing>;
  /** HELLO heartbeat interval in ms (default 41250, Discord's). */
  heartbeatIntervalMs?: number;
  /** Path to Discord's openapi.json (default: the copy in vendor/discord-api/openapi.json). */
  openapiPath?: string;
  /** Per-route and global rate limits (default: loose per-route buckets, Discord's global 50/s). */
  rateLimits?: RateLimitOptions;
  /** Delay every REST answer and gateway payload by `ms` plus up to `jitterMs` (default: none). */
  networkDelay?: NetworkDelaySpec;
}

/**
 * Extra HTTP handler for non-API paths (the playground page, SSE); return true when the request was handled.
 */
export type PageHandler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export interface StandIn {
  /** http://host:port */
  url: string;
  /** What to give discord.js as `rest: { api }`: http://host:port/api (discord.js appends /v10). */
  restUrl: string;
  /** ws://host:port/gateway, also returned by GET /gateway/bot. */
  gatewayUrl: string;
  /** The bot token the stand-in accepts. */
  token: string;
  driver: Driver;
  store: Store;
  faults: FaultSwitches;
  /** The rate limits in force; `rateLimits.configure({...})` changes them at run time. */
  rateLimits: RateLimiter;
  /** The network delay switch: `networkDelay.set({ ms, jitterMs })`, `set(null)` to switch it off. */
  networkDelay: NetworkDelay;
  gateway: Gateway;
  /** Mount handlers for other paths (the page engineer's HTTP + SSE). Checked before the 404. */
  addPageHandler(handler: PageHandler): void;
  server: Server;
  close(): Promise<void>;
}

const log = logger.child({ module: 'stand-in' });

let sharedValidator: { path: string; validator: RequestValidator } | null = null;

function validatorFor(path?: string): RequestValidator {
  const key = path ?? '';
  if (!sharedValidator || sharedValidator.path !== key) {
    sharedValidator = { path: key, validator: new RequestValidator(path) };
  }
  return sharedValidator.validator;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Start the local Discord stand-in: REST under /api/v10, the gateway at /gateway, attachments at /attachments. */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const store = new Store(options.world);
  const validator = validatorFor(options.openapiPath);
  const timing: Timing = {
    interactionAckMs: options.timing?.interactionAckMs ?? LIMITS.interactionAckMs,
    interactionTokenMs: options.timing?.interactionTokenMs ?? LIMITS.interactionTokenMs,
  };
  const networkDelay = new NetworkDelay(options.networkDelay);
  const sessionStarts = new SessionStarts(options.sessionStarts);
  const gateway = new Gateway(store, {
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    resumeWindowMs: 5 * 60_000,
    delay: networkDelay,
    sessionStarts,
  });
  const faults = new FaultSwitches();
  const rateLimits = new RateLimiter(options.rateLimits);
  const router = new Router();
  const pageHandlers: PageHandler[] = [];
  const routes = allRoutes({
    store,
    validator,
    timing,
    gatewayUrl: () => gateway.gatewayUrl,
    recommendedShards: options.recommendedShards ?? 1,
    sessionStarts,
  });
  for (const route of routes) router.add(route);
  validator.prepare(routes);

  const applyFault = async (fault: FaultKind, response: ServerResponse): Promise<boolean> => {
    if (fault.kind === 'delay') {
      await sleep(fault.delayMs);
      return false;
    }
    if (fault.kind === 'lostAnswer') return false;
    if (fault.kind === 'serverError') {
      sendJson(response, fault.status ?? 500, { message: '500: Internal Server Error', code: 0 });
      return true;
    }
    const seconds = fault.retryAfterMs / 1000;
    sendJson(
      response,
      429,
      { message: 'You are being rate limited.', retry_after: seconds, global: fault.global ?? false },
      {
        'retry-after': String(seconds),
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': String(seconds),
        'x-ratelimit-bucket': 'stand-in-fault',
        'x-ratelimit-scope': fault.global ? 'global' : 'user',
        ...(fault.global ? { 'x-ratelimit-global': 'true' } : {}),
      },
    );
    return true;
  };

  const handleApi = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const method = (request.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v10/, '') || '/';
    let limitHeaders: Record<string, string> = {};
    await networkDelay.wait();
    // When the request got here, for the rate-limit counters: not after its body was read, which waits on load.
    const receivedAt = Date.now();
    try {
      store.archiveIdleThreads();
      const fault = faults.take(method, path);
      if (fault && (await applyFault(fault, response))) return;
      const match = router.match(method, path);
      if (match === null) throw new DiscordHttpError(404, 0, '404: Not Found');
      if (match === 'method') throw new DiscordHttpError(405, 0, '405: Method Not Allowed');
      const authorized = request.headers.authorization === `Bot ${store.token}`;
      if (match.spec.auth && !authorized) throw new DiscordHttpError(401, 0, '401: Unauthorized');
      const { body, files } = await parseBody(request);
      const limit = rateLimits.take(method, match.spec.route, match.params, match.spec.auth, receivedAt);
      limitHeaders = limit.headers;
      if (!limit.ok) {
        sendJson(response, limit.status, limit.body, limit.headers);
        return;
      }
      validator.check(method, match.spec.route, body);
      const result: RestResponse = await match.spec.handler({
        method,
        route: match.spec.route,
        params: match.params,
        query: url.searchParams,
        body,
        files,
        authorized,
      });
      if (fault?.kind === 'lostAnswer') {
        // Carried out, but its answer never reaches the bot.
        sendJson(response, 502, { message: '502: Bad Gateway', code: 0 });
        return;
      }
      sendJson(response, result.status, result.body, limitHeaders);
    } catch (error) {
      if (error instanceof DiscordHttpError) {
        log.debug(
          { method, path, status: error.status, code: error.code, errors: error.errors },
          'request refused',
        );
        sendJson(response, error.status, error.body, limitHeaders);
        return;
      }
      log.error({ err: error, method, path }, 'stand-in failed on a request');
      const message = errorText(error);
      sendJson(response, 500, { message: `500: Internal Server Error (${message})`, code: 0 });
    }
  };

  const serveAttachment = (response: ServerResponse, url: URL): boolean => {
    const match = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(url.pathname);
    const attachment = match ? store.attachments.get(match[2] ?? '') : undefined;
    if (!attachment || attachment.channelId !== match?.[1]) return false;
    sendAttachment(response, attachment.contentType, attachment.data);
    return true;
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    void (async () => {
      if (url.pathname.startsWith('/api/v10/') || url.pathname === '/api/v10')
        return handleApi(request, response, url);
      if (url.pathname.startsWith('/api/')) {
        sendJson(response, 404, { message: '404: Not Found', code: 0 });
        return;
      }
      if (request.method === 'GET' && serveAttachment(response, url)) return;
      for (const handler of pageHandlers) {
        if (await handler(request, response)) return;
      }
      sendJson(response, 404, { message: '404: Not Found', code: 0 });
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: String(error), code: 0 });
    });
  });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/gateway' || url.pathname === '/gateway/')
      gateway.handleUpgrade(request, socket, head);
    else socket.destroy();
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost}:${port}`;
  store.baseUrl = url;
  const gatewayUrl = `ws://${shownHost}:${port}/gateway`;
  gateway.setUrl(gatewayUrl);
  const driver = new Driver(store, gateway, faults);
  // Discord archives idle threads in the background: when the clock is advanced, and once a minute.
  const stopArchiving = store.clock.onAdvance(() => store.archiveIdleThreads());
  const archiver = setInterval(() => store.archiveIdleThreads(), 60_000);
  archiver.unref();

  return {
    url,
    restUrl: `${url}/api`,
    gatewayUrl,
    token: store.token,
    driver,
    store,
    faults,
    rateLimits,
    networkDelay,
    gateway,
    server,
    addPageHandler: (handler) => pageHandlers.push(handler),
    close: async () => {
      stopArchiving();
      clearInterval(archiver);
      driver.dispose();
      gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
