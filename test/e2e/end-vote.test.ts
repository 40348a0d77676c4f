/**
 * The players' vote to end a game, through the stand-in and unmodified discord.js: `/oil end` by a player who is
 * not the host offers "Propose ending the game"; the proposal is a public message pinging the others with Agree
 * and Refuse; clicks by the proposer, by someone not playing, twice, or on a closed vote change nothing; it
 * survives a restart; the last agreement ends the game as the host's `/oil end` does; a refusal, the game moving
 * on or its time running out (the clock loop's tick) keep it going.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { END_VOTE_MS } from '../../src/table/end-votes';
import { race } from '../fixtures/race';
import { answerOf, buttons, chooseInRace, joinAndStart, openLobby, settle, type Player } from './harness';
import { useHarness } from './use-harness';

const TICK_MS = 10;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben, caro, dev } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: TICK_MS, now: () => Date.now() + offset } },
  players: ['ana', 'ben', 'caro', 'dev'],
});

/** A game of test-race hosted by Ana (who moderates too), with Ben and Caro. */
async function game(): Promise<{ thread: string; row: number }> {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
  await joinAndStart(h, thread, lobby, ana, [ben, caro]);
  return { thread, row: h.bot.app.desk.byChannel(thread)!.record.id };
}

/** `player` proposes to end the game in `thread` through `/oil end`'s button: the public proposal. */
async function propose(player: Player, thread: string): Promise<APIMessage> {
  const offer = await player.run(thread, 'oil end');
  expect(offer.content).toMatch(/^Only the host \(<@\d+>\) or someone with the Manage Threads permission/);
  const button = buttons(offer).find((b) => b.label === 'Propose ending the game')!;
  const click = player.click(offer, button.customId);
  await settle(h, click);
  expect(answerOf(click)?.content).toBe(
    'Your proposal is up in the thread: the other players answer it there.',
  );
  return proposal(thread, player.user)!;
}

function proposal(thread: string, by: string): APIMessage | undefined {
  const name = by[0]!.toUpperCase() + by.slice(1);
  return [...ana.sees(thread)].reverse().find((m) => (m.content ?? '').startsWith(`🏳️ **${name} proposes`));
}

/** The proposal message `message` as it is now. */
function now(thread: string, message: APIMessage): APIMessage {
  return ana.sees(thread).find((m) => m.id === message.id)!;
}

/** `player` presses Agree or Refuse on `message`; their private answer. */
async function answer(player: Player, message: APIMessage, label: 'Agree' | 'Refuse'): Promise<string> {
  const button = buttons(message).find((b) => b.label.startsWith(label))!;
  const click = player.click(message, button.customId);
  await settle(h, click);
  return answerOf(click)?.content ?? '';
}

function lifecycle(row: number): string {
  return h.bot.app.desk.byRow(row)!.record.lifecycle;
}

