/**
 * A newcomer's first steps, from a playtest through the playground: someone who has never played opens a game
 * to try it alone with bots, and someone else wanders into a game already running and asks to join it.
 */
import { expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { answerOf, buttonId, buttons, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
/** The lobby the first test leaves open. */
let open = '';

async function lobbyIn(thread: string) {
  return h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
}

it('/oil new and the lobby tell the host that bots can fill the seats, not only friends who press Join', async () => {
  // Alone on a quiet server, "Invite others to press Join" left a newcomer waiting for people who never came.
  const reply = await ana.run('general', 'oil new', { game: 'test-race' });
  expect(reply.content).toMatch(
    /^Lobby open in <#\d+> — you are seated as host\. Invite others to press \*\*Join\*\*, or press \*\*Add bot\*\* to play against the computer, then \*\*Start\*\*\.$/,
  );
  open = threadIdIn(reply);
  const lobby = await lobbyIn(open);
  // The greyed Start says what it waits for: a player or a bot.
  expect(buttons(lobby).find((b) => b.customId.endsWith('.start'))).toMatchObject({
    label: 'Start — needs 1 more player or bot',
    disabled: true,
  });
  expect(lobby.embeds?.[0]?.description).toMatch(
    /Press \*\*Join\*\* to take a seat; the host may \*\*Add bot\*\*, then presses \*\*Start\*\*\.$/,
  );
});

it('/oil join in a game already running points at the open lobbies, or says how to follow or start one', async () => {
  // Ben typed /oil join in a running game's thread and heard only "The game has already started.", though a
  // lobby with free seats was open next door.
  const t = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  const lobby = await lobbyIn(t);
  await settle(h, ana.click(lobby, buttonId(lobby, '.addbot')));
  const ready = ana.sees(t).find((m) => m.id === lobby.id)!;
  await settle(h, ana.click(ready, buttonId(ready, '.start')));
  const asked = await ben.run(t, 'oil join');
  expect(asked.content).toBe(
    `This game has already started: you can follow it here. Open lobbies in this server: <#${open}> (Race to 10 (test fixture), 1/4 seats). Press **Join** in one.`,
  );
  // None open: how to follow this one, and how to start one's own.
  const close = await ana.run(open, 'oil end');
  await settle(h, ana.click(close, buttons(close).find((b) => b.label.startsWith('Yes'))!.customId));
  const none = await ben.run(t, 'oil join');
  expect(none.content).toBe(
    'This game has already started: you can follow it here. `/oil new` opens a game of your own (press **Add bot** to play against the computer).',
  );
  // A seated player is told what they always were.
  expect((await ana.run(t, 'oil join')).content).toBe('The game has already started.');
});

it('/oil help opens with a first game in a few steps: Add bot, Start, the buttons, and each game’s rules', async () => {
  // The help was one wall of 2,900 characters, reminders and vacations before a word on playing against bots.
  const help = await ben.run('general', 'oil help');
  const first = help.embeds?.[0];
  expect(first?.title).toBe('New here? Your first game');
  expect(first?.description).toMatch(/^1\. Type `\/oil new game:` and pick a game/);
  expect(first?.description).toContain('press **Add bot**. Then press **Start**.');
  expect(first?.description).toContain('no typing needed');
  for (const game of ['catan', 'oil-springs', 'merit-oil', 'wildcatters'])
    expect(first?.description).toContain(`\`/oil rules game:${game}\``);
  // Every command follows, in an embed of its own.
  expect(help.embeds?.[1]?.description).toContain('**Reminders**');
});

it('Add bot or Remove bot pressed in someone else’s lobby names its host', async () => {
  // "Only the host can add bots." left a newcomer in another's lobby wondering who that was.
  const t = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  const lobby = await lobbyIn(t);
  await settle(h, ana.click(lobby, buttonId(lobby, '.addbot')));
  const shown = ana.sees(t).find((m) => m.id === lobby.id)!;
  const add = ben.click(shown, buttonId(shown, '.addbot'));
  await settle(h, add);
  expect(answerOf(add)?.content).toBe('Only the host, Ana, can add bots.');
  const remove = ben.click(shown, buttonId(shown, '.rmbot'));
  await settle(h, remove);
  expect(answerOf(remove)?.content).toBe('Only the host, Ana, can remove bots.');
});
