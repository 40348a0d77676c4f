import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  type ApplicationFlags,
  type GatewayReadyDispatchData,
  type UserFlags,
} from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';
import { DM_GUILD, type ChannelRecord, type InteractionRecord, type StoredMessage } from './model';
import { apiChannel, apiGuildCreate, apiThread } from './serialize';
import { shardOfGuild } from './snowflake';
import type { NetworkDelay } from './network-delay';
import { SessionStarts } from './session-starts';
import type { Store } from './store';

export interface GatewayOptions {
  /** HELLO's heartbeat_interval (Discord: 41250 ms). */
  heartbeatIntervalMs: number;
  /** How long a dropped session stays resumable (Discord: a few minutes). */
  resumeWindowMs: number;
  /** Delays every payload sent to the bot (off by default). */
  delay?: NetworkDelay;
  /** The session start limit and identify rate limit (default: Discord's). */
  sessionStarts?: SessionStarts;
}

/** Discord's gateway send limit: 120 payloads per connection per 60 seconds, else close 4008. */
export const GATEWAY_SEND_LIMIT = { limit: 120, windowMs: 60_000 };

interface Dispatch {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
}

/** One identified gateway session: a shard, its sequence and the events it was sent (for RESUME replay). */
interface Session {
  id: string;
  shard: [number, number];
  intents: number;
  seq: number;
  sent: Dispatch[];
  socket: WebSocket | null;
  droppedAt: number | null;
}

