/**
 * Through discord.js and the stand-in: a player who presses the turn message's Roll out of turn learns privately
 * whose turn it is and when theirs comes, from the order of play the same message shows ("To act: Ana, then
 * Ben → Caro"), and nothing changes.
 */
import { expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import { namesOf } from '../../src/discord/names';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import type { CatanState } from '../../src/games/catan/types';
import { GameDriver } from './full-game';
import { answerOf, buttons, isEphemeral, settle } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('a roll pressed out of turn says when the presser plays', async () => {
  const game = new GameDriver(h, 'catan', 'not-your-turn-1');
  await game.open();
  const presenter = presenterFor('catan');
  // Play until a human is to roll: the others are asked nothing, and the order of play is whose turn comes next.
  const rolling = (snap: GameSnapshot) => {
    const state = snap.state as CatanState;
    return state.phase === 'roll' && game.playerOfSeat(snap, state.current) !== null;
  };
  await game.fastForward(rolling);
  const snap = game.snapshot();
  const names = namesOf(snap);
  const order = presenter.playOrder!(snap);
  // The human furthest from their turn: someone else plays between.
  const [seat, at] = order
    .map((s, i) => [s, i] as const)
    .filter(([s, i]) => i > 0 && game.playerOfSeat(snap, s) !== null)
    .at(-1)!;
  const turn = game.latestTurn();
  const roll = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'roll');
  expect(roll, 'a Roll button').toBeDefined();
  const click = game.playerOfSeat(snap, seat)!.click(turn, roll!.customId);
  await settle(h, click);
  const answer = answerOf(click);
  expect(answer, 'a private answer').not.toBeNull();
  expect(isEphemeral(answer!)).toBe(true);
  const now = names[order[0]!];
  expect(answer!.content).toBe(
    at === 1
      ? `It's ${now}'s turn — yours comes next.`
      : `It's ${now}'s turn — yours comes after ${names[order[at - 1]!]}'s.`,
  );
  expect(game.snapshot().record.version).toBe(snap.record.version);
}, 120_000);
