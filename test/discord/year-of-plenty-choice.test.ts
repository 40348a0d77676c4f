/**
 * "Play a card" → Year of Plenty: every pair of resources the bank can give is offered in the one menu. The
 * engine lists each pair once, in resource order (lumber + ore, never ore + lumber), so a menu of a first and
 * then a second resource left a player who picked "First: ore" with only ore and oil to add (playtest,
 * 2026-12-04). Through the router, the desk and the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp } from './table-app';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { YEAR_OF_PLENTY } from '../../src/games/catan/data';
import { newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-year-of-plenty';
const SEED = 'year-of-plenty-choice';

let f: Fixture;
let app: App;
let row = 0;
let seat = 0;
let player = '';

beforeAll(() => {
  f = newTable();
  // A main-phase moment of the game, its player to act holding one Year of Plenty and no other card.
  const hand = [0, 0, 0, 0, 0];
  hand[YEAR_OF_PLENTY] = 1;
  ({ row, seat, player } = catanHoldingCards(f, CHANNEL, SEED, hand));
  app = tableApp(f, 'year-of-plenty-choice');
});
afterAll(() => f.close());

interface Part {
  custom_id?: string;
  label?: string;
  options?: { label: string; value: string }[];
}
interface Said {
  content?: string;
  components?: { components: Part[] }[];
}

/** A button click (no `values`) or a select pick on the ephemeral chooser by the player; `parts`: its answer's. */
async function act(customId: string, values?: string[], offered?: { value: string }[]): Promise<Part[]> {
  const { fake, calls } = fakeInteraction({
    kind: values === undefined ? 'button' : 'select',
    customId,
    user: player,
    guildId: 'g1',
    channelId: CHANNEL,
    ...(values === undefined ? {} : { values, offered, ephemeral: true }),
  });
  await expect(routeInteraction(app, fake)).resolves.toBe('handled');
  const said = calls.filter((c) => c.body !== undefined).map((c) => c.body as Said);
  return said.flatMap((s) => s.components ?? []).flatMap((r) => r.components);
}

function game() {
  const g = f.table.getGame(CHANNEL);
  if (!g.ok) throw new Error(g.message);
  return g.game.record;
}

describe('"Play a card" → Year of Plenty', () => {
  it('offers every pair the bank can give in one menu, and takes the one picked', async () => {
    const before = game();
    const state = before.state as CatanState<null>;
    const pairs = catan.legalActions(state, seat).filter((a) => a.type === 'yearOfPlenty');
    // A full bank: any two cards, the same twice included (5 + 4 + 3 + 2 + 1).
    expect(pairs).toHaveLength(15);

    const parts = await act(encodeControl({ row, version: before.version, verb: 'act', group: 'play' }));
    const menu = parts.find((p) => p.options);
    expect(menu?.options?.map((o) => o.label)).toHaveLength(15);
    // Ore with lumber is there, whichever of the two the player looks for first.
    const labels = menu!.options!.map((o) => o.label);
    expect(labels).toContain('Take lumber + ore');
    expect(labels).toContain('Take ore + ore');
    expect(labels.filter((l) => l.includes('ore'))).toHaveLength(5);

    const pick = menu!.options!.find((o) => o.label === 'Take lumber + ore')!;
    const next = await act(menu!.custom_id!, [pick.value], menu!.options);
    // The pick names the card and both resources, so it plays the card: no menu or Confirm follows.
    expect(next.filter((p) => p.custom_id)).toEqual([]);
    const after = game();
    expect(after.version).toBe(before.version + 1);
    const hand = (after.state as CatanState).hands[seat]!;
    const had = state.hands[seat]!;
    expect(hand.map((n, r) => n - had[r]!)).toEqual([1, 0, 0, 0, 1]);
    expect((after.state as CatanState).devHand[seat]![YEAR_OF_PLENTY]).toBe(0);
  });
});