const REPLAY_BUFFER = 2000;

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private url = '';
  /** The session start limit IDENTIFYs spend (also reported by GET /gateway/bot). */
  readonly sessionStarts: SessionStarts;

  constructor(
    private readonly store: Store,
    private readonly options: GatewayOptions,
  ) {
    this.sessionStarts = options.sessionStarts ?? new SessionStarts();
    store.on('interactionCreate', (i) => this.onInteraction(i));
    // Thread events reach the bot only for threads it can see (private ones: a member, or Manage Threads).
    const botSees = (thread: ChannelRecord) => store.canView(store.botUser.id, thread);
    store.on('threadCreate', (thread) => {
      if (!botSees(thread)) return;
      this.dispatchToGuild(thread.guildId, GatewayDispatchEvents.ThreadCreate, GatewayIntentBits.Guilds, {
        ...apiThread(thread),
        newly_created: true,
      });
    });
    store.on('threadUpdate', (thread) => {
      if (!botSees(thread)) return;
      this.dispatchToGuild(
        thread.guildId,
        GatewayDispatchEvents.ThreadUpdate,
        GatewayIntentBits.Guilds,
        apiThread(thread),
      );
    });
    store.on('threadDelete', (thread) =>
      this.dispatchToGuild(thread.guildId, GatewayDispatchEvents.ThreadDelete, GatewayIntentBits.Guilds, {
        id: thread.id,
        guild_id: thread.guildId,
        parent_id: thread.parentId,
        type: thread.type,
      }),
    );
    store.on('channelUpdate', (channel) =>
      this.dispatchToGuild(
        channel.guildId,
        GatewayDispatchEvents.ChannelUpdate,
        GatewayIntentBits.Guilds,
        apiChannel(channel),
      ),
    );
    store.on('channelDelete', (channel) =>
      this.dispatchToGuild(
        channel.guildId,
        GatewayDispatchEvents.ChannelDelete,
        GatewayIntentBits.Guilds,
        apiChannel(channel),
      ),
    );
    store.on('roleUpdate', ({ guild, role }) =>
      this.dispatchToGuild(guild.id, GatewayDispatchEvents.GuildRoleUpdate, GatewayIntentBits.Guilds, {
        guild_id: guild.id,
        role,
      }),
    );
    // Sent after the bot's membership is gone, so it bypasses the membership check of dispatchToGuild.
    store.on('guildDelete', (guild) =>
      this.dispatchToGuild(
        guild.id,
        GatewayDispatchEvents.GuildDelete,
        GatewayIntentBits.Guilds,
        { id: guild.id },
        true,
      ),
    );
    store.on('messageCreate', (m) => this.onMessage(GatewayDispatchEvents.MessageCreate, m));
    store.on('messageUpdate', (m) => this.onMessage(GatewayDispatchEvents.MessageUpdate, m));
    store.on('messageDelete', (m) => {
      if (m.visibleTo !== null) return;
      this.dispatchToGuild(m.guildId, GatewayDispatchEvents.MessageDelete, GatewayIntentBits.GuildMessages, {
        id: m.id,
        channel_id: m.channelId,
        guild_id: m.guildId,
      });
    });
  }

  setUrl(url: string): void {
    this.url = url;
  }

  get gatewayUrl(): string {
    return this.url;
  }

  /** Live (connected or resumable) sessions, for tests and the driver. */
  get sessionCount(): number {
    return [...this.sessions.values()].filter((s) => s.socket !== null).length;
  }

  /** Whether some session (connected or resumable) would receive events of this guild. */
  hasSessionFor(guildId: string): boolean {
    this.expireSessions();
    return [...this.sessions.values()].some((s) => shardOfGuild(guildId, s.shard[1]) === s.shard[0]);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.onConnection(ws, request));
  }

  /** Fault switch: cut the connection of every session (or one shard's) without a close frame. */
  dropConnections(shardId?: number): number {
    let dropped = 0;
    for (const session of this.sessions.values()) {
      if (session.socket && (shardId === undefined || session.shard[0] === shardId)) {
        session.socket.terminate();
        dropped += 1;
      }
    }
    return dropped;
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
    this.sessions.clear();
  }

  private onConnection(ws: WebSocket, request: IncomingMessage): void {
    const query = new URL(request.url ?? '/', 'http://stand-in').searchParams;
    if (query.get('v') !== '10') {
      ws.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
      return;
    }
    if ((query.get('encoding') ?? 'json') !== 'json') {
      ws.close(GatewayCloseCodes.DecodeError, 'Only JSON encoding is supported');
      return;
    }
    let session: Session | null = null;
    const send = (payload: object): void => this.transmit(ws, JSON.stringify(payload));
    send({
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.options.heartbeatIntervalMs },
      s: null,
      t: null,
    });

    let windowStart = Date.now();
    let sentInWindow = 0;
    ws.on('message', (raw) => {
      const now = Date.now();
      if (now - windowStart >= GATEWAY_SEND_LIMIT.windowMs) {
        windowStart = now;
        sentInWindow = 0;
      }
      sentInWindow += 1;
      if (sentInWindow > GATEWAY_SEND_LIMIT.limit) {
        ws.close(GatewayCloseCodes.RateLimited, 'You are being rate limited.');
        return;
      }
      let payload: { op?: unknown; d?: unknown };
      try {
        payload = JSON.parse(raw.toString()) as { op?: unknown; d?: unknown };
      } catch {
        ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      switch (payload.op) {
        case GatewayOpcodes.Heartbeat:
          send({ op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
          return;
        case GatewayOpcodes.Identify:
          if (session) {
            ws.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
            return;
          }
          session = this.identify(ws, payload.d);
          return;
        case GatewayOpcodes.Resume:
          if (session) {
            ws.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
            return;
          }
          session = this.resume(ws, payload.d);
          return;
        case GatewayOpcodes.PresenceUpdate:
        case GatewayOpcodes.RequestGuildMembers:
        case GatewayOpcodes.VoiceStateUpdate:
          if (!session) ws.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          return;
        default:
          ws.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
      }
    });
    ws.on('close', (code) => {
      if (!session || session.socket !== ws) return;
      // A clean close (1000/1001) ends the session as on Discord; anything else leaves it resumable.
      if (code === 1000 || code === 1001) {
        this.sessions.delete(session.id);
        return;
      }
      session.socket = null;
      session.droppedAt = Date.now();
    });
  }

  private identify(ws: WebSocket, data: unknown): Session | null {
    const d = (data ?? {}) as { token?: unknown; intents?: unknown; shard?: unknown; properties?: unknown };
    if (d.token !== this.store.token) {
      ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return null;
    }
    if (typeof d.intents !== 'number' || !Number.isInteger(d.intents) || d.intents < 0) {
      ws.close(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
      return null;
    }
    if (typeof d.properties !== 'object' || d.properties === null) {
      ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return null;
    }
    const shard: [number, number] = Array.isArray(d.shard)
      ? [Number(d.shard[0]), Number(d.shard[1])]
      : [0, 1];
    if (
      !Number.isInteger(shard[0]) ||
      !Number.isInteger(shard[1]) ||
      shard[1] < 1 ||
      shard[0] < 0 ||
      shard[0] >= shard[1]
    ) {
      ws.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return null;
    }
    const guilds = [...this.store.guilds.values()].filter(
      (g) => shardOfGuild(g.id, shard[1]) === shard[0] && g.members.has(this.store.botUser.id),
    );
    if (this.sessionStarts.shardingRequired(guilds.length)) {
      ws.close(GatewayCloseCodes.ShardingRequired, 'Sharding required.');
      return null;
    }
    const verdict = this.sessionStarts.identify(shard[0]);
    if (verdict === 'too-fast') {
      // Another IDENTIFY of this rate limit key (shard_id % max_concurrency) within 5 s: Discord invalidates it.
      this.transmit(ws, JSON.stringify({ op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null }));
      return null;
    }
    if (verdict === 'exhausted') {
      // Out of session starts for the day: Discord ends every session of the bot and resets its token.
      for (const other of this.sessions.values()) other.socket?.close(GatewayCloseCodes.AuthenticationFailed);
      this.sessions.clear();
      ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return null;
    }
    // Like Discord, a second IDENTIFY for the same shard opens a second session; both receive the events.
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      shard,
      intents: d.intents,
      seq: 0,
      sent: [],
      socket: ws,
      droppedAt: null,
    };
    this.sessions.set(session.id, session);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: { ...this.store.botUser, verified: true, mfa_enabled: false, flags: 0 as UserFlags },
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard,
      application: { id: this.store.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
    };
    this.send(session, GatewayDispatchEvents.Ready, ready);
    for (const guild of guilds)
      this.send(session, GatewayDispatchEvents.GuildCreate, apiGuildCreate(this.store, guild));
    return session;
  }

  private resume(ws: WebSocket, data: unknown): Session | null {
    const d = (data ?? {}) as { token?: unknown; session_id?: unknown; seq?: unknown };
    if (d.token !== this.store.token) {
      ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return null;
    }
    this.expireSessions();
    const session = typeof d.session_id === 'string' ? this.sessions.get(d.session_id) : undefined;
    const seq = typeof d.seq === 'number' ? d.seq : -1;
    const oldest = session?.sent[0]?.s ?? 1;
    if (!session || seq > session.seq || seq < oldest - 1) {
      this.transmit(ws, JSON.stringify({ op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null }));
      return null;
    }
    session.socket?.terminate();
    session.socket = ws;
    session.droppedAt = null;
    for (const missed of session.sent.filter((p) => p.s > seq)) this.transmit(ws, JSON.stringify(missed));
    this.send(session, GatewayDispatchEvents.Resumed, null);
    return session;
  }

  private expireSessions(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) {
      if (session.droppedAt !== null && now - session.droppedAt > this.options.resumeWindowMs)
        this.sessions.delete(id);
    }
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const payload: Dispatch = { op: GatewayOpcodes.Dispatch, t, s: session.seq, d };
    session.sent.push(payload);
    if (session.sent.length > REPLAY_BUFFER) session.sent.shift();
    if (session.socket) this.transmit(session.socket, JSON.stringify(payload));
  }

  /** Send one payload on a socket, after the network delay when one is switched on (order kept). */
  private transmit(ws: WebSocket, text: string): void {
    const now = () => {
      if (ws.readyState === ws.OPEN) ws.send(text);
    };
    if (this.options.delay) this.options.delay.schedule(ws, now);
    else now();
  }

  /**
   * Send an event to the session(s) of the shard owning the guild, if their intents cover it and the bot is a
   * member of the guild (`evenIfGone` for the GUILD_DELETE that tells it it is not any more).
   */
  dispatchToGuild(guildId: string, t: string, intent: number | null, d: unknown, evenIfGone = false): number {
    this.expireSessions();
    if (!evenIfGone && !this.store.guilds.get(guildId)?.members.has(this.store.botUser.id)) return 0;
    let delivered = 0;
    for (const session of this.sessions.values()) {
      if (shardOfGuild(guildId, session.shard[1]) !== session.shard[0]) continue;
      if (intent !== null && (session.intents & intent) === 0) continue;
      this.send(session, t, d);
      delivered += 1;
    }
    return delivered;
  }

  private onInteraction(interaction: InteractionRecord): void {
    // Interactions from DMs belong to no guild: Discord sends them to shard 0 (guild id 0 maps there).
    if (interaction.guildId === DM_GUILD) {
      this.dispatchToGuild('0', GatewayDispatchEvents.InteractionCreate, null, interaction.payload, true);
      return;
    }
    this.dispatchToGuild(
      interaction.guildId,
      GatewayDispatchEvents.InteractionCreate,
      null,
      interaction.payload,
    );
  }

  private onMessage(t: string, stored: StoredMessage): void {
    if (stored.visibleTo !== null) return;
    this.dispatchToGuild(stored.guildId, t, GatewayIntentBits.GuildMessages, {
      ...stored.message,
      guild_id: stored.guildId,
    });
  }
}
