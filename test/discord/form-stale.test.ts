/**
 * A form sent after the game moved on (playtest 2026-12-05): the player opens "Write your own offer…", ends
 * their turn in another tab, then sends the form. Nothing is offered, and they are told about the form they
 * filled in, not about a button ("The game moved on since that button was shown") nor a choice. Through the
 * router, the desk and the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp, versionIn } from './table-app';
import { newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-form-stale';

let t: { f: Fixture; app: App; row: number; player: string };

const version = () => versionIn(t.f, CHANNEL);

beforeAll(() => {
  const f = newTable();
  t = { f, app: tableApp(f, 'form-stale'), ...catanHoldingCards(f, CHANNEL, 'form-stale', [0, 0, 0, 0, 0]) };
});
afterAll(() => t.f.close());

describe('a form sent after the game moved on', () => {
  it('changes nothing and says so about the form', async () => {
    const opened = version();
    const ended = t.f.table.act({ channelId: CHANNEL, userId: t.player, action: { type: 'endTurn' } });
    expect(ended.ok).toBe(true);
    const moved = version();
    const sent = fakeInteraction({
      kind: 'modal',
      customId: encodeControl({ row: t.row, version: opened, verb: 'modal', key: 'trade' }),
      user: t.player,
      guildId: 'g1',
      channelId: CHANNEL,
      fields: { give: '1 lumber', get: '1 ore' },
    });
    await routeInteraction(t.app, sent.fake);
    expect(version()).toBe(moved);
    const texts = sent.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '');
    expect(texts.filter((s) => s)).toEqual([
      `The game moved on while you were filling in the form, so it changed nothing. The current turn: <#${CHANNEL}>`,
    ]);
  });
});
