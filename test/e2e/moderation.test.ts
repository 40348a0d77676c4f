/**
 * What a server's moderators meet when they clean up: `/oil end` asks in the words of what it ends (a lobby is
 * closed, a game ended), archives the thread as a finished game's is, and says at once when there is nothing
 * left to end; a lobby closed before its start leaves a thread in which the game's commands say it was closed
 * (no empty board, no error); an open lobby's message deleted by a moderator comes back at the next join, and
 * the host or an admin may take a seat away from someone who joined and will not come, or hand the seat of a
 * player who left the server to a bot by its number.
 */
import { describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { LOBBY_CLOSED_TEXT } from '../../src/discord/texts';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttonId,
  buttons,
  chooseInRace,
  isEphemeral,
  settle,
  threadIdIn,
  whoActs,
  type Player,
} from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro, dev } = useHarness({
  games: [race],
  players: ['ana', 'ben', 'caro', 'dev'],
});

/** `who` answers yes to the question `/oil end` asked. */
async function confirmEnd(who: Player, asked: APIMessage): Promise<void> {
  await settle(h, who.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId));
}

/** A lobby Ben opened and closed again: its thread. */
async function closedLobby(): Promise<string> {
  const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
  await confirmEnd(ben, await ben.run(thread, 'oil end'));
  return thread;
}

function publicMessages(thread: string): APIMessage[] {
  return ana.sees(thread).filter((m) => !isEphemeral(m));
}

describe('/oil end', () => {
  it('in a lobby asks to close it, and says it was closed', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    // Someone who neither hosts nor moderates is told who may close it, in the words of a lobby, and what they
    // may do alone: take a seat, or give theirs up.
    expect((await caro.run(thread, 'oil end')).content).toBe(
      `Only the host or someone with the Manage Threads permission can close this lobby: ask <@${ben.id}>, the host. To play in it, press **Join** (or \`/oil join\`).`,
    );
    await caro.run(thread, 'oil join');
    expect((await caro.run(thread, 'oil end')).content).toBe(
      `Only the host or someone with the Manage Threads permission can close this lobby: ask <@${ben.id}>, the host. To give up your own seat, press **Leave** (or \`/oil leave\`).`,
    );
    await caro.run(thread, 'oil leave');
    const asked = await ana.run(thread, 'oil end');
    expect(asked.content).toBe(
      'Close this lobby for everyone? Its seats are given up and it cannot be reopened.',
    );
    expect(buttons(asked).map((b) => b.label)).toEqual(['Yes, close the lobby', 'No, keep it open']);
    const kept = await ana.run(thread, 'oil end');
    await settle(h, ana.click(kept, buttons(kept).find((b) => b.label.startsWith('No'))!.customId));
    expect(ana.sees(thread).find((m) => m.id === kept.id)?.content).toBe('The lobby stays open.');
    await confirmEnd(ana, asked);
    expect(ana.sees(thread).find((m) => m.id === asked.id)?.content).toBe('Lobby closed.');
  });

  it('to close a lobby, answered after the host started it, asks again, and the game goes on', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await ana.run(thread, 'oil join');
    const asked = await ana.run(thread, 'oil end');
    await ben.run(thread, 'oil start');
    // Someone not playing, who neither hosts nor moderates, is told whom to ask (a player is offered a vote), and
    // not to give up a seat they do not have.
    expect((await caro.run(thread, 'oil end')).content).toBe(
      `Only the host or someone with the Manage Threads permission can end this game: ask <@${ben.id}>, the host, or a moderator.`,
    );
    const yes = ana.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId);
    await settle(h, yes);
    expect(answerOf(yes)?.content).toBe(
      'The game started since you asked, so it goes on: `/oil end` asks again.',
    );
    expect(h.bot.app.desk.byChannel(thread)!.record.lifecycle).toBe('active');
  });

  it('where the game is over already says so, and asks nothing', async () => {
    const lobby = await closedLobby();
    const again = await ana.run(lobby, 'oil end');
    expect(again.content).toBe(LOBBY_CLOSED_TEXT);
    expect(buttons(again)).toHaveLength(0);

    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await ana.run(thread, 'oil join');
    await ben.run(thread, 'oil start');
    await confirmEnd(ben, await ben.run(thread, 'oil end'));
    const ended = await ben.run(thread, 'oil end');
    expect(ended.content).toBe(
      'This game is over already, so there is nothing to end. Start a new one with `/oil new`.',
    );
    expect(buttons(ended)).toHaveLength(0);
  });
  it('archives the thread once the game or lobby is ended, as a finished game’s', async () => {
    const lobby = await closedLobby();
    expect(h.standIn.driver.channel(lobby).thread?.archived).toBe(true);
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await ana.run(thread, 'oil join');
    await ben.run(thread, 'oil start');
    await confirmEnd(ana, await ana.run(thread, 'oil end'));
    await h.bot.idle();
    expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
    expect(publicMessages(thread).at(-1)?.content).toMatch(/^Ana \(a server admin\) ended this game\./);
  });

  it('answered after the game moved on asks again, and the game goes on', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await ana.run(thread, 'oil join');
    await ben.run(thread, 'oil start');
    const asked = await ana.run(thread, 'oil end');
    await chooseInRace(whoActs(h, thread, [ana, ben]), thread);
    const yes = ana.click(asked, buttons(asked).find((b) => b.label.startsWith('Yes'))!.customId);
    await settle(h, yes);
    expect(answerOf(yes)?.content).toBe(
      'The game moved on since you asked, so it goes on: `/oil end` asks again.',
    );
    expect(h.bot.app.desk.byChannel(thread)!.record.lifecycle).toBe('active');
  });
});

