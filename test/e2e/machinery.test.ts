/**
 * The bot's machinery end to end with the fixture game "Race to 10" (simultaneous choices): lobby in a new
 * thread, buttons, private chooser, PNG turn messages, stale and double clicks, out-of-turn and unseated
 * clicks, forged custom ids, a command where there is no game, and a restart mid-game.
 */
import { describe, expect, it } from 'vitest';
import { PermissionFlagsBits, type APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttonId,
  buttons,
  isEphemeral,
  selects,
  settle,
  threadIdIn,
  versionOf,
  type Player,
} from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro, dev } = useHarness({ games: [race], players: ['ana', 'ben', 'caro', 'dev'] });
let thread: string;

function lobbyMessage(): APIMessage {
  const m = ana.sees(thread).find((x) => (x.embeds?.[0]?.title ?? '').includes('lobby'));
  if (!m) throw new Error('no lobby message');
  return m;
}

/**
 * `who` chooses `choice` through the Choose button and the private select. Returns false (after checking the
 * explanation) when `who` has already chosen this round.
 */
async function choose(who: Player, choice: 'safe' | 'risky'): Promise<boolean> {
  const turn = ana.turnMessage(thread)!;
  const click = who.click(turn, buttonId(turn, '.act.choose'));
  await settle(h, click);
  const chooser = answerOf(click);
  expect(chooser, 'a private answer').not.toBeNull();
  const sel = selects(chooser!)[0];
  if (!sel) {
    expect(chooser!.content).toMatch(/Waiting for|you can act after/);
    return false;
  }
  const option = sel.options.find((o) => o.label.includes(choice))!;
  const pick = who.select(chooser!, sel.customId, [option.value]);
  await settle(h, pick);
  return true;
}

/**
 * A race of Ana and Ben in a new thread, Ana's pick made: the round's last pick, Ben's, opens a new round that
 * asks both, so the bot must post a new turn message (an edit of the current one needs no Send permission on
 * Discord, and the stand-in allows it too). The thread and its turn message.
 */
async function raceWaitingOnBen(): Promise<{ t: string; turn: APIMessage }> {
  const t = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  const lobby = await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: t,
  });
  await settle(h, ben.click(lobby, buttonId(lobby, '.join')));
  const joined = ana.sees(t).find((m) => m.id === lobby.id)!;
  await settle(h, ana.click(lobby.id, buttonId(joined, '.start')));
  const turn = [...ana.sees(t)].reverse().find((m) => buttons(m).some((b) => b.customId.includes('.hand')))!;
  // Ana picks first: the message is edited (Ben is still to pick).
  const anaClick = ana.click(turn, buttonId(turn, '.act.choose'));
  await settle(h, anaClick);
  const anaChooser = answerOf(anaClick)!;
  const anaSel = selects(anaChooser)[0]!;
  await settle(h, ana.select(anaChooser, anaSel.customId, [anaSel.options[0]!.value]));
  return { t, turn };
}

/** Ben makes the round's last pick on turn message `turnId` of thread `t`; what he is told. */
async function bensPick(t: string, turnId: string): Promise<string> {
  const current = [...ben.sees(t)]
    .reverse()
    .find((m) => buttons(m).some((b) => b.customId.includes('.hand')))!;
  expect(current.id).toBe(turnId);
  const click = ben.click(current, buttonId(current, '.act.choose'));
  await settle(h, click);
  const chooser = answerOf(click)!;
  const sel = selects(chooser)[0]!;
  const pick = ben.select(chooser, sel.customId, [sel.options[0]!.value]);
  await settle(h, pick);
  return answerOf(pick)?.content ?? '';
}

