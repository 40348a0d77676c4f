/**
 * Through discord.js and the stand-in, answering a trade offer: a player the offer does not ask (everyone can
 * see they hold too few cards) who still presses Accept, Decline or Counter-offer is told privately that they
 * were not asked, and why — the reason the offer's public line gave — and nothing changes. A player asked
 * opens the Counter-offer form filled in with the offer from their side, which sends back as it reads.
 */
import { expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id';
import type { GameSnapshot } from '../../src/discord/desk';
import type { CatanState } from '../../src/games/catan/types';
import { RESOURCES } from '../../src/games/catan/data';
import { GameDriver } from '../e2e/full-game';
import { answerOf, buttons, isEphemeral, messageText, settle } from '../e2e/harness';
import { useHarness } from '../e2e/use-harness';

const { h } = useHarness();

const cardsOf = (state: CatanState, seat: number) => state.hands[seat]!.reduce((a, n) => a + n, 0);

/** Cards in words, written out here rather than by the presenter's own helper: "1 lumber, 2 ore". */
const words = (b: object) =>
  Object.entries(b)
    .map(([r, k]) => `${String(k)} ${r}`)
    .join(', ');

/**
 * Plays as the greedy bot, except once: the first time a human may offer while another human holds fewer
 * cards than a third holds of one resource, it offers 1 of a card it holds for one more of that resource than
 * the poorer one holds cards (the poorer one is not asked; the richer one is, and holds what is asked).
 */
class OfferingDriver extends GameDriver {
  offered: { from: number; left: number; asked: number } | null = null;

  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const state = snap.state as CatanState;
    if (!this.offered && state.phase === 'main' && !state.trade && state.current === seat) {
      const humans = snap.seats.map((s) => s.seat).filter((s) => s !== seat && this.playerOfSeat(snap, s));
      const g = state.hands[seat]!.findIndex((n) => n > 0);
      const [poor, rich] = [...humans].sort((a, b) => cardsOf(state, a) - cardsOf(state, b));
      const k = poor === undefined ? 0 : cardsOf(state, poor) + 1;
      // What the asked one holds enough of, so they could counter with the very terms.
      const t = rich === undefined ? -1 : state.hands[rich]!.findIndex((n, r) => r !== g && n >= k);
      if (g >= 0 && poor !== undefined && rich !== undefined && t >= 0) {
        this.offered = { from: seat, left: poor, asked: rich };
        return { type: 'offer', give: { [RESOURCES[g]!]: 1 }, get: { [RESOURCES[t]!]: k } };
      }
    }
    return super.policy(snap, seat);
  }
}

let game: OfferingDriver;

it('a player not asked who presses Accept, Decline or Counter-offer is told why, privately; nothing changes', async () => {
  game = new OfferingDriver(h, 'catan', 'not-asked-1');
  await game.open();
  for (let i = 0; i < 300 && !game.offered; i++) expect(await game.step()).toBe(true);
  expect(game.offered, 'a human made an offer one human could not take').not.toBeNull();
  const { from, left, asked } = game.offered!;
  const snap = game.snapshot();
  const state = snap.state as CatanState;
  expect(state.trade, 'the offer is open (another human is asked)').not.toBeNull();
  expect(snap.status.toAct).toContain(asked);
  expect(snap.status.toAct).not.toContain(left);
  const names = snap.seats.map((s) => s.name);
  const n = cardsOf(state, left);
  const turn = game.latestTurn();
  // The public line says why they were not asked…
  expect(messageText(turn)).toContain(
    `${names[left]} is not asked (holds ${n} ${n === 1 ? 'card' : 'cards'})`,
  );
  const player = game.playerOfSeat(snap, left)!;
  const view = snap.module.view(state, null) as { trade: { give: object; get: object } };
  const expected = `You were not asked to answer ${names[from]}'s offer (${words(view.trade.give)} for ${words(view.trade.get)}): you hold ${n} ${n === 1 ? 'card' : 'cards'}, so you could not take it.`;
  // …and the private answer to each of the answer buttons says the same to them.
  for (const key of ['accept', 'decline', 'counter']) {
    const button = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === key);
    expect(button, `a ${key} button`).toBeDefined();
    const click = player.click(turn, button!.customId);
    await settle(h, click);
    const answer = answerOf(click);
    expect(answer, `a private answer to ${key}`).not.toBeNull();
    expect(isEphemeral(answer!)).toBe(true);
    expect(answer!.content).toBe(expected);
    expect(h.standIn.driver.canSee('dev', answer!.id)).toBe(false);
  }
  // Typed, as `/oil trade`, the same.
  expect((await player.run(game.thread, 'oil trade', { choice: 'accept' })).content).toBe(expected);
  expect(game.snapshot().record.version).toBe(snap.record.version);
}, 120_000);

it('the Counter-offer form opens with the offer from the answering side, and sends back as it reads', async () => {
  const snap = game.snapshot();
  const state = snap.state as CatanState;
  const { asked } = game.offered!;
  const player = game.playerOfSeat(snap, asked)!;
  const turn = game.latestTurn();
  const button = buttons(turn).find((b) => {
    const id = parseCustomId(b.customId);
    return id?.verb === 'form' && id.args[0] === 'counter';
  });
  expect(button, 'a Counter-offer button').toBeDefined();
  const click = player.click(turn, button!.customId);
  // The stand-in checks the modal against Discord's API schema (a field's value is at most 4000 characters).
  const modal = await click.waitForModal({ timeoutMs: 20_000 });
  const inputs = modal.components.flatMap((row) =>
    'components' in row ? (row.components as { custom_id: string; value?: string }[]) : [],
  );
  const view = snap.module.view(state, asked) as {
    trade: { give: Record<string, number>; get: Record<string, number> };
  };
  const values = Object.fromEntries(inputs.map((i) => [i.custom_id, i.value ?? '']));
  expect(values).toEqual({ give: words(view.trade.get), get: words(view.trade.give) });
  // Sent as it opened: a counter-offer with the offer's own terms, from their side.
  await settle(h, h.standIn.driver.submitModal({ user: player.user, from: click, values }));
  const after = game.snapshot().module.view(game.snapshot().state, null) as {
    trade: { answers: { seat: number; answer: string; counter?: unknown }[] } | null;
  };
  expect(after.trade?.answers.find((a) => a.seat === asked)).toEqual({
    seat: asked,
    answer: 'countered',
    counter: { give: view.trade.get, get: view.trade.give },
  });
}, 120_000);
