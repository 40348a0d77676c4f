/**
 * The HTTP + SSE bridge between the page and the playground backend (the stand-in's driver). Routes and shapes
 * are documented in protocol.ts. One rule matters above all: a user's ephemeral messages go to that user only,
 * both in `GET /bridge/channels/:id/messages` and on the event stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { logger } from '../../log';
import { sendAttachment } from '../attachment-response';
import type { BackendChange, PlaygroundBackend } from './backend';
import {
  DEFAULT_MESSAGE_LIMIT,
  MAX_MESSAGE_LIMIT,
  type ActionResponse,
  type MessagesResponse,
  type PageEvent,
} from './protocol';
import {
  clickRequest,
  describeIssue,
  dismissRequest,
  runCommandRequest,
  sayRequest,
  selectRequest,
  submitModalRequest,
} from './requests';

const log = logger.child({ module: 'playground-bridge' });

const MAX_BODY_BYTES = 64 * 1024;
const HEARTBEAT_MS = 15_000;

export interface Bridge {
  /** Answers the request if it is one of the bridge's routes; returns false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Ends every open event stream. */
  close(): void;
}

interface Stream {
  user: string;
  res: ServerResponse;
}

export function createBridge(backend: PlaygroundBackend): Bridge {
  const streams = new Set<Stream>();

  const send = (stream: Stream, event: PageEvent): void => {
    stream.res.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  const forward = (change: BackendChange): void => {
    for (const stream of streams) {
      try {
        const event = eventFor(change, stream.user);
        if (event) send(stream, event);
      } catch (error) {
        log.warn({ err: error }, 'could not forward a change to a page');
      }
    }
  };

  const eventFor = (change: BackendChange, user: string): PageEvent | undefined => {
    switch (change.type) {
      case 'message':
        if (change.visibleTo !== undefined && change.visibleTo !== user) return undefined;
        return {
          type: 'message',
          channelId: change.channelId,
          message: { message: change.message, ephemeral: change.visibleTo !== undefined },
        };
      case 'messageDelete':
        if (change.visibleTo !== undefined && change.visibleTo !== user) return undefined;
        return { type: 'messageDelete', channelId: change.channelId, messageId: change.messageId };
      case 'world':
        return { type: 'world', world: backend.world() };
      case 'commands':
        return { type: 'commands', commands: backend.commands() };
    }
  };

  const unsubscribe = backend.subscribe(forward);
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const openStream = (req: IncomingMessage, res: ServerResponse, user: string): void => {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 1000\n\n');
    const stream: Stream = { user, res };
    streams.add(stream);
    send(stream, { type: 'hello', user });
    req.on('close', () => streams.delete(stream));
  };

  const knownUser = (user: string | null): user is string =>
    user !== null && backend.world().people.some((p) => p.id === user);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://page.local');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (method === 'GET' && path === '/bridge/world') return json(res, 200, backend.world());
    if (method === 'GET' && path === '/bridge/commands') return json(res, 200, backend.commands());

    if (method === 'GET' && path === '/bridge/events') {
      const user = url.searchParams.get('user');
      if (!knownUser(user)) return json(res, 400, { error: `unknown user "${user ?? ''}"` });
      openStream(req, res, user);
      return true;
    }

    const channelMessages = /^\/bridge\/channels\/([^/]+)\/messages$/.exec(path);
    if (method === 'GET' && channelMessages) {
      const user = url.searchParams.get('user');
      if (!knownUser(user)) return json(res, 400, { error: `unknown user "${user ?? ''}"` });
      const channelId = decodeURIComponent(channelMessages[1] ?? '');
      const limitText = url.searchParams.get('limit');
      const limit = limitText === null ? DEFAULT_MESSAGE_LIMIT : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MESSAGE_LIMIT) {
        return json(res, 400, { error: `limit must be a whole number from 1 to ${MAX_MESSAGE_LIMIT}` });
      }
      const messages = backend.messages(channelId, user);
      if (!messages) return json(res, 404, { error: `unknown channel ${channelId}` });
      const response: MessagesResponse = {
        channelId,
        messages: messages.slice(-limit),
        hasMore: messages.length > limit,
      };
      return json(res, 200, response);
    }

    if (method === 'GET' && path.startsWith('/files/') && backend.file) {
      const file = await backend.file(path.slice('/files/'.length));
      if (!file) return json(res, 404, { error: 'no such file' });
      sendAttachment(res, file.contentType, file.body);
      return true;
    }

    if (method === 'POST' && path.startsWith('/bridge/')) {
      const body = await readJson(req);
      if (body === undefined) return json(res, 400, { error: 'the body must be JSON (at most 64 KiB)' });
      const act = async <T extends { user: string }>(
        schema: z.ZodType<T>,
        run: (request: T) => Promise<unknown>,
      ): Promise<boolean> => {
        const parsed = schema.safeParse(body);
        if (!parsed.success) return json(res, 400, { error: describeIssue(parsed.error) });
        if (!knownUser(parsed.data.user))
          return json(res, 400, { error: `unknown user "${parsed.data.user}"` });
        try {
          return json(res, 200, await run(parsed.data));
        } catch (error) {
          log.warn({ err: error, path }, 'playground action failed');
          const refused: ActionResponse = { ok: false, error: errorText(error) };
          return json(res, 200, refused);
        }
      };
      switch (path) {
        case '/bridge/run':
          return act(runCommandRequest, (r) => backend.runCommand(r));
        case '/bridge/autocomplete':
          return act(runCommandRequest, (r) => backend.autocomplete(r));
        case '/bridge/click':
          return act(clickRequest, (r) => backend.click(r));
        case '/bridge/select':
          return act(selectRequest, (r) => backend.select(r));
        case '/bridge/submit':
          return act(submitModalRequest, (r) => backend.submitModal(r));
        case '/bridge/dismiss':
          return act(dismissRequest, (r) => backend.dismiss(r));
        case '/bridge/say':
          return act(sayRequest, (r) => backend.say(r));
      }
    }

    if (path.startsWith('/bridge/')) return json(res, 404, { error: `no route ${method} ${path}` });
    return false;
  }

  return {
    handle,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const stream of streams) stream.res.end();
      streams.clear();
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown): true {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return true;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
