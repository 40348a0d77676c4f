/**
 * The vote to end a game and the vote on a turn clock at once, through the stand-in and unmodified discord.js: Ben's
 * clock ran out and Ana and Caro vote on it while Caro proposes to end the game. Each vote keeps its own message and
 * buttons; the clock vote handing Ben's seat to a bot takes him out of the end vote's waiting at once (he can answer
 * no more), so Ana's agreement ends the game. A turn clock handing his seat to a bot by itself (its policy, or a
 * vote nobody decided) does the same at its tick.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { race } from '../fixtures/race';
import { answerOf, buttons, clockedRace, settle, type Player } from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben, caro } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: 10, now: () => Date.now() + offset } },
  players: ['ana', 'ben', 'caro'],
});

function find(thread: string, pattern: RegExp): APIMessage | undefined {
  return [...ana.sees(thread)].reverse().find((m) => pattern.test(m.content ?? ''));
}

async function press(player: Player, message: APIMessage, label: string): Promise<string> {
  const click = player.click(message, buttons(message).find((b) => b.label.startsWith(label))!.customId);
  await settle(h, click);
  return answerOf(click)?.content ?? '';
}

it('the clock vote hands Ben’s seat to a bot mid-vote: the vote to end no longer waits for him', async () => {
  const thread = await clockedRace(h, 'vote', ana, ben, caro);
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  offset += 25 * HOUR;
  await expect.poll(() => find(thread, /^⏰ Ben’s clock ran out\./), { timeout: 10_000 }).toBeTruthy();

  // Caro proposes to end the game: Ben (asked for 25 h, so present) and Ana must agree.
  const propose = await caro.run(thread, 'oil end');
  await settle(h, caro.click(propose, buttons(propose)[0]!.customId));
  const vote = find(thread, /^🏳️ \*\*Caro proposes/)!;
  // In seat order, which the start shuffles.
  expect(vote.content).toMatch(/Waiting for: (Ana and Ben|Ben and Ana)$/);

  // Both votes take answers side by side.
  const clock = find(thread, /^⏰ Ben’s clock ran out\./)!;
  expect(await press(ana, clock, 'Hand to a bot')).toBe('Your vote counts: hand to a bot.');
  // Caro's vote decides it: the vote message says so, Caro is told what her vote did, and a notice follows.
  expect(await press(caro, find(thread, /^⏰ Ben’s clock/)!, 'Hand to a bot')).toBe(
    'Your vote counts: a bot plays Ben’s seat now.',
  );
  expect(ana.sees(thread).find((m) => m.id === clock.id)!.content).toMatch(
    /^⏰ Ben’s clock: the players handed/,
  );
  // Ben's seat went to a bot: the vote to end waits for Ana alone, and says so at once.
  expect(
    ana
      .sees(thread)
      .find((m) => m.id === vote.id)!
      .content.split('\n')
      .at(-1),
  ).toBe('Agreed: nobody yet · Waiting for: Ana');
  expect(await press(ana, vote, 'Agree')).toBe('Your answer counts: the game ends.');
  expect(h.bot.app.desk.byRow(row)!.record.lifecycle).toBe('abandoned');
  const closed = ana.sees(thread).find((m) => m.id === vote.id)!;
  expect(closed.content).toBe('🏳️ Caro proposed to end this game: the players agreed, so it ended.');
  offset = 0;
});

/** Caro proposes to end the game in `thread`: its message. */
async function proposeEnd(thread: string): Promise<APIMessage> {
  const offer = await caro.run(thread, 'oil end');
  await settle(h, caro.click(offer, buttons(offer)[0]!.customId));
  return find(thread, /^🏳️ \*\*Caro proposes/)!;
}

/** The last line of the vote to end `vote` as it is now. */
function tally(thread: string, vote: APIMessage): string | undefined {
  return ana
    .sees(thread)
    .find((m) => m.id === vote.id)
    ?.content.split('\n')
    .at(-1);
}

it.each(['hand-over', 'vote'])(
  'a turn clock handing Ben’s seat to a bot at its tick (policy %s) mid-vote: the vote to end no longer waits for him',
  async (policy) => {
    offset = 0;
    const thread = await clockedRace(h, policy, ana, ben, caro);
    if (policy === 'vote') {
      // The vote on Ben's clock opens at 25 h; nobody decides it, so his seat goes to a bot a day later.
      offset += 25 * HOUR;
      await expect.poll(() => find(thread, /^⏰ Ben’s clock ran out\./), { timeout: 10_000 }).toBeTruthy();
    }
    const vote = await proposeEnd(thread);
    expect(tally(thread, vote)).toMatch(/^Agreed: nobody yet · Waiting for: (Ana and Ben|Ben and Ana)$/);
    offset += 25 * HOUR;
    const bens = () => h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.name === 'Ben')!.botKind;
    await expect.poll(bens, { timeout: 10_000 }).not.toBeNull();
    await expect
      .poll(() => tally(thread, vote), { timeout: 10_000 })
      .toBe('Agreed: nobody yet · Waiting for: Ana');
    offset = 0;
  },
);
