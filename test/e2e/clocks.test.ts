/**
 * Turn clocks end to end: the real bot's clock loop (ticking every 40 ms, on a clock the test moves forward,
 * which is also the clock the bot's database stamps moves with) runs out a 24 h clock under each policy —
 * a bot plays the move, the seat is handed to a bot (and `/oil return` gives it back), the other players
 * vote with buttons — before and after a restart, never twice for one wait; the turn message shows the
 * time left, and a vacation pauses a clock; the last player's clock running out ends the game, unscored.
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import {
  answerOf,
  chooseInRace,
  buttons,
  type Player,
  settle,
  threadIdIn,
  openLobby,
  joinAndStart,
  messageText,
} from './harness';
import { useHarness } from './use-harness';

const HOUR = 3_600_000;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;

const { h, ana, ben, caro } = useHarness({
  games: [race],
  bot: { reminders: { afterMs: 0 }, clocks: { everyMs: TICK_MS, now: () => Date.now() + offset } },
  players: ['ana', 'ben', 'caro'],
});
/** One game per policy. */
let botMove: string, handOver: string, vote: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latestTurn(thread: string): APIMessage {
  const turn = [...ana.sees(thread)]
    .reverse()
    .find((m) => buttons(m).some((b) => b.customId.includes('.hand')));
  if (!turn) throw new Error('no turn message');
  return turn;
}

function notices(thread: string, pattern: RegExp): APIMessage[] {
  return ana.sees(thread).filter((m) => pattern.test(m.content ?? ''));
}

/**
 * Wait until `thread` shows `n` notices matching `pattern`. The games of earlier tests keep their 24 h clocks:
 * each jump of the clock runs theirs out too, in the same tick and before a lobby's expiry, every run-out with its
 * notice, a new turn message and its picture (a dozen posts late in the file): 1.2-5.4 s in runs on a 2-core
 * host, over 10 s with two test files on one core, where two tests failed waiting 10 s. It still ends at the notice.
 */
async function waitForNotices(thread: string, pattern: RegExp, n: number): Promise<void> {
  await h.standIn.driver.waitForMessage(() => notices(thread, pattern).length >= n, {
    channel: thread,
    timeoutMs: 20_000,
  });
}

/** Once the bot is idle: the thread tells Ben's move (a bot's) below the notice matching `notice`, never above it. */
async function expectBensMoveBelow(thread: string, notice: RegExp): Promise<void> {
  await h.bot.idle();
  const shown = ana.sees(thread);
  const at = shown.findIndex((m) => notice.test(m.content ?? ''));
  expect(at).toBeGreaterThanOrEqual(0);
  const text = (ms: APIMessage[]) => ms.map(messageText).join('\n');
  expect(text(shown.slice(0, at))).not.toMatch(/Ben has chosen/);
  expect(text(shown.slice(at + 1))).toMatch(/Ben has chosen/);
}

/** Open a race with a 24 h clock under `policy`, seat `others`, start it; its thread. */
async function openRace(policy: string, others: Player[]): Promise<string> {
  const { thread, lobby } = await openLobby(h, ana, {
    game: 'test-race',
    clock: '24h',
    'clock-policy': policy,
  });
  expect(lobby.embeds?.[0]?.description).toContain('⏳ Clock: 24 h per move');
  await joinAndStart(h, thread, lobby, ana, others);
  return thread;
}

/** Ben's seat clock row in the game of `thread`: [waiting_since, expired_since]. */
function benClock(thread: string): { waiting_since: number | null; expired_since: number | null } {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    return db
      .prepare<[string, string], { waiting_since: number | null; expired_since: number | null }>(
        `SELECT c.waiting_since, c.expired_since FROM seat_clocks c JOIN games g ON g.id = c.game_id
         JOIN seats s ON s.game_id = g.id AND s.seat = c.seat WHERE g.channel_id = ? AND s.user_id = ?`,
      )
      .get(thread, ben.id)!;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  botMove = await openRace('bot-move', [ben]);
  handOver = await openRace('hand-over', [ben]);
  vote = await openRace('vote', [ben, caro]);
  // Everyone but Ben chooses: only Ben's clock keeps running.
  await chooseInRace(ana, botMove);
  await chooseInRace(ana, handOver);
  await chooseInRace(ana, vote);
  await chooseInRace(caro, vote);
}, 90_000);

