/**
 * A Wildcatters auction (the sealed bids every player answers) open across a restart of the bot: the auction's
 * message, posted before the restart, still takes the bids through its buttons and menus, and a menu opened
 * before the restart still works after it. No bid is lost or made twice (a double click bids once), nobody is
 * asked again, the message says who still must answer, and the auction resolves with every bid.
 */
import { expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import type { GameSnapshot } from '../../src/discord/desk';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { parseCustomId } from '../../src/discord/custom-id';
import { GameDriver } from './full-game';
import { answerOf, buttons, selects, settle, type Player } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

/** The button of `group` (a move's group, or "pass") on `message`. */
function buttonOf(message: APIMessage, group: string): string {
  const button = buttons(message).find((b) => parseCustomId(b.customId)?.args[0] === group && !b.disabled);
  expect(button, `a ${group} button`).toBeDefined();
  return button!.customId;
}

it('Wildcatters: an auction open across a restart takes the others’ bids on its message, each once, and resolves with every bid', async () => {
  const game = new GameDriver(h, 'wildcatters', 'e2e-wild-restart', 0, ['ana', 'ben', 'caro']);
  await game.open();
  const { ana, ben, caro } = game.players as Record<'ana' | 'ben' | 'caro', Player>;
  const seat = (p: Player) => game.snapshot().seats.find((s) => s.userId === p.id)!.seat;
  const auction = () => {
    const pending = (game.snapshot().state as WildcattersState).pending;
    return pending?.kind === 'auction' ? pending : null;
  };
  await game.fastForward(
    (snap: GameSnapshot) =>
      (snap.state as WildcattersState).pending?.kind === 'auction' &&
      [ana, ben, caro].every((p) => snap.status.toAct.includes(seat(p))),
  );
  const turn = game.latestTurn();
  /** `p`'s bid menu, opened with the auction message's Bid button. */
  const bidMenu = async (p: Player) => {
    const click = p.click(game.latestTurn(), buttonOf(game.latestTurn(), 'bid'));
    await settle(h, click);
    const menu = answerOf(click);
    expect(selects(menu!)[0], `${p.user}'s bid menu`).toBeDefined();
    return menu!;
  };
  /** Pick `label` in `menu` (an amount it lists) as `p`, `times` at once. */
  const bidIn = async (p: Player, menu: APIMessage, label: string, times = 1) => {
    const select = selects(menu)[0]!;
    const option = select.options.find((o) => o.label === label);
    expect(option, `${label} in ${p.user}'s menu`).toBeDefined();
    const picks = Array.from({ length: times }, () => p.select(menu, select.customId, [option!.value]));
    for (const pick of picks) await settle(h, pick);
    return picks.map((pick) => answerOf(pick)?.content ?? '');
  };

  // Ben bids before the restart; Caro opens her menu, and the bot restarts before she picks.
  expect(await bidIn(ben, await bidMenu(ben), 'Bid 3 shares')).toEqual([
    expect.stringMatching(/Your sealed bid: 3 shares/),
  ]);
  const caroMenu = await bidMenu(caro);
  const before = game.latestTurn();
  await h.restart();
  expect(game.latestTurn(), 'the auction’s message stands as it was').toEqual(before);
  expect(auction()?.bids[seat(ben)], 'Ben’s bid kept').toBe(3);

  // Caro picks in the menu of before the restart, twice at once (a double click): one bid.
  const version = game.snapshot().record.version;
  const answers = await bidIn(caro, caroMenu, 'Bid 5 shares', 2);
  expect(
    answers.filter((a) => /Your sealed bid: 5 shares/.test(a)),
    answers.join(' | '),
  ).toHaveLength(1);
  expect(game.snapshot().record.version, 'one bid applied').toBe(version + 1);
  expect(auction()?.bids[seat(caro)]).toBe(5);

  // The same message asks Ana alone now; Ben, asked again, is told he has answered.
  const asking = game.latestTurn();
  expect(asking.id).toBe(turn.id);
  expect(asking.embeds?.[0]?.title).toMatch(/auction of the .* disk \(Ana\)$/);
  expect(asking.content).toContain(`<@${ana.id}>`);
  expect(asking.content).not.toContain(`<@${ben.id}>`);
  const again = ben.click(asking, buttonOf(asking, 'bid'));
  await settle(h, again);
  expect(answerOf(again)?.content).toMatch(
    /^You have answered the auction .* already .* The game waits for Ana\.$/,
  );
  expect(game.snapshot().record.version).toBe(version + 1);

  // Ana passes with a double click on the message's button: the auction resolves with every bid, once.
  const passes = [ana.click(asking, buttonOf(asking, 'pass')), ana.click(asking, buttonOf(asking, 'pass'))];
  for (const pass of passes) await settle(h, pass);
  expect(passes.map((p) => answerOf(p)?.content)).toEqual([
    expect.stringMatching(/^Your sealed answer: a pass/),
    expect.stringMatching(/^Already done: You /),
  ]);
  expect(auction(), 'the auction is over').toBeNull();
  expect(game.events().filter((e) => e.text.startsWith('Bids: '))).toHaveLength(1);
  const shown = game.since(turn).flatMap((m) => (m.embeds?.[0]?.description ?? '').split('\n'));
  expect(shown.filter((line) => line.startsWith('Bids: '))).toEqual([
    expect.stringMatching(
      /^Bids: .*Ben bid 3 shares, Caro bid 5 shares, Ana passed, .* won the wildcatter disk/,
    ),
  ]);
  // The thread goes on: the turn's next move is asked on a message with live buttons.
  const snap = game.snapshot();
  expect(snap.status.over).toBe(false);
  expect(snap.status.toAct.length).toBeGreaterThan(0);
  expect(
    buttons(game.latestTurn()).some((b) => !b.disabled && parseCustomId(b.customId)?.verb === 'act'),
  ).toBe(true);
}, 30_000);
