/**
 * The operators' health endpoint of one bot process (HEALTH_PORT, src/health.ts), through the stand-in and
 * unmodified discord.js: `/healthz` says the bot can play while its gateway is ready and its database takes a
 * write, and 503 with the failing check when not; `/metrics` counts the interactions it answered (by kind and
 * outcome), the games open, its gateway and its render pool, in Prometheus' text format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import { buttons, openLobby, Player, settle, startHarness, type Harness } from './harness';
import { healthzAt, metricsAt, sampleIn } from './health-probe';

let h: Harness;
let url: string;
let ana: Player;
let ben: Player;
/** The lobby opened by the metrics test. */
let lobby: APIMessage;

beforeAll(async () => {
  h = await startHarness({ health: { port: 0 } });
  url = h.bot.healthServer!.url;
  ana = new Player(h, 'ana');
  ben = new Player(h, 'ben');
}, 30_000);

afterAll(async () => {
  await h?.close();
});

const healthz = () => healthzAt(url);

/** The value of the sample `name{labels}` in this bot's metrics now, or null. */
const sample = async (name: string, labels = '') => sampleIn(await metricsAt(url), name, labels);

describe('health endpoint (HEALTH_PORT)', () => {
  it('listens on 127.0.0.1 only by default, and answers nothing but /healthz and /metrics', async () => {
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('/healthz: ok while the gateway is ready and the database takes a write', async () => {
    const { status, body } = await healthz();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      checks: { gateway: { ok: true }, database: { ok: true }, renderPool: { ok: true } },
    });
  });

  it('/metrics counts the interactions answered, by kind and outcome, and the games open', async () => {
    const response = await fetch(`${url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await sample('derrick_interactions_total', 'kind="command",outcome="handled"')).toBeNull();
    ({ lobby } = await openLobby(h, ana, { game: 'catan' }));
    await settle(h, ben.click(lobby, buttons(lobby).find((b) => b.customId.includes('.join'))!.customId));
    await h.bot.idle();
    expect(await sample('derrick_interactions_total', 'kind="command",outcome="handled"')).toBe(1);
    expect(await sample('derrick_interactions_total', 'kind="button",outcome="handled"')).toBe(1);
    expect(await sample('derrick_interaction_seconds_count', 'kind="button"')).toBe(1);
    // Each one's acknowledgement (its first callback) timed too, well within Discord's 3 s.
    expect(await sample('derrick_interaction_ack_seconds_count', 'kind="command"')).toBe(1);
    expect(await sample('derrick_interaction_ack_seconds_count', 'kind="button"')).toBe(1);
    expect(await sample('derrick_interaction_ack_seconds_bucket', 'le="3",kind="button"')).toBe(1);
    expect(await sample('derrick_games_open', 'lifecycle="lobby"')).toBe(1);
    expect(await sample('derrick_games_open', 'lifecycle="active"')).toBe(0);
    expect(await sample('derrick_gateway_status', 'shard="0"')).toBe(0);
    // prom-client's own figures of the process.
    expect(await sample('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('a handler that throws is counted as failed (and its user told so)', async () => {
    const desk = h.bot.app.desk;
    const homeOf = desk.homeOf.bind(desk);
    desk.homeOf = () => {
      throw new Error('disk on fire');
    };
    try {
      const join = buttons(lobby).find((b) => b.customId.includes('.join'))!.customId;
      const answer = await ana.click(lobby, join).waitForReply({ timeoutMs: 20_000 });
      expect(answer.content).toMatch(/Something went wrong on my side/);
      await h.bot.idle();
    } finally {
      desk.homeOf = homeOf;
    }
    expect(await sample('derrick_interactions_total', 'kind="button",outcome="failed"')).toBe(1);
  });

  it('/healthz: 503 naming the database while it refuses writes, ok again once it takes them', async () => {
    // What a read-only disk does to SQLite: every write refused (SQLITE_READONLY).
    const { db } = (h.bot.app.desk as unknown as { store: { db: { pragma(p: string): unknown } } }).store;
    db.pragma('query_only = ON');
    try {
      const { status, body } = await healthz();
      expect(status).toBe(503);
      expect(body.status).toBe('failing');
      expect(body.checks.gateway).toEqual({ ok: true });
      expect(body.checks.database?.ok).toBe(false);
      expect(body.checks.database?.detail).toMatch(/derrick\.sqlite/);
    } finally {
      db.pragma('query_only = OFF');
    }
    expect((await healthz()).status).toBe(200);
  });

  it('/healthz: a database another connection locks a moment is asked again, off the event loop; one locked throughout fails', async () => {
    const other = new Database(h.dbPath);
    try {
      // A sibling shard's write transaction, held 150 ms: the check asks again 100 ms apart and gets its write in.
      other.exec('BEGIN IMMEDIATE');
      setTimeout(() => other.exec('COMMIT'), 150);
      const brief = await healthz();
      expect(brief.status).toBe(200);
      expect(brief.body.checks.database).toEqual({ ok: true });
      // Held through every try: failing, in the database's words.
      other.exec('BEGIN IMMEDIATE');
      const held = await healthz();
      other.exec('COMMIT');
      expect(held.status).toBe(503);
      expect(held.body.checks.database?.detail).toMatch(/locked/);
    } finally {
      other.close();
    }
  });

  it('/healthz: 503 naming the gateway once it is gone', async () => {
    await h.bot.client.destroy();
    const { status, body } = await healthz();
    expect(status).toBe(503);
    expect(body.checks.gateway?.ok).toBe(false);
    expect(body.checks.gateway?.detail).toMatch(/^shard 0 /);
  });
});
