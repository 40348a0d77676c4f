/**
 * Stats after three finished games (issue 15), through the stand-in and unmodified discord.js. Lobbies are
 * opened, joined and started by clicks; the moves are played through the bot's own table (each person's
 * policy is the game's greedy bot) under a test clock on which Ana thinks 1 min per move, Ben 2 h and Caro
 * 10 min (Dev, 5 s, plays only in another server). Then `/oil stats`, `/oil stats user:`, `/oil leaderboard game:catan` and `/oil games` must answer
 * with the figures those games make, publicly, within Discord's embed limits, and only about this server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIEmbed, APIMessage } from 'discord-api-types/v10';
import { startBot } from '../../src/discord/bot';
import { TableDesk } from '../../src/discord/desk-table';
import { getGame } from '../../src/games/registry';
import { Rng, seedRng } from '../../src/games/rng';
import type { GameStatus } from '../../src/games/types';
import { startStandIn } from '../../src/playground';
import { openStore, type Store } from '../../src/store';
import { rateGames, Table, type Placing } from '../../src/table';
import { buttons, isEphemeral, Player, settle, threadIdIn, type Harness } from './harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long each person thinks before each move (the store's clock advances by it). */
const THINK: Record<string, number> = { ana: MINUTE, ben: 2 * HOUR, caro: 10 * MINUTE, dev: 5_000 };

const clock = { t: Date.UTC(2026, 10, 2, 9) };
let h: Harness;
let store: Store;
let desk: TableDesk;
let dir: string;
let ana: Player, ben: Player, caro: Player, dev: Player;

/** What one finished game came to, from the table's own status after its last move. */
interface Played {
  gameId: string;
  thread: string;
  status: GameStatus;
  /** User id by seat (null for a bot). */
  users: (string | null)[];
  /** Counted moves (the first of each run of actions by one seat) per person. */
  moves: Map<string, number>;
  /** From the start to the last move. */
  ms: number;
}
const finished: Played[] = [];
let abandonedThread = '';
let activeThread = '';
let lobbyThread = '';
let awayLobbyThread = '';

function channelIn(guild: string, name: string): string {
  const g = h.standIn.driver.guilds().find((x) => x.name === guild)!;
  return h.standIn.driver.channels(g.id).find((c) => c.name === name)!.id;
}

function idOf(message: APIMessage, part: string): string {
  const b = buttons(message).find((x) => x.customId.includes(part));
  if (!b) throw new Error(`no ${part} on the message`);
  return b.customId;
}