describe('turn clocks', () => {
  it('the turn message shows the time left', () => {
    const field = latestTurn(botMove).embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'));
    expect(field?.name).toBe('Clock (24 h per move)');
    const deadline = Math.floor((benClock(botMove).waiting_since! + 24 * HOUR) / 1000);
    expect(field?.value).toBe(`Ben: runs out <t:${deadline}:R>`);
  });

  it('nothing happens before 24 h', async () => {
    offset = 23 * HOUR;
    await pause(10 * TICK_MS);
    for (const t of [botMove, handOver, vote]) expect(notices(t, /^⏰/)).toHaveLength(0);
  });

  it('a minute before its deadline, the turn message says "any moment" in place of a countdown', async () => {
    // Discord's countdown would read "runs out 1 minute ago" between the deadline and the tick that runs it out.
    const turn = latestTurn(botMove);
    const picture = turn.attachments.map((a) => a.id);
    offset = benClock(botMove).waiting_since! + 24 * HOUR - 60_000 - Date.now();
    const clockOf = () => turn.embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
    await expect.poll(clockOf, { timeout: 5000 }).toBe('Ben: runs out any moment now');
    expect(latestTurn(botMove).id, 'redrawn in place').toBe(turn.id);
    expect(
      turn.attachments.map((a) => a.id),
      'its picture kept',
    ).toEqual(picture);
    expect(notices(botMove, /^⏰/)).toHaveLength(0);
  });

  it('bot-move: after 24 h a bot plays Ben’s move and the game goes on', async () => {
    // Posted anew, the turn message asks Ben alone: Ana chose already.
    expect((await ana.run(botMove, 'oil board')).content).toBe('Posted a fresh board.');
    await h.bot.idle();
    const asked = latestTurn(botMove);
    offset = 25 * HOUR;
    await waitForNotices(botMove, /^⏰ Ben’s clock ran out: a bot played their move/, 1);
    // The bot's choice for Ben is told below the notice, not above it as if Ben had chosen himself.
    await expectBensMoveBelow(botMove, /^⏰ Ben’s clock ran out/);
    // The message above the notice says whose turn went on below it, not a nameless "done".
    expect(ana.sees(botMove).find((m) => m.id === asked.id)?.embeds?.[0]?.title).toBe(
      'Race to 10 (test fixture) — Ben: continued below',
    );
    // The round was resolved; both choose again, Ben with a fresh clock.
    await expect
      .poll(() => latestTurn(botMove).content, { timeout: 5000 })
      .toMatch(/^<@\d+> and <@\d+> — your move\.$/);
    expect(latestTurn(botMove).content).toContain(`<@${ana.id}>`);
    expect(latestTurn(botMove).content).toContain(`<@${ben.id}>`);
  });

  it('bot-move: Ben’s My hand tells him the move the bot played for him', async () => {
    const turn = latestTurn(botMove);
    const click = ben.click(turn, buttons(turn).find((b) => b.customId.includes('.hand'))!.customId);
    await settle(h, click);
    const digest = (answerOf(click)?.content ?? '').split('\n');
    expect(digest[0]).toBe('**Since your last turn**');
    // Ben never moved himself: the round the bot played for him, and what came of it, are news to him.
    expect(digest).toContain('• Ana has chosen');
    // The bot's choice and the round it resolved came of a move made for him: the lines say so.
    expect(digest).toContain('• **You have chosen** (played for you)');
    expect(digest).toContainEqual(
      expect.stringMatching(/^• \*\*Ben (plays safe: \+1|rolls [1-6]: \+[0-6])\*\* \(played for you\)$/),
    );
  });

  it('hand-over: a bot plays Ben’s seat until he returns with /oil return', async () => {
    await waitForNotices(handOver, /^⏰ Ben’s clock ran out: a bot plays their seat until/, 1);
    // The bot chose for Ben at once: told below the notice, not above it as if Ben had chosen himself.
    await expectBensMoveBelow(handOver, /^⏰ Ben’s clock ran out/);
    const back = await ben.run(handOver, 'oil return');
    expect(back.content).toBe('Welcome back: your seat is yours again. You act at its next move.');
    await waitForNotices(handOver, /^👋 Ben is back/, 1);
    expect(await ben.run(handOver, 'oil return')).toMatchObject({ content: 'You play your seat already.' });
  });

  it('vote: the other players vote with buttons and a majority gives Ben more time', async () => {
    await waitForNotices(vote, /^⏰ Ben’s clock ran out\./, 1);
    // While the vote is open, the turn message says so in place of a deadline Discord would show as past.
    const clockField = () =>
      latestTurn(vote).embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
    await expect
      .poll(clockField, { timeout: 5000 })
      .toBe('Ben: out of time; the other players vote: wait longer, or hand the seat to a bot');
    expect(ana.sees(vote).filter((m) => buttons(m).some((b) => b.customId.includes('.hand')))).toHaveLength(
      1,
    );
    const [ballot] = notices(vote, /^⏰ Ben’s clock ran out\./);
    expect(ballot!.mentions.map((u) => u.id).sort()).toEqual([ana.id, caro.id].sort());
    const wait = buttons(ballot!).find((b) => b.customId.endsWith('.wait'))!;
    const refused = ben.click(ballot!, wait.customId);
    await settle(h, refused);
    expect(answerOf(refused)?.content).toBe('Only the other players still playing vote on Ben’s clock.');
    await settle(h, ana.click(ballot!, wait.customId));
    const deciding = caro.click(ballot!, wait.customId);
    await settle(h, deciding);
    // Caro's vote decided it: her click's answer says what it did, as the vote message does.
    expect(answerOf(deciding)?.content).toBe('Your vote counts: Ben gets more time.');
    await waitForNotices(vote, /^⏳ The players gave Ben more time\./, 1);
    const decided = ana.sees(vote).find((m) => m.id === ballot!.id)!;
    expect(buttons(decided)).toEqual([]);
    expect(decided.content).toContain('the players gave them 24 h more');
    expect(benClock(vote).expired_since).toBeNull();
    // A new turn message shows the new deadline: 24 h more.
    const deadline = Math.floor((benClock(vote).waiting_since! + 48 * HOUR) / 1000);
    await expect.poll(clockField, { timeout: 5000 }).toBe(`Ben: runs out <t:${deadline}:R>`);
  });

  it('is never applied twice for one wait, also after a restart', async () => {
    await h.restart();
    await pause(10 * TICK_MS);
    expect(notices(botMove, /^⏰/)).toHaveLength(1);
    expect(notices(handOver, /^⏰/)).toHaveLength(1);
    expect(notices(vote, /^⏰ Ben’s clock/)).toHaveLength(1);
  });

  it('runs out while the bot was down: applied at the restart', async () => {
    // Each policy once more: in the bot-move game both waited since 25 h; in the vote game Ben's extra 24 h
    // end at 48 h.
    await h.restart(() => {
      offset = 60 * HOUR;
    });
    await waitForNotices(botMove, /^⏰ (Ana|Ben)’s clock ran out: a bot played their move/, 3);
    await waitForNotices(vote, /^⏰ Ben’s clock ran out\./, 1);
    // In the hand-over game Ana waited since 25 h (Ben's bot had chosen): her seat goes to a bot.
    await waitForNotices(handOver, /^⏰ Ana’s clock ran out: a bot plays their seat until/, 1);
    await pause(10 * TICK_MS);
    expect(notices(botMove, /^⏰/)).toHaveLength(3);
    // The first vote was decided (its message says so); a new one asks again.
    expect(notices(vote, /^⏰ Ben’s clock/)).toHaveLength(2);
    expect(notices(vote, /^⏰ Ben’s clock ran out\./)).toHaveLength(1);
  });
});

