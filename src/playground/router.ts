import type { IncomingMessage } from 'node:http';
import { DiscordHttpError, ErrorCode } from './errors';
import type { UploadedFile } from './messages';

export interface RestRequest {
  method: string;
  /** The OpenAPI path template this request matched, e.g. /channels/{channel_id}/messages. */
  route: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
  /** Whether `Authorization: Bot <token>` carried the bot's token. */
  authorized: boolean;
}

export interface RestResponse {
  status: number;
  body?: unknown;
}

export type RestHandler = (request: RestRequest) => RestResponse | Promise<RestResponse>;

export interface RouteSpec {
  method: string;
  route: string;
  /** Routes with a bot token; interaction callbacks and webhooks are authorized by their token instead. */
  auth: boolean;
  handler: RestHandler;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;

export const ok = (body: unknown, status = 200): RestResponse => ({ status, body });
export const noContent = (): RestResponse => ({ status: 204 });

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new DiscordHttpError(413, ErrorCode.RequestEntityTooLarge, 'Request entity too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parse a JSON or multipart (`payload_json` + `files[n]`) body. */
export async function parseBody(request: IncomingMessage): Promise<{ body: unknown; files: UploadedFile[] }> {
  const raw = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    } catch {
      throw new DiscordHttpError(400, ErrorCode.InvalidFormBody, 'Invalid Form Body');
    }
    const files: UploadedFile[] = [];
    let body: unknown = {};
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') {
        body = parseJson(value);
        continue;
      }
      const match = /^files\[(\d+)\]$/.exec(key);
      if (match && typeof value !== 'string') {
        files.push({
          index: Number(match[1]),
          filename: value.name,
          contentType: value.type || 'application/octet-stream',
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { body, files };
  }
  return { body: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DiscordHttpError(400, 50109, 'The request body contains invalid JSON.');
  }
}

/** Matches decoded path segments against OpenAPI templates; literal segments win over parameters. */
export class Router {
  private readonly routes: (RouteSpec & { segments: string[] })[] = [];

  add(spec: RouteSpec): void {
    this.routes.push({ ...spec, segments: spec.route.split('/').slice(1) });
  }

  match(method: string, path: string): { spec: RouteSpec; params: Record<string, string> } | 'method' | null {
    const segments = path
      .split('/')
      .slice(1)
      .map((s) => {
        try {
          return decodeURIComponent(s);
        } catch {
          return s;
        }
      });
    let best: { spec: RouteSpec; params: Record<string, string>; literals: number } | null = null;
    let pathMatched = false;
    for (const route of this.routes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      const fits = route.segments.every((template, i) => {
        const actual = segments[i] ?? '';
        if (template.startsWith('{') && template.endsWith('}')) {
          params[template.slice(1, -1)] = actual;
          return actual.length > 0;
        }
        literals += 1;
        return template === actual;
      });
      if (!fits) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      if (!best || literals > best.literals) best = { spec: route, params, literals };
    }
    if (best) return { spec: best.spec, params: best.params };
    return pathMatched ? 'method' : null;
  }
}
