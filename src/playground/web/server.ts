/**
 * The page's HTTP server: the HTML, CSS and bundled script of the playground page, plus the bridge's API
 * (bridge.ts). Listens on `port` (0 picks a free one) on all interfaces, so a phone on the same network can
 * open it too.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { logger } from '../../log';
import type { PlaygroundBackend } from './backend';
import { createBridge } from './bridge';
import { pageScript } from './bundle';

const log = logger.child({ module: 'playground-page' });

const asset = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));

export interface PageServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startPageServer(options: {
  port: number;
  backend: PlaygroundBackend;
  host?: string;
}): Promise<PageServer> {
  const bridge = createBridge(options.backend);
  // Build the script up front so a broken client fails at start, not on the first visit.
  await pageScript();

  const server: Server = createServer((req, res) => {
    void (async () => {
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
        if (req.method === 'GET' && path === '/favicon.ico') {
          res.writeHead(204).end();
          return;
        }
        if (await bridge.handle(req, res)) return;
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      } catch (error) {
        log.error({ err: error, url: req.url }, 'page request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Something went wrong; see the server log.');
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
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
        bridge.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: import('node:http').ServerResponse, contentType: string, body: string | Buffer): void {
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache' });
  res.end(body);
}
