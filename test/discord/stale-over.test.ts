/**
 * A button or form from before a game ended (playtest 2026-12-05): the winning move pressed twice, a chooser or a
 * form left open while the game was won or called off. The player is told the game is over, not that it moved
 * on and where its current turn is. Through the router, the desk and the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { OVER_TEXT } from '../../src/discord/refusals';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp, versionIn } from './table-app';
import { ana, newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-stale-over';

let t: { f: Fixture; app: App; row: number; player: string };
/** The version the player's button and form were drawn at, before the game moved on and was called off. */
let shown: number;

beforeAll(() => {
  const f = newTable();
  t = { f, app: tableApp(f, 'stale-over'), ...catanHoldingCards(f, CHANNEL, 'stale-over', [0, 0, 0, 0, 0]) };
  shown = versionIn(f, CHANNEL);
  const ended = f.table.act({ channelId: CHANNEL, userId: t.player, action: { type: 'endTurn' } });
  if (!ended.ok) throw new Error(ended.message);
  const off = f.table.abandon({ channelId: CHANNEL, byUserId: ana.userId });
  if (!off.ok) throw new Error(off.message);
});
afterAll(() => t.f.close());

describe('a button or form from before the game ended', () => {
  it.each([
    ['button', 'act'],
    ['modal', 'modal'],
  ] as const)('a %s says the game is over', async (kind, verb) => {
    const customId =
      verb === 'act'
        ? encodeControl({ row: t.row, version: shown, verb, group: 'end-turn' })
        : encodeControl({ row: t.row, version: shown, verb, key: 'trade' });
    const sent = fakeInteraction({ kind, customId, user: t.player, guildId: 'g1', channelId: CHANNEL });
    await routeInteraction(t.app, sent.fake);
    const texts = sent.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '');
    expect(texts.filter((s) => s)).toEqual([OVER_TEXT]);
  });
});
