/**
 * "Play a card" with a single playable card: the card is not played on the click (the public button cannot say
 * which card, and a card played from the hand stands: Undo cannot take it back). The click opens the private
 * chooser with that card to confirm, and a Confirm button; pressing it plays it. Through the router, the desk and
 * the table, on a stored Catan game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { catanHoldingCards, fakeInteraction, tableApp } from './table-app';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { newTable, type Fixture } from '../table/helpers';

const CHANNEL = 'c-confirm';
const SEED = 'confirm-card';

let f: Fixture;
let app: App;
let row = 0;
let player = '';

beforeAll(() => {
  f = newTable();
  // A main-phase moment of the game, its player to act holding one Knight and nothing else to play.
  ({ row, player } = catanHoldingCards(f, CHANNEL, SEED, [1, 0, 0, 0, 0]));
  app = tableApp(f, 'confirm-card');
});
afterAll(() => f.close());

/** An answer's parts this test reads. */
interface Said {
  content?: string;
  components?: {
    components: { custom_id?: string; label?: string; options?: { label: string; value: string }[] }[];
  }[];
}

/**
 * A button click (no `values`) on the public turn message, or a select pick on the ephemeral chooser, by `user`;
 * `said`: the bodies of the bot's answers.
 */
function interaction(customId: string, user: string, values?: string[], offered?: { value: string }[]) {
  const { fake, calls } = fakeInteraction({
    kind: values === undefined ? 'button' : 'select',
    customId,
    user,
    guildId: 'g1',
    channelId: CHANNEL,
    ...(values === undefined ? {} : { values, offered, ephemeral: true }),
  });
  const said = () => calls.filter((c) => c.body !== undefined).map((c) => c.body as Said);
  return { fake, said };
}

function game() {
  const g = f.table.getGame(CHANNEL);
  if (!g.ok) throw new Error(g.message);
  return g.game.record;
}

/** `/oil play` typed by `user` with no choice. */
function typedPlay(user: string) {
  const { fake, said } = interaction('', user);
  Object.assign(fake, {
    commandName: 'oil',
    isChatInputCommand: () => true,
    isButton: () => false,
    isMessageComponent: () => false,
    inGuild: () => true,
    options: { getSubcommand: () => 'play', getString: () => null },
  });
  return { fake, said };
}

describe('"Play a card" with one playable card', () => {
  it('typed as /oil play without a choice, asks which instead of playing it', async () => {
    const before = game();
    const typed = typedPlay(player);
    await expect(routeInteraction(app, typed.fake)).resolves.toBe('handled');
    expect(typed.said().map((s) => s.content ?? s)).toContainEqual('Say which: Knight.');
    expect(game().version).toBe(before.version);
  });

  it('asks the player to confirm the card privately, then plays it when picked', async () => {
    const before = game();
    const state = before.state as CatanState<null>;
    const legal = catan.legalActions(state, state.current);
    expect(legal.filter((a) => a.type === 'knight')).toHaveLength(1);

    const click = interaction(
      encodeControl({ row, version: before.version, verb: 'act', group: 'play' }),
      player,
    );
    await expect(routeInteraction(app, click.fake)).resolves.toBe('handled');
    // Nothing played yet: the same version, the Knight still in hand.
    expect(game().version).toBe(before.version);
    expect((game().state as CatanState).devHand[state.current]).toEqual([1, 0, 0, 0, 0]);
    // The card, said whole, and one button to confirm it (one press on a phone, not a menu of one option).
    const chooser = click
      .said()
      .find((s) => s.components?.some((r) => r.components.some((c) => c.custom_id)));
    expect(chooser?.content).toMatch(
      /^\*\*Play a card\*\* › Knight\n[\s\S]*Press \*\*Confirm\*\* to do it\.$/,
    );
    const parts = chooser!.components!.flatMap((r) => r.components);
    expect(parts.map((c) => [c.label, c.options])).toEqual([['Confirm', undefined]]);
    const confirm = parts[0]!.custom_id!;

    // A confirm for another choice than the chooser's one (a forged id) changes nothing.
    const forged = interaction(confirm.replace(/\.\d+$/, '.999'), player);
    await expect(routeInteraction(app, forged.fake)).resolves.toBe('handled');
    expect(forged.said().map((s) => s.content ?? s)).toContainEqual(
      'That choice does not belong to this menu.',
    );
    expect(game().version).toBe(before.version);

    const press = interaction(confirm, player);
    await expect(routeInteraction(app, press.fake)).resolves.toBe('handled');
    const after = game();
    expect(after.version).toBe(before.version + 1);
    expect((after.state as CatanState).devHand[state.current]).toEqual([0, 0, 0, 0, 0]);

    // Pressed again (a double press): already done, and what was done, nothing more played.
    const again = interaction(confirm, player);
    await expect(routeInteraction(app, again.fake)).resolves.toBe('handled');
    expect(again.said().map((s) => s.content ?? s)).toContainEqual(
      expect.stringMatching(/^Already done: You played /),
    );
    expect(game().version).toBe(after.version);
  });
});
