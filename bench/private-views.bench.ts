/**
 * private-views.*: what a move costs the players' open My hand views (src/discord/private-views.ts) in a long
 * game: a 4-seat Oil Springs game whose four players are people, played by its random bots through the table
 * (so the store holds its whole log) up to 600 actions, each player with a My hand open. After every move
 * each open view is looked at anew (`PrivateLook.theirs`) to see whether it must be edited; none here is, so
 * the figure is the look alone, as after most moves.
 * - `privateViews.move4.p50Ms`: one move's refresh of the 4 open views, p50 of 25.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InteractionWebhook } from 'discord.js';
import type { App } from '../src/discord/app';
import { lookAtHands } from '../src/discord/components/hand';
import { TableDesk } from '../src/discord/desk-table';
import { presenterFor } from '../src/discord/presenters';
import { PrivateViews } from '../src/discord/private-views';
import { getGame } from '../src/games/registry';
import { Rng, seedRng } from '../src/games/rng';
import { logger } from '../src/log';
import { openStore } from '../src/store';
import { Table } from '../src/table';
import type { Benchmark } from './harness';
import { median, sampleMs } from './harness';

const ACTIONS = 600;
const PLAYERS = ['ana', 'ben', 'caro', 'dev'];

/** The game played, its views open: the refresh one move makes. */
function world(): { refresh: () => Promise<void>; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-views-'));
  const store = openStore(join(dir, 'v.sqlite'));
  const table = new Table(store);
  const channelId = 'c1';
  const users = PLAYERS.map((name) => ({ userId: `u-${name}`, name }));
  table.openLobby({ guildId: 'g', channelId, gameId: 'oil-springs', host: users[0]!, seed: 'bench-views' });
  for (const u of users.slice(1)) table.join({ channelId, ...u });
  const started = table.start({ channelId, byUserId: users[0]!.userId });
  if (!started.ok) throw new Error(started.message);
  const row = started.game.record.id;
  const module = getGame('oil-springs')!;
  const rng = new Rng(seedRng('bench-views-bots'));
  for (let n = 0; n < ACTIONS; n++) {
    const g = table.getGameById(row);
    if (!g.ok || !g.game.status || g.game.status.over) break;
    const seat = g.game.status.toAct[0]!;
    const action = module.bots.random!(g.game.record.state as never, seat, rng);
    const r = table.act({ channelId, userId: g.game.seats.find((s) => s.seat === seat)!.userId!, action });
    if (!r.ok) throw new Error(r.message);
  }
  const log = logger.child({ bench: 'private-views' });
  const app = { desk: new TableDesk(table, store, false), presenter: presenterFor, log } as unknown as App;
  const views = new PrivateViews((r) => lookAtHands(app, r), log);
  const webhook = {
    editMessage: () => Promise.reject(new Error('no edit expected')),
  } as unknown as InteractionWebhook;
  for (const u of users) views.shown(row, u.userId, webhook, lookAtHands(app, row)(u.userId)!.theirs);
  const version = table.getGameById(row);
  process.stderr.write(
    `private-views bench: ${version.ok ? version.game.record.version : '?'} actions, ${views.size} views\n`,
  );
  return {
    refresh: async () => {
      await views.moved(row);
      if (views.size !== users.length) throw new Error('a view was edited or dropped');
    },
    close: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const benchmarks: Benchmark[] = [
  {
    name: 'privateViews.move4.p50Ms',
    unit: 'ms',
    async run() {
      const w = world();
      try {
        return median(await sampleMs(w.refresh, 25));
      } finally {
        w.close();
      }
    },
  },
];