describe('a vacation', () => {
  it('pauses the player’s clock without anyone’s vote, and the thread says until when', async () => {
    // Ben's clock in the bot-move game started at 60 h; he leaves for 3 days at 61 h.
    offset = 61 * HOUR;
    const answer = await ben.run(botMove, 'oil settings', { away: 3 });
    expect(answer.content).toMatch(
      /^You are away until <t:\d+:f>; your clocks pause in 3 games\. 11 days left/,
    );
    await waitForNotices(
      botMove,
      /^🏖 Ben is away until <t:\d+:f>: their clock is paused, and the game answers what others ask of them\.$/,
      1,
    );
    // Where the game waits on Ben alone, nothing else edits its turn message: it is posted anew below the
    // notice, and says his clock is paused, not a deadline that no longer holds. In the vote game his clock
    // had run out before he left (a vote is open): it says so, not a deadline in the past.
    for (const game of [handOver, vote]) {
      await waitForNotices(
        game,
        /^🏖 Ben is away until <t:\d+:f>: their clock is paused, and the game answers what others ask of them\.$/,
        1,
      );
      const clock = latestTurn(game).embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
      expect(clock).toMatch(
        game === vote
          ? /^Ben: out of time; the other players vote: wait longer, or hand the seat to a bot\n🏖 Ben is away until <t:\d+:f>$/
          : /^Ben: runs out <t:\d+:R> \(paused while away\)\n🏖 Ben is away until <t:\d+:f>$/,
      );
      const notice = notices(game, /^🏖 Ben is away/)[0]!;
      expect(BigInt(latestTurn(game).id) > BigInt(notice.id), 'the turn comes after the notice').toBe(true);
    }
    const before = notices(botMove, /^⏰ Ben’s clock/).length;
    // 26 h later his clock would have run out: it is paused.
    offset = 86 * HOUR;
    await pause(10 * TICK_MS);
    expect(notices(botMove, /^⏰ Ben’s clock/)).toHaveLength(before);
    expect(latestTurn(botMove).embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value).toMatch(
      /Ben: runs out <t:\d+:R> \(paused while away\)\n🏖 Ben is away until <t:\d+:f>/,
    );
    // After the 3 days, the rest of his 24 h runs.
    offset = (61 + 72 + 24) * HOUR;
    await waitForNotices(botMove, /^⏰ Ben’s clock ran out/, before + 1);
  });

  it('an undecided vote waited for Ben’s return, then ended with his seat handed to a bot', async () => {
    // The second vote in the vote game (opened at 60 h) had 24 h; Ben was away from 61 h to 133 h.
    await waitForNotices(
      vote,
      /^🤖 Nobody decided the vote on Ben’s clock in time: a bot plays their seat/,
      1,
    );
    const [open] = notices(vote, /^⏰ Ben’s clock ran out\./);
    await expect
      .poll(() => buttons(ana.sees(vote).find((m) => m.id === open!.id)!), { timeout: 5000 })
      .toEqual([]);
    // The bot chose for Ben at once: told below the notice, not above it as if Ben had chosen himself.
    await expectBensMoveBelow(vote, /^🤖 Nobody decided the vote/);
  });
});

