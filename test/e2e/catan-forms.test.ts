/**
 * Catan's typed offer keeps what was typed (a playtest: one misspelt resource in "Write your own offer…" meant
 * typing the whole offer again): refused, for a word it cannot read or by the rules, the form reopens with the
 * player's words; an offer made forgets them.
 */
import { expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id';
import { TRADE_FORM_LABEL } from '../../src/discord/presenters/catan-public';
import type { CatanState } from '../../src/games/catan/types';
import { RESOURCES } from '../../src/games/catan/data';
import { GameDriver, catanMainTurnWithCards } from './full-game';
import { buttons } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('a refused typed offer reopens with what was typed (a misspelt card, cards not held); an offer made clears it', async () => {
  const game = new GameDriver(h, 'catan', 'e2e-catan-offer-draft', 0, ['ana']);
  await game.open();
  const ana = game.players.ana!;
  const seat = game.snapshot().seats.find((s) => s.userId === ana.id)!.seat;
  const state = () => game.snapshot().state as CatanState;
  // Ana's turn, after her roll, with cards in hand and no offer open.
  await game.fastForward(catanMainTurnWithCards(seat));
  expect(state().phase).toBe('main');

  /** Ana opens "Write your own offer…": the values its fields open with (none: absent). */
  const open = async () => {
    const turn = game.latestTurn();
    const form = buttons(turn).find((b) => b.label === TRADE_FORM_LABEL && !b.disabled);
    expect(form, 'the typed offer button').toBeDefined();
    expect(parseCustomId(form!.customId)?.verb).toBe('form');
    return ana.openForm(turn, form!.customId);
  };

  const hand = state().hands[seat]!;
  const held = RESOURCES.findIndex((_, r) => hand[r]! > 0);
  const wanted = RESOURCES.find((_, r) => r !== held)!;
  const first = await open();
  expect(first.values).toEqual({});
  // A misspelt resource: refused privately, nothing done.
  const before = game.snapshot().record.version;
  const typed = { give: `1 ${RESOURCES[held]}`, get: '1 oer' };
  expect(await ana.submitForm(first.click, typed)).toMatch(/"oer" is not a resource.*Nothing changed\./);
  expect(game.snapshot().record.version).toBe(before);
  // Reopened: the fields hold what she typed, to fix the one word.
  const second = await open();
  expect(second.values).toEqual(typed);
  // Read, but refused by the rules (more cards than she holds): kept again, as typed this time.
  const tooMany = { give: `${hand[held]! + 1} ${RESOURCES[held]}`, get: `1 ${wanted}` };
  // Which card is short, and how many she holds (a playtest's counter-offer was refused without saying).
  expect(await ana.submitForm(second.click, tooMany)).toContain(
    `You do not hold the cards you offer: you offer ${hand[held]! + 1} ${RESOURCES[held]} and hold ${hand[held]}.`,
  );
  expect(game.snapshot().record.version).toBe(before);
  const third = await open();
  expect(third.values).toEqual(tooMany);
  // An offer she can make: made, and the draft forgotten.
  const offer = { give: `1 ${RESOURCES[held]}`, get: `1 ${wanted}` };
  // Her receipt speaks to her ("You offered …"), not of her ("Ana offered …").
  expect(await ana.submitForm(third.click, offer)).toMatch(/^Done: You offered 1 \w+ for 1 \w+\.$/);
  expect(game.snapshot().record.version).toBeGreaterThan(before);
  // The bots have answered; she withdraws it and writes another: a blank form.
  expect(state().trade, 'her offer is open').not.toBeNull();
  const snap = game.snapshot();
  const withdraw = (snap.module.legalActions(snap.state, seat) as Record<string, unknown>[]).find(
    (a) => a.type === 'withdraw',
  );
  expect(withdraw, 'her open offer can be withdrawn').toBeDefined();
  game.next = withdraw!;
  expect(await game.step()).toBe(true);
  expect(state().trade).toBeNull();
  const fourth = await open();
  expect(fourth.values).toEqual({});
}, 120_000);

it('a typed offer sent after the game moved on gives the player their text back, also after a restart', async () => {
  const game = new GameDriver(h, 'catan', 'e2e-catan-offer-stale', 0, ['ana']);
  await game.open();
  const ana = game.players.ana!;
  const seat = game.snapshot().seats.find((s) => s.userId === ana.id)!.seat;
  const open = () => {
    const turn = game.latestTurn();
    const form = buttons(turn).find((b) => b.label === TRADE_FORM_LABEL && !b.disabled)!;
    return ana.openForm(turn, form.customId);
  };
  /** Ana starts typing an offer, (`meanwhile`), ends her turn in another tab, then sends the form: its answer's lines. */
  const staleOffer = async (meanwhile: () => Promise<void>) => {
    await game.fastForward(catanMainTurnWithCards(seat));
    const form = await open();
    await meanwhile();
    expect((await ana.run(game.thread, 'oil endturn')).content).toMatch(/^Done/);
    return (await ana.submitForm(form.click, { give: '1 brick', get: '2 ore' })).split('\n');
  };
  const [refused, ...back] = await staleOffer(async () => undefined);
  expect(refused).toMatch(/^The game moved on while you were filling in the form, so it changed nothing\./);
  expect(back).toEqual(['What you typed, to use again:', '> **You give** 1 brick', '> **You get** 2 ore']);
  // The bot restarted while she typed: it no longer knows the form's labels, so its fields' ids stand for them.
  const [, ...afterRestart] = await staleOffer(() => h.restart());
  expect(afterRestart).toEqual(['What you typed, to use again:', '> **give** 1 brick', '> **get** 2 ore']);
}, 120_000);
