/** `/oil new` with an option of another game: the lobby opens, and the host is told the option was left out. */
import { expect, it } from 'vitest';
import { Player } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('an option of another game is said to be left out, not dropped without a word', async () => {
  // A Catan lobby opened with length:short said only "Lobby open": the host believed it a short game.
  const ana = new Player(h, 'ana');
  const one = await ana.run('general', 'oil new', { game: 'catan', length: 'short', map: 'variable' });
  expect(one.content).toMatch(
    /^Lobby open in <#\d+> — you are seated as host\. Invite others to press \*\*Join\*\*, or press \*\*Add bot\*\* to play against the computer, then \*\*Start\*\*\. `length:` is not an option of Catan, so it was left out\.$/,
  );
  const two = await ana.run('general', 'oil new', {
    game: 'merit-oil',
    map: 'variable',
    sequestering: 'wide-open',
  });
  expect(two.content).toMatch(
    /\*\*Start\*\*\. `map:` and `sequestering:` are not options of Merit's "Oil", so they were left out\.$/,
  );
  // Options the game has are taken without a word.
  const three = await ana.run('general', 'oil new', { game: 'oil-springs', sequestering: 'wide-open' });
  expect(three.content).toMatch(/then \*\*Start\*\*\.$/);
});
