/**
 * A full base Catan game from `/oil new` to its end (three humans, one bot), with the bot restarted mid-game:
 * the restarted bot serves the game from the database and the current turn message's buttons still work.
 */
import { expect, it } from 'vitest';
import { GameDriver } from './full-game';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('plays base Catan to the end across a restart; a PNG after every turn; no hidden cards in public', async () => {
  const game = new GameDriver(h, 'catan', 'e2e-catan-1', 7);
  await game.open();
  for (let i = 0; i < 60 && (await game.step()); i++);
  const before = game.latestTurn();
  const versionBefore = game.snapshot().record.version;
  await h.restart();
  // The same message (posted before the restart) is still the current turn, and its buttons work.
  expect(game.latestTurn().id).toBe(before.id);
  expect(await game.step()).toBe(true);
  expect(game.snapshot().record.version).toBeGreaterThan(versionBefore);
  for (let i = 0; i < 600 && (await game.step()); i++);
  const run = await game.finish();
  expect(run.over).toBe(true);
  expect(run.typed, 'some actions were typed as slash commands').toBeGreaterThan(10);
  expect(game.latestTurn().embeds?.[0]?.title).toMatch(/game over/);
  expect(game.privateEvents().length, 'the secrecy check had private events to look for').toBeGreaterThan(0);
  console.log(JSON.stringify(run));
}, 300_000);