/** Open a lobby as `host`, seat the others (clicks), add bots and start (clicks); return the thread. */
async function openAndStart(
  gameId: string,
  seed: string,
  host: Player,
  others: Player[],
  bots: number,
  guild = 'Home',
): Promise<string> {
  const reply = await host.run(channelIn(guild, 'general'), 'oil new', { game: gameId, seed });
  const thread = threadIdIn(reply);
  const lobbyOf = () => host.sees(thread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
  await h.standIn.driver.waitForMessage((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''), { channel: thread });
  for (const p of others) await settle(h, p.click(lobbyOf(), idOf(lobbyOf(), '.join')));
  for (let i = 0; i < bots; i++) await settle(h, host.click(lobbyOf(), idOf(lobbyOf(), '.addbot')));
  await settle(h, host.click(lobbyOf(), idOf(lobbyOf(), '.start')));
  return thread;
}

/** Play the game in `thread` to its end through the bot's table, each person thinking `THINK` per move. */
async function playToEnd(thread: string, people: Player[]): Promise<Played> {
  const first = desk.byChannel(thread)!;
  const module = getGame(first.record.gameId)!;
  const rng = new Rng(seedRng(`policy-${thread}`));
  const startedAt = clock.t;
  const moves = new Map<string, number>();
  let lastSeat: number | null = null;
  for (let n = 0; n < 5000; n++) {
    const g = desk.table.getGame(thread);
    if (!g.ok) throw new Error(g.message);
    const { record, status, seats } = g.game;
    if (record.lifecycle !== 'active' || !status) break;
    const seat = status.toAct[0]!;
    const user = seats.find((s) => s.seat === seat)!.userId!;
    const who = people.find((p) => p.id === user)!;
    clock.t += THINK[who.user]!;
    const action = module.bots.greedy!(record.state, seat, rng);
    const r = desk.table.act({ channelId: thread, userId: user, action });
    if (!r.ok) throw new Error(r.message);
    if (lastSeat !== seat) moves.set(user, (moves.get(user) ?? 0) + 1);
    lastSeat = r.steps.at(-1)!.seat;
  }
  await h.bot.app.threads.sync(first.record.id);
  const end = desk.byChannel(thread)!;
  expect(end.record.lifecycle).toBe('finished');
  return {
    gameId: end.record.gameId,
    thread,
    status: end.status!,
    users: [...end.seats].sort((a, b) => a.seat - b.seat).map((s) => s.userId),
    moves,
    ms: clock.t - startedAt,
  };
}

function placingsOf(p: Played): Placing[] {
  const winners = p.status.result?.winners ?? [];
  return p.users.flatMap((userId, seat) =>
    userId ? [{ userId, won: winners.includes(seat), score: p.status.scores[seat]! }] : [],
  );
}

/** A public reply's embed, checked against Discord's limits. */
function embedOf(message: APIMessage): APIEmbed {
  expect(isEphemeral(message)).toBe(false);
  expect(message.embeds).toHaveLength(1);
  const e = message.embeds![0]!;
  const fields = e.fields ?? [];
  expect(fields.length).toBeLessThanOrEqual(25);
  expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
  for (const f of fields) expect(f.value.length).toBeLessThanOrEqual(1024);
  const total = [e.title, e.description, e.footer?.text, ...fields.flatMap((f) => [f.name, f.value])].join(
    '',
  ).length;
  expect(total).toBeLessThanOrEqual(6000);
  return e;
}

function textOf(e: APIEmbed): string {
  return [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text].join(
    '\n',
  );
}

function fieldOf(e: APIEmbed, name: string): string {
  const f = (e.fields ?? []).find((x) => x.name === name);
  if (!f) throw new Error(`no field "${name}" in ${JSON.stringify(e.fields)}`);
  return f.value;
}

const total = (list: Played[], userId: string, pick: (p: Placing) => number) =>
  list
    .flatMap(placingsOf)
    .filter((p) => p.userId === userId)
    .reduce((n, p) => n + pick(p), 0);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'derrick-stats-'));
  const standIn = await startStandIn({
    world: {
      guilds: [
        { name: 'Home', channels: ['general'], members: ['ana', 'ben', 'caro', 'dev'], admins: ['ana'] },
        { name: 'Away', channels: ['general'], members: ['ana', 'ben', 'caro', 'dev'], admins: ['dev'] },
      ],
    },
  });
  const dbPath = join(dir, 'derrick.sqlite');
  store = openStore(dbPath, { now: () => clock.t });
  desk = new TableDesk(new Table(store), store, false);
  const bot = await startBot({
    token: standIn.token,
    api: standIn.restUrl,
    desk,
    registerCommandsIn: standIn.driver.guilds().map((g) => g.id),
    rateLimit: { capacity: 100_000 },
    reminders: { afterMs: 0 },
  });
  h = {
    standIn,
    bot,
    dbPath,
    guildId: standIn.driver.guilds()[0]!.id,
    restart: () => Promise.reject(new Error('not used here')),
    close: async () => {
      await bot.stop();
      await standIn.close();
    },
  };
  ana = new Player(h, 'ana');
  ben = new Player(h, 'ben');
  caro = new Player(h, 'caro');
  dev = new Player(h, 'dev');

  // Three finished games: two of Catan (one with a bot seat), one of Oil Springs with a bot seat.
  const people = [ana, ben, caro];
  finished.push(await playToEnd(await openAndStart('catan', 'stats-c1', ana, [ben, caro], 1), people));
  finished.push(await playToEnd(await openAndStart('catan', 'stats-c2', ben, [ana, caro], 0), people));
  finished.push(await playToEnd(await openAndStart('oil-springs', 'stats-o1', caro, [ana, ben], 1), people));
  // One abandoned by its host after the start, one still in play, one lobby; and a game in another server.
  abandonedThread = await openAndStart('catan', 'stats-c3', ana, [caro], 1);
  const dropped = desk.byChannel(abandonedThread)!;
  expect(desk.abandon(dropped.record.id, { id: ana.id }, false).ok).toBe(true);
  activeThread = await openAndStart('catan', 'stats-c4', ben, [ana], 1);
  lobbyThread = threadIdIn(await caro.run(channelIn('Home', 'general'), 'oil new', { game: 'catan' }));
  // In another server: a game Ana and Ben finish with Dev (the fastest of all), and a lobby.
  await playToEnd(await openAndStart('catan', 'stats-away', dev, [ana, ben], 0, 'Away'), [dev, ana, ben]);
  awayLobbyThread = threadIdIn(
    await dev.run(channelIn('Away', 'general'), 'oil new', { game: 'oil-springs' }),
  );
}, 120_000);

