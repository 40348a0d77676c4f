/**
 * Seats handed over and back, end to end through the stand-in: `/oil leave` mid-game hands the seat to a bot
 * (the game goes on, the thread and the log say so), only the host or a server admin hands an absent player's
 * seat to a bot (and the thread says which of them did),
 * that player's clicks are refused until `/oil return` gives the seat back, and someone not seated takes
 * over a bot's seat (`/oil takeover`) only once the host allows it.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import {
  answerOf,
  chooseInRace,
  buttons,
  isEphemeral,
  messageText,
  settle,
  openLobby,
  joinAndStart,
  versionOf,
} from './harness';
import { useHarness } from './use-harness';
import {
  LEAVE_CHANGED,
  LEAVE_HANDED_QUESTION,
  LEAVE_LAST_QUESTION,
  LEAVE_QUESTION,
} from '../../src/discord/components';
import { NO_SEAT_TO_RETURN } from '../../src/commands/return';

// Dev is the server's admin (Ana only hosts): an admin who is not the host may hand a seat over too.
const { h, ana, ben, caro, dev } = useHarness({
  games: [race],
  bot: { reminders: { afterMs: 0 } },
  players: ['ana', 'ben', 'caro', 'dev'],
  world: { guilds: [{ name: 'Home', channels: ['general'], admins: ['dev'] }] },
});
let thread: string;

function chooseButton(): string {
  return buttons(ana.turnMessage(thread)!).find((b) => b.customId.includes('.act.choose'))!.customId;
}

function toAct(): number[] {
  return h.bot.app.desk.snapshot(h.bot.app.desk.byChannel(thread)!.record.id)!.status.toAct;
}

function seatNamed(name: string) {
  return h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.name === name)!;
}

async function notice(pattern: RegExp): Promise<APIMessage> {
  return h.standIn.driver.waitForMessage((m) => pattern.test(m.content ?? ''), { channel: thread });
}

beforeAll(async () => {
  const opened = await openLobby(h, ana, { game: 'test-race' });
  thread = opened.thread;
  await joinAndStart(h, thread, opened.lobby, ana, [ben, caro]);
}, 60_000);

describe('seats handed over and back', () => {
  it('/oil leave mid-game asks first: "No" keeps the seat, an answer to an old question changes nothing', async () => {
    const asked = await caro.run(thread, 'oil leave');
    expect(asked.content).toBe(LEAVE_QUESTION);
    const no = buttons(asked).find((b) => b.label === 'No, keep playing')!;
    const kept = caro.click(asked, no.customId);
    await settle(h, kept);
    expect(caro.sees(thread).find((m) => m.id === asked.id)?.content).toBe('You stay in the game.');
    expect(seatNamed('Caro')).toMatchObject({ userId: caro.id, botKind: null });
    // Asked again; the game moves on before the answer: the answer leaves her seated, and says why.
    const again = await caro.run(thread, 'oil leave');
    await chooseInRace(ana, thread);
    const late = caro.click(again, buttons(again).find((b) => b.label === 'Yes, leave the game')!.customId);
    await settle(h, late);
    expect(answerOf(late)?.content ?? caro.sees(thread).find((m) => m.id === again.id)?.content).toMatch(
      /^The game moved on since you asked, so you are still playing/,
    );
    expect(seatNamed('Caro')).toMatchObject({ userId: caro.id, botKind: null });
  });

  it('/oil leave mid-game, confirmed: a bot plays the seat from then on, the game goes on and the log says so', async () => {
    const asked = await caro.run(thread, 'oil leave');
    const yes = caro.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId);
    await settle(h, yes);
    expect(caro.sees(thread).find((m) => m.id === asked.id)?.content).toBe(
      'You left the game: a bot plays your seat from now on.',
    );
    await notice(/^🚪 Caro left the game: a bot plays their seat from now on\.$/);
    expect(seatNamed('Caro')).toMatchObject({ userId: null, botKind: 'cautious' });
    // The bot chose for Caro at once: only Ana and Ben are waited on.
    expect(toAct()).not.toContain(seatNamed('Caro').seat);
    const log = await ana.run(thread, 'oil log');
    expect(messageText(log)).toContain('Caro left the game: a bot plays their seat from now on.');
    // Leaving is for good: /oil return says how she could play again.
    const back = await caro.run(thread, 'oil return');
    expect(back.content).toBe(NO_SEAT_TO_RETURN);
    expect(back.content).toMatch(
      /^You have no seat in this game to return to\. If you left it.*`\/oil takeover`/,
    );
  });

  it('only the host (or a server admin) hands an absent player’s seat to a bot', async () => {
    const refused = await ben.run(thread, 'oil leave', { player: 'ana' });
    expect(refused.content).toBe(
      'Only the host or a server admin (Manage Threads) can hand Ana’s seat to a bot.',
    );
    const done = await ana.run(thread, 'oil leave', { player: 'ben' });
    expect(done.content).toBe('A bot plays Ben’s seat now; `/oil return` gives it back to them.');
    await notice(/^🤖 The host handed Ben’s seat to a bot until they come back with `\/oil return`\.$/);
    expect(seatNamed('Ben')).toMatchObject({ userId: ben.id, botKind: 'cautious' });
    expect(toAct()).toEqual([seatNamed('Ana').seat]);
  });

  it('the player’s own clicks are refused while a bot plays the seat, and /oil return gives it back', async () => {
    const click = ben.click(ana.turnMessage(thread)!, chooseButton());
    await settle(h, click);
    expect(answerOf(click)?.content).toBe('A bot plays your seat now: `/oil return` gives it back to you.');
    const back = await ben.run(thread, 'oil return');
    expect(back.content).toBe('Welcome back: your seat is yours again. You act at its next move.');
    await notice(/^👋 Ben is back and plays their seat again\.$/);
    // The next round asks Ben himself again.
    await chooseInRace(ana, thread);
    await expect.poll(() => toAct(), { timeout: 5000 }).toContain(seatNamed('Ben').seat);
    await chooseInRace(ben, thread);
    expect(toAct()).not.toContain(seatNamed('Ben').seat);
  });

  it('someone not seated takes over a bot’s seat only once the host allows it', async () => {
    const seat = seatNamed('Caro').seat + 1;
    const closed = await dev.run(thread, 'oil takeover', { seat });
    expect(closed.content).toBe(
      'The host does not allow taking over bot seats in this game. Ask the host or a server admin (Manage Threads) to allow it with `/oil takeover allow:true`.',
    );
    const notHost = await ben.run(thread, 'oil takeover', { allow: true });
    expect(notHost.content).toBe(
      'Only the host or a server admin (Manage Threads) can allow taking over bot seats.',
    );
    await ana.run(thread, 'oil takeover', { allow: true });
    const taken = await dev.run(thread, 'oil takeover', { seat });
    expect(taken.content).toBe(`You took over seat ${seat}: it is yours to play.`);
    await notice(new RegExp(`^🙋 <@${dev.id}> took over Caro’s seat\\.$`));
    expect(h.bot.app.desk.byChannel(thread)!.seats[seat - 1]).toMatchObject({
      userId: dev.id,
      botKind: null,
      name: 'Dev',
    });
  });

  it('a server admin who is not the host hands a seat to a bot, and the thread and the log name an admin', async () => {
    const done = await dev.run(thread, 'oil leave', { player: 'ben' });
    expect(done.content).toBe('A bot plays Ben’s seat now; `/oil return` gives it back to them.');
    await notice(
      /^🤖 Dev \(a server admin\) handed Ben’s seat to a bot until they come back with `\/oil return`\.$/,
    );
    expect(seatNamed('Ben')).toMatchObject({ userId: ben.id, botKind: 'cautious' });
    const log = await ana.run(thread, 'oil log');
    expect(messageText(log)).toContain('Ben’s seat was handed to a bot by a server admin until they return.');
  });

  it('/oil leave by a player whose seat was handed to a bot says the bot keeps it, not that one takes it', async () => {
    const asked = await ben.run(thread, 'oil leave');
    expect(asked.content).toBe(LEAVE_HANDED_QUESTION);
    expect(asked.content).not.toMatch(/from then on/);
    const yes = ben.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId);
    await settle(h, yes);
    expect(ben.sees(thread).find((m) => m.id === asked.id)?.content).toBe(
      'You left the game: the bot that plays your seat keeps it.',
    );
    expect(seatNamed('Ben')).toMatchObject({ userId: null, botKind: 'cautious' });
    expect((await ben.run(thread, 'oil return')).content).toBe(NO_SEAT_TO_RETURN);
  });

  it('a server admin who is not the host ends the game, and the thread names an admin', async () => {
    const asked = await dev.run(thread, 'oil end');
    const yes = dev.click(asked, buttons(asked).find((b) => b.label === 'Yes, end the game')!.customId);
    await settle(h, yes);
    await notice(/^Dev \(a server admin\) ended this game\. Start a new one with `\/oil new`\./);
  });
});

describe('a game nobody plays any more', () => {
  let t: string;
  const game = () => h.bot.app.desk.byChannel(t)!;

  beforeAll(async () => {
    const opened = await openLobby(h, ana, { game: 'test-race' });
    t = opened.thread;
    await joinAndStart(h, t, opened.lobby, ana, [ben, caro]);
  }, 60_000);

  async function leaves(p: typeof ana, question: string): Promise<string> {
    const asked = await p.run(t, 'oil leave');
    expect(asked.content).toBe(question);
    const yes = p.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId);
    await settle(h, yes);
    return p.sees(t).find((m) => m.id === asked.id)?.content ?? '';
  }

  /** Ben's `/oil leave`, asked while Ana still played: answered only once she has left. */
  let bensQuestion: APIMessage;

  it('the host cannot hand the last seat a person plays to a bot: bots would play the game out alone', async () => {
    expect(await leaves(caro, LEAVE_QUESTION)).toBe('You left the game: a bot plays your seat from now on.');
    // Ana makes her move, so her leaving moves nothing; Ben asks to leave while she still plays.
    await chooseInRace(ana, t);
    bensQuestion = await ben.run(t, 'oil leave');
    expect(bensQuestion.content).toBe(LEAVE_QUESTION);
    // The host leaves too (and still hosts): only Ben plays a seat now.
    expect(await leaves(ana, LEAVE_QUESTION)).toBe('You left the game: a bot plays your seat from now on.');
    const refused = await ana.run(t, 'oil leave', { player: 'ben' });
    expect(refused.content).toBe(
      'Ben is the last player at the table: with their seat handed to a bot, bots would play the game out alone. `/oil end` ends it.',
    );
    expect(game().seats.find((s) => s.name === 'Ben')).toMatchObject({ userId: ben.id, botKind: null });
    expect(game().record.lifecycle).toBe('active');
  });

  it('an answer to a question the table changed since is asked again: it said a bot would take the seat', async () => {
    const version = game().record.version;
    const yes = ben.click(
      bensQuestion,
      buttons(bensQuestion).find((b) => b.label === 'Yes, leave the game')!.customId,
    );
    await settle(h, yes);
    // Nobody moved (the same version), but Ben is the last player now: leaving would end the game.
    expect(game().record.version).toBe(version);
    const again = ben.sees(t).find((m) => m.id === bensQuestion.id)!;
    expect(again.content).toBe(`${LEAVE_CHANGED}\n${LEAVE_LAST_QUESTION}`);
    expect(buttons(again).map((b) => b.label)).toEqual(['Yes, leave the game', 'No, keep playing']);
    expect(game().seats.find((s) => s.name === 'Ben')).toMatchObject({ userId: ben.id, botKind: null });
    expect(game().record.lifecycle).toBe('active');
    // "No" on the question asked again keeps him playing.
    const no = ben.click(again, buttons(again).find((b) => b.label === 'No, keep playing')!.customId);
    await settle(h, no);
    expect(ben.sees(t).find((m) => m.id === bensQuestion.id)?.content).toBe('You stay in the game.');
    expect(game().record.lifecycle).toBe('active');
  });

  it('the last player to leave ends the game: unscored, not played out by the bots, and the thread says so', async () => {
    const version = game().record.version;
    const before = h.bot.app.desk.stats(h.guildId);
    expect(await leaves(ben, LEAVE_LAST_QUESTION)).toBe(
      'You left the game. You were the last player at the table, so it ended, unscored.',
    );
    await h.standIn.driver.waitForMessage(
      (m) =>
        /^🚪 Ben left the game\. Nobody plays a seat any more, so it ends here, unscored: bots do not play it out\. Start a new one with `\/oil new`\.\nStandings when it ended: /.test(
          m.content ?? '',
        ),
      { channel: t },
    );
    expect(game().record.lifecycle).toBe('abandoned');
    expect(game().record.version).toBe(version);
    expect(game().seats.every((s) => s.userId === null)).toBe(true);
    // The last turn message keeps no buttons; the log says why the game ended.
    const last = [...ana.sees(t)].reverse().find((m) => (m.embeds?.length ?? 0) > 0 && versionOf(m) !== null);
    expect(last === undefined || buttons(last).length === 0).toBe(true);
    const log = await ana.run(t, 'oil log');
    expect(messageText(log)).toContain('Ben left the game as its last player, so it ended, unscored.');
    // Counted as abandoned, never as finished: nobody is rated by what the bots did.
    const stats = h.bot.app.desk.stats(h.guildId);
    expect({ finished: stats.finished, abandoned: stats.abandoned }).toEqual({
      finished: before.finished,
      abandoned: before.abandoned + 1,
    });
  });
});

