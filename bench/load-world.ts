/**
 * The setting of the load benchmarks: the local stand-in (in this process, with the drivers) and a database
 * already holding `games` started games, each in a thread of its own, made quickly at the store level (the
 * threads through the stand-in's REST API as the bot would make them). Every game is marked as shown, so the
 * bot has nothing to catch up at start; the drivers' first interaction in a game (`/oil board`) posts its
 * turn message, and every move after that is an interaction through the bot.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../src/store';
import { Table } from '../src/table';
import { startStandIn, type StandIn } from '../src/playground';

/** One seeded game: its database row and its thread. */
export interface SeededGame {
  row: number;
  thread: string;
}

export interface LoadWorld {
  standIn: StandIn;
  guildId: string;
  databasePath: string;
  games: SeededGame[];
  /** The driver users who hold the human seats (by username). */
  humans: string[];
  close(): Promise<void>;
}

export interface LoadWorldOptions {
  games: number;
  gameId: string;
  /** Human seats per game (the others are the game's first bot kind); at most 4. */
  humans: number;
  /** Stand-in rate limits while measured: its defaults, with Discord's global 50 requests/s (true), or none. */
  globalRateLimit: boolean;
}

const USERS = ['ana', 'ben', 'caro', 'dev'];

async function createThread(standIn: StandIn, parent: string, name: string): Promise<string> {
  const res = await fetch(`${standIn.restUrl}/v10/channels/${parent}/threads`, {
    method: 'POST',
    headers: { authorization: `Bot ${standIn.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, type: 11, auto_archive_duration: 10080 }),
  });
  if (!res.ok) throw new Error(`thread ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function startLoadWorld(options: LoadWorldOptions): Promise<LoadWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-load-'));
  const databasePath = join(dir, 'derrick.sqlite');
  const standIn = await startStandIn({
    world: {
      guilds: [
        {
          name: 'Load',
          channels: ['general'],
          admins: ['ana'],
          activeThreadLimit: Math.max(1000, options.games + 100),
        },
      ],
    },
    rateLimits: { global: false, perRoute: false },
  });
  const guildId = standIn.driver.guilds()[0]!.id;
  const general = standIn.driver.channel('general').id;
  const humans = USERS.slice(0, options.humans);
  const users = humans.map((u) => standIn.driver.user(u));
  const store = openStore(databasePath);
  const games: SeededGame[] = [];
  try {
    const table = new Table(store);
    for (let i = 0; i < options.games; i++) {
      const thread = await createThread(standIn, general, `load ${i}`);
      const host = { userId: users[0]!.id, name: users[0]!.username };
      const opened = table.openLobby({
        guildId,
        channelId: thread,
        parentChannelId: general,
        gameId: options.gameId,
        host,
        seed: `load-${i}`,
      });
      if (!opened.ok) throw new Error(opened.message);
      for (const u of users.slice(1)) {
        const j = table.join({ channelId: thread, userId: u.id, name: u.username });
        if (!j.ok) throw new Error(j.message);
      }
      for (let s = users.length; s < 4; s++) {
        const b = table.addBot({ channelId: thread, byUserId: host.userId });
        if (!b.ok) throw new Error(b.message);
      }
      const started = table.start({ channelId: thread, byUserId: host.userId });
      if (!started.ok) throw new Error(started.message);
      const { record } = started.game;
      // Shown already (no catch-up at start): `/oil board` posts it for real.
      table.recordTurnMessage(record.id, {
        messageId: '1',
        version: record.version,
        first: record.version,
        since: record.version,
        toAct: [...started.status.toAct].sort((a, b) => a - b),
        postedAt: Date.now(),
      });
      games.push({ row: record.id, thread });
    }
  } finally {
    store.close();
  }
  // The stand-in's defaults for the measured part: Discord's global 50 a second, 50 a second per route.
  if (options.globalRateLimit) {
    const second = { limit: 50, windowMs: 1000 };
    standIn.rateLimits.configure({ global: second, perRoute: second });
  }
  return {
    standIn,
    guildId,
    databasePath,
    games,
    humans,
    async close() {
      await standIn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
