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
import { catanHoldingCards, fakeInteraction, tableApp, versionIn, type FakeCall } from './table-app';
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
    const texts = await submitForm(t.row, t.player, opened, CHANNEL, { give: '1 lumber', get: '1 ore' });
    expect(version()).toBe(moved);
    // The player gets their text back. This form was not opened through this bot (as after a restart), so no
    // labels were kept: the fields' ids stand for them.
    expect(texts).toEqual([
      [
        `The game moved on while you were filling in the form, so it changed nothing. The current turn: <#${CHANNEL}>`,
        'What you typed, to use again:',
        '> **give** 1 lumber',
        '> **get** 1 ore',
      ].join('\n'),
    ]);
  });

  it('gives the player their text back under the labels it was typed under', async () => {
    const { row, player } = catanHoldingCards(t.f, 'c-form-stale-2', 'form-stale-2', [0, 0, 0, 0, 0]);
    const opened = versionIn(t.f, 'c-form-stale-2');
    await openForm(row, player, opened, 'c-form-stale-2');
    t.f.table.act({ channelId: 'c-form-stale-2', userId: player, action: { type: 'endTurn' } });
    const texts = await submitForm(row, player, opened, 'c-form-stale-2', { give: '1 lumber', get: '2 ore' });
    expect(texts.at(-1)).toMatch(
      /changed nothing\. The current turn: <#c-form-stale-2>\nWhat you typed, to use again:\n> \*\*You give\*\* 1 lumber\n> \*\*You get\*\* 2 ore$/,
    );
  });

  it('a form refused as stale in the turn it was typed in opens again with what was typed', async () => {
    // The player holds a Monopoly card, played in another tab while the form was open: the same turn goes on.
    const { row, player } = catanHoldingCards(t.f, 'c-form-stale-3', 'form-stale-3', [0, 0, 0, 0, 1]);
    const opened = versionIn(t.f, 'c-form-stale-3');
    expect(await openForm(row, player, opened, 'c-form-stale-3')).toEqual({});
    const played = t.f.table.act({
      channelId: 'c-form-stale-3',
      userId: player,
      action: { type: 'monopoly', resource: 'ore' },
    });
    expect(played.ok).toBe(true);
    const typed = { give: '1 lumber', get: '1 brick' };
    const texts = await submitForm(row, player, opened, 'c-form-stale-3', typed);
    expect(texts.at(-1)).toContain('What you typed, to use again:');
    expect(await openForm(row, player, versionIn(t.f, 'c-form-stale-3'), 'c-form-stale-3')).toEqual(typed);
  });
});

/**
 * `player` uses the typed trade offer of game `row` in `channelId` as drawn at `version`: its button (`form`), or
 * the form sent with `fields` (`modal`). The bot's calls on the interaction.
 */
async function routed(
  verb: 'form' | 'modal',
  where: { row: number; player: string; version: number; channelId: string },
  fields?: Record<string, string>,
): Promise<FakeCall[]> {
  const { row, player, version, channelId } = where;
  const made = fakeInteraction({
    kind: verb === 'form' ? 'button' : 'modal',
    customId: encodeControl({ row, version, verb, key: 'trade' }),
    user: player,
    guildId: 'g1',
    channelId,
    ...(fields ? { fields } : {}),
  });
  await routeInteraction(t.app, made.fake);
  return made.calls;
}

/** The form opened: the values its fields open with (an empty one: absent). */
async function openForm(row: number, player: string, version: number, channelId: string) {
  const calls = await routed('form', { row, player, version, channelId });
  const modal = calls.find((c) => c.how === 'showModal')?.body as
    { components: { components: { custom_id: string; value?: string }[] }[] } | undefined;
  if (!modal) throw new Error(`no form: ${JSON.stringify(calls)}`);
  const inputs = modal.components.flatMap((r) => r.components);
  return Object.fromEntries(inputs.flatMap((i) => (i.value ? [[i.custom_id, i.value]] : [])));
}

/** The form sent with `fields`: the texts answered. */
async function submitForm(
  row: number,
  player: string,
  version: number,
  channelId: string,
  fields: Record<string, string>,
): Promise<string[]> {
  const calls = await routed('modal', { row, player, version, channelId }, fields);
  return calls.flatMap((c) => (c.body as { content?: string } | undefined)?.content || []);
}
