/**
 * My hand in Merit's "Oil" names a kept MEMO card once: among "Kept MEMO cards", with how to play it, not again
 * in "Only you know" (a playtest read it twice). The roll that drew it still tells the drawer which card it was.
 * Through the table and the desk, on a stored game.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TableDesk } from '../../src/discord/desk-table';
import { presenterFor } from '../../src/discord/presenters';
import { onlyYouKnow } from '../../src/discord/components/hand';
import type { MeritState } from '../../src/games/merit-oil/types';
import { at, onTop, rigDie } from '../games/merit-oil/helpers';
import { ana, ben, cat, newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-kept-once';

let f: Fixture;
let desk: TableDesk;
let row = 0;

beforeAll(() => {
  f = newTable();
  f.table.openLobby({ guildId: 'g1', channelId: CHANNEL, gameId: 'merit-oil', host: ana, seed: 'kept-once' });
  for (const p of [ben, cat]) f.table.join({ channelId: CHANNEL, ...p });
  const started = f.table.start({ channelId: CHANNEL, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
  row = started.game.record.id;
  desk = new TableDesk(f.table, f.store, false);
});
afterAll(() => f.close());

/** The game's player to act rolls onto the MEMO square and draws the Geologist's report, a card kept in hand. */
function rollOntoKeptMemo(game: number) {
  const snap = desk.snapshot(game)!;
  const state = structuredClone(snap.state) as MeritState;
  const seat = state.current;
  at(state, seat, 0);
  onTop(state.memo, 'memo-5'); // Geologist's report, kept
  rigDie(state, 1); // square 1: MEMO
  f.store.db.prepare('UPDATE games SET state = ? WHERE id = ?').run(JSON.stringify(state), game);
  const userId = snap.seats.find((s) => s.seat === seat)!.userId!;
  const turn = desk.turnFor(game, userId, null);
  if (!turn.ok) throw new Error(turn.message);
  const rolled = desk.actOn(turn.value, { id: userId }, { type: 'roll' });
  if (!rolled.ok) throw new Error(rolled.message);
  return { seat, rolled: rolled.value };
}

it('a kept MEMO card is listed once in My hand, with how to play it; the roll still told which', () => {
  const { seat, rolled } = rollOntoKeptMemo(row);
  const told = rolled.events.filter((e) => e.to?.includes(seat)).map((e) => e.text);
  expect(told.some((t) => t.startsWith("Your MEMO card: Geologist's report"))).toBe(true);

  const after = desk.snapshot(row)!;
  expect((after.state as MeritState).players[seat]!.kept).toEqual(['memo-5']);
  const hand = presenterFor('merit-oil').hand(after, seat).description;
  const secrets = desk.privateEvents(row, seat, 5).map((e) => e.text);
  const mentions = [hand, ...secrets].join('\n').match(/Geologist's report/g) ?? [];
  expect(mentions).toHaveLength(1);
  expect(hand).toMatch(/\*\*Kept MEMO cards\*\*[^\n]*\nGeologist's report\. .* \(choose it when you drill\)/);
});

it('a kept MEMO card logged before the hand said so (no `inHand`) is listed once in My hand too', () => {
  // Games started before the line was marked kept their logged lines: "Only you know" named the card again.
  const channel = 'c-kept-once-old';
  f.table.openLobby({ guildId: 'g1', channelId: channel, gameId: 'merit-oil', host: ana, seed: 'kept-old' });
  for (const p of [ben, cat]) f.table.join({ channelId: channel, ...p });
  const started = f.table.start({ channelId: channel, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
  const old = started.game.record.id;
  const { seat } = rollOntoKeptMemo(old);
  // The log as an older version wrote it: the same lines, none marked `inHand`.
  const rows = f.store.db.prepare('SELECT seq, events FROM actions WHERE game_id = ?').all(old) as {
    seq: number;
    events: string;
  }[];
  const marked = rows.filter((r) => r.events.includes('"inHand"'));
  expect(marked).toHaveLength(1);
  f.store.db.exec('DROP TRIGGER IF EXISTS actions_append_only');
  for (const r of marked) {
    const events = (JSON.parse(r.events) as Record<string, unknown>[]).map(({ inHand: _, ...e }) => e);
    f.store.db
      .prepare('UPDATE actions SET events = ? WHERE game_id = ? AND seq = ?')
      .run(JSON.stringify(events), old, r.seq);
  }
  expect(desk.privateEvents(old, seat, 5).some((e) => e.text.startsWith('Your MEMO card:'))).toBe(true);

  const presenter = presenterFor('merit-oil');
  const hand = presenter.hand(desk.snapshot(old)!, seat).description;
  const secrets = onlyYouKnow(desk, presenter, old, seat).map((e) => e.text);
  const mentions = [hand, ...secrets].join('\n').match(/Geologist's report/g) ?? [];
  expect(mentions).toHaveLength(1);
  expect(hand).toMatch(/\*\*Kept MEMO cards\*\*[^\n]*\nGeologist's report\. /);
});