describe('a double click on "Yes, leave the game"', () => {
  it('leaves once, and the second click does not tell the player who just left that they are still playing', async () => {
    const opened = await openLobby(h, ana, { game: 'test-race' });
    const t = opened.thread;
    await joinAndStart(h, t, opened.lobby, ana, [ben, caro]);
    const asked = await caro.run(t, 'oil leave');
    const id = buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId;
    const first = caro.click(asked, id);
    const second = caro.click(asked, id);
    await settle(h, first);
    await settle(h, second);
    const caroSeat = h.bot.app.desk.byChannel(t)!.seats.find((s) => s.name === 'Caro')!;
    expect(caroSeat).toMatchObject({ userId: null, botKind: 'cautious' });
    // The bot chose for her at once (the game moved on): the second click is told she has left, as the first was.
    const said = [caro.sees(t).find((m) => m.id === asked.id)?.content, answerOf(second)?.content];
    for (const text of said) expect(text ?? '').not.toMatch(/still playing|not playing in this game/);
    expect(said).toContain('You left the game: a bot plays your seat from now on.');
  });
});

describe('a bot’s moves for a seat just handed over', () => {
  /** The public messages of `t` after `notice`, and those before it, as one text each. */
  function aroundNotice(t: string, notice: RegExp): { above: string[]; below: string[] } {
    const shown = ana.sees(t).filter((m) => !isEphemeral(m));
    const at = shown.findIndex((m) => notice.test(m.content ?? ''));
    expect(at).toBeGreaterThanOrEqual(0);
    return { above: shown.slice(0, at).map(messageText), below: shown.slice(at + 1).map(messageText) };
  }

  it('read below the notice, never above it as the player’s own (leaving, and the host handing a seat over)', async () => {
    const opened = await openLobby(h, ana, { game: 'test-race' });
    const t = opened.thread;
    await joinAndStart(h, t, opened.lobby, ana, [ben, caro]);
    // Caro is due to act when she leaves: the bot chooses for her at once.
    const asked = await caro.run(t, 'oil leave');
    await settle(
      h,
      caro.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId),
    );
    const left = aroundNotice(t, /^🚪 Caro left the game/);
    expect(left.above.join('\n')).not.toMatch(/Caro has chosen/);
    expect(left.below.join('\n')).toMatch(/Caro has chosen/);
    // Ben is due to act when the host hands his seat over.
    await ana.run(t, 'oil leave', { player: 'ben' });
    await h.bot.idle();
    const handed = aroundNotice(t, /^🤖 The host handed Ben’s seat/);
    expect(handed.above.join('\n')).not.toMatch(/Ben has chosen/);
    expect(handed.below.join('\n')).toMatch(/Ben has chosen/);
    // The turn goes on below the notices, and only there.
    const turns = ana.sees(t).filter((m) => buttons(m).some((b) => b.customId.includes('.act.choose')));
    expect(turns).toHaveLength(1);
    expect(
      ana
        .sees(t)
        .filter((m) => !isEphemeral(m))
        .at(-1)?.id,
    ).toBe(turns[0]!.id);
  });

  it('the turn message left at the notice keeps its picture’s alt text: the picture shows the game at the notice, its last move included', async () => {
    const opened = await openLobby(h, ana, { game: 'test-race' });
    const t = opened.thread;
    await joinAndStart(h, t, opened.lobby, ana, [ben, caro]);
    // Ana and Ben choose first: the message tells their moves and its picture, edited in place, shows them.
    await chooseInRace(ana, t);
    await chooseInRace(ben, t);
    const old = ana.turnMessage(t)!;
    const [picture] = old.attachments;
    expect(picture?.description).toBeTruthy();
    // Caro leaves, the last due to act: the bot's choice for her, which ends the round, is told below the notice.
    const asked = await caro.run(t, 'oil leave');
    await settle(
      h,
      caro.click(asked, buttons(asked).find((b) => b.label === 'Yes, leave the game')!.customId),
    );
    expect(ana.turnMessage(t)!.id).not.toBe(old.id);
    const finished = ana.sees(t).find((m) => m.id === old.id)!;
    expect(finished.embeds[0]?.title).toMatch(/continued below$/);
    expect(finished.attachments[0]).toMatchObject({ id: picture!.id, url: picture!.url });
    // Nothing it tells came after its picture: no "Before this message's last move".
    expect(finished.attachments[0]?.description).toBe(picture!.description);
  });
});

