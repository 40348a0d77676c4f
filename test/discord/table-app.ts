/**
 * An App over a test table (test/table/helpers.ts `newTable`), for tests that route fake interactions through
 * the router, the desk and the table without Discord: no channel can be fetched, so turn messages are not
 * posted; what the player is told comes back through the fake interaction.
 */
import type { Interaction } from 'discord.js';
import type { App } from '../../src/discord/app';
import { TableDesk } from '../../src/discord/desk-table';
import { FormDrafts } from '../../src/discord/form-drafts';
import { OpenChoosers } from '../../src/discord/open-choosers';
import { PrivateViews } from '../../src/discord/private-views';
import { presenterFor } from '../../src/discord/presenters';
import { ThreadKeeper } from '../../src/discord/thread';
import { logger } from '../../src/log';
import { afterAll, beforeAll } from 'vitest';
import { ana, ben, cat, dan, newTable, type Fixture } from '../table/helpers';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { playUntil } from './snap';

/** The bot's user id: fake interactions' messages are its own. */
export const BOT = '900000000000000000';

/**
 * A stored four-player Catan game in `channel`, put at a main-phase moment of the same seed where its player to
 * act holds `devHand` (nothing bought this turn, no card played yet): `row`, that `seat` and its `player`'s id.
 */
export function catanHoldingCards(
  f: Fixture,
  channel: string,
  seed: string,
  devHand: number[],
): { row: number; seat: number; player: string } {
  f.table.openLobby({ guildId: 'g1', channelId: channel, gameId: 'catan', host: ana, seed });
  for (const p of [ben, cat, dan]) f.table.join({ channelId: channel, ...p });
  const started = f.table.start({ channelId: channel, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
  const row = started.game.record.id;
  const state = playUntil(catan, seed, (s) => (s as CatanState).phase === 'main') as CatanState;
  const seat = state.current;
  state.devHand[seat] = [...devHand];
  state.devNew[seat] = devHand.map(() => 0);
  state.devPlayedThisTurn = false;
  f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), row);
  return { row, seat, player: started.game.seats.find((s) => s.seat === seat)!.userId! };
}

/** A stored game in a test's table: its `channel`, the fixture `f`, the `app` over it, its `row` and a `player`. */
export interface StoredGame {
  channel: string;
  f: Fixture;
  app: App;
  row: number;
  player: string;
}

/**
 * A stored four-player Catan game in channel `c-<test>`, in its set-up, whose first player placed their first
 * settlement, which they may take back: registered as the file's `beforeAll` (closed in its `afterAll`), and
 * read in its tests as `channel`, `f`, the `app` to route through, the game's `row` and that `player`'s id.
 */
export function useCatanFirstSettlement(test: string): StoredGame {
  const t = { channel: `c-${test}` } as StoredGame;
  beforeAll(() => {
    t.f = newTable();
    t.app = tableApp(t.f, test);
    const { channel, f } = t;
    f.table.openLobby({ guildId: 'g1', channelId: channel, gameId: 'catan', host: ana, seed: test });
    for (const p of [ben, cat, dan]) f.table.join({ channelId: channel, ...p });
    const started = f.table.start({ channelId: channel, byUserId: ana.userId });
    if (!started.ok) throw new Error(started.message);
    const { record, seats, status } = started.game;
    const seat = status!.toAct[0]!;
    t.row = record.id;
    t.player = seats.find((s) => s.seat === seat)!.userId!;
    const placed = f.table.act({
      channelId: channel,
      userId: t.player,
      action: catan.legalActions(record.state as CatanState<null>, seat)[0],
    });
    if (!placed.ok) throw new Error(placed.message);
  });
  afterAll(() => t.f.close());
  return t;
}

/** The state version of the stored game in `channel`. */
export function versionIn(f: Fixture, channel: string): number {
  const g = f.table.getGame(channel);
  if (!g.ok) throw new Error(g.message);
  return g.game.record.version;
}

export function tableApp(f: Fixture, test: string): App {
  const log = logger.child({ test });
  log.level = 'silent';
  const base = {
    client: { user: { id: BOT }, channels: { fetch: async () => null } },
    desk: new TableDesk(f.table, f.store, false),
    presenter: presenterFor,
    log,
    choosers: new OpenChoosers(),
    drafts: new FormDrafts(),
    views: new PrivateViews(() => () => null, log),
  } as unknown as Omit<App, 'threads'>;
  return { ...base, threads: new ThreadKeeper(base) } as App;
}

/** What the bot did with a fake interaction: its acknowledgements (no body) and its answers (their JSON). */
export interface FakeCall {
  how: 'deferReply' | 'deferUpdate' | 'reply' | 'editReply' | 'followUp' | 'showModal';
  body?: unknown;
}

/** A fake interaction's shape and where it was made. */
export interface FakeSpec {
  kind: 'button' | 'select' | 'modal';
  customId: string;
  user: string;
  guildId: string;
  channelId: string;
  /** A select's picked values. */
  values?: string[];
  /** The values the select offered (`interaction.component.options`). */
  offered?: { value: string }[];
  /** A modal's text inputs by id. */
  fields?: Record<string, string>;
  /** Made on an ephemeral message (a chooser), whose answers edit it. */
  ephemeral?: boolean;
}

/**
 * A discord.js-shaped interaction on one of the bot's messages carrying `customId`, recording every call the bot
 * makes on it in `calls`, in order.
 */
export function fakeInteraction(spec: FakeSpec): { fake: Interaction; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const record = (how: FakeCall['how']) => async (body: unknown) => {
    calls.push({ how, body: JSON.parse(JSON.stringify(body)) as unknown });
  };
  const fake = {
    customId: spec.customId,
    guildId: spec.guildId,
    channelId: spec.channelId,
    user: { id: spec.user, username: spec.user },
    member: null,
    memberPermissions: null,
    deferred: false,
    replied: false,
    values: spec.values ?? [],
    component: { options: spec.offered ?? [] },
    fields: {
      getTextInputValue: (id: string) => spec.fields?.[id] ?? '',
      fields: new Map(
        Object.entries(spec.fields ?? {}).map(([id, value]) => [id, { customId: id, type: 4, value }]),
      ),
    },
    message: {
      author: { id: BOT },
      flags: { has: () => spec.ephemeral ?? false },
      components: [{ components: [{ customId: spec.customId }] }],
    },
    isAutocomplete: () => false,
    isChatInputCommand: () => false,
    isButton: () => spec.kind === 'button',
    isStringSelectMenu: () => spec.kind === 'select',
    isModalSubmit: () => spec.kind === 'modal',
    isMessageComponent: () => spec.kind !== 'modal',
    isRepliable: () => true,
    async deferReply() {
      fake.deferred = true;
      calls.push({ how: 'deferReply' });
    },
    async deferUpdate() {
      fake.deferred = true;
      calls.push({ how: 'deferUpdate' });
    },
    async reply(body: unknown) {
      fake.replied = true;
      await record('reply')(body);
    },
    editReply: record('editReply'),
    followUp: record('followUp'),
    showModal: record('showModal'),
  };
  return { fake: fake as unknown as Interaction, calls };
}
