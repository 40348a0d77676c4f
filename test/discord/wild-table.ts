/**
 * A stored four-player Wildcatters game on a table, its state set by the test, and clicks on its buttons through
 * the router, the desk and the table; and the check that an answer which ends the game waits for its Confirm.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { ana, ben, cat, dan, newTable, type Fixture } from '../table/helpers';
import { fakeInteraction, tableApp, versionIn } from './table-app';

/** An answer's parts the tests read. */
export interface Said {
  content?: string;
  components?: { components: { custom_id?: string; label?: string }[] }[];
}

export interface WildTable {
  channel: string;
  f: Fixture;
  app: App;
  row: number;
  /** The user id and the name of each seat (the table seats the players in a random order). */
  user: string[];
  name: string[];
}

/** Opens the table before the describe's tests (the game stored as `state()` gives it) and closes it after. */
export function storedWildcatters(channel: string, state: () => WildcattersState): WildTable {
  const t = { channel } as WildTable;
  beforeAll(() => {
    t.f = newTable();
    t.app = tableApp(t.f, channel);
    t.f.table.openLobby({
      guildId: 'g1',
      channelId: channel,
      gameId: 'wildcatters',
      host: ana,
      seed: channel,
    });
    for (const p of [ben, cat, dan]) t.f.table.join({ channelId: channel, ...p });
    const started = t.f.table.start({ channelId: channel, byUserId: ana.userId });
    if (!started.ok) throw new Error(started.message);
    t.row = started.game.record.id;
    const seated = [0, 1, 2, 3].map((seat) => started.game.seats.find((s) => s.seat === seat)!);
    t.user = seated.map((s) => s.userId!);
    t.name = seated.map((s) => s.name);
    t.f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state()), t.row);
  });
  afterAll(() => t.f.close());
  return t;
}

/** A click by `seat` on the button `customId` (on the turn message, or on a chooser: `ephemeral`). */
export async function click(
  t: WildTable,
  seat: number,
  customId: string,
  ephemeral = false,
): Promise<Said[]> {
  const sent = fakeInteraction({
    kind: 'button',
    customId,
    user: t.user[seat]!,
    guildId: 'g1',
    channelId: t.channel,
    ephemeral,
  });
  await routeInteraction(t.app, sent.fake);
  return sent.calls.map((c) => c.body as Said | undefined).filter((b) => b !== undefined);
}

function stored(t: WildTable) {
  const g = t.f.store.getGame(t.row);
  if (!g.ok || !g.value) throw new Error('the game is not stored');
  return g.value;
}

/**
 * `seat`'s press of the turn message's `group` button, which would end the game, opens a chooser saying
 * `chooser` and leaves the game going; its Confirm ends the game, and a second Confirm is told `already` and
 * applies nothing more.
 */
export async function endsOnlyOnConfirm(
  t: WildTable,
  seat: number,
  group: string,
  chooser: string,
  already: string,
): Promise<void> {
  const shown = versionIn(t.f, t.channel);
  const bodies = await click(t, seat, encodeControl({ row: t.row, version: shown, verb: 'act', group }));
  expect(versionIn(t.f, t.channel)).toBe(shown);
  expect(stored(t).lifecycle).toBe('active');
  const opened = bodies.find((b) => b.components?.some((r) => r.components.some((c) => c.custom_id)));
  expect(opened?.content).toBe(chooser);
  const [button] = opened!.components!.flatMap((r) => r.components);
  expect(button?.label).toBe('Confirm');
  const confirm = () => click(t, seat, button!.custom_id!, true);
  await confirm();
  expect(stored(t)).toMatchObject({ lifecycle: 'finished', version: shown + 1 });
  // Pressed again (a double click): told it is done, and nothing more applied.
  expect((await confirm()).map((b) => b.content)).toContain(already);
  expect(stored(t)).toMatchObject({ lifecycle: 'finished', version: shown + 1 });
}
