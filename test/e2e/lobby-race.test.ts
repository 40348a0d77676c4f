/**
 * The lobby message under clicks at once and Discord's failures: four players pressing at once leave it showing
 * the seats the store has, even when the first edit reaches Discord last; and a seat change saved whose edit
 * Discord fails is never answered with "try again" (a second Add bot press seated a second bot); and a lobby
 * closed while an edit of it was on its way stays closed.
 */
import { describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { race } from '../fixtures/race';
import { answerOf, buttons, openLobby, settle, type Player } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro, dev } = useHarness({
  games: [race],
  players: ['ana', 'ben', 'caro', 'dev'],
});

/** The edits of a message made through a click on it (the click's token). */
const CLICK_EDIT = /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/;

/** The next request on `route` (a PATCH: an edit) waits `ms` before the stand-in takes it. */
function holdBack(route: RegExp, ms: number) {
  return h.standIn.driver.addFault({ method: 'PATCH', route, fault: { kind: 'delay', delayMs: ms } });
}

/** The message edits on `route` fail: each of the four tries discord.js makes of an edit gets a 500. */
function failEdits(route: RegExp) {
  return h.standIn.driver.addFault({
    method: 'PATCH',
    route,
    fault: { kind: 'serverError', status: 500 },
    times: 4,
  });
}

/** The lobby message `lobby` as it is now. */
function lobbyNow(thread: string, lobby: APIMessage): APIMessage {
  return ana.sees(thread).find((m) => m.id === lobby.id)!;
}

/** `who` presses the lobby button whose id has `.verb` (not waiting for the bot). */
function press(who: Player, thread: string, lobby: APIMessage, verb: string) {
  const now = lobbyNow(thread, lobby);
  return who.click(now, buttons(now).find((b) => b.customId.endsWith(`.${verb}`))!.customId);
}

/** The seats of the game in `thread` as the store has them: a mention for a person, null for a bot. */
function seatsSaved(thread: string): (string | null)[] {
  return h.bot.app.desk.byChannel(thread)!.seats.map((s) => (s.userId ? `<@${s.userId}>` : null));
}

describe('the lobby message', () => {
  it('shows the seats saved after four presses at once, though the first edit reaches Discord last', async () => {
    const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
    // The first edit of a lobby message through a click is held back, so that it arrives after the others.
    const slow = holdBack(CLICK_EDIT, 1_500);
    const clicks = [
      press(ben, thread, lobby, 'join'),
      press(caro, thread, lobby, 'join'),
      press(dev, thread, lobby, 'join'),
      press(ana, thread, lobby, 'addbot'),
    ];
    await Promise.all(clicks.map((c) => settle(h, c)));
    await h.bot.idle();
    expect(slow.hits).toBe(1);
    slow.remove();
    // Ana and three of the four presses took the table's four seats; the fourth was told it was full.
    const seats = seatsSaved(thread);
    expect(seats).toHaveLength(4);
    expect(clicks.map((c) => answerOf(c)?.content ?? '').filter((t) => /full/i.test(t))).toHaveLength(1);
    const shown = lobbyNow(thread, lobby);
    const text = shown.embeds?.[0]?.description ?? '';
    expect(text).toContain('4/4 seats taken');
    for (const [i, seat] of seats.entries()) {
      const line = text.split('\n')[i]!;
      expect(line.startsWith(`${i + 1}. `)).toBe(true);
      if (seat) expect(line).toContain(seat);
      else expect(line).toMatch(/bot/i);
    }
    const join = buttons(shown).find((b) => b.customId.endsWith('.join'))!;
    expect(join.disabled).toBe(true);
  });

  it('shows both seats after a typed /oil join and a pressed Join at once, though the first edit reaches Discord last', async () => {
    const { thread, lobby } = await openLobby(h, ben, { game: 'test-race' });
    // The first edit of the lobby message, with the bot's token or a click's, is held back.
    const slow = holdBack(
      /^\/(channels\/\d+\/messages\/\d+|webhooks\/\d+\/[^/]+\/messages\/(@|%40)original)$/,
      1_500,
    );
    const typed = caro.command(thread, 'oil join');
    const pressed = press(dev, thread, lobby, 'join');
    await Promise.all([settle(h, typed), settle(h, pressed)]);
    await h.bot.idle();
    expect(slow.hits).toBe(1);
    slow.remove();
    expect(seatsSaved(thread)).toHaveLength(3);
    const text = lobbyNow(thread, lobby).embeds?.[0]?.description ?? '';
    expect(text).toContain('3/4 seats taken');
    expect(text).toContain(`<@${caro.id}>`);
    expect(text).toContain(`<@${dev.id}>`);
  });

  it('a bot added whose click could not edit the lobby: the bot’s token edits it, and nobody is told to try again', async () => {
    const { thread, lobby } = await openLobby(h, ben, { game: 'test-race' });
    const failing = failEdits(CLICK_EDIT);
    const click = press(ben, thread, lobby, 'addbot');
    await settle(h, click);
    expect(failing.hits).toBe(4);
    failing.remove();
    expect(seatsSaved(thread)).toEqual([`<@${ben.id}>`, null]);
    expect(lobbyNow(thread, lobby).embeds?.[0]?.description).toContain('2/4 seats taken');
    expect(click.followUps().map((m) => m.content)).toEqual([]);
  });

  it('a bot added whose lobby message Discord will not edit at all: the host is told what was done, not to try again', async () => {
    const { thread, lobby } = await openLobby(h, caro, { game: 'test-race' });
    const byClick = failEdits(CLICK_EDIT);
    const byBot = failEdits(/^\/channels\/\d+\/messages\/\d+$/);
    const click = press(caro, thread, lobby, 'addbot');
    await settle(h, click);
    expect([byClick.hits, byBot.hits]).toEqual([4, 4]);
    byClick.remove();
    byBot.remove();
    expect(seatsSaved(thread)).toEqual([`<@${caro.id}>`, null]);
    expect(answerOf(click)?.content).toBe(
      'You added a bot — seat 2. I could not update the lobby message to show it.',
    );
    // The next change shows both.
    await settle(h, press(dev, thread, lobby, 'join'));
    expect(lobbyNow(thread, lobby).embeds?.[0]?.description).toContain('3/4 seats taken');
  });

  it('closed by its host while a join’s edit is on its way: it stays closed', async () => {
    const { thread, lobby } = await openLobby(h, dev, { game: 'test-race' });
    const slow = holdBack(CLICK_EDIT, 1_500);
    // The thread is archived after the lobby is closed: held back longer, so that the join's edit is not refused
    // as one in an archived thread.
    const archiving = holdBack(new RegExp(`^/channels/${thread}$`), 2_500);
    const join = press(ben, thread, lobby, 'join');
    await join.waitForAck({ timeoutMs: 5_000 });
    await expect.poll(() => seatsSaved(thread)).toHaveLength(2);
    const asked = await dev.run(thread, 'oil end');
    await settle(h, dev.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId));
    await h.bot.idle();
    expect([slow.hits, archiving.hits]).toEqual([1, 1]);
    slow.remove();
    archiving.remove();
    const shown = lobbyNow(thread, lobby);
    expect(shown.embeds?.[0]?.title).toBe('Lobby closed');
    expect(buttons(shown)).toEqual([]);
  });
});