describe('an absent player’s seat, taken over', () => {
  it('someone not seated takes over the seat a bot plays for an absent player: the thread and the scores name who plays it now', async () => {
    const opened = await openLobby(h, ana, { game: 'test-race' });
    const t = opened.thread;
    await joinAndStart(h, t, opened.lobby, ana, [ben, caro]);
    const game = () => h.bot.app.desk.byChannel(t)!;
    const seat = game().seats.find((s) => s.name === 'Caro')!.seat + 1;
    await ana.run(t, 'oil takeover', { allow: true });
    // While Caro plays it, the refusal says what to do instead.
    const refused = await dev.run(t, 'oil takeover', { seat });
    expect(refused.content).toBe(
      `Caro still plays their seat, so it cannot be taken over. If they are absent, the host or a server admin can hand it to a bot first with \`/oil leave seat:${seat}\`; then it can be taken over.`,
    );
    await ana.run(t, 'oil leave', { seat });
    const version = game().record.version;
    const taken = await dev.run(t, 'oil takeover', { seat });
    expect(taken.content).toBe(`You took over seat ${seat} (Caro’s): it is yours to play from now on.`);
    await h.standIn.driver.waitForMessage(
      (m) =>
        m.content ===
        `🙋 <@${dev.id}> took over Caro’s seat, which a bot played while Caro was away: <@${dev.id}> plays it from now on.`,
      { channel: t },
    );
    expect(game().seats[seat - 1]).toMatchObject({ userId: dev.id, botKind: null, name: 'Dev' });
    expect(game().record.version).toBe(version);
    await expect.poll(() => messageText(ana.turnMessage(t)!)).toContain('Dev');
    expect(messageText(ana.turnMessage(t)!)).not.toContain('Caro');
    expect((await caro.run(t, 'oil return')).content).toBe(
      'Dev took over your seat while a bot played it, so you have no seat in this game to return to. You can still follow it here, and `/oil games` lists lobbies with a free seat.',
    );
  });
});