describe('a vacation that ends on its own', () => {
  it('is told once in the thread, and the turn message is redrawn in place, its picture kept', async () => {
    const thread = await openRace('bot-move', [ben]);
    await chooseInRace(ana, thread);
    await ben.run(thread, 'oil settings', { away: 1 });
    await waitForNotices(
      thread,
      /^🏖 Ben is away until <t:\d+:f>: their clock is paused, and the game answers what others ask of them\.$/,
      1,
    );
    const turn = latestTurn(thread);
    const clockOf = (id: string) =>
      ana
        .sees(thread)
        .find((m) => m.id === id)
        ?.embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
    expect(clockOf(turn.id)).toMatch(/\(paused while away\)\n🏖 Ben is away until/);
    // The ids now: the message seen is kept up to date in place.
    const picture = turn.attachments.map((a) => a.id);
    expect(picture).toHaveLength(1);
    // A day later the vacation is over: Ben has the rest of his 24 h.
    offset += 25 * HOUR;
    await waitForNotices(thread, /^🏖 Ben is back from vacation: their clock runs again\.$/, 1);
    await expect.poll(() => clockOf(turn.id), { timeout: 5000 }).toMatch(/^Ben: runs out <t:\d+:R>$/);
    expect(latestTurn(thread).id, 'no new post').toBe(turn.id);
    // The board did not change: the edit keeps the picture it had rather than drawing and uploading it again.
    expect(turn.attachments.map((a) => a.id)).toEqual(picture);
    await h.restart();
    await pause(10 * TICK_MS);
    expect(notices(thread, /^🏖 Ben is back/)).toHaveLength(1);
  });

  it('a vacation ended early leaves no "away until" on a turn message that waits on others', async () => {
    const { thread, lobby } = await openLobby(h, ana, { game: 'test-race', clock: '72h' });
    await joinAndStart(h, thread, lobby, ana, [ben]);
    await chooseInRace(ben, thread);
    const turn = latestTurn(thread);
    const clockOf = () => turn.embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
    await ben.run(thread, 'oil settings', { away: 1 });
    await expect.poll(clockOf, { timeout: 5000 }).toMatch(/\n🏖 Ben is away until <t:\d+:f>$/);
    await ben.run(thread, 'oil settings', { away: 0 });
    await expect.poll(clockOf, { timeout: 5000 }).toMatch(/^Ana: runs out <t:\d+:R>$/);
    expect(latestTurn(thread).id, 'redrawn in place').toBe(turn.id);
  });

  it('leaves no "away until" behind on a turn message that waits on others', async () => {
    const { thread, lobby } = await openLobby(h, ana, { game: 'test-race', clock: '72h' });
    await joinAndStart(h, thread, lobby, ana, [ben, caro]);
    await chooseInRace(ben, thread);
    await ben.run(thread, 'oil settings', { away: 1 });
    // Caro's choice redraws the turn message, which waits on Ana alone, while Ben is away.
    await chooseInRace(caro, thread);
    const turn = latestTurn(thread);
    const clockOf = () => turn.embeds?.[0]?.fields?.find((f) => f.name.startsWith('Clock'))?.value;
    expect(clockOf()).toMatch(/^Ana: runs out <t:\d+:R>\n🏖 Ben is away until <t:\d+:f>$/);
    offset += 25 * HOUR;
    await waitForNotices(thread, /^🏖 Ben is back from vacation/, 1);
    await expect.poll(clockOf, { timeout: 5000 }).toMatch(/^Ana: runs out <t:\d+:R>$/);
    expect(latestTurn(thread).id, 'redrawn in place').toBe(turn.id);
  });
});

