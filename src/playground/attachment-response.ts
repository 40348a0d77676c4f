import type { ServerResponse } from 'node:http';

/**
 * Send an attachment's bytes. An attachment never changes under its URL, so browsers may keep it for a year:
 * the stand-in's `/attachments/…` and the page bridge's `/files/…` both answer this way.
 */
export function sendAttachment(response: ServerResponse, contentType: string, body: Buffer): void {
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': body.length,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(body);
}
