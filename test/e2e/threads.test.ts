/**
 * A game's thread against a stand-in as strict as Discord (issue 11): an archived thread is reopened to post
 * a saved move; a finished game's thread is archived after its final message, once the winner was answered;
 * a deleted thread or channel, or the bot removed from the server, ends the games there as abandoned (kept
 * for their log); `/oil new` opens a forum post in a forum and answers clearly in a thread, an announcement
 * channel or a voice channel's chat; `/oil board` reposts at most once a minute while the thread is current
 * and pings nobody; a superseded or ended turn message becomes a finished record (no ping, no "To act", its
 * picture kept).
 */
import { describe, expect, it } from 'vitest';
import { ChannelType, type APIMessage } from 'discord-api-types/v10';
import { isOver } from '../../src/store';
import { ENDED_TEXT } from '../../src/discord/texts';
import { defaultWorld } from '../../src/playground';
import { race } from '../fixtures/race';
import { answerOf, buttons, isEphemeral, selects, settle, threadIdIn, versionOf, whoActs } from './harness';
import { useHarness } from './use-harness';

const world = structuredClone(defaultWorld);
world.guilds[0]!.channels!.push({ name: 'table-talk', kind: 'voice' });
const { h, ana, ben, caro } = useHarness({ games: [race], world, players: ['ana', 'ben', 'caro'] });

function turnMessage(thread: string): APIMessage | undefined {
  return ana.turnMessage(thread);
}

function archived(thread: string): boolean {
  return h.standIn.driver.channel(thread).thread?.archived ?? false;
}

