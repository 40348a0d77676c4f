/**
 * A button pressed twice at once (a double tap on a phone): both presses find the player's turn, the first
 * makes the move, and the second, refused as stale, is told it was already done: not about a choice the player
 * never had open ("The game moved on while you were choosing…", playtest 2026-12-04), nor that the game moved
 * on and the press "changed nothing", which read as if the move had not counted (eight taps on Roll the dice
 * gave seven of those, playtest 2026-12-05). A press after the move was made (a second tab) is told the same.
 * Through the router, the desk and the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp } from './table-app';
import { newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-double-click';

/** The stored game, its player to act in the main phase, and the app the presses go through. */
let t: { f: Fixture; app: App; row: number; player: string };

beforeAll(() => {
  const f = newTable();
  t = {
    f,
    app: tableApp(f, 'double-click'),
    ...catanHoldingCards(f, CHANNEL, 'double-click', [0, 0, 0, 0, 0]),
  };
});
afterAll(() => t.f.close());

function version(): number {
  const g = t.f.table.getGame(CHANNEL);
  if (!g.ok) throw new Error(g.message);
  return g.game.record.version;
}

describe('a button pressed twice at once', () => {
  it('makes the move once, and tells the second press it was already done', async () => {
    const before = version();
    const customId = encodeControl({ row: t.row, version: before, verb: 'act', group: 'end-turn' });
    const presses = [1, 2].map(() =>
      fakeInteraction({ kind: 'button', customId, user: t.player, guildId: 'g1', channelId: CHANNEL }),
    );
    await Promise.all(presses.map((p) => routeInteraction(t.app, p.fake)));
    expect(version()).toBe(before + 1);
    const said = presses.flatMap((p) => p.calls.map((c) => c.body as { content?: string } | undefined));
    const texts = said.map((b) => b?.content ?? '').filter((t) => t);
    // It says what was done, in the move's own public words as its player reads them.
    expect(texts.filter((t) => /^Already done: You ended the turn\. \S+ to play\.$/.test(t))).toHaveLength(1);
    expect(texts.filter((t) => t === 'That was already done.')).toEqual([]);
    expect(texts.filter((t) => /moved on/.test(t))).toEqual([]);
  });

  it('a press of the same button after its move was made (a second tab) is told the same', async () => {
    // The next player, to roll after the turn ended above.
    const g = t.f.table.getGame(CHANNEL);
    if (!g.ok) throw new Error(g.message);
    const roller = g.game.seats.find((s) => s.seat === g.game.status!.toAct[0])!.userId!;
    const shown = version();
    const customId = encodeControl({ row: t.row, version: shown, verb: 'act', group: 'roll' });
    const press = () =>
      fakeInteraction({ kind: 'button', customId, user: roller, guildId: 'g1', channelId: CHANNEL });
    const first = press();
    await routeInteraction(t.app, first.fake);
    expect(version()).toBeGreaterThan(shown);
    const moved = version();
    const later = press();
    await routeInteraction(t.app, later.fake);
    expect(version()).toBe(moved);
    const said = later.calls.map((c) => (c.body as { content?: string } | undefined)?.content ?? '');
    expect(said.filter((t) => /^Already done: You rolled \d+\b/.test(t))).toHaveLength(1);
  });
});
