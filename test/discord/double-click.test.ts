/**
 * A button pressed twice at once (a double tap on a phone): both presses find the player's turn, the first
 * makes the move, and the second, refused as stale, is told about the button it pressed, not about a choice the
 * player never had open ("The game moved on while you were choosing…", playtest 2026-12-04). Through the
 * router, the desk and the table, on a stored Catan game.
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
  it('makes the move once, and tells the second press the game moved on since its button was shown', async () => {
    const before = version();
    const customId = encodeControl({ row: t.row, version: before, verb: 'act', group: 'end-turn' });
    const presses = [1, 2].map(() =>
      fakeInteraction({ kind: 'button', customId, user: t.player, guildId: 'g1', channelId: CHANNEL }),
    );
    await Promise.all(presses.map((p) => routeInteraction(t.app, p.fake)));
    expect(version()).toBe(before + 1);
    const said = presses.flatMap((p) => p.calls.map((c) => c.body as { content?: string } | undefined));
    const texts = said.map((b) => b?.content ?? '').filter((t) => t);
    expect(
      texts.some((t) =>
        t.startsWith('The game moved on since that button was shown, so it changed nothing.'),
      ),
    ).toBe(true);
    expect(texts.filter((t) => /while you were choosing/.test(t))).toEqual([]);
  });
});