/** A started two-player race in a new thread of `channel`. */
async function newGame(channel = 'general', target = 10): Promise<string> {
  const thread = threadIdIn(await ana.run(channel, 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  void target;
  return thread;
}

/** Whoever must act chooses safely by a typed command; returns their private answer. */
async function move(thread: string): Promise<string> {
  const who = whoActs(h, thread, [ana, ben]);
  return (await who.run(thread, 'oil move', { choice: 'safe' })).content ?? '';
}

/** Whoever must act presses the turn message's action button; their private chooser and its first select. */
async function openChooser(thread: string) {
  const who = whoActs(h, thread, [ana, ben]);
  const turn = turnMessage(thread)!;
  const click = who.click(turn, buttons(turn).find((b) => b.customId.includes('.act.'))!.customId);
  await settle(h, click);
  const chooser = answerOf(click)!;
  return { who, chooser, select: selects(chooser)[0]! };
}

describe('a game thread', () => {
  it('archived by Discord after a quiet week is reopened to post a saved move', async () => {
    const thread = await newGame();
    h.standIn.driver.advanceClock(7 * 24 * 3_600_000 + 60_000);
    expect(archived(thread)).toBe(true);
    // A move saved without a post (as after a crash), then the catch-up: the bot reopens its thread.
    const game = h.bot.app.desk.byChannel(thread)!;
    const seat = h.bot.app.desk.snapshot(game.record.id)!.status.toAct[0]!;
    const userId = game.seats.find((s) => s.seat === seat)!.userId!;
    const turn = h.bot.app.desk.turnFor(game.record.id, userId, null);
    if (!turn.ok) throw new Error(turn.message);
    const legal = turn.value.snap.module.legalActions(turn.value.snap.state, seat) as unknown[];
    expect(h.bot.app.desk.actOn(turn.value, { id: userId, name: 'x' }, legal[0]).ok).toBe(true);
    const synced = await h.bot.app.threads.sync(game.record.id);
    expect(synced.ok).toBe(true);
    expect(archived(thread)).toBe(false);
    expect(versionOf(turnMessage(thread)!)).toBe(game.record.version + 1);
  });

  it('of a finished game is archived after the final message, and the winner is answered first', async () => {
    const thread = await newGame();
    let last = '';
    for (let i = 0; i < 40 && !isOver(h.bot.app.desk.byChannel(thread)!.record); i++)
      last = await move(thread);
    expect(isOver(h.bot.app.desk.byChannel(thread)!.record)).toBe(true);
    expect(last).toMatch(/^Done/);
    const final = [...ana.sees(thread)]
      .reverse()
      .find((m) => !isEphemeral(m) && /game over/.test(m.embeds?.[0]?.title ?? ''))!;
    expect(final.content).toMatch(/^🏁 /);
    await h.bot.idle(); // the thread is archived once the winner's answer is out
    expect(archived(thread)).toBe(true);
    // Anyone may still read the log there (a command reopens the thread, as on Discord).
    expect((await ben.run(thread, 'oil log')).embeds?.[0]?.title).toMatch(/Game log/);
  });

  it('deleted: its game ends as abandoned, kept for its log', async () => {
    const deleted = await newGame();
    await move(deleted);
    h.standIn.driver.deleteChannel({ user: 'ana', channel: deleted });
    await waitFor(() => h.bot.app.desk.openGames().every((g) => g.record.channelId !== deleted));
    const ended = h.bot.app.desk.byChannel(deleted);
    expect(isOver(ended!.record)).toBe(true);
    expect(h.bot.app.desk.log(ended!.record.id).length).toBeGreaterThan(0); // kept for its log
  });

  it('deleted while the bot was away: its game ends as abandoned when the bot finds out', async () => {
    const thread = await newGame();
    const row = h.bot.app.desk.byChannel(thread)!.record.id;
    await h.restart(() => h.standIn.driver.deleteChannel({ user: 'ana', channel: thread }));
    // The catch-up finds nothing behind; the next sync (a reminder, a move) meets Discord's 10003.
    expect(await h.bot.app.threads.sync(row, { fresh: true })).toMatchObject({ ok: false, gone: true });
    const game = h.bot.app.desk.byRow(row);
    expect(game ? isOver(game.record) : true).toBe(true);
    expect(h.bot.app.desk.openGames().some((g) => g.record.id === row)).toBe(false);
  });

  it('won from a chooser: the chooser says Done, with the player’s private news, before the thread is archived', async () => {
    const thread = await newGame();
    let last: APIMessage | null = null;
    for (let i = 0; i < 60 && !isOver(h.bot.app.desk.byChannel(thread)!.record); i++) {
      const { who, chooser, select } = await openChooser(thread);
      const risky = select.options.find((o) => /risky/.test(o.label)) ?? select.options[0]!;
      await settle(h, who.select(chooser, select.customId, [risky.value]));
      last = who.sees(thread).find((m) => m.id === chooser.id)!;
    }
    expect(isOver(h.bot.app.desk.byChannel(thread)!.record)).toBe(true);
    // The race tells each player privately what they chose: the chooser keeps that news.
    expect(last?.content).toMatch(/^Done: .*\n.* chose (risky|safe)/);
    expect(selects(last!)).toHaveLength(0);
    expect(archived(thread)).toBe(true);
  });

  it('/oil board: a new message, at most once a minute while the thread is current', async () => {
    const thread = await newGame();
    const before = turnMessage(thread)!.id;
    expect((await ana.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
    expect(turnMessage(thread)!.id).not.toBe(before);
    expect((await ana.run(thread, 'oil board')).content).toMatch(
      /less than a minute ago.*\[Jump to the current turn\]/s,
    );
  });
});

/** A finished turn message: no buttons, no mention, no "To act", its picture and what happened kept. */
function expectFinished(message: APIMessage): void {
  expect(message.components ?? []).toHaveLength(0);
  expect(message.content ?? '').not.toMatch(/<@|your (turn|move)/);
  expect(message.mentions).toHaveLength(0);
  const embed = message.embeds?.[0];
  expect(embed?.fields?.map((f) => f.name) ?? []).not.toContain('To act');
  expect(embed?.image?.url).toMatch(/\/attachments\/.*board\.png$/);
  expect(message.attachments).toHaveLength(1);
  expect(embed?.title).toMatch(/(Ana and Ben|Ben and Ana): /);
}

describe('a superseded turn message', () => {
  it('becomes a finished record in the same edit that takes its buttons off: no ping, no To act, what happened kept', async () => {
    const thread = await newGame();
    const first = turnMessage(thread)!;
    expect(first.content).toMatch(/<@/); // it asked both (and pinged them)
    await move(thread);
    await move(thread); // both chose: the round resolves, a new turn message asks both again
    expect(turnMessage(thread)!.id).not.toBe(first.id);
    const old = ana.sees(thread).find((m) => m.id === first.id)!;
    expectFinished(old);
    expect(old.embeds?.[0]?.title).toMatch(/: done$/);
    expect(old.embeds?.[0]?.description).toMatch(/chose|moved|safe/);
  });
});

describe('/oil board', () => {
  it('by a spectator reposts the turn without pinging anyone; the next real turn change pings again', async () => {
    const thread = await newGame();
    const first = turnMessage(thread)!;
    expect(first.mentions.map((u) => u.id).sort()).toEqual([ana.id, ben.id].sort());
    expect((await caro.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
    const repost = turnMessage(thread)!;
    expect(repost.id).not.toBe(first.id);
    expect(repost.mentions).toHaveLength(0);
    expect(ana.sees(thread).find((m) => m.id === first.id)!.embeds?.[0]?.title).toMatch(/reposted below$/);
    await move(thread);
    await move(thread); // the round resolves: both are asked again, and pinged
    const next = turnMessage(thread)!;
    expect(next.id).not.toBe(repost.id);
    expect(next.mentions.map((u) => u.id).sort()).toEqual([ana.id, ben.id].sort());
  });
});

describe('a start saved but never answered (the bot stopped between the two)', () => {
  it('after a restart, the first turn is posted and the lobby is closed: no Start, Leave or Add bot left', async () => {
    const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    await ben.run(thread, 'oil join');
    const lobbyOpen = () =>
      ana.sees(thread).find((m) => buttons(m).some((b) => b.customId.endsWith('.start')));
    const lobby = lobbyOpen()!;
    const row = h.bot.app.desk.byChannel(thread)!.record.id;
    // Saved as a click on Start saves it, with nothing posted after.
    expect(h.bot.app.desk.start(row, { id: ana.id, name: 'Ana' }, false).ok).toBe(true);
    await h.restart();
    await expect.poll(() => turnMessage(thread)?.id, { timeout: 10_000 }).toBeDefined();
    const closed = ana.sees(thread).find((m) => m.id === lobby.id)!;
    expect(buttons(closed)).toEqual([]);
    expect(closed.embeds?.[0]?.description ?? '').toContain('The game has started.');
    expect(lobbyOpen()).toBeUndefined();
  });
});

describe('a chooser', () => {
  it('picked twice at once: the second pick is told it was already done', async () => {
    const thread = await newGame();
    const { who, chooser, select } = await openChooser(thread);
    const safe = select.options.find((o) => /safe/.test(o.label))!;
    const first = who.select(chooser, select.customId, [safe.value]);
    const second = who.select(chooser, select.customId, [safe.value]);
    await settle(h, first);
    await settle(h, second);
    const answers = [first, second].map((p) => answerOf(p)?.content ?? '');
    expect(answers.some((a) => /^Already done: You /.test(a))).toBe(true);
    expect(answers.join('\n')).not.toMatch(/moved on while you were choosing/);
  });

  it('two choices picked at once: the second is told the game moved on, with a link to the turn that shows it', async () => {
    const thread = await newGame();
    const { who, chooser, select } = await openChooser(thread);
    const [first, second] = select.options.map((o) => who.select(chooser, select.customId, [o.value]));
    await settle(h, first!);
    await settle(h, second!);
    const refused = [first!, second!].map((p) => answerOf(p)?.content ?? '').find((a) => /moved on/.test(a));
    const turn = turnMessage(thread)!;
    expect(refused).toBe(
      'The game moved on while you were choosing, so that choice changed nothing. ' +
        `[Jump to the current turn](https://discord.com/channels/${h.guildId}/${thread}/${turn.id})`,
    );
  });
});

describe('/oil games', () => {
  it('asked inside a game thread answers privately; in a channel, publicly', async () => {
    const thread = await newGame();
    expect(isEphemeral(await ana.run(thread, 'oil games'))).toBe(true);
    expect(isEphemeral(await ana.run('general', 'oil games'))).toBe(false);
  });
});

describe('ending a game early', () => {
  it('/oil end: the game is abandoned and its turn message loses its buttons', async () => {
    const thread = await newGame();
    const turn = turnMessage(thread)!;
    const liveAlt = turn.attachments?.[0]?.description;
    const confirm = await ana.run(thread, 'oil end');
    const yes = buttons(confirm).find((b) => b.label.startsWith('Yes'))!;
    await settle(h, ana.click(confirm, yes.customId));
    const finished = ana.sees(thread).find((m) => m.id === turn.id)!;
    expectFinished(finished);
    expect(finished.embeds?.[0]?.title).toMatch(/the game was ended$/);
    // Its picture, the game's last, is described as the game now stands: ended, nobody's move.
    expect(liveAlt).toMatch(/To act: (Ana|Ben)/);
    expect(finished.attachments?.[0]?.description).toContain(ENDED_TEXT);
    expect(finished.attachments?.[0]?.description).not.toContain('To act');
    const said = ana.sees(thread).find((m) => /ended this game/.test(m.content ?? ''))?.content ?? '';
    // The standings at that moment, highest first, in the game's words (points here).
    const standings = /Standings when it ended: (\w+) (\d+) points? · (\w+) (\d+) points?$/m.exec(said);
    expect(standings, said).not.toBeNull();
    expect([standings![1], standings![3]].sort()).toEqual(['Ana', 'Ben']);
    expect(Number(standings![2])).toBeGreaterThanOrEqual(Number(standings![4]));
    // /oil board links the ended game's last board rather than posting it again.
    const posts = () => ana.sees(thread).filter((m) => !isEphemeral(m)).length;
    const shown = posts();
    const link = (await ana.run(thread, 'oil board')).content ?? '';
    expect(link).toMatch(
      new RegExp(`^This game is over\\. \\[Jump to its final board\\]\\(.*/${turn.id}\\)$`),
    );
    expect(posts()).toBe(shown);
  });
});

describe('/oil new in other kinds of channels', () => {
  it('a forum: used in one of its posts, the game opens as a new post whose first message is the lobby', async () => {
    const forum = h.standIn.driver.channel('forum-games').id;
    const channel = await h.bot.client.channels.fetch(forum);
    if (!channel || channel.type !== ChannelType.GuildForum) throw new Error('no forum');
    const chat = await channel.threads.create({
      name: 'Looking for players',
      message: { content: 'Anyone up for a game?' },
    });
    const reply = await ana.run(chat.id, 'oil new', { game: 'test-race' });
    const post = threadIdIn(reply);
    const first = ana.sees(post)[0]!;
    expect(first.id).toBe(post); // a forum post's starter message has the thread's id
    expect(first.embeds?.[0]?.title).toMatch(/lobby/);
    expect(buttons(first).map((b) => b.label)).toContain('Join');
  });

  it('named with the game, its number in the server and the host: two lobbies of one host are told apart', async () => {
    const first = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const second = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
    const nameOf = (thread: string) => h.standIn.driver.channel(thread).name;
    expect(nameOf(first)).toMatch(/^.+ #\d+ — ana$/i);
    expect(nameOf(second)).not.toBe(nameOf(first));
    const number = (thread: string) => Number(/#(\d+)/.exec(nameOf(thread))![1]);
    expect(number(second)).toBe(number(first) + 1);
    for (const thread of [first, second]) {
      const confirm = await ana.run(thread, 'oil end'); // closed: the later tests count Ana's open lobbies
      await settle(h, ana.click(confirm, buttons(confirm).find((b) => b.label.startsWith('Yes'))!.customId));
    }
  });

  it('a thread, an announcement channel, a voice channel’s chat: a clear answer', async () => {
    const thread = await newGame();
    expect((await ana.run(thread, 'oil new', { game: 'test-race' })).content).toMatch(
      /This is a thread.*use `\/oil new` in <#\d+>/,
    );
    expect((await ana.run('announcements', 'oil new', { game: 'test-race' })).content).toMatch(
      /Announcement channels are for news/,
    );
    expect((await ana.run('table-talk', 'oil new', { game: 'test-race' })).content).toMatch(
      /A voice channel’s chat cannot hold game threads/,
    );
  });
});

describe('when the server goes away', () => {
  it('a deleted channel ends the games in its threads; the bot removed from the server ends the rest', async () => {
    const inLounge = await newGame('oil-springs');
    const elsewhere = await newGame('catan');
    h.standIn.driver.deleteChannel({ user: 'ana', channel: 'oil-springs' });
    await waitFor(() =>
      isOver(h.bot.app.desk.byChannel(inLounge)?.record ?? { lifecycle: 'active' as const }),
    );
    expect(h.bot.app.desk.byChannel(elsewhere)?.record.lifecycle).toBe('active');
    h.standIn.driver.removeBot();
    await waitFor(() => h.bot.app.desk.openGames().length === 0);
    expect(isOver(h.bot.app.desk.byChannel(elsewhere)!.record)).toBe(true);
  });
});

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