describe('the last player’s clock running out', () => {
  // Ana leaves both games (bots play her seats): Ben is the last player in the first, and in the second once
  // Caro, who votes on his clock, leaves too.
  let lastHandOver: string, lastVote: string;
  const ENDED =
    /^⏰ Ben’s clock ran out, and nobody else plays a seat, so it ends here, unscored: bots do not play it out\. Start a new one with `\/oil new`\.\nStandings when it ended: /;

  async function leaves(p: Player, thread: string): Promise<void> {
    const asked = await p.run(thread, 'oil leave');
    await settle(h, p.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId));
  }

  /** The game of `thread` ended as abandoned, not handed to a bot, and the thread and the log say why. */
  async function expectEnded(thread: string): Promise<void> {
    await waitForNotices(thread, ENDED, 1);
    const game = h.bot.app.desk.byChannel(thread)!;
    expect(game.record.lifecycle).toBe('abandoned');
    // Ben keeps his seat: he did not leave, and no bot played it.
    expect(game.seats.find((s) => s.name === 'Ben')).toMatchObject({ userId: ben.id, botKind: null });
    expect(notices(thread, /(clock ran out|in time): a bot plays their seat/)).toHaveLength(0);
    const log = await ana.run(thread, 'oil log');
    expect(messageText(log)).toContain(
      'Ben’s clock ran out with nobody else playing a seat, so the game ended, unscored.',
    );
  }

  beforeAll(async () => {
    lastHandOver = await openRace('hand-over', [ben]);
    lastVote = await openRace('vote', [ben, caro]);
    await leaves(ana, lastHandOver);
    await leaves(ana, lastVote);
    await chooseInRace(caro, lastVote);
  }, 90_000);

  it('hand-over: ends the game, unscored, instead of handing Ben’s seat to a bot', async () => {
    offset += 25 * HOUR;
    await expectEnded(lastHandOver);
  });

  it('vote: left undecided while its voters left, ends the game instead of handing the seat over', async () => {
    await waitForNotices(lastVote, /^⏰ Ben’s clock ran out\./, 1);
    await leaves(caro, lastVote);
    offset += 25 * HOUR;
    await expectEnded(lastVote);
    const [ballot] = notices(lastVote, /^⏰ Ben’s clock ran out\./);
    expect(buttons(ana.sees(lastVote).find((m) => m.id === ballot!.id)!)).toEqual([]);
  });
});

