/**
 * A private chooser once its move is made: the turn message shows the move to everyone, so a chooser with
 * nothing more to say is deleted — a player's private answers do not pile up, one a move. (With news only the
 * player may read, it stays and says it: test/e2e/threads.test.ts, "won from a chooser".)
 */
import { expect, it } from 'vitest';
import { MessageFlags } from 'discord-api-types/v10';
import { answerOf, buttons, messageText, selects, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro } = useHarness({ players: ['ana', 'ben', 'caro'] });

it('a chooser whose move has no private news goes once the move is made', async () => {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'catan', seed: 'private-answers' }));
  await ben.run(thread, 'oil join');
  await caro.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  const turn = ana.turnMessage(thread)!;
  const who = [ana, ben, caro].find((p) => (turn.content ?? '').includes(`<@${p.id}>`))!;
  const privateOnes = () => who.sees(thread).filter((m) => ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0);
  const before = privateOnes().length;
  const place = buttons(turn).find((b) => /^Place settlement/.test(b.label) && !b.disabled)!;
  const click = who.click(turn, place.customId);
  await settle(h, click);
  const chooser = answerOf(click)!;
  expect(privateOnes().map((m) => m.id)).toContain(chooser.id);
  // Every spot, in the picture's number order, says what it touches and how often that is rolled.
  expect(messageText(chooser)).toMatch(/Pips are the dots under a number/);
  const all = selects(chooser).flatMap((s) => s.options);
  expect(all.length).toBeGreaterThan(50);
  expect(all.map((o) => Number(o.label.replace('Spot ', '')))).toEqual(all.map((_, i) => i + 1));
  for (const o of all) expect(o.description).toMatch(/^[A-S] \w.* — \d+ pips?(, [\w: ]+ harbor)?$/);
  const select = selects(chooser)[0]!;
  const spot = select.options[0]!;
  await settle(h, who.select(chooser, select.customId, [spot.value]));
  // The settlement's road is all the player may do next: the same chooser became its menu
  // (test/e2e/linked-steps.test.ts). The road picked, the next player places.
  const road = who.sees(thread).find((m) => m.id === chooser.id)!;
  const roadSelect = selects(road)[0]!;
  await settle(h, who.select(road, roadSelect.customId, [roadSelect.options[0]!.value]));
  // The moves are on the public turn message; the chooser is gone, and nothing private came in its place.
  expect(messageText(who.sees(thread).find((m) => m.id === turn.id)!)).toMatch(/placed a road/);
  expect(privateOnes().map((m) => m.id)).not.toContain(chooser.id);
  expect(privateOnes()).toHaveLength(before);
}, 60_000);

it('a second click on a button that opens a chooser replaces the first chooser: one private menu at a time', async () => {
  const thread = threadIdIn(
    await ana.run('general', 'oil new', { game: 'catan', seed: 'private-answers-2' }),
  );
  await ben.run(thread, 'oil join');
  await caro.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  const turn = ana.turnMessage(thread)!;
  const who = [ana, ben, caro].find((p) => (turn.content ?? '').includes(`<@${p.id}>`))!;
  const choosers = () =>
    who.sees(thread).filter((m) => ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0 && selects(m).length > 0);
  const place = buttons(turn).find((b) => /^Place settlement/.test(b.label) && !b.disabled)!;
  const first = who.click(turn, place.customId);
  await settle(h, first);
  const firstId = answerOf(first)!.id;
  expect(choosers().map((m) => m.id)).toEqual([firstId]);
  const second = who.click(turn, place.customId);
  await settle(h, second);
  expect(answerOf(second)!.id).not.toBe(firstId);
  expect(choosers().map((m) => m.id)).toEqual([answerOf(second)!.id]);
  // The open one still works (the settlement picked, it is the road's menu: test/e2e/linked-steps.test.ts),
  // and once the turn's moves are made no chooser is left.
  const chooser = answerOf(second)!;
  const select = selects(chooser)[0]!;
  await settle(h, who.select(chooser, select.customId, [select.options[0]!.value]));
  const road = choosers().find((m) => m.id === chooser.id)!;
  await settle(h, who.select(road, selects(road)[0]!.customId, [selects(road)[0]!.options[0]!.value]));
  expect(choosers()).toEqual([]);
  expect(h.bot.app.choosers.size).toBe(0);
}, 60_000);
