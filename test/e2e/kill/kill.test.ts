/**
 * Durable posting (issue 12): the bot process is killed with SIGKILL at random moments — between saving a
 * move and posting it, during Start, during a bot's turn — again and again under a load of games. After each
 * restart every game's thread shows its current turn within seconds; no acknowledged move is lost and no
 * turn is posted twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../../src/discord/custom-id';
import { registerGame } from '../../../src/games/registry';
import { openStore, type Store } from '../../../src/store';
import { Table } from '../../../src/table';
import { startStandIn, type InteractionHandle, type StandIn } from '../../../src/playground';
import { bundled } from '../../bundled';
import { race } from '../../fixtures/race';
import { buttons, isEphemeral, threadIdIn } from '../harness';

registerGame(race);

const GAMES = 4;
const KILLS = 6;
const USERS = ['ana', 'ben', 'caro'] as const;

let standIn: StandIn;
let dir: string;
let dbPath: string;
let guildId: string;
let bot: ChildProcess | null = null;

/** Starts the bot process; resolves with how many threads it caught up on start. */
async function startBotProcess(): Promise<number> {
  const child = spawn(
    process.execPath,
    [bundled('bot-process'), standIn.token, standIn.restUrl, dbPath, guildId],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'error' } },
  );
  bot = child;
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bot process did not get ready')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('exit', (code) => reject(new Error(`the bot process exited (${code}): ${stderr}`)));
  });
}

async function killBot(): Promise<void> {
  const child = bot;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
  bot = null;
}

/** The database as the bot left it (a second connection; WAL lets it read while the bot writes). */
function withTable<T>(fn: (table: Table, store: Store) => T): T {
  const store = openStore(dbPath);
  try {
    return fn(new Table(store), store);
  } finally {
    store.close();
  }
}

function publicMessages(thread: string): APIMessage[] {
  return standIn.driver.visibleMessages('dev', thread).filter((m) => !isEphemeral(m));
}

function versionShown(thread: string): number | null {
  const turn = [...publicMessages(thread)]
    .reverse()
    .find((m) => buttons(m).some((b) => b.customId.includes('.hand')));
  const id = turn
    ? buttons(turn)
        .map((b) => parseCustomId(b.customId))
        .find((x) => x)
    : null;
  return id ? id.version : null;
}

/** Every game's thread shows its current version (lobbies: their lobby message), within `ms`. */
async function threadsCaughtUp(threads: string[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  let behind: string[] = [];
  while (Date.now() < deadline) {
    behind = withTable((table) =>
      threads.filter((t) => {
        const g = table.getGame(t);
        if (!g.ok) return true;
        if (g.game.record.lifecycle === 'lobby')
          return !publicMessages(t).some((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''));
        return versionShown(t) !== g.game.record.version;
      }),
    );
    if (behind.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`threads still behind their game: ${behind.join(', ')}`);
}

/** One move for each game where a person must act, as typed commands (one interaction each). */
function moves(threads: string[]): InteractionHandle[] {
  const handles: InteractionHandle[] = [];
  const plan = withTable((table) =>
    threads.flatMap((t) => {
      const g = table.getGame(t);
      if (!g.ok) return [];
      if (g.game.record.lifecycle === 'lobby') return [{ t, user: 'ana', command: 'oil start' }];
      const seat = g.game.status?.toAct.find((s) => g.game.seats[s]?.userId);
      const user = USERS.find((u) => standIn.driver.user(u).id === g.game.seats[seat ?? -1]?.userId);
      return user ? [{ t, user, command: 'oil move' }] : [];
    }),
  );
  for (const p of plan) {
    const options: Record<string, string> =
      p.command === 'oil move' ? { choice: Math.random() < 0.5 ? 'safe' : 'risky' } : {};
    handles.push(standIn.driver.runCommand({ user: p.user, channel: p.t, command: p.command, options }));
  }
  return handles;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'derrick-kill-'));
  dbPath = join(dir, 'derrick.sqlite');
  standIn = await startStandIn();
  guildId = standIn.driver.guilds()[0]!.id;
  await startBotProcess();
}, 90_000);

