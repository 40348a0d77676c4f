/**
 * Once a move is saved, Discord refusing to show it is not a failure of the move (issue 11): a moderator
 * locked the game thread (160005) — the player is told their move was saved and why the turn is not posted,
 * and `/oil board` reposts it once the thread is unlocked. The server's active-thread cap (160006) stops a
 * new game with a clear answer. A board Discord refused is no repost: asked again, it posts at once.
 */
import { expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { race } from '../fixtures/race';
import { answerOf, chooseInRace, threadIdIn, versionOf } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });

function turnMessage(thread: string): APIMessage {
  return ana.turnMessage(thread)!;
}

it('a locked thread: the move is saved, the player is told why it is not shown, /oil board reposts later', async () => {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  // Ana chooses (the round's message is edited); Ben's choice ends the round: a new post, which the lock stops.
  await ana.run(thread, 'oil move', { choice: 'safe' });
  const before = versionOf(turnMessage(thread))!;
  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: true });
  // In a locked thread only moderators may type; buttons still work.
  const pick = await chooseInRace(ben, thread);
  // The chooser itself says so, under what was chosen.
  const reply = answerOf(pick)!;
  expect(reply.content).toMatch(
    /^Done: .*\nYour move was saved, but I could not post the turn because the game thread is locked .*\. I will try again in a few minutes; `\/oil board` reposts it now\./,
  );
  expect(versionOf(turnMessage(thread))).toBe(before); // not shown yet …
  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: false });
  expect((await ben.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
  expect(versionOf(turnMessage(thread))).toBe(before + 1); // … and counted once
});

it('/oil board refused in a locked thread posts at once when asked again after the unlock, not "posted a minute ago"', async () => {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  const shown = turnMessage(thread).id;
  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: true });
  // Only a moderator may type in a locked thread: Ana (an admin) asks for the board.
  expect((await ana.run(thread, 'oil board')).content).toMatch(
    /^I could not post the board because the game thread is locked/,
  );
  expect(turnMessage(thread).id).toBe(shown);
  // She unlocks it and a player asks again within the minute: no board was posted, so it posts now.
  h.standIn.driver.setThreadState({ user: 'ana', channel: thread, locked: false });
  expect((await ben.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
  expect(turnMessage(thread).id).not.toBe(shown);
});

it('the server at its active-thread cap: /oil new says so and opens nothing', async () => {
  const guild = h.standIn.store.guild(h.guildId);
  const saved = guild.activeThreadLimit;
  guild.activeThreadLimit = 0;
  try {
    const reply = await ana.run('general', 'oil new', { game: 'test-race' });
    expect(reply.content).toMatch(/reached Discord’s limit of active threads/);
  } finally {
    guild.activeThreadLimit = saved;
  }
});
