/**
 * The page over HTTP: the HTML, CSS and bundled script of the playground page plus the bridge's API
 * (bridge.ts). `createPageHandler` mounts on the stand-in's own server (one port for Discord's API, the gateway
 * and the page); `startPageServer` runs it alone (the page's tests, over a fake backend).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../../paths';
import { logger } from '../../log';
import type { PlaygroundBackend } from './backend';
import { createBridge } from './bridge';
import { pageScript } from './bundle';
import { emojiFile } from './emoji-files';
import { EMOJI_PATH } from './protocol';

const log = logger.child({ module: 'playground-page' });

/** A file of the page (src/playground/web), found from the project's root so a bundle of the bot finds it too. */
const asset = (name: string): string => join(ROOT, 'src', 'playground', 'web', name);

export interface PageHandler {
  /** Answers the page's and the bridge's paths; returns false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Ends the open event streams. */
  close(): void;
}

export async function createPageHandler(backend: PlaygroundBackend): Promise<PageHandler> {
  const bridge = createBridge(backend);
  // Build the script up front so a broken client fails at start, not on the first visit.
  await pageScript();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    try {
      const path = new URL(req.url ?? '/', 'http://page.local').pathname;
      if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
        return send(res, 'text/html; charset=utf-8', await readFile(asset('index.html')));
      }
      if (req.method === 'GET' && path === '/app.css') {
        return send(res, 'text/css; charset=utf-8', await readFile(asset('style.css')));
      }
      if (req.method === 'GET' && path === '/app.js') {
        return send(res, 'text/javascript; charset=utf-8', await pageScript());
      }
      if (req.method === 'GET' && path.startsWith(EMOJI_PATH)) {
        const svg = await emojiFile(path.slice(EMOJI_PATH.length));
        if (!svg) return notFound(res);
        // The pictures never change for an installed package: the browser keeps them a day.
        return send(res, 'image/svg+xml', svg, 'max-age=86400');
      }
      if (req.method === 'GET' && path === '/favicon.ico') {
        res.writeHead(204).end();
        return true;
      }
      return await bridge.handle(req, res);
    } catch (error) {
      log.error({ err: error, url: req.url }, 'page request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Something went wrong; see the server log.');
      return true;
    }
  };
  return { handle, close: () => bridge.close() };
}

export interface PageServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The page alone on its own port (0 picks a free one), for the page's tests. */
export async function startPageServer(options: {
  port: number;
  backend: PlaygroundBackend;
  host?: string;
}): Promise<PageServer> {
  const page = await createPageHandler(options.backend);
  const server = createServer((req, res) => {
    void page.handle(req, res).then((handled) => {
      if (!handled) notFound(res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        page.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, contentType: string, body: string | Buffer, cache = 'no-cache'): true {
  res.writeHead(200, { 'content-type': contentType, 'cache-control': cache });
  res.end(body);
  return true;
}

function notFound(res: ServerResponse): true {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  return true;
}