describe('the lobby', () => {
  it('the host changes the clock with its buttons; others are refused', async () => {
    const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const lobby = () =>
      ana.sees(thread).find((m) => (m.embeds?.[0]?.title ?? '').includes('lobby') && buttons(m).length > 0)!;
    await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
      channel: thread,
    });
    const clockButton = () => buttons(lobby()).find((b) => b.label.startsWith('⏳ Clock'))!;
    expect(clockButton().label).toBe('⏳ Clock: off');
    const refused = ben.click(lobby(), clockButton().customId);
    await settle(h, refused);
    expect(answerOf(refused)?.content).toBe('Only the host, Ana, can choose the clock.');
    await settle(h, ana.click(lobby(), clockButton().customId));
    expect(clockButton().label).toBe('⏳ Clock: 24 h per move');
    expect(lobby().embeds?.[0]?.description).toContain(
      '⏳ Clock: 24 h per move; when it runs out, a bot plays that move.',
    );
    await settle(h, ana.click(lobby(), clockButton().customId));
    expect(clockButton().label).toBe('⏳ Clock: 72 h per move');
    const policy = buttons(lobby()).find((b) => b.label.startsWith('Runs out'))!;
    expect(policy.label).toBe('Runs out: a bot plays that move');
    await settle(h, ana.click(lobby(), policy.customId));
    expect(lobby().embeds?.[0]?.description).toContain(
      '⏳ Clock: 72 h per move; when it runs out, a bot plays the seat until its player returns.',
    );
  });
});