it('every other player agrees, across a restart: the game ends as abandoned, as the host’s /oil end ends it', async () => {
  const { thread, row } = await game();
  const vote = await propose(ben, thread);
  expect(vote.content).toMatch(
    /^🏳️ \*\*Ben proposes to end this game\.\*\* <@\d+> <@\d+>: agree or refuse\?\n/,
  );
  expect(vote.mentions.map((u) => u.id).sort()).toEqual([ana.id, caro.id].sort());
  expect(buttons(vote).map((b) => b.label)).toEqual(['Agree: end it', 'Refuse: play on']);

  // The proposer, someone not playing, and a second proposal are refused and change nothing.
  expect(await answer(ben, vote, 'Agree')).toBe(
    'You proposed it, so your agreement counts already: the other players answer.',
  );
  expect(await answer(dev, vote, 'Refuse')).toBe(
    'Only this game’s other players still playing their seats answer this vote.',
  );
  // `/oil end` while it is open points to it, rather than offering a proposal that would be refused.
  const link = `https://discord.com/channels/${h.guildId}/${thread}/${vote.id}`;
  expect((await caro.run(thread, 'oil end')).content).toBe(
    `A vote to end this game is open already: [its message](${link}) has the Agree and Refuse buttons.`,
  );
  expect(buttons(await caro.run(thread, 'oil end'))).toEqual([]);
  expect((await ben.run(thread, 'oil end')).content).toBe(
    `Your proposal to end this game is open: [its message](${link}) shows who agreed so far.`,
  );
  expect(now(thread, vote).content).toBe(vote.content);

  expect(await answer(ana, vote, 'Agree')).toBe('Your answer counts: you agree to end the game.');
  expect(now(thread, vote).content).toContain('Agreed: Ana · Waiting for: Caro');
  // A double click changes nothing.
  expect(await answer(ana, vote, 'Agree')).toBe('Your answer counts: you agree to end the game.');
  expect(now(thread, vote).content).toContain('Agreed: Ana · Waiting for: Caro');

  // The bot restarts mid-vote: the proposal and Ana's agreement are kept, and its buttons still answer.
  await h.restart();
  await h.bot.idle();
  expect(await answer(caro, now(thread, vote), 'Agree')).toBe('Your answer counts: the game ends.');
  expect(lifecycle(row)).toBe('abandoned');
  expect(now(thread, vote).content).toBe(
    '🏳️ Ben proposed to end this game: the players agreed, so it ended.',
  );
  expect(buttons(now(thread, vote))).toEqual([]);
  const ending = ana.sees(thread).find((m) => (m.content ?? '').startsWith('🏳️ The players agreed'))!;
  expect(ending.content.split('\n')[0]).toBe(
    '🏳️ The players agreed to end this game, as Ben proposed. Start a new one with `/oil new`.',
  );
  expect(ending.content).toMatch(/\nStandings when it ended: /);
  expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
  // Nothing is left to end or to propose.
  expect((await ben.run(thread, 'oil end')).content).toBe(
    'This game is over already, so there is nothing to end. Start a new one with `/oil new`.',
  );
});

it('one refusal keeps the game going; the game moving on or the time running out close a vote at the tick', async () => {
  const { thread, row } = await game();
  const first = await propose(caro, thread);
  expect(await answer(ben, first, 'Refuse')).toBe('Your answer counts: the game goes on.');
  expect(now(thread, first).content).toBe('🏳️ Caro proposed to end this game: Ben refused, so it goes on.');
  expect(lifecycle(row)).toBe('active');

  // A player moves: the proposal is void, and the tick says so on it.
  const second = await propose(caro, thread);
  await chooseInRace(ana, thread);
  await expect
    .poll(() => now(thread, second).content, { timeout: 10_000 })
    .toBe('🏳️ Caro proposed to end this game: a player moved since, so it goes on.');

  // Nobody answers in time: it lapses at the tick.
  const third = await propose(ben, thread);
  offset += END_VOTE_MS + 60_000;
  await expect
    .poll(() => now(thread, third).content, { timeout: 10_000 })
    .toBe('🏳️ Ben proposed to end this game: not everyone agreed within 48 h, so it goes on.');
  expect(lifecycle(row)).toBe('active');
  offset = 0;
});

it('a proposal Discord refuses to post is withdrawn at once, so another can be made', async () => {
  const { thread, row } = await game();
  const refusing = h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'serverError', status: 500 },
    times: Infinity,
  });
  const offer = await ben.run(thread, 'oil end');
  const click = ben.click(offer, buttons(offer)[0]!.customId);
  await settle(h, click);
  expect(answerOf(click)?.content).toBe(
    'I could not post your proposal in the thread, so it is withdrawn: try again later. Nothing changed.',
  );
  expect(h.bot.app.desk.endVotes.openEndVote(row)).toBeNull();
  refusing.remove();
  expect((await propose(ben, thread)).content).toContain('Ben proposes to end this game');
});

it('a player who leaves their seat during the vote is no longer waited for: the others’ agreement ends the game', async () => {
  const { thread, row } = await game();
  const vote = await propose(ben, thread);
  expect(await answer(ana, vote, 'Agree')).toBe('Your answer counts: you agree to end the game.');
  const leave = await caro.run(thread, 'oil leave');
  const yes = caro.click(leave, buttons(leave).find((b) => b.label.startsWith('Yes'))!.customId);
  await settle(h, yes);
  // Caro can answer no more; Ana, the only other player still playing, agreed: the tick ends the game.
  await expect.poll(() => lifecycle(row), { timeout: 10_000 }).toBe('abandoned');
  expect(now(thread, vote).content).toBe(
    '🏳️ Ben proposed to end this game: the players agreed, so it ended.',
  );
  expect(ana.sees(thread).some((m) => (m.content ?? '').startsWith('🏳️ The players agreed'))).toBe(true);
});
