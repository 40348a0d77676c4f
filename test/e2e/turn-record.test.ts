/**
 * A finished turn message ("Ana: done") keeps what happened through the move that ended it; what came after,
 * such as a bot's whole turn played before the next human is asked, opens the next turn message and is told
 * there only (src/discord/thread.ts, `finish`). One a moderator deleted before it was finished tells nothing: the next
 * then tells what it told, the move that ended it too (`inPlaceOfUnfinished`), and so it does when Discord keeps
 * failing the finishing edit, but not when the edit was carried out and only its answer lost (src/discord/edit-landed.ts).
 */
import type { APIAttachment, APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { seedRng, type RngState } from '../../src/games/rng';
import type { GameModule } from '../../src/games/types';
import { steps, type StepsState, type stepsAction } from '../fixtures/race';
import { BEFORE_LAST_MOVE, BEFORE_UNDO, REPOSTED_BELOW } from '../../src/discord/turn-record';
import { buttons, joinAndStart, openLobby, settle, whoActs, type Player } from './harness';
import { useHarness } from './use-harness';
import { DEFAULT_RATE_LIMITS } from '../../src/playground/rate-limits';
import type { ActiveFault, FaultKind } from '../../src/playground/faults';

/**
 * The steps fixture with an RNG in its state that no move draws from, so a step may be taken back (a state without
 * one counts every move as luck: src/table/undo-random.ts).
 */
const undoableSteps: GameModule<StepsState & { rng: RngState }, z.infer<typeof stepsAction>, object> = {
  ...(steps as unknown as GameModule<StepsState & { rng: RngState }, z.infer<typeof stepsAction>, object>),
  id: 'test-steps-undo',
  setup: (seats, options, seed) => ({ ...steps.setup(seats, options, seed), rng: seedRng(seed) }),
};

const { h, ana, ben } = useHarness({ games: [steps, undoableSteps], players: ['ana', 'ben'] });

/** The lines of what happened, as a turn message tells them. */
function lines(message: APIMessage): string[] {
  return (message.embeds?.[0]?.description ?? '').split('\n').filter(Boolean);
}

it("a bot's turn between two human turns, and the pass before it, are each told once", async () => {
  // Ana, Ben and a walker bot (it steps twice and passes): a human's pass may hand the turn to the bot, whose
  // whole turn is played before the other human's turn message is posted. Its lines used to be told twice: at
  // the end of the finished message and again at the top of the next one. So was the pass, the finished
  // message's last line, which opened the next message right below it.
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  const fresh = () => ana.sees(thread).find((m) => m.id === lobby.id)!;
  await settle(h, ana.click(fresh(), buttons(fresh()).find((b) => b.customId.includes('.addbot'))!.customId));
  await joinAndStart(h, thread, lobby, ana, [ben]);
  let afterBot = 0;
  for (let turn = 0; turn < 4; turn++) {
    const who = whoActs(h, thread, [ana, ben]);
    const old = who.turnMessage(thread)!;
    await settle(h, who.click(old, buttons(old).find((b) => b.customId.includes('.act.pass'))!.customId));
    const next = who.turnMessage(thread)!;
    expect(next.id).not.toBe(old.id);
    const record = lines(ana.sees(thread).find((m) => m.id === old.id)!);
    expect(record.at(-1)).toMatch(/passes\.?$/); // the move that ended it is its last line
    const told = lines(next);
    if (told.some((l) => /steps/.test(l))) afterBot++;
    if (h.bot.app.desk.byChannel(thread)!.record.lifecycle !== 'active') {
      // The bot's sixth step won (it went first, so it had three turns): the final message tells the game's
      // last lines from the pass that led to them, as the game's end is told (src/discord/turn-plan.ts).
      expect(told[0]).toBe(record.at(-1));
      expect(told.at(-1)).toMatch(/steps$/);
      break;
    }
    // The next message tells what came after that move: nothing is told in both.
    expect(record.filter((l) => told.includes(l))).toEqual([]);
  }
  expect(afterBot).toBeGreaterThan(0); // the bot's turn came between two human turns
});

it('a finished turn message keeps its picture, whose alt text says it shows the turn before its last move', async () => {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  const old = who.turnMessage(thread)!;
  const [picture] = old.attachments;
  expect(picture?.description).toBeTruthy();
  await settle(h, who.click(old, buttons(old).find((b) => b.customId.includes('.act.pass'))!.customId));
  const finished = ana.sees(thread).find((m) => m.id === old.id)!;
  expect(finished.embeds[0]?.title).toMatch(/: done$/);
  // The same picture (same attachment, same file), its alt text now saying what it shows.
  expect(finished.attachments).toHaveLength(1);
  expect(finished.attachments[0]).toMatchObject({ id: picture!.id, url: picture!.url });
  expect(finished.attachments[0]?.description).toBe(`${BEFORE_LAST_MOVE}${picture!.description}`);
  expect(finished.embeds[0]?.image?.url).toBe(picture!.url);
  // The new turn message's picture is of the turn now: its alt text as the presenter gives it.
  const next = who.turnMessage(thread)!;
  expect(next.id).not.toBe(old.id);
  expect(next.attachments[0]?.description?.startsWith(BEFORE_LAST_MOVE)).toBe(false);
});

it('after a restart, the finishing edit reads the picture from Discord and changes its alt text the same way', async () => {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  const old = who.turnMessage(thread)!;
  const [picture] = old.attachments;
  // The restarted bot has not posted or edited this message: it knows its picture only by asking Discord.
  await h.restart();
  await settle(h, who.click(old, buttons(old).find((b) => b.customId.includes('.act.pass'))!.customId));
  const finished = ana.sees(thread).find((m) => m.id === old.id)!;
  expect(finished.embeds[0]?.title).toMatch(/: done$/);
  expect(finished.attachments).toHaveLength(1);
  expect(finished.attachments[0]).toMatchObject({ id: picture!.id, url: picture!.url });
  expect(finished.attachments[0]?.description).toBe(`${BEFORE_LAST_MOVE}${picture!.description}`);
});

it('a move taken back below eleven reposts on request (/oil board): the message it was made in tells it, struck through after the undo, its picture saying it was reposted below, then that it is from before the undo; each later one left says only that it was reposted below', async () => {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps-undo' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  const first = who.turnMessage(thread)!;
  await settle(h, who.click(first, buttons(first).find((b) => b.customId.includes('.act.step'))!.customId));
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  // The board asked for again and again (a moderator's repair, a clock given more time: nothing waits a minute),
  // eleven times: a player went on asking for it past ten minutes.
  const left: APIMessage[] = [];
  // Each one's picture as it was posted, live: its id, address and alt text.
  const pictures: APIAttachment[] = [];
  for (let i = 0; i < 11; i++) {
    left.push(who.turnMessage(thread)!);
    pictures.push(structuredClone(left.at(-1)!.attachments[0]!));
    expect(await h.bot.app.threads.sync(row, { fresh: true })).toMatchObject({ ok: true, done: 'new' });
  }
  expect(left[0]!.id).toBe(first.id);
  const seen = (m: APIMessage) => ana.sees(thread).find((s) => s.id === m.id)!;
  const [made, ...again] = left;
  /** Each later one left tells nothing the message the step was made in does not: its title alone. */
  const titleAlone = () => {
    for (const [i, m] of again.entries()) {
      expect(seen(m).embeds[0]?.title, `repost ${i + 1}`).toMatch(/reposted below$/);
      expect(lines(seen(m)), `repost ${i + 1}`).toEqual([]);
      expect(seen(m).embeds[0]?.image, `repost ${i + 1}`).toBeUndefined();
      expect(seen(m).attachments, `repost ${i + 1}`).toEqual([]);
    }
  };
  expect(seen(made!).embeds[0]?.title).toMatch(/reposted below$/);
  expect(lines(seen(made!)).at(-1)).toMatch(/ steps\.?$/);
  // Its picture stays, its alt text saying it was reposted below: the live picture is there.
  expect(seen(made!).attachments[0]).toMatchObject({ id: pictures[0]!.id, url: pictures[0]!.url });
  expect(seen(made!).attachments[0]?.description).toBe(`${REPOSTED_BELOW}${pictures[0]!.description}`);
  titleAlone();
  const latest = who.turnMessage(thread)!;
  expect(lines(latest).at(-1)).toMatch(/ steps\.?$/);
  await settle(h, who.click(latest, buttons(latest).find((b) => b.customId.includes('.undo'))!.customId));
  // The message the step was made in, eleven messages up, tells it struck through; its picture stays, its alt text
  // saying it shows the game before the undo. The later ones still tell nothing.
  expect(lines(seen(made!)).at(-1)).toMatch(/^~~.+ steps\.?~~ \(taken back below\)$/);
  expect(seen(made!).attachments[0]).toMatchObject({ id: pictures[0]!.id, url: pictures[0]!.url });
  expect(seen(made!).attachments[0]?.description).toBe(`${BEFORE_UNDO}${pictures[0]!.description}`);
  titleAlone();
});

it('a repost on request (/oil board) whose answer Discord lost three times is one new turn message: discord.js asks again with the same nonce, and the next repost is a new message', async () => {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  const before = who.turnMessage(thread)!;
  const row = h.bot.app.desk.byChannel(thread)!.record.id;
  const posted = () => ana.sees(thread).filter((m) => BigInt(m.id) > BigInt(before.id));
  // Discord creates the message each time, but its answer never reaches the bot: discord.js asks again, up to three
  // times (its `rest.retries`), the fourth answer reaching it.
  const lost = h.standIn.driver.addFault({
    method: 'POST',
    route: `/channels/${thread}/messages`,
    fault: { kind: 'lostAnswer' },
    times: 3,
  });
  const outcome = await h.bot.app.threads.sync(row, { fresh: true });
  lost.remove();
  expect(lost.hits).toBe(3);
  expect(outcome).toMatchObject({ ok: true, done: 'new' });
  // One new message, the one recorded: no live copy with buttons that no move would ever finish.
  expect(posted().map((m) => m.id)).toEqual([who.turnMessage(thread)!.id]);
  expect(posted()[0]!.id).toBe(h.bot.app.desk.turnMessage(row)!.messageId);
  // The next repost, asked within the minutes Discord remembers a nonce, is a new message all the same.
  expect(await h.bot.app.threads.sync(row, { fresh: true })).toMatchObject({ ok: true, done: 'new' });
  expect(posted()).toHaveLength(2);
});

const GLOBAL_WINDOW_MS = (DEFAULT_RATE_LIMITS.global as { windowMs: number }).windowMs;

/**
 * The requests the bot makes from now on that post, edit or read messages of `thread` (with its token, or a click's on
 * the message it came from), and answer a command.
 */
async function messageRequests(thread: string): Promise<{ readonly count: number; stop(): void }> {
  // The set-up's requests may have filled the stand-in's global limit (50 a second, as Discord's): a request it
  // answers 429 is sent again, and would count twice. Counting starts in a window of its own.
  await new Promise((resolve) => setTimeout(resolve, GLOBAL_WINDOW_MS + 100));
  const counted = h.standIn.driver.addFault({
    route: new RegExp(`^/(channels/${thread}/messages|webhooks/)`),
    fault: { kind: 'delay', delayMs: 0 },
    times: Infinity,
  });
  return {
    get count() {
      return counted.hits;
    },
    stop: () => counted.remove(),
  };
}

/**
 * A game of Ana and Ben in which the one to act has stepped (her turn message, edited in place, tells it): the
 * thread, the players, and her turn message.
 */
async function afterAStep(): Promise<{ thread: string; who: Player; turn: APIMessage }> {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  const first = who.turnMessage(thread)!;
  await settle(h, who.click(first, buttons(first).find((b) => b.customId.includes('.act.step'))!.customId));
  const turn = who.turnMessage(thread)!;
  expect(turn.id).toBe(first.id);
  expect(lines(turn).at(-1)).toMatch(/ steps$/);
  return { thread, who, turn };
}

/** `who` passes by typing it (her turn message may be gone): the turn message that asks the other now. */
async function passTyped(thread: string, who: Player): Promise<APIMessage> {
  expect((await who.run(thread, 'oil move', { choice: 'pass' })).content).toMatch(/^Done/);
  await h.bot.idle();
  return ana.turnMessage(thread)!;
}

/**
 * The player `next` asks steps on it: edited in place, it still tells the step and the pass it was posted telling
 * (recorded as telling from where the message above began), then the new step.
 */
async function stepsOnStillTelling(thread: string, next: APIMessage): Promise<void> {
  const other = whoActs(h, thread, [ana, ben]);
  await settle(h, other.click(next, buttons(next).find((b) => b.customId.includes('.act.step'))!.customId));
  const edited = ana.turnMessage(thread)!;
  expect(edited.id).toBe(next.id);
  expect(lines(edited)).toEqual([
    expect.stringMatching(/ steps$/),
    expect.stringMatching(/ passes$/),
    expect.stringMatching(/ steps$/),
  ]);
}

it('a turn passed in the usual way costs the answer, the post and the finishing edit: the new message tells nothing the finished one above it tells', async () => {
  const { thread, who, turn } = await afterAStep();
  const requests = await messageRequests(thread);
  const next = await passTyped(thread, who);
  requests.stop();
  expect(next.id).not.toBe(turn.id);
  const record = lines(ana.sees(thread).find((m) => m.id === turn.id)!);
  expect(record.slice(-2)).toEqual([expect.stringMatching(/ steps$/), expect.stringMatching(/ passes$/)]);
  expect(lines(next)).toEqual([]);
  expect(requests.count).toBe(3);
});

it('a turn message a moderator deleted before the turn passed: the new message tells what it told, the move that passed the turn too', async () => {
  const { thread, who, turn } = await afterAStep();
  h.standIn.store.deleteMessage(h.standIn.store.message(thread, turn.id));
  const requests = await messageRequests(thread);
  const next = await passTyped(thread, who);
  requests.stop();
  expect(next.id).not.toBe(turn.id);
  expect(ana.sees(thread).some((m) => m.id === turn.id)).toBe(false);
  // Nothing above tells the step and the pass: the new message does, from where the deleted one began, its
  // picture kept.
  expect(lines(next)).toEqual([expect.stringMatching(/ steps$/), expect.stringMatching(/ passes$/)]);
  expect(next.attachments).toHaveLength(1);
  // The answer, the post, the finishing edit that found the message gone, and the edit that tells its lines.
  expect(requests.count).toBe(4);
  // The new message is recorded as telling from there: edited in place (the other steps), it still does.
  expect(whoActs(h, thread, [ana, ben])).not.toBe(who);
  await stepsOnStillTelling(thread, next);
});

it('a turn message deleted while the bot was away: after the restart, the new message tells what it told, the move that passed the turn too', async () => {
  const { thread, who, turn } = await afterAStep();
  await h.restart(() => h.standIn.store.deleteMessage(h.standIn.store.message(thread, turn.id)));
  const next = await passTyped(thread, who);
  expect(next.id).not.toBe(turn.id);
  expect(lines(next)).toEqual([expect.stringMatching(/ steps$/), expect.stringMatching(/ passes$/)]);
});

/**
 * A game of Ana and Ben in which the one to act has stepped by typing it, not clicking: every edit of her turn
 * message goes with the bot's token (a click's would go through its interaction's webhook). From then on every edit
 * of it meets `fault` (discord.js tries each four times). The thread, the player, her turn message, and the fault.
 */
async function afterATypedStep(
  fault: FaultKind,
): Promise<{ thread: string; who: Player; turn: APIMessage; failing: ActiveFault }> {
  const { thread, lobby } = await openLobby(h, ana, { game: 'test-steps' });
  await joinAndStart(h, thread, lobby, ana, [ben]);
  const who = whoActs(h, thread, [ana, ben]);
  expect((await who.run(thread, 'oil move', { choice: 'step' })).content).toMatch(/^Done/);
  await h.bot.idle();
  const turn = who.turnMessage(thread)!;
  expect(lines(turn).at(-1)).toMatch(/ steps$/);
  const failing = h.standIn.driver.addFault({
    method: 'PATCH',
    route: new RegExp(`/messages/${turn.id}$`),
    fault,
    times: Infinity,
  });
  return { thread, who, turn, failing };
}

it('a turn message whose finishing edit Discord keeps failing (500s): the new message tells what it told, the move that passed the turn too', async () => {
  const { thread, who, turn, failing } = await afterATypedStep({ kind: 'serverError', status: 500 });
  const next = await passTyped(thread, who);
  failing.remove();
  expect(failing.hits).toBeGreaterThan(0);
  expect(next.id).not.toBe(turn.id);
  // The message above stays as it was, without the pass: the new message tells the step and the pass, from where
  // the unfinished one began.
  expect(lines(ana.sees(thread).find((m) => m.id === turn.id)!)).toEqual(lines(turn));
  expect(lines(next)).toEqual([expect.stringMatching(/ steps$/), expect.stringMatching(/ passes$/)]);
  // Recorded as telling from there: edited in place (the other steps), it still does.
  await stepsOnStillTelling(thread, next);
});

it('a finishing edit carried out whose answer was lost (a timeout, 502s): the message above tells its lines, the new one does not tell them again', async () => {
  const { thread, who, turn, failing } = await afterATypedStep({ kind: 'lostAnswer' });
  const next = await passTyped(thread, who);
  failing.remove();
  expect(failing.hits).toBeGreaterThan(0);
  expect(next.id).not.toBe(turn.id);
  // The edit landed: the message above is finished and tells the step and the pass; they are told once.
  const above = ana.sees(thread).find((m) => m.id === turn.id)!;
  expect(above.embeds[0]?.title).toMatch(/: done$/);
  expect(above.components ?? []).toEqual([]);
  expect(lines(above).slice(-2)).toEqual([
    expect.stringMatching(/ steps$/),
    expect.stringMatching(/ passes$/),
  ]);
  expect(lines(next)).toEqual([]);
});