describe('a lobby nobody starts', () => {
  it('closes itself after 14 days unchanged, says so, and points to /oil new', async () => {
    const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const lobby = () => ana.sees(thread).find((m) => m.embeds?.[0]?.title?.toLowerCase().includes('lobby'));
    await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
      channel: thread,
    });
    // Ben joins after 10 days: 20 days after it opened, 10 after his join, it is still open.
    offset += 10 * 24 * HOUR;
    await ben.run(thread, 'oil join');
    offset += 10 * 24 * HOUR;
    await pause(10 * TICK_MS);
    expect(notices(thread, /^⌛/)).toHaveLength(0);
    offset += 5 * 24 * HOUR;
    await waitForNotices(
      thread,
      /^⌛ This lobby closed: nobody started it in 14 days\. Start a new one with `\/oil new`\.$/,
      1,
    );
    await expect.poll(() => lobby()?.embeds?.[0]?.title, { timeout: 5000 }).toBe('Lobby closed');
    expect(lobby()?.embeds?.[0]?.description).toBe('Nobody started this lobby in 14 days, so it closed.');
    expect(buttons(lobby()!)).toEqual([]);
  });

  it('says when it closes, and its clock buttons count as a change that keeps it open', async () => {
    const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const lobby = () => ana.sees(thread).find((m) => m.embeds?.[0]?.title?.toLowerCase().includes('lobby'))!;
    await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
      channel: thread,
    });
    /** The line the lobby shows: 14 days after its last change, rounded up to the minute, as a date. */
    const closing = () => {
      const at = h.bot.app.desk.byChannel(thread)!.record.updatedAt + 14 * 24 * HOUR;
      return `⌛ Closes <t:${Math.ceil(at / 60_000) * 60}:f> if nobody joins, leaves or changes it by then.`;
    };
    await expect.poll(() => lobby().embeds?.[0]?.description, { timeout: 5000 }).toContain(closing());
    const opened = closing();
    // Ten days later the host sets a clock with the lobby's button: the lobby counts 14 days from then.
    offset += 10 * 24 * HOUR;
    const clock = buttons(lobby()).find((b) => b.label.startsWith('⏳ Clock'))!;
    await settle(h, ana.click(lobby(), clock.customId));
    expect(lobby().embeds?.[0]?.description).toContain(closing());
    expect(closing()).not.toBe(opened);
    offset += 10 * 24 * HOUR;
    await pause(10 * TICK_MS);
    expect(notices(thread, /^⌛ This lobby closed/)).toHaveLength(0);
    expect(h.bot.app.desk.byChannel(thread)!.record.lifecycle).toBe('lobby');
    offset += 5 * 24 * HOUR;
    await waitForNotices(thread, /^⌛ This lobby closed: nobody started it in 14 days\./, 1);
  });
});

describe('a game ended while a vote on a clock is open', () => {
  it('takes the vote’s buttons off, refuses a late ballot as over, and never hands the seat to a bot after', async () => {
    const thread = await openRace('vote', [ben, caro]);
    await chooseInRace(ana, thread);
    await chooseInRace(caro, thread);
    offset += 25 * HOUR;
    await waitForNotices(thread, /^⏰ Ben’s clock ran out\./, 1);
    const [ballot] = notices(thread, /^⏰ Ben’s clock ran out\./);
    const wait = buttons(ballot!).find((b) => b.customId.endsWith('.wait'))!.customId;
    // A server admin ends the game before anyone voted.
    const asked = await ana.run(thread, 'oil end');
    await settle(h, ana.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId));
    await expect.poll(() => buttons(ana.sees(thread).find((m) => m.id === ballot!.id)!)).toEqual([]);
    // A ballot cast meanwhile (a client that still showed the buttons) is told the game is over.
    const [, , , , seat, since] = wait.split('.').map(Number);
    const row = h.bot.app.desk.byChannel(thread)!.record.id;
    const late = h.bot.app.desk.clocks.castClockVote(row, seat!, since!, caro.id, 'wait');
    expect(late).toMatchObject({ ok: false, code: 'over' });
    // A day later nobody decided the vote: the ended game is left as it is, nothing is said in its thread.
    offset += 25 * HOUR;
    await pause(10 * TICK_MS);
    await h.bot.idle();
    expect(notices(thread, /^🤖/)).toHaveLength(0);
    expect(messageText(await ana.run(thread, 'oil log'))).not.toContain('Nobody decided');
    expect(h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.name === 'Ben')?.botKind).toBeNull();
  });
});
