/** The health endpoint's parts (src/health.ts, src/health-shards.ts) and its settings, HEALTH_PORT and HEALTH_HOST. */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { healthOf, startHealthServer, type Health } from '../src/health';
import { shardsHealth, type ShardAnswer } from '../src/health-shards';

const ok: Health = { status: 'ok', checks: { gateway: { ok: true }, database: { ok: true } } };

describe('healthOf', () => {
  it('ok when every check is, failing when a vital one fails, degraded when only another one does', () => {
    expect(healthOf({ a: { ok: true }, b: { ok: true } }, ['a']).status).toBe('ok');
    expect(healthOf({ a: { ok: false }, b: { ok: true } }, ['a']).status).toBe('failing');
    expect(healthOf({ a: { ok: true }, b: { ok: false, detail: 'slow' } }, ['a'])).toEqual({
      status: 'degraded',
      checks: { a: { ok: true }, b: { ok: false, detail: 'slow' } },
    });
  });
});

describe('shardsHealth (the manager answering for its shards)', () => {
  const answer = (health: Health): ShardAnswer => ({ health, metrics: [] });

  it('a shard that did not answer, or cannot play, fails the machine', () => {
    const none = shardsHealth(
      new Map([
        [0, answer(ok)],
        [1, null],
      ]),
    );
    expect(none.status).toBe('failing');
    expect(none.checks['shard 1']).toEqual({ ok: false, detail: 'its process did not answer' });
    const down = shardsHealth(
      new Map([
        [
          3,
          answer({ status: 'failing', checks: { gateway: { ok: false, detail: 'shard 3 Reconnecting' } } }),
        ],
        [2, answer(ok)],
      ]),
    );
    expect(down).toEqual({
      status: 'failing',
      checks: {
        'shard 2': { ok: true },
        'shard 3': { ok: false, detail: 'gateway: shard 3 Reconnecting' },
      },
    });
  });

  it('a machine whose shards are not spawned yet serves nobody: failing', () => {
    expect(shardsHealth(new Map())).toEqual({
      status: 'failing',
      checks: { shards: { ok: false, detail: 'none started yet' } },
    });
  });

  it('a shard drawing on its event loop’s thread only degrades it', () => {
    const degraded = answer({
      status: 'degraded',
      checks: { gateway: { ok: true }, renderPool: { ok: false, detail: 'given up' } },
    });
    expect(
      shardsHealth(
        new Map([
          [0, degraded],
          [1, answer(ok)],
        ]),
      ),
    ).toEqual({
      status: 'degraded',
      checks: { 'shard 0': { ok: false, detail: 'renderPool: given up' }, 'shard 1': { ok: true } },
    });
  });
});

describe('startHealthServer', () => {
  it('a degraded bot is 200, figures that cannot be gathered a 500, and nothing else is served', async () => {
    const server = await startHealthServer({
      port: 0,
      health: () => ({ status: 'degraded', checks: { renderPool: { ok: false } } }),
      metrics: () => Promise.reject(new Error('no figures')),
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(500);
      expect(await metrics.text()).toMatch(/could not be gathered/);
      expect((await fetch(`${server.url}/metrics/x`)).status).toBe(404);
      expect((await fetch(`${server.url}/healthz?verbose=1`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a port already taken is refused at start (the bot does not start without the endpoint it was asked for)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(
        startHealthServer({
          port,
          health: () => ok,
          metrics: async () => ({ text: '', contentType: 'text/plain' }),
        }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('HEALTH_PORT and HEALTH_HOST', () => {
  it('no health endpoint by default; a port on 127.0.0.1 unless HEALTH_HOST says otherwise', () => {
    expect(loadConfig({}).health).toBeUndefined();
    expect(loadConfig({ HEALTH_PORT: '9464' }).health).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ HEALTH_PORT: '9464', HEALTH_HOST: '0.0.0.0' }).health).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('a bad port is a clear error naming the variable and the value', () => {
    for (const bad of ['0', 'http', '70000', '1.5']) {
      try {
        loadConfig({ HEALTH_PORT: bad });
        expect.unreachable(`HEALTH_PORT=${bad} was taken`);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.join('\n')).toMatch(
          new RegExp(`HEALTH_PORT.*"${bad.replace('.', '\\.')}"`),
        );
      }
    }
  });
});
