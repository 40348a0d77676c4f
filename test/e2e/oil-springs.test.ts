/** A full Oil Springs game from `/oil new` to its end: three humans through buttons, selects and modals, one bot. */
import { expect, it } from 'vitest';
import { GameDriver } from './full-game';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('plays Oil Springs to the end; a PNG after every turn; no hidden cards in public', async () => {
  const game = new GameDriver(h, 'oil-springs', 'e2e-oil-1');
  await game.open();
  for (let i = 0; i < 600 && (await game.step()); i++);
  const run = await game.finish();
  expect(run.over).toBe(true);
  expect(run.handViews).toBeGreaterThan(3);
  expect(run.humanActions).toBeGreaterThan(20);
  expect(run.selects).toBeGreaterThan(5);
  expect(run.modals, 'discards or trade offers went through modals').toBeGreaterThan(0);
  expect(game.privateEvents().length, 'the secrecy check had private events to look for').toBeGreaterThan(0);
  // One message per turn, not per action: edited while the same player acts.
  expect(run.publicMessages).toBeLessThan(run.actions / 3);
  const last = game.latestTurn();
  expect(last.embeds?.[0]?.title).toMatch(/game over/);
  console.log(JSON.stringify(run));
}, 300_000);
