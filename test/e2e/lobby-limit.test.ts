/** `/oil new` past a host's open-lobby limit: a private answer naming their open lobbies, and no new thread. */
import { expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { isEphemeral, Player, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness({ games: [race] });

it('a fourth open lobby is refused with the three named; the refused thread is not left behind', async () => {
  const ana = new Player(h, 'ana');
  const threads: string[] = [];
  for (let i = 0; i < 3; i++)
    threads.push(threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' })));
  const channelsBefore = h.standIn.driver.channels().map((c) => c.id);
  const refused = await ana.run('general', 'oil new', { game: 'test-race' });
  expect(isEphemeral(refused)).toBe(true);
  expect(refused.content).toBe(
    `You already host 3 open lobbies: <#${threads[0]}>, <#${threads[1]}> and <#${threads[2]}>. ` +
      'Start one of them, or close it with `/oil end` there, before opening another.',
  );
  expect(h.standIn.driver.channels().map((c) => c.id)).toEqual(channelsBefore);
  // Another host is not limited by Ana's lobbies.
  const ben = new Player(h, 'ben');
  expect((await ben.run('general', 'oil new', { game: 'test-race' })).content).toMatch(
    /^Lobby open in <#\d+>/,
  );
});