describe('a lobby closed before its start', () => {
  it('/oil board and /oil hand say it was closed, and post nothing', async () => {
    const thread = await closedLobby();
    const before = publicMessages(thread).length;
    expect((await ben.run(thread, 'oil board')).content).toBe(LOBBY_CLOSED_TEXT);
    expect((await ben.run(thread, 'oil hand')).content).toBe(LOBBY_CLOSED_TEXT);
    expect(publicMessages(thread)).toHaveLength(before);
  });
});

describe('a lobby whose host is not around', () => {
  const lobbyOf = (thread: string) =>
    publicMessages(thread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
  const NOT_HOST =
    'Only the host can start the game: Ben presses **Start** once everyone is in ' +
    '(a moderator with Manage Threads can start it too).';

  it('is started by a moderator’s Start, and the thread says who started it; a player is refused', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await caro.run(thread, 'oil join');
    // A player who is not the host is told who starts it, and that a moderator can.
    const refused = caro.click(lobbyOf(thread), buttonId(lobbyOf(thread), '.start'));
    await settle(h, refused);
    expect(answerOf(refused)?.content).toBe(NOT_HOST);
    expect(h.bot.app.desk.byChannel(thread)!.record.lifecycle).toBe('lobby');
    // Ana moderates (Manage Threads) and has no seat: her Start starts it, with Ben still the host.
    await settle(h, ana.click(lobbyOf(thread), buttonId(lobbyOf(thread), '.start')));
    const game = h.bot.app.desk.byChannel(thread)!;
    expect(game.record.lifecycle).toBe('active');
    expect(game.seats.map((s) => s.userId).sort()).toEqual([ben.id, caro.id].sort());
    // Said above the first turn, so the thread reads in order: who started it, then its first board.
    const shown = publicMessages(thread);
    const line = shown.findIndex(
      (m) => m.content === `Ana (a server admin) started this game in place of the host, <@${ben.id}>.`,
    );
    const turn = shown.findIndex((m) => m.id === h.bot.app.desk.turnMessage(game.record.id)?.messageId);
    expect(line).toBeGreaterThanOrEqual(0);
    expect(turn).toBeGreaterThan(line);
  });

  it('is started by a moderator’s /oil start; the host’s own start says nothing more', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await caro.run(thread, 'oil join');
    expect((await dev.run(thread, 'oil start')).content).toBe(NOT_HOST);
    expect((await ana.run(thread, 'oil start')).content).toBe('The game has started.');
    expect(publicMessages(thread).filter((m) => /started this game/.test(m.content))).toHaveLength(1);

    const own = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await caro.run(own, 'oil join');
    expect((await ben.run(own, 'oil start')).content).toBe('The game has started.');
    expect(publicMessages(own).filter((m) => /started this game/.test(m.content))).toHaveLength(0);
  });
});

