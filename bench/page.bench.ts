/**
 * The playground as a person meets it: how long `startPlayground` takes to be ready (stand-in, the real bot
 * through discord.js, the page), how big the page's script is, and how long a click on the page takes to come
 * back as a changed message on the page's event stream (page HTTP -> driver -> gateway -> discord.js -> bot ->
 * REST -> stand-in -> SSE).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlayground, type Playground } from '../src/playground/app';
import { pageScript } from '../src/playground/web/bundle';
import type { PageEvent } from '../src/playground/web/protocol';
import { nowMs, percentile, type Benchmark } from './harness';

const CLICKS = 10;

async function withPlayground<T>(body: (playground: Playground) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-page-bench-'));
  const playground = await startPlayground({
    port: 0,
    databasePath: join(dir, 'derrick.sqlite'),
    announce: false,
  });
  try {
    return await body(playground);
  } finally {
    await playground.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads the page's event stream for `userId`, calling `onEvent` for each event, until `stop` is called. */
async function listen(url: string, userId: string, onEvent: (event: PageEvent) => void) {
  const controller = new AbortController();
  const res = await fetch(`${url}/bridge/events?user=${userId}`, { signal: controller.signal });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no event stream');
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of block.split('\n')) {
          if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)) as PageEvent);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => undefined);
  return async () => {
    controller.abort();
    await reading;
  };
}

async function clickTimes(playground: Playground): Promise<number[]> {
  const driver = playground.standIn.driver;
  const reply = await driver
    .runCommand({ user: 'ana', channel: 'general', command: 'oil new', options: { game: 'oil-springs' } })
    .waitForReply({ timeoutMs: 20_000 });
  const thread = /<#(\d+)>/.exec(reply.content)?.[1];
  if (!thread) throw new Error(`no thread in: ${reply.content}`);
  const lobby = await driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
  const ben = driver.user('ben').id;
  let waiting: ((event: PageEvent) => void) | undefined;
  const stop = await listen(playground.url, ben, (event) => waiting?.(event));
  const times: number[] = [];
  try {
    for (let n = 0; n < CLICKS; n++) {
      const verb = n % 2 === 0 ? 'join' : 'leave';
      const current = driver.visibleMessages('ben', thread).find((m) => m.id === lobby.id);
      const rows = (current?.components ?? []) as unknown as { components?: { custom_id?: string }[] }[];
      const button = rows
        .flatMap((row) => row.components ?? [])
        .find((c) => c.custom_id?.endsWith(`.${verb}`) === true);
      if (!button?.custom_id) throw new Error(`no ${verb} button`);
      const started = nowMs();
      const changed = new Promise<void>((resolve) => {
        waiting = (event) => {
          if (event.type === 'message' && event.message.message.id === lobby.id) resolve();
        };
      });
      const res = await fetch(`${playground.url}/bridge/click`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: ben,
          channelId: thread,
          messageId: lobby.id,
          customId: button.custom_id,
        }),
      });
      const answer = (await res.json()) as { ok: boolean; error?: string };
      if (!answer.ok) throw new Error(`click refused: ${answer.error ?? ''}`);
      await changed;
      times.push(nowMs() - started);
      await playground.bot.idle();
    }
  } finally {
    await stop();
  }
  return times;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'page.startPlaygroundMs',
    unit: 'ms',
    async run() {
      const started = nowMs();
      await withPlayground(async () => undefined);
      return nowMs() - started;
    },
  },
  {
    name: 'page.scriptKiB',
    unit: 'KiB',
    async run() {
      const script = await pageScript();
      // Without the inline source map, which only developer tools read.
      const code = script.replace(/\/\/# sourceMappingURL=.*$/m, '');
      return Math.round((Buffer.byteLength(code) / 1024) * 10) / 10;
    },
  },
  {
    name: 'page.clickToLiveUpdateMs.p50',
    unit: 'ms',
    async run() {
      return percentile(await withPlayground(clickTimes), 50);
    },
  },
];
