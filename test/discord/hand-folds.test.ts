/**
 * My hand's "Since your last turn", as the hand's reply builds it (`handLook`), tells a player's same move made
 * again and again as one line, as the turn message does: the hand passes the game's words (`tallyText`) to the
 * digest. Through the table and the desk, on a stored Catan game: two bank trades of the player to act read as
 * one in another player's My hand.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { handLook } from '../../src/discord/components/hand';
import type { CatanState } from '../../src/games/catan/types';
import { newTable, type Fixture } from '../table/helpers';
import { catanHoldingCards, tableApp } from './table-app';

const CHANNEL = 'c-hand-folds';
const WOOL = 2;

let t: { f: Fixture; app: App; row: number; seat: number; player: string };

beforeAll(() => {
  const f = newTable();
  t = { f, app: tableApp(f, 'hand-folds'), ...catanHoldingCards(f, CHANNEL, 'hand-folds', []) };
  // The player to act gets 8 wool from the bank, for two trades with the bank at any rate.
  const { state: stored } = f.store.db.prepare('SELECT state FROM games WHERE id = ?').get(t.row) as {
    state: string;
  };
  const state = JSON.parse(stored) as CatanState;
  state.hands[t.seat]![WOOL]! += 8;
  state.bank[WOOL]! -= 8;
  f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), t.row);
});
afterAll(() => t.f.close());

it('two bank trades of the same cards are one line in another player’s digest, cards added up', async () => {
  for (let i = 0; i < 2; i++) {
    const r = t.f.table.act({
      channelId: CHANNEL,
      userId: t.player,
      action: { type: 'maritime', give: 'wool', get: 'ore' },
    });
    if (!r.ok) throw new Error(r.message);
  }
  const game = t.f.table.getGameById(t.row);
  if (!game.ok) throw new Error(game.message);
  const trader = game.game.seats.find((s) => s.seat === t.seat)!;
  const reader = game.game.seats.find((s) => s.seat !== t.seat)!;
  const look = handLook(t.app, t.row, reader.userId!);
  if ('refused' in look) throw new Error(look.refused);
  const { content } = await look.payload();
  const lines = (content ?? '').split('\n');
  expect(lines[0]).toBe('**Since your last turn**');
  const trades = lines.filter((l) => l.includes(' wool for '));
  expect(trades).toHaveLength(1);
  // 2 × 4 wool, or 2 × 3 or 2 × 2 at a harbor.
  expect(trades[0]).toMatch(new RegExp(`^• ${trader.name} traded (8|6|4) wool for 2 ore with the bank\\.$`));
});