afterAll(async () => {
  await h?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('stats after three finished games', () => {
  it('/oil stats answers publicly with the server’s figures', async () => {
    const e = embedOf(await dev.run(channelIn('Home', 'general'), 'oil stats'));
    expect(e.title).toBe('Stats of this server');
    expect(e.description).toContain('**3** finished · **1** abandoned · **1** in play');
    // Ana thinks 1 min per move: the fastest of the three.
    expect(e.description).toContain(`Fastest mover: <@${ana.id}> — moves in 1 min`);
    expect(fieldOf(e, 'Catan')).toContain('2 finished · 1 abandoned · 1 in play');
    expect(fieldOf(e, 'Catan: Oil Springs')).toContain('1 finished · 0 abandoned · 0 in play');
    const longest = finished.filter((p) => p.gameId === 'catan').sort((a, b) => b.ms - a.ms)[0]!;
    expect(fieldOf(e, 'Catan')).toContain(`<#${longest.thread}>`);
    const players = fieldOf(e, 'Players');
    for (const p of [ana, ben, caro]) {
      const wins = total(finished, p.id, (x) => Number(x.won));
      expect(players).toContain(`<@${p.id}> — 3 played, ${wins} won`);
    }
    expect(players).toContain('moves in 2 h');
    // Nothing of the other server's game (Dev, who moves fastest there, is not named), and bots are no players.
    expect(textOf(e)).not.toContain(`<@${dev.id}>`);
    expect(textOf(e)).not.toMatch(/bot/i);

    const away = embedOf(await dev.run(channelIn('Away', 'general'), 'oil stats'));
    expect(away.description).toContain('**1** finished · **0** abandoned · **0** in play');
    expect(fieldOf(away, 'Players')).toContain(`<@${ana.id}> — 1 played`);
  });

  it('/oil stats user: shows one player’s games, wins, win rate, average score, rating and reliability', async () => {
    const e = embedOf(await dev.run(channelIn('Home', 'general'), 'oil stats', { user: 'ben' }));
    expect(e.title).toBe('Stats of Ben');
    const benMoves = finished.reduce((n, p) => n + (p.moves.get(ben.id) ?? 0), 0);
    expect(e.description).toContain(
      `<@${ben.id}> moves in 2 h (median of ${benMoves} moves) · 3 finished, 0 abandoned`,
    );
    const catan = finished.filter((p) => p.gameId === 'catan');
    const wins = total(catan, ben.id, (x) => Number(x.won));
    const avg = Math.round((total(catan, ben.id, (x) => x.score) / 2) * 10) / 10;
    expect(fieldOf(e, 'Catan')).toContain(
      `2 played · ${wins} won (${Math.round((wins / 2) * 100)} %) · average score ${avg} VP`,
    );
    const rating = rateGames(catan.map(placingsOf)).get(ben.id)!;
    expect(fieldOf(e, 'Catan')).toContain(`Rating **${Math.round(rating.ordinal * 10) / 10}**`);
    expect(fieldOf(e, 'Catan')).toContain('2 rated games');
    expect(fieldOf(e, 'Catan: Oil Springs')).toContain('1 played');

    const caroStats = embedOf(await ana.run(channelIn('Home', 'general'), 'oil stats', { user: 'caro' }));
    expect(caroStats.description).toContain('moves in 10 min');
    expect(caroStats.description).toContain('3 finished, 1 abandoned');
  });

  it('/oil leaderboard game:catan ranks the people by their openskill rating', async () => {
    const e = embedOf(await dev.run(channelIn('Home', 'general'), 'oil leaderboard', { game: 'catan' }));
    expect(e.title).toBe('Leaderboard — Catan');
    const expected = [...rateGames(finished.filter((p) => p.gameId === 'catan').map(placingsOf))].sort(
      (a, b) => b[1].ordinal - a[1].ordinal,
    );
    expect(expected).toHaveLength(3);
    const lines = (e.description ?? '').split('\n');
    expected.forEach(([userId, r], i) => {
      expect(lines[i]).toContain(`${i + 1}. <@${userId}> **${Math.round(r.ordinal * 10) / 10}** · 2 played`);
    });
  });

  it('/oil games lists this server’s open games with their threads and whose move each waits on', async () => {
    const e = embedOf(await dev.run(channelIn('Home', 'general'), 'oil games'));
    const lines = (e.description ?? '').split('\n');
    expect(lines).toHaveLength(2);
    const active = desk.byChannel(activeThread)!;
    const waiting = active.status!.toAct.map((seat) => active.seats.find((s) => s.seat === seat)!.userId);
    expect(waiting.length).toBeGreaterThan(0);
    expect(lines[0]).toContain(`<#${activeThread}> — Catan · waits on `);
    for (const u of waiting) expect(lines[0]).toContain(`<@${u}>`);
    expect(lines[1]).toContain(`<#${lobbyThread}> — Catan · lobby, 1/4 seats (host <@${caro.id}>)`);
    for (const t of [abandonedThread, ...finished.map((p) => p.thread)])
      expect(e.description).not.toContain(t);

    const away = embedOf(await dev.run(channelIn('Away', 'general'), 'oil games'));
    expect(away.description).toMatch(
      new RegExp(
        `^<#${awayLobbyThread}> — Catan: Oil Springs · lobby, 1/4 seats \\(host <@${dev.id}>\\) · opened <t:\\d+:R>$`,
      ),
    );
  });

  it('the lobby shows each seated person’s reliability, from this server only', async () => {
    const lobby = () => caro.sees(lobbyThread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
    await settle(h, ben.click(lobby(), idOf(lobby(), '.join')));
    const text = lobby().embeds![0]!.description ?? '';
    expect(text).toContain(`<@${caro.id}> (host) — moves in 10 min · 3 finished, 1 abandoned`);
    expect(text).toContain(`<@${ben.id}> — moves in 2 h · 3 finished, 0 abandoned`);
    // Dev played only in the other server: new here.
    await settle(h, dev.click(lobby(), idOf(lobby(), '.join')));
    expect(lobby().embeds![0]!.description).toContain(`<@${dev.id}> — new here`);
    // Setting the clock redraws the lobby: the reliability stays beside each name.
    await settle(h, caro.click(lobby(), idOf(lobby(), '.lobbyclock.')));
    const clocked = lobby().embeds![0]!.description ?? '';
    expect(clocked).toContain('Clock: 24 h per move');
    expect(clocked).toContain(`<@${caro.id}> (host) — moves in 10 min · 3 finished, 1 abandoned`);
    expect(clocked).toContain(`<@${dev.id}> — new here`);
  });
});
