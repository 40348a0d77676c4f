import { GatewayCloseCodes, GatewayOpcodes } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStandIn, type StandIn } from '../../src/playground';

interface Frame {
  op: number;
  t?: string | null;
  s?: number | null;
  d?: unknown;
}

/** A raw gateway connection that records frames and the close code. */
function open(url: string): Promise<{
  ws: WebSocket;
  frames: Frame[];
  next(op: number, t?: string): Promise<Frame>;
  closed: Promise<number>;
}> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: { op: number; t?: string; resolve(f: Frame): void }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.op === frame.op && (w.t === undefined || w.t === frame.t)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const next = (op: number, t?: string) =>
    new Promise<Frame>((resolve) => {
      const seen = frames.find((f) => f.op === op && (t === undefined || f.t === t));
      if (seen) resolve(seen);
      else waiters.push({ op, t, resolve });
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next, closed }));
    ws.once('error', reject);
  });
}

const identify = (token: string, shard: [number, number] = [0, 1]) =>
  JSON.stringify({
    op: GatewayOpcodes.Identify,
    d: { token, intents: 1, properties: { os: 'linux', browser: 't', device: 't' }, shard },
  });

describe('gateway protocol', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn({ heartbeatIntervalMs: 45_000 });
  });
  afterAll(async () => standIn.close());
  const url = () => `${standIn.gatewayUrl}?v=10&encoding=json`;

  it('says HELLO with the heartbeat interval and ACKs heartbeats', async () => {
    const c = await open(url());
    expect((await c.next(GatewayOpcodes.Hello)).d).toEqual({ heartbeat_interval: 45_000 });
    c.ws.send(JSON.stringify({ op: GatewayOpcodes.Heartbeat, d: null }));
    await c.next(GatewayOpcodes.HeartbeatAck);
    c.ws.close();
  });

  it('closes with 4004 on a wrong token, 4010 on a bad shard, 4012 on a wrong version, 4002 on garbage', async () => {
    const wrongToken = await open(url());
    wrongToken.ws.send(identify('nope'));
    expect(await wrongToken.closed).toBe(GatewayCloseCodes.AuthenticationFailed);
    const badShard = await open(url());
    badShard.ws.send(identify(standIn.token, [2, 2]));
    expect(await badShard.closed).toBe(GatewayCloseCodes.InvalidShard);
    const oldVersion = await open(`${standIn.gatewayUrl}?v=9&encoding=json`);
    expect(await oldVersion.closed).toBe(GatewayCloseCodes.InvalidAPIVersion);
    const garbage = await open(url());
    garbage.ws.send('{not json');
    expect(await garbage.closed).toBe(GatewayCloseCodes.DecodeError);
  });

  it('READY carries the session and resume url; RESUME replays what was missed by sequence', async () => {
    const first = await open(url());
    first.ws.send(identify(standIn.token));
    const ready = await first.next(GatewayOpcodes.Dispatch, 'READY');
    const data = ready.d as {
      session_id: string;
      resume_gateway_url: string;
      guilds: { unavailable: boolean }[];
    };
    expect(data.resume_gateway_url).toBe(standIn.gatewayUrl);
    expect(data.guilds.every((g) => g.unavailable)).toBe(true);
    await first.next(GatewayOpcodes.Dispatch, 'GUILD_CREATE');
    const lastSeq = Math.max(...first.frames.map((f) => f.s ?? 0));
    first.ws.terminate();
    await first.closed;
    // A thread created while disconnected is delivered on RESUME.
    const general = standIn.driver.channel('general');
    standIn.store.addThread({
      ...general,
      id: '99',
      name: 'while away',
      type: 11,
      parentId: general.id,
      ownerId: null,
      memberIds: new Set(),
      thread: {
        archived: false,
        autoArchiveDuration: 60,
        archiveTimestamp: new Date().toISOString(),
        lastActivityAt: Date.now(),
        locked: false,
        invitable: true,
        createTimestamp: new Date().toISOString(),
      },
    });
    const second = await open(`${data.resume_gateway_url}?v=10&encoding=json`);
    second.ws.send(
      JSON.stringify({
        op: GatewayOpcodes.Resume,
        d: { token: standIn.token, session_id: data.session_id, seq: lastSeq },
      }),
    );
    const replayed = await second.next(GatewayOpcodes.Dispatch, 'THREAD_CREATE');
    expect(replayed.s).toBe(lastSeq + 1);
    await second.next(GatewayOpcodes.Dispatch, 'RESUMED');
    second.ws.close(1000);
  });

  it('answers a RESUME of an unknown session with INVALID_SESSION (not resumable)', async () => {
    const c = await open(url());
    c.ws.send(
      JSON.stringify({ op: GatewayOpcodes.Resume, d: { token: standIn.token, session_id: 'gone', seq: 3 } }),
    );
    expect((await c.next(GatewayOpcodes.InvalidSession)).d).toBe(false);
    c.ws.close();
  });

  it('more than 120 payloads a minute on one connection close it with 4008 (rate limited)', async () => {
    const conn = await open(url());
    await conn.next(GatewayOpcodes.Hello);
    const beat = JSON.stringify({ op: GatewayOpcodes.Heartbeat, d: null });
    for (let i = 0; i < 120; i += 1) conn.ws.send(beat);
    // Every one of the 120 is answered before the connection closes, if it does: waited for, not given a fixed
    // 100 ms, which a loaded host's stand-in (this process's event loop) once needed more than to answer them.
    const acks = () => conn.frames.filter((f) => f.op === GatewayOpcodes.HeartbeatAck).length;
    let closedEarly: string | undefined;
    void conn.closed.then((code) => (closedEarly = `closed with ${code} after ${acks()} ACKs`));
    while (acks() < 120 && closedEarly === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closedEarly).toBeUndefined();
    // Nor does the 120th close it a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedEarly).toBeUndefined();
    expect(conn.ws.readyState).toBe(WebSocket.OPEN);
    expect(acks()).toBe(120);
    conn.ws.send(beat);
    expect(await conn.closed).toBe(GatewayCloseCodes.RateLimited);
  });
});