describe('lobby', () => {
  it('a command in a channel with no game explains itself and changes nothing', async () => {
    const reply = await ana.run('general', 'oil board');
    expect(reply.content).toMatch(/no game in this channel/i);
    // A server with many games: where to find them.
    expect(reply.content).toContain('`/oil games` links to this server’s games');
    const reply2 = await ben.run('general', 'oil join');
    expect(reply2.content).toMatch(/no game in this channel/i);
  });

  it('/oil new opens a lobby in a new thread with Join / Leave / Add bot / Start', async () => {
    const reply = await ana.run('general', 'oil new', { game: 'test-race' });
    thread = threadIdIn(reply);
    const lobby = await h.standIn.driver.waitForMessage(
      (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
      {
        channel: thread,
      },
    );
    const labels = buttons(lobby).map((b) => b.label);
    expect(labels[0]).toBe('Join');
    expect(labels).toContain('Leave');
    expect(labels).toContain('Add bot');
    expect(labels.some((l) => l.startsWith('Start — needs 1 more player'))).toBe(true);
  });

  it('Leave from someone without a seat points at Join, not at another game', async () => {
    const click = ben.click(lobbyMessage(), buttonId(lobbyMessage(), '.leave'));
    await settle(h, click);
    expect(answerOf(click)?.content).toBe(
      "You don't have a seat in this lobby. Press **Join** (or `/oil join`) to take one.",
    );
  });

  // A playtest: someone new typed `/oil join` in the channel beside the game threads and was told to start a
  // game of their own, with a lobby open one click away.
  it('/oil join where there is no lobby points at the server’s open lobbies, and seats nobody', async () => {
    const reply = await ben.run('general', 'oil join');
    expect(reply.content).toBe(
      `There is no lobby in this channel. Open lobbies in this server: <#${thread}> (Race to 10 (test fixture), 1/4 seats). Press **Join** in one.`,
    );
    expect(lobbyMessage().embeds?.[0]?.description).not.toContain(`<@${ben.id}>`);
    // Its host, already seated there, is not sent to it.
    const host = await ana.run('general', 'oil join');
    expect(host.content).toMatch(/no game in this channel/i);
  });

  it('the lobby message updates as seats fill; only the host adds bots and starts', async () => {
    await settle(h, ben.click(lobbyMessage(), buttonId(lobbyMessage(), '.join')));
    expect(lobbyMessage().embeds?.[0]?.description).toContain(`<@${ben.id}>`);
    const notHost = ben.click(lobbyMessage(), buttonId(lobbyMessage(), '.addbot'));
    await settle(h, notHost);
    expect(answerOf(notHost)?.content).toMatch(/only the host/i);
    await settle(h, caro.click(lobbyMessage(), buttonId(lobbyMessage(), '.join')));
    expect(buttons(lobbyMessage()).map((b) => b.label)).not.toContain('Remove bot');
    await settle(h, ana.click(lobbyMessage(), buttonId(lobbyMessage(), '.addbot')));
    expect(lobbyMessage().embeds?.[0]?.description).toMatch(/4\/4 seats/);
    // A bot seated by mistake (or in a friend's seat) comes off again: by the host only.
    const notHostRemoves = ben.click(lobbyMessage(), buttonId(lobbyMessage(), '.rmbot'));
    await settle(h, notHostRemoves);
    expect(answerOf(notHostRemoves)?.content).toBe('Only the host, Ana, can remove bots.');
    await settle(h, ana.click(lobbyMessage(), buttonId(lobbyMessage(), '.rmbot')));
    expect(lobbyMessage().embeds?.[0]?.description).toMatch(/3\/4 seats/);
    // No seat is a bot's any more (the closing line still says the host may add one).
    expect(lobbyMessage().embeds?.[0]?.description).not.toMatch(/^\d+\. .*bot/im);
    expect(buttons(lobbyMessage()).map((b) => b.label)).not.toContain('Remove bot');
    await settle(h, ana.click(lobbyMessage(), buttonId(lobbyMessage(), '.addbot')));
    expect(lobbyMessage().embeds?.[0]?.description).toMatch(/4\/4 seats/);
    await settle(h, ana.click(lobbyMessage(), buttonId(lobbyMessage(), '.start')));
    expect(buttons(lobbyMessage())).toHaveLength(0);
    const turn = ana.turnMessage(thread)!;
    expect(turn.attachments?.[0]?.filename).toBe('board.png');
    expect(turn.attachments?.[0]?.description?.length).toBeGreaterThan(10);
  });
});

describe('turns', () => {
  it('someone not seated gets a private explanation and nothing changes', async () => {
    const before = ana.turnMessage(thread)!;
    const click = dev.click(before, buttonId(before, '.act.choose'));
    await settle(h, click);
    expect(answerOf(click)?.content).toBe(
      "You're not playing in this game. You can follow it here; `/oil games` lists the open lobbies to join.",
    );
    expect(ana.turnMessage(thread)!.id).toBe(before.id);
  });

  it('a player who already acted this round is told whom we wait for', async () => {
    await choose(ana, 'safe');
    const turn = ana.turnMessage(thread)!;
    const click = ana.click(turn, buttonId(turn, '.act.choose'));
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(/Waiting for .*Ben.*Caro|Waiting for .*Caro.*Ben/);
  });

  it('a double click leaves one chooser, and its pick applies one action', async () => {
    const turn = ana.turnMessage(thread)!;
    const v = versionOf(turn)!;
    const first = ben.click(turn, buttonId(turn, '.act.choose'));
    const second = ben.click(turn, buttonId(turn, '.act.choose'));
    await settle(h, first);
    await settle(h, second);
    // The later chooser replaced the earlier one: Ben has one menu, not two.
    const open = [answerOf(first), answerOf(second)].filter((m) => m !== null);
    expect(open).toHaveLength(1);
    const chooser = open[0]!;
    const sel = selects(chooser)[0]!;
    const pick = ben.select(chooser, sel.customId, [sel.options[0]!.value]);
    await settle(h, pick);
    expect(versionOf(ana.turnMessage(thread)!)).toBe(v + 1);
  });

  it('one turn message per round: edited while the same players act, a new post (with pings) for a new round', async () => {
    const round = ana.turnMessage(thread)!;
    expect(round.content).toContain(`<@${caro.id}>`);
    await choose(caro, 'safe'); // the last to choose: the round resolves and a new one asks everyone again
    const next = ana.turnMessage(thread)!;
    const nextVersion = versionOf(next)!;
    expect(next.id).not.toBe(round.id);
    expect(buttons(ana.sees(thread).find((m) => m.id === round.id)!)).toHaveLength(0);
    await choose(ana, 'safe'); // the same round goes on: the message is edited, no new post
    expect(ana.turnMessage(thread)!.id).toBe(next.id);
    expect(versionOf(ana.turnMessage(thread)!)).toBe(nextVersion + 1);
  });

  it('a pick made on an older chooser still counts when only others acted since (simultaneous choices)', async () => {
    const turn = ana.turnMessage(thread)!;
    const v = versionOf(turn)!;
    const benClick = ben.click(turn, buttonId(turn, '.act.choose'));
    const caroClick = caro.click(turn, buttonId(turn, '.act.choose'));
    await settle(h, benClick);
    await settle(h, caroClick);
    const benSel = selects(answerOf(benClick)!)[0]!;
    await settle(h, ben.select(answerOf(benClick)!, benSel.customId, [benSel.options[0]!.value]));
    expect(versionOf(ana.turnMessage(thread)!)).toBe(v + 1);
    // Caro's chooser was drawn at v; only Ben acted since, so she gets her choices as they are now.
    const chooser = answerOf(caroClick)!;
    const sel = selects(chooser)[0]!;
    expect(parseCustomId(sel.customId)?.version).toBe(v);
    const stalePick = caro.select(chooser, sel.customId, [sel.options[0]!.value]);
    await settle(h, stalePick);
    expect(
      stalePick
        .followUps()
        .map((m) => m.content)
        .join('\n'),
    ).toMatch(/Others acted while you were choosing/);
    const rebuilt = h.standIn.driver.visibleMessages('caro', thread).find((m) => m.id === chooser.id)!;
    const now = selects(rebuilt)[0]!;
    expect(parseCustomId(now.customId)?.version).toBe(v + 1);
    await settle(h, caro.select(rebuilt, now.customId, [now.options[0]!.value]));
    expect(versionOf(ana.turnMessage(thread)!)).toBeGreaterThan(v + 1);
  });

  it('a stale pick links to the current turn message and changes nothing', async () => {
    // Ana opens a chooser, then chooses by typing `/oil move`: the chooser is now stale.
    const turn = ana.turnMessage(thread)!;
    const first = ana.click(turn, buttonId(turn, '.act.choose'));
    await settle(h, first);
    if (!selects(answerOf(first)!)[0]) await choose(ben, 'safe'); // a new round if Ana already chose
    const current0 = ana.turnMessage(thread)!;
    const opened = ana.click(current0, buttonId(current0, '.act.choose'));
    await settle(h, opened);
    const staleChooser = answerOf(opened)!;
    const staleSel = selects(staleChooser)[0]!;
    const typed = await h.standIn.driver.autocomplete({
      user: 'ana',
      channel: thread,
      command: 'oil move',
      focused: 'choice',
      options: { choice: 'safe' },
    });
    expect((await ana.run(thread, 'oil move', { choice: typed[0]!.value as string })).content).toMatch(
      /Done/,
    );
    const current = ana.turnMessage(thread)!;
    const click = ana.select(staleChooser, staleSel.customId, [staleSel.options[0]!.value]);
    await settle(h, click);
    const text = answerOf(click)?.content ?? '';
    expect(text).toMatch(/moved on while you were choosing/);
    expect(text).toContain(current.id);
    // A link in words, not a bare address.
    expect(text).toMatch(/\[Jump to the current turn\]\(https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+\)$/);
    expect(ana.turnMessage(thread)!.id).toBe(current.id);
  });

  it('a forged custom id is refused and changes nothing', async () => {
    const channel = await h.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('thread not sendable');
    const forged = await channel.send({
      content: 'forged controls',
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'garbled', custom_id: 'd1.1.0.explode.now' },
            { type: 2, style: 1, label: 'other game', custom_id: 'd1.9999.3.act.choose' },
            { type: 2, style: 1, label: 'foreign', custom_id: 'not-ours' },
          ],
        },
      ],
    });
    const current = ana.turnMessage(thread)!;
    for (const id of ['d1.1.0.explode.now', 'not-ours']) {
      const click = caro.click(forged.id, id);
      await settle(h, click);
      expect(answerOf(click)?.content).toMatch(/not one of mine/);
    }
    const click = caro.click(forged.id, 'd1.9999.3.act.choose');
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(/no longer exists/);
    expect(ana.turnMessage(thread)!.id).toBe(current.id);
  });

  it('the hand view is private and the typed command works too', async () => {
    const turn = ana.turnMessage(thread)!;
    const click = caro.click(turn, buttonId(turn, '.hand'));
    await settle(h, click);
    const hand = answerOf(click)!;
    expect(hand.flags! & 64).toBe(64);
    expect(ben.sees(thread).some((m) => m.id === hand.id)).toBe(false);
    const choices = await h.standIn.driver.autocomplete({
      user: 'caro',
      channel: thread,
      command: 'oil move',
      focused: 'choice',
      options: { choice: 'saf' },
    });
    expect(choices.map((c) => c.name)).toEqual([expect.stringMatching(/safe/)]);
    const outsider = await h.standIn.driver.autocomplete({
      user: 'dev',
      channel: thread,
      command: 'oil move',
      focused: 'choice',
      options: { choice: '' },
    });
    expect(outsider.map((c) => c.name)).toEqual(['You are not playing in this game']);
    const reply = await caro.run(thread, 'oil move', { choice: choices[0]!.value as string });
    expect(reply.content).toMatch(/Done/);
  });
});

