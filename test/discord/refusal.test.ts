/**
 * Through discord.js and the stand-in: the public turn message offers "Build city" whatever the cards in a
 * hand big enough to pay for it, and a player who cannot afford it learns why only privately ("You can't
 * build a city right now: needs … more."), with nothing changed; nobody else sees that answer.
 */
import { expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanState } from '../../src/games/catan/types';
import { GameDriver } from '../e2e/full-game';
import { answerOf, buttons, isEphemeral, settle } from '../e2e/harness';
import { useHarness } from '../e2e/use-harness';

const { h } = useHarness();

it('a city one cannot afford from 5 cards or more: an enabled public button, a private "needs … more", nothing changed', async () => {
  const game = new GameDriver(h, 'catan', 'refusal-1');
  await game.open();
  const presenter = presenterFor('catan');
  // Play (as the greedy bot would) until a human must build & trade without the cards for a city.
  const waiting = () => {
    const snap = game.snapshot();
    const state = snap.state as CatanState;
    const seat = state.current;
    return (
      state.phase === 'main' &&
      !state.trade &&
      game.playerOfSeat(snap, seat) !== null &&
      state.citiesLeft[seat]! > 0 &&
      state.nodeLevel.some((level, n) => level === 1 && state.nodeOwner[n] === seat) &&
      // 5 cards or more: nobody else can tell they lack a city's cards (a smaller hand greys the button).
      state.hands[seat]!.reduce((a, n) => a + n, 0) >= 5 &&
      !presenter.choices(snap, seat).some((c) => c.group === 'city')
    );
  };
  for (let i = 0; i < 200 && !waiting(); i++) expect(await game.step()).toBe(true);
  expect(waiting(), 'a human in the main phase who cannot build a city').toBe(true);
  const snap = game.snapshot();
  const seat = (snap.state as CatanState).current;
  const player = game.playerOfSeat(snap, seat)!;
  const turn = game.latestTurn();
  const city = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'city');
  expect(city, 'a Build city button').toBeDefined();
  expect(city!.disabled).toBe(false);
  expect(city!.label).toBe('Build city');
  // No public button names what anyone lacks.
  expect(buttons(turn).filter((b) => /needs|more\b/.test(b.label))).toEqual([]);

  const click = player.click(turn, city!.customId);
  await settle(h, click);
  const answer = answerOf(click);
  expect(answer, 'a private answer').not.toBeNull();
  expect(isEphemeral(answer!)).toBe(true);
  expect(answer!.content).toMatch(/^You can't build a city right now: needs .+ more\.$/);
  const why = presenter.unavailable(snap, seat).find((u) => u.group === 'city')!;
  expect(answer!.content).toBe(`You can't build a city right now: ${why.reason}.`);
  expect(h.standIn.driver.canSee('dev', answer!.id)).toBe(false);
  expect(game.snapshot().record.version).toBe(snap.record.version);
}, 120_000);
