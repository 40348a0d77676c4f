/**
 * Turn-message edits through the clicks on it (src/discord/message-editors.ts): a click acknowledged silently on
 * a turn message edits that message in place, and takes its buttons off when the next turn message is posted,
 * with its own interaction token, which Discord leaves out of the bot's global limit; so does a move made in
 * the private chooser that a click on the message opened. The bot's token then only posts. When Discord refuses
 * the click's token, the bot's token makes the edit.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, expect, it } from 'vitest';
import { steps } from '../fixtures/race';
import { answerOf, buttons, isEphemeral, selects, settle, threadIdIn, versionOf, whoActs } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [steps], players: ['ana', 'ben'] });
let thread: string;

/** The stand-in's count of bot-token requests (the ones under Discord's global limit) since `reset`. */
function botTokenRequests(): number {
  return h.standIn.rateLimits.counts.botRequests;
}

function reset(): void {
  h.standIn.rateLimits.resetStats();
}

/** Whoever must act presses `verb` ("step" or "pass") on the turn message; returns the message they pressed. */
async function press(verb: 'step' | 'pass'): Promise<APIMessage> {
  const who = whoActs(h, thread, [ana, ben]);
  const turn = who.turnMessage(thread)!;
  const button = buttons(turn).find((b) => b.customId.includes(`.act.${verb}`));
  if (!button) throw new Error(`no ${verb} button on the turn message`);
  await settle(h, who.click(turn, button.customId));
  return turn;
}

function message(id: string): APIMessage {
  return ana.sees(thread).find((m) => m.id === id)!;
}

beforeAll(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-steps' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
}, 60_000);

it('a click that keeps the turn edits the turn message in place with its own token: no bot-token request', async () => {
  const before = ana.turnMessage(thread)!;
  const version = versionOf(before)!; // read now: the stand-in edits its messages in place
  reset();
  const pressed = await press('step');
  expect(pressed.id).toBe(before.id);
  expect(botTokenRequests()).toBe(0);
  const after = message(before.id);
  expect(versionOf(after)).toBe(version + 1);
  expect(after.attachments).toHaveLength(1); // the new board
  expect(ana.turnMessage(thread)!.id).toBe(before.id);
});

it('a click that passes the turn: the bot’s token posts the next message, the click’s takes the old one’s buttons off', async () => {
  reset();
  const old = await press('pass');
  expect(botTokenRequests()).toBe(1); // the post (it pings the next player)
  expect(buttons(message(old.id))).toHaveLength(0);
  const next = ana.turnMessage(thread)!;
  expect(next.id).not.toBe(old.id);
  expect(buttons(next).some((b) => b.customId.includes('.act.step'))).toBe(true);
});

it('a click whose token Discord refuses: the bot’s token makes the edit', async () => {
  const fault = h.standIn.faults.add({
    method: 'PATCH',
    route: /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original/,
    fault: { kind: 'serverError' },
    times: Number.POSITIVE_INFINITY,
  });
  try {
    const before = ana.turnMessage(thread)!;
    const version = versionOf(before)!;
    reset();
    await press('step');
    expect(fault.hits).toBeGreaterThan(0);
    expect(botTokenRequests()).toBe(1); // the edit, with the bot's token
    expect(versionOf(message(before.id))).toBe(version + 1);
  } finally {
    fault.remove();
  }
});

it('a move made in the private chooser edits the turn message through the click that opened it', async () => {
  // A new turn (so the jump is not a third move of it), then a jump: two choices, in the private chooser.
  await press('pass');
  const who = whoActs(h, thread, [ana, ben]);
  const turn = who.turnMessage(thread)!;
  const version = versionOf(turn)!;
  const jump = buttons(turn).find((b) => b.customId.includes('.act.jump'))!;
  reset();
  const click = who.click(turn, jump.customId);
  await settle(h, click);
  const chooser = answerOf(click)!;
  expect(isEphemeral(chooser)).toBe(true);
  const menu = selects(chooser)[0]!;
  await settle(h, who.select(chooser, menu.customId, [menu.options[0]!.value]));
  // The same player goes on: the same turn message, edited through the click on it.
  expect(who.turnMessage(thread)!.id).toBe(turn.id);
  expect(versionOf(message(turn.id))).toBe(version + 1);
  expect(botTokenRequests()).toBe(0);
});
