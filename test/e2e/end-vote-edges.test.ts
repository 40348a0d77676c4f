/**
 * The players' vote to end a game at its edges, through the stand-in and unmodified discord.js, with a clock loop
 * that does not tick during a test (so nothing but the case itself closes a vote): a proposal that replaces one no
 * longer standing, a proposal whose post comes back after a newer one replaced it, the host ending the game while
 * a vote is open, and seats changing hands while it is open (its message shows the new tally at once, and a leave
 * that decides it ends the game as the last click would). Each closed vote's message says how it ended, without
 * buttons.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { UNPOSTED_MS } from '../../src/table/end-votes';
import { race } from '../fixtures/race';
import { answerOf, buttons, chooseInRace, joinAndStart, openLobby, settle, type Player } from './harness';
import { useHarness } from './use-harness';

/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben, caro, dev } = useHarness({
  games: [race],
  bot: { clocks: { everyMs: 60 * 60 * 1000, now: () => Date.now() + offset } },
  players: ['ana', 'ben', 'caro', 'dev'],
});

/** A game of test-race hosted by Ana, with Ben and Caro (and `more`); Ana moves first. */
async function game(more: Player[] = []): Promise<string> {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
  await joinAndStart(h, thread, lobby, ana, [ben, caro, ...more]);
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

/** `player` presses Agree or Refuse on `vote` as it is now; their private answer. */
async function press(player: Player, thread: string, vote: APIMessage, label: 'Agree' | 'Refuse') {
  const shown = ana.sees(thread).find((m) => m.id === vote.id)!;
  const click = player.click(shown, buttons(shown).find((b) => b.label.startsWith(label))!.customId);
  await settle(h, click);
  return answerOf(click)?.content;
}

/** `player` leaves the game in `thread` for good (`/oil leave`, "Yes"). */
async function leave(player: Player, thread: string): Promise<void> {
  const asked = await player.run(thread, 'oil leave');
  await settle(h, player.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId));
}

/** Vote `vote` as it is now: its lines and who it asks. */
function shown(thread: string, vote: APIMessage) {
  const now = ana.sees(thread).find((m) => m.id === vote.id)!;
  const asked = [...(now.content ?? '').matchAll(/<@(\d+)>/g)].map((m) => m[1]);
  return { lines: (now.content ?? '').split('\n'), asked, buttons: buttons(now).map((b) => b.label) };
}

function lifecycle(thread: string): string {
  return h.bot.app.desk.byChannel(thread)!.record.lifecycle;
}

it('a player leaving mid-vote: its message shows the new tally at once, and the leave that decides it ends the game', async () => {
  const thread = await game([dev]);
  await settle(h, await proposeClick(ben, thread));
  const [vote] = proposals(thread, 'Ben');
  expect(await press(ana, thread, vote!, 'Agree')).toBe('Your answer counts: you agree to end the game.');
  expect(shown(thread, vote!).lines.at(-1)).toMatch(
    /^Agreed: Ana · Waiting for: (Caro and Dev|Dev and Caro)$/,
  );

  // Dev leaves: no longer asked, nor waited for, at once (no tick, no click).
  await leave(dev, thread);
  expect(shown(thread, vote!)).toEqual({
    lines: [
      `🏳️ **Ben proposes to end this game.** ${shown(thread, vote!)
        .asked.map((u) => `<@${u}>`)
        .join(' ')}: agree or refuse?`,
      expect.stringMatching(/^It ends, unscored, once (Ana and Caro|Caro and Ana) agree; /),
      'Agreed: Ana · Waiting for: Caro',
    ],
    asked: expect.arrayContaining([ana.id, caro.id]),
    buttons: ['Agree: end it', 'Refuse: play on'],
  });
  expect(shown(thread, vote!).asked).toHaveLength(2);
  expect(lifecycle(thread)).toBe('active');

  // Caro leaves: Ana, the only other player left, agreed, so the vote passes there, as her click would have.
  await leave(caro, thread);
  expect(lifecycle(thread)).toBe('abandoned');
  expect(shown(thread, vote!)).toMatchObject({
    lines: ['🏳️ Ben proposed to end this game: the players agreed, so it ended.'],
    buttons: [],
  });
  const ending = ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🏳️ The players agreed'));
  expect(ending.map((m) => m.content.split('\n')[0])).toEqual([
    '🏳️ The players agreed to end this game, as Ben proposed. Start a new one with `/oil new`.',
  ]);
  expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
});

it('seats handed to a bot, given back and taken over mid-vote: its message follows each at once', async () => {
  const thread = await game();
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  await settle(h, await proposeClick(ben, thread));
  const [vote] = proposals(thread, 'Ben');
  const caroSeat = h.bot.app.desk.byRow(row)!.seats.find((s) => s.userId === caro.id)!.seat;

  // The host hands Caro's seat to a bot: the vote waits for Ana alone.
  await ana.run(thread, 'oil leave', { player: 'caro' });
  await h.bot.idle();
  expect(shown(thread, vote!).asked).toEqual([ana.id]);
  expect(shown(thread, vote!).lines.at(-1)).toBe('Agreed: nobody yet · Waiting for: Ana');

  // Caro is back: waited for again.
  await caro.run(thread, 'oil return');
  await h.bot.idle();
  expect(shown(thread, vote!).asked.sort()).toEqual([ana.id, caro.id].sort());
  expect(shown(thread, vote!).lines.at(-1)).toMatch(
    /^Agreed: nobody yet · Waiting for: (Ana and Caro|Caro and Ana)$/,
  );

  // Caro leaves and Dev takes her seat over: Dev is asked, and may refuse, but was not there to be waited for.
  await leave(caro, thread);
  await ana.run(thread, 'oil takeover', { allow: true });
  await dev.run(thread, 'oil takeover', { seat: caroSeat + 1 });
  await h.bot.idle();
  expect(shown(thread, vote!).asked.sort()).toEqual([ana.id, dev.id].sort());
  expect(shown(thread, vote!).lines.slice(2)).toEqual([
    'Not waited for (the game had waited 48 h or more on them when it was proposed, or they took up their seat since): Dev, who may still refuse.',
    'Agreed: nobody yet · Waiting for: Ana',
  ]);
  expect(await press(dev, thread, vote!, 'Refuse')).toBe('Your answer counts: the game goes on.');
  expect(lifecycle(thread)).toBe('active');
});