describe('reading commands', () => {
  it('/oil log pages the public history; /oil help and /oil rules answer privately', async () => {
    const log = await ben.run(thread, 'oil log');
    expect(log.embeds?.[0]?.title).toMatch(/Game log — page 1 of \d+/);
    expect(log.embeds?.[0]?.description).toMatch(/(Ana|Ben|Caro) has chosen/);
    expect(log.embeds?.[0]?.description).not.toMatch(/\{p\d\}/);
    const help = await dev.run('general', 'oil help');
    // First how to play a first game (test/e2e/newcomer.test.ts), then every command.
    expect(help.embeds?.[0]?.description).toContain('/oil new');
    expect(help.embeds?.[1]?.description).toContain('Reminders');
    // Someone new who wants to play or follow a game is told where the games are, not only how to host one.
    expect(help.embeds?.[1]?.description).toMatch(
      /\*\*Join or watch\*\*: `\/oil games` lists the open lobbies/,
    );
    // What a server admin may do is said too, and not only by the README.
    expect(help.embeds?.[1]?.description).toMatch(/\*\*Server admins\*\*.*`\/oil repair`/);
    // And how the host or an admin frees the seat of someone who will not come: by naming them, or by the seat's
    // number when they left the server (Discord no longer offers them to pick).
    expect(help.embeds?.[1]?.description).toContain(
      '`/oil leave player:@someone` hands their seat to a bot until they return, or in a lobby frees it',
    );
    expect(help.embeds?.[1]?.description).toContain(
      '`/oil leave seat:<n>` does the same by seat number (1 = first), for a player who left the server',
    );
    const which = await dev.run('general', 'oil rules');
    expect(which.content).toMatch(
      /^Which game\? Pick one in `\/oil rules game:`: Catan, Catan: Oil Springs, Merit's "Oil", Wildcatters,? /,
    );
    expect(which.content).not.toContain('oil-springs');
    const rules = await dev.run('general', 'oil rules', { game: 'catan' });
    expect(rules.embeds?.[0]?.title).toBe('Catan — rules');
    expect(ben.sees(thread).some((m) => m.id === log.id)).toBe(true);
    expect(ana.sees(thread).some((m) => m.id === log.id)).toBe(false);
  });

  it('/oil rules and /oil leaderboard suggest the games as one types, and find a game typed out', async () => {
    const suggested = (command: string, typed: string) =>
      h.standIn.driver.autocomplete({
        user: 'dev',
        channel: 'general',
        command,
        focused: 'game',
        options: { game: typed },
      });
    for (const command of ['oil rules', 'oil leaderboard']) {
      const all = await suggested(command, '');
      expect(all.map((c) => c.value)).toEqual(
        expect.arrayContaining(['catan', 'oil-springs', 'merit-oil', 'wildcatters']),
      );
      expect((await suggested(command, 'OIL')).map((c) => c.name)).toEqual(
        expect.arrayContaining(['Catan: Oil Springs', `Merit's "Oil"`]),
      );
      expect((await suggested(command, 'OIL')).map((c) => c.name)).not.toContain('Wildcatters');
    }
    // Typed out without picking a suggestion: by its title or its id, in any case.
    const rules = await dev.run('general', 'oil rules', { game: 'catan: oil springs' });
    expect(rules.embeds?.[0]?.title).toBe('Catan: Oil Springs — rules');
    const board = await dev.run('general', 'oil leaderboard', { game: 'Wildcatters' });
    expect(board.embeds?.[0]?.title).toBe('Leaderboard — Wildcatters');
    const unknown = await dev.run('general', 'oil leaderboard', { game: 'monopoly' });
    expect(unknown.content).toMatch(/^I don't know the game "monopoly"\. Choose one of: catan, /);
    // A typo is told to its typist alone; a leaderboard is the channel's.
    expect(isEphemeral(unknown)).toBe(true);
    expect(isEphemeral(board)).toBe(false);
  });
});

describe('restart', () => {
  it('shutdown finishes the action in flight before closing the database', async () => {
    const turn = ana.turnMessage(thread)!;
    const before = versionOf(turn)!;
    // Someone the turn message asks to act (it mentions exactly them).
    const who = [ana, ben, caro].find((p) => (turn.content ?? '').includes(`<@${p.id}>`))!;
    const click = who.click(turn, buttonId(turn, '.act.choose'));
    await click.waitForAck({ timeoutMs: 20_000 });
    await h.restart();
    const chooser = answerOf(click);
    expect(chooser, 'the chooser was still delivered').not.toBeNull();
    const sel = selects(chooser!)[0]!;
    await settle(h, who.select(chooser!, sel.customId, [sel.options[0]!.value]));
    expect(versionOf(ana.turnMessage(thread)!)).toBeGreaterThan(before);
  });

  it('a restarted bot serves the game from the database; current buttons still work', async () => {
    const before = versionOf(ana.turnMessage(thread)!)!;
    await h.restart();
    await choose(ana, 'risky');
    await choose(ben, 'risky');
    await choose(caro, 'risky');
    expect(versionOf(ana.turnMessage(thread)!)).toBeGreaterThan(before);
  });

  it('a rate limit (429) or a server error (500) from Discord delays the turn message but loses nothing', async () => {
    const before = versionOf(ana.turnMessage(thread)!)!;
    // New posts and in-place edits of the turn message both meet the faults, the edits whether they go with
    // the bot's token or through the click on the message (src/discord/message-editors.ts).
    const routes = [
      { method: 'POST', route: /^\/channels\/\d+\/messages$/ },
      { method: 'PATCH', route: /^\/channels\/\d+\/messages\/\d+$/ },
      { method: 'PATCH', route: /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/ },
    ];
    const faults = routes.flatMap(({ method, route }) => [
      h.standIn.driver.addFault({ method, route, fault: { kind: 'rateLimit', retryAfterMs: 300 } }),
      h.standIn.driver.addFault({ method, route, fault: { kind: 'serverError', status: 500 } }),
    ]);
    let acted = false;
    for (const p of [ana, ben, caro]) if (!acted) acted = await choose(p, 'risky');
    expect(acted).toBe(true);
    expect(faults.reduce((n, f) => n + f.hits, 0)).toBeGreaterThanOrEqual(1);
    expect(versionOf(ana.turnMessage(thread)!)).toBeGreaterThan(before);
    faults.forEach((f) => f.remove());
  });

  it('plays to the end: every turn message carries a PNG', async () => {
    for (let round = 0; round < 40; round++) {
      const turn = ana.turnMessage(thread)!;
      if (/game over/.test(turn.embeds?.[0]?.title ?? '')) break;
      for (const p of [ana, ben, caro]) {
        const t = ana.turnMessage(thread)!;
        if (/game over/.test(t.embeds?.[0]?.title ?? '')) break;
        await choose(p, 'risky');
      }
    }
    const last = ana.turnMessage(thread)!;
    expect(last.embeds?.[0]?.title).toMatch(/game over/);
    const turnMessages = ana.sees(thread).filter((m) => buttons(m).some((b) => b.customId.includes('.hand')));
    expect(turnMessages.every((m) => m.attachments?.[0]?.content_type === 'image/png')).toBe(true);
  });
});

describe('ending and permissions', () => {
  it('/oil end asks the host to confirm; others without Manage Threads are refused', async () => {
    const reply = await ana.run('general', 'oil new', { game: 'test-race' });
    const t = threadIdIn(reply);
    const refused = await ben.run(t, 'oil end');
    expect(refused.content).toMatch(/Only the host/);
    const confirm = await ana.run(t, 'oil end');
    expect(confirm.content).toMatch(/Close this lobby for everyone\?/);
    const yes = buttons(confirm).find((b) => b.label.startsWith('Yes'))!;
    await settle(h, ana.click(confirm, yes.customId));
    expect(ana.sees(t).some((m) => /^Ana closed this lobby\./.test(m.content ?? ''))).toBe(true);
    const lobby = ana.sees(t).find((m) => m.embeds?.[0]?.title === 'Lobby closed');
    expect(lobby, 'the lobby message shows it was closed').toBeDefined();
    expect(buttons(lobby!)).toHaveLength(0);
    const after = await ana.run(t, 'oil join');
    expect(after.content).toMatch(/no open lobby|over/i);
    // Someone else is pointed at a lobby open elsewhere, if there is one.
    const open = threadIdIn(await caro.run('general', 'oil new', { game: 'test-race' }));
    const other = await dev.run(t, 'oil join');
    expect(other.content).toBe(
      `There is no open lobby in this channel. Open lobbies in this server: <#${open}> (Race to 10 (test fixture), 1/4 seats). Press **Join** in one.`,
    );
    const close = await caro.run(open, 'oil end');
    await settle(h, caro.click(close, buttons(close).find((b) => b.label.startsWith('Yes'))!.customId));
  });

  it('a missing permission gets a clear message naming it and why', async () => {
    const guild = h.standIn.store.guild(h.guildId);
    const CREATE_PUBLIC_THREADS = 1n << 35n;
    const saved = guild.roles.map((r) => r.permissions);
    for (const role of guild.roles)
      role.permissions = String(BigInt(role.permissions) & ~CREATE_PUBLIC_THREADS);
    try {
      const reply = await ana.run('general', 'oil new', { game: 'test-race' });
      expect(reply.content).toMatch(/missing a permission/);
      expect(reply.content).toContain('**Create Public Threads** — each game lives in its own thread');
    } finally {
      guild.roles.forEach((r, i) => (r.permissions = saved[i]!));
    }
  });

  it('losing a permission mid-game: the move is kept, the player is told which one, /oil board reposts later', async () => {
    const { t, turn } = await raceWaitingOnBen();
    const turnVersion = versionOf(turn)!;
    // Server Settings → Roles: Send Messages in Threads taken from @everyone and from Derrick's role alike.
    const guild = h.standIn.store.guild(h.guildId);
    const roles = ['@everyone', 'Derrick'];
    const saved = roles.map((name) => guild.roles.find((r) => r.name === name)!.permissions);
    for (const [i, role] of roles.entries())
      h.standIn.driver.setRolePermissions({
        role,
        permissions: BigInt(saved[i]!) & ~PermissionFlagsBits.SendMessagesInThreads,
      });
    try {
      expect(await bensPick(t, turn.id)).toMatch(
        /^Your move was saved, but I could not post the turn because I need \*\*Send Messages in Threads\*\* in the game thread \(a server admin can grant it to Derrick's role, or in the channel's Permissions\)\. .*`\/oil board` reposts it/m,
      );
    } finally {
      for (const [i, role] of roles.entries())
        h.standIn.driver.setRolePermissions({ role, permissions: saved[i]! });
    }
    const board = await ana.run(t, 'oil board');
    expect(board.content).toBe('Posted a fresh board.');
    const fresh = [...ana.sees(t)]
      .reverse()
      .find((m) => buttons(m).some((b) => b.customId.includes('.hand')))!;
    expect(versionOf(fresh)).toBeGreaterThan(turnVersion);
  });

  it('a channel’s overwrite denying the bot Attach Files: the player is told that the game thread needs it', async () => {
    const { t, turn } = await raceWaitingOnBen();
    // The channel's Permissions: Derrick may not attach files in #general, so nor in its threads.
    const general = h.standIn.driver.channel(h.standIn.driver.channel(t).parentId!);
    h.standIn.driver.setOverwrites({
      channel: general.id,
      overwrites: [{ user: 'Derrick', deny: PermissionFlagsBits.AttachFiles }],
    });
    try {
      expect(await bensPick(t, turn.id)).toMatch(
        /^Your move was saved, but I could not post the turn because I need \*\*Attach Files\*\* in the game thread /m,
      );
    } finally {
      h.standIn.driver.setOverwrites({ channel: general.id, overwrites: [] });
    }
  });
});
