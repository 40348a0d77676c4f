/**
 * My hand's "Only you know (latest)" holds the news, not an old steal: a playtest read a steal of several turns
 * ago as the latest secret, after later private events (drawn cards, which the hand lists itself). A steal stays
 * through the robbed player's next turn, and is gone a round later. Through the table and the desk, on a stored
 * Catan game played by the greedy bot for everyone.
 */
import { afterEach, expect, it } from 'vitest';
import { onlyYouKnow } from '../../src/discord/components/hand';
import { TableDesk } from '../../src/discord/desk-table';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanState } from '../../src/games/catan/types';
import { getGame } from '../../src/games/registry';
import { botRng } from '../../src/table/bots';
import { newsSince } from '../../src/table/digest';
import { ana, ben, cat, newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-hand-news';
let f: Fixture;
afterEach(() => f.close());

it('a steal is in "Only you know" on the robbed player’s next turn, and gone a round later', () => {
  const module = getGame('catan')!;
  const presenter = presenterFor('catan');
  f = newTable();
  f.table.openLobby({ guildId: 'g1', channelId: CHANNEL, gameId: 'catan', host: ana, seed: 'hand-news' });
  for (const p of [ben, cat]) f.table.join({ channelId: CHANNEL, ...p });
  const started = f.table.start({ channelId: CHANNEL, byUserId: ana.userId });
  if (!started.ok) throw new Error(started.message);
  const row = started.game.record.id;
  const desk = new TableDesk(f.table, f.store, false);
  const state = () => desk.snapshot(row)!.state as CatanState;
  let v = 0;
  /** The greedy bot plays for whoever is to act, until `done`. */
  const playUntil = (done: () => boolean) => {
    for (; v < 3000 && !done(); v++) {
      const snap = desk.snapshot(row)!;
      const seat = snap.status.toAct[0]!;
      const action = module.bots.greedy!(structuredClone(snap.state), seat, botRng('catan', v));
      const r = f.table.act({ channelId: CHANNEL, userId: snap.seats[seat]!.userId!, action });
      if (!r.ok) throw new Error(r.message);
    }
    expect(done()).toBe(true);
  };
  const secrets = (seat: number, since = newsSince(desk.history(row), seat)) =>
    onlyYouKnow(desk, presenter, row, seat, since).map((e) => e.text);

  // Until a steal a player is told privately (a card taken from them, and which).
  const steal = () =>
    desk
      .history(row)
      .flatMap((a) => a.events)
      .find((e) => e.to && / stole /.test(e.text));
  playUntil(() => steal() !== undefined);
  const line = steal()!.text;
  const victim = Number(/from \{p(\d)\}/.exec(line)![1]);
  expect(secrets(victim)).toContain(line);
  // The robbed player's next turn: still news.
  const turnOf = (seat: number) => () => state().current === seat && state().phase === 'roll';
  playUntil(turnOf(victim));
  expect(secrets(victim)).toContain(line);
  // A round later, at their turn after: gone, though nobody told it (the whole log still holds it).
  playUntil(() => state().current !== victim);
  playUntil(turnOf(victim));
  expect(secrets(victim, 0)).toContain(line);
  expect(secrets(victim)).not.toContain(line);
});
