/** Reading a health endpoint (src/health.ts, src/health-shards.ts, the REST proxy's) the way a probe or a scraper does. */
import type { Health } from '../../src/health';

/** `GET base/healthz`: its status and its body. */
export async function healthzAt(base: string): Promise<{ status: number; body: Health }> {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Health };
}

/** `GET base/metrics`: the Prometheus text. */
export async function metricsAt(base: string): Promise<string> {
  return (await fetch(`${base}/metrics`)).text();
}

/** The value of the sample `name{labels}` in a metrics text (labels as Prometheus writes them), or null. */
export function sampleIn(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').at(-1)) : null;
}