afterAll(async () => {
  await killBot();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('survives SIGKILL at random moments: every thread catches up, nothing lost or posted twice', async () => {
  // Turn messages created per thread and version: a second post of the same version would be a double.
  const posted = new Map<string, number>();
  standIn.driver.events.on('messageCreate', (e) => {
    if (e.visibleTo !== null || e.message.author.id !== standIn.driver.botUser.id) return;
    const id = buttons(e.message)
      .map((b) => parseCustomId(b.customId))
      .find((x) => x && x.verb === 'hand');
    if (id) posted.set(`${e.channelId}@${id.version}`, (posted.get(`${e.channelId}@${id.version}`) ?? 0) + 1);
  });
  const threads: string[] = [];
  for (let i = 0; i < GAMES; i++) {
    const reply = await standIn.driver
      .runCommand({ user: 'ana', channel: 'general', command: 'oil new', options: { game: 'test-race' } })
      .waitForReply({ timeoutMs: 20_000 });
    const t = threadIdIn(reply);
    threads.push(t);
    for (const u of ['ben', 'caro']) {
      await standIn.driver
        .runCommand({ user: u, channel: t, command: 'oil join' })
        .waitForReply({ timeoutMs: 20_000 });
    }
  }
  let acknowledged = 0;
  let delivered = 0;
  let caughtUp = 0;
  for (let k = 0; k < KILLS; k++) {
    // The first two kills land for sure between saving and posting: Discord answers the bot's posts and
    // edits only after 10 s, so the starts (first burst) and the moves (second) are saved, not yet shown.
    const stuck =
      k < 2
        ? (['POST', 'PATCH'] as const).map((method) =>
            standIn.driver.addFault({
              method,
              route: /^\/channels\/\d+\/messages(\/\d+)?$/,
              fault: { kind: 'delay', delayMs: 10_000 },
            }),
          )
        : [];
    // A burst of moves (the first burst starts the games), then a kill at a random moment while they run.
    const burst = [...moves(threads), ...moves(threads)];
    await new Promise((r) => setTimeout(r, k < 2 ? 1500 : Math.floor(Math.random() * 250)));
    await killBot();
    stuck.forEach((f) => f.remove());
    delivered += burst.filter((h) => h.delivered).length;
    acknowledged += burst.filter((h) => /^Done|started/.test(h.original()?.content ?? '')).length;
    const n = await startBotProcess();
    if (k < 2) expect(n, `kill ${k + 1}: threads caught up at start`).toBeGreaterThan(0);
    caughtUp += n;
    await threadsCaughtUp(threads, 15_000);
  }
  // Between kills: a calm round, answered in full, still caught up.
  await Promise.all(moves(threads).map((h) => h.waitForReply({ timeoutMs: 20_000 }).catch(() => null)));
  await threadsCaughtUp(threads, 15_000);
  const humanActions = withTable((_t, store) =>
    threads.reduce((n, t) => {
      const g = store.latestGameIn(t);
      const acts = g.ok && g.value ? store.actions(g.value.id) : null;
      return n + (acts?.ok ? acts.value.filter((a) => a.userId !== null).length : 0);
    }, 0),
  );
  expect(delivered).toBeGreaterThan(0);
  // No acknowledged move lost (the starts are not actions, so they only make the bound looser).
  expect(humanActions).toBeGreaterThanOrEqual(acknowledged - GAMES);
  const doubles = [...posted.entries()].filter(([, n]) => n > 1);
  expect(doubles, 'no version posted twice').toEqual([]);
  console.log(
    JSON.stringify({
      kills: KILLS,
      games: GAMES,
      delivered,
      acknowledged,
      humanActions,
      caughtUp,
      turnPosts: posted.size,
    }),
  );
}, 240_000);