describe('an open lobby', () => {
  it('whose message a moderator deleted is posted anew at the next /oil join, with its seats and buttons', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    const lobby = publicMessages(thread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
    h.standIn.store.deleteMessage(h.standIn.store.message(thread, lobby.id));
    expect((await ana.run(thread, 'oil join')).content).toMatch(/^You joined/);
    const again = publicMessages(thread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''));
    expect(again?.embeds?.[0]?.description).toContain(`<@${ana.id}>`);
    expect(buttons(again!).map((b) => b.label)).toContain('Start');
    // The lobby is that message from now on: the next change edits it, nothing more is posted.
    expect((await ana.run(thread, 'oil leave')).content).toBe('You left the lobby.');
    const lobbies = publicMessages(thread).filter((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''));
    expect(lobbies.map((m) => m.id)).toEqual([again!.id]);
    expect(lobbies[0]!.embeds?.[0]?.description).not.toContain(`<@${ana.id}>`);
  });

  it('the host or an admin takes a seat away from someone who joined and will not come', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await caro.run(thread, 'oil join');
    await dev.run(thread, 'oil join');
    const seated = () => h.bot.app.desk.byChannel(thread)!.seats.map((s) => s.name);
    expect((await dev.run(thread, 'oil leave', { player: 'caro' })).content).toBe(
      'Only the host or a server admin (Manage Threads) can take Caro’s seat away.',
    );
    expect((await ana.run(thread, 'oil leave', { player: 'ben' })).content).toBe(
      'Ben hosts this lobby, so their seat stays: `/oil end` closes the lobby.',
    );
    expect((await ana.run(thread, 'oil leave', { player: 'caro' })).content).toBe(
      'Caro no longer has a seat in this lobby (they may join again).',
    );
    expect((await ben.run(thread, 'oil leave', { player: 'dev' })).content).toBe(
      'Dev no longer has a seat in this lobby (they may join again).',
    );
    expect(seated()).toEqual(['Ben']);
    const lobby = publicMessages(thread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
    expect(lobby.embeds?.[0]?.description).not.toMatch(new RegExp(`<@(${caro.id}|${dev.id})>`));
    expect((await ben.run(thread, 'oil leave', { player: 'caro' })).content).toBe(
      'Caro has no seat in this lobby.',
    );
  });
});

describe('a player who left the server', () => {
  it('is no longer offered to pick, so the host or an admin hands their seat to a bot by its number', async () => {
    const thread = threadIdIn(await ben.run('general', 'oil new', { game: 'test-race' }));
    await caro.run(thread, 'oil join');
    await ben.run(thread, 'oil start');
    const game = () => h.bot.app.desk.byChannel(thread)!;
    const seat = game().seats.find((s) => s.userId === caro.id)!.seat + 1;
    const members = h.standIn.store.guild(h.guildId).members;
    const member = members.get(caro.id)!;
    members.delete(caro.id);
    try {
      expect(() => ana.command(thread, 'oil leave', { player: 'caro' })).toThrow(/no member/);
      expect((await dev.run(thread, 'oil leave', { seat })).content).toBe(
        'Only the host or a server admin (Manage Threads) can hand Caro’s seat to a bot.',
      );
      expect((await ana.run(thread, 'oil leave', { seat: 8 })).content).toBe(
        'There is no seat 8 in this game.',
      );
      expect((await ana.run(thread, 'oil leave', { seat })).content).toBe(
        'A bot plays Caro’s seat now; `/oil return` gives it back to them.',
      );
      expect(game().seats.find((s) => s.userId === caro.id)).toMatchObject({ botKind: expect.any(String) });
    } finally {
      members.set(caro.id, member);
    }
  });
});
