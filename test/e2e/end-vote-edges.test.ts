/**
 * The players' vote to end a game at its edges, through the stand-in and unmodified discord.js, with a clock loop
 * that does not tick during a test (so nothing but the case itself closes a vote): a proposal that replaces one no
 * longer standing, a proposal whose post comes back after a newer one replaced it, and the host ending the game
 * while a vote is open. Each closed vote's message says how it ended, without buttons.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { UNPOSTED_MS } from '../../src/table/end-votes';
import { race } from '../fixtures/race';
import { answerOf, buttons, chooseInRace, joinAndStart, openLobby, settle, type Player } from './harness';
import { useHarness } from './use-harness';

/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben, caro } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: 60 * 60 * 1000, now: () => Date.now() + offset } },
  players: ['ana', 'ben', 'caro'],
});

/** A game of test-race hosted by Ana, with Ben and Caro; Ana moves first. */
async function game(): Promise<string> {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
  await joinAndStart(h, thread, lobby, ana, [ben, caro]);
  return thread;
}

/** `player` presses "Propose ending the game" under `/oil end`'s answer: the click, not waited for. */
async function proposeClick(player: Player, thread: string) {
  const offer = await player.run(thread, 'oil end');
  const button = buttons(offer).find((b) => b.label === 'Propose ending the game')!;
  return player.click(offer, button.customId);
}

/** The proposals by `name` in `thread`, oldest first, as Ana sees them now (open or closed). */
function proposals(thread: string, name: string): APIMessage[] {
  return ana.sees(thread).filter((m) => (m.content ?? '').match(new RegExp(`^🏳️ (\\*\\*)?${name} propose`)));
}

it('a proposal that replaces one a move made void says so on the old one, whose buttons go', async () => {
  const thread = await game();
  await settle(h, await proposeClick(caro, thread));
  await chooseInRace(ana, thread);
  // Before any tick closed it, Caro proposes again: the void one is closed and its message says why.
  const again = await proposeClick(caro, thread);
  await settle(h, again);
  expect(answerOf(again)?.content).toBe(
    'Your proposal is up in the thread: the other players answer it there.',
  );
  const [first, second] = proposals(thread, 'Caro');
  expect(first!.content).toBe('🏳️ Caro proposed to end this game: a player moved since, so it goes on.');
  expect(buttons(first!)).toEqual([]);
  expect(second!.content).toMatch(/^🏳️ \*\*Caro proposes to end this game\.\*\*/);
  expect(buttons(second!).map((b) => b.label)).toEqual(['Agree: end it', 'Refuse: play on']);
});

it('a proposal posted after a newer one replaced it says it was withdrawn, without buttons', async () => {
  const thread = await game();
  // Ben's proposal takes 3 seconds to reach the thread; meanwhile a minute passes and Caro proposes.
  h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'delay', delayMs: 3000 },
  });
  const late = await proposeClick(ben, thread);
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  await expect.poll(() => h.bot.app.desk.endVotes.openEndVote(row)?.userId).toBe(ben.id);
  offset += UNPOSTED_MS + 1000;
  const newer = await proposeClick(caro, thread);
  await newer.waitForReply({ timeoutMs: 20_000 });
  await settle(h, late);
  expect(answerOf(newer)?.content).toBe(
    'Your proposal is up in the thread: the other players answer it there.',
  );
  expect(answerOf(late)?.content).toMatch(/^Your proposal went up too late: This proposal was withdrawn/);
  const [bens] = proposals(thread, 'Ben');
  expect(bens!.content).toBe(
    '🏳️ Ben proposed to end this game: it took too long to post, so it was withdrawn and gave way to a newer proposal.',
  );
  expect(buttons(bens!)).toEqual([]);
  const [caros] = proposals(thread, 'Caro');
  expect(buttons(caros!).map((b) => b.label)).toEqual(['Agree: end it', 'Refuse: play on']);
  offset = 0;
});

it('the host ending the game during a vote: the vote says the game ended, before the thread is archived', async () => {
  const thread = await game();
  await settle(h, await proposeClick(ben, thread));
  const end = await ana.run(thread, 'oil end');
  const yes = ana.click(end, buttons(end).find((b) => b.label.startsWith('Yes'))!.customId);
  await settle(h, yes);
  expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
  const [vote] = proposals(thread, 'Ben');
  expect(vote!.content).toBe('🏳️ Ben proposed to end this game: the game ended meanwhile.');
  expect(buttons(vote!)).toEqual([]);
});
