/**
 * The pager end to end, through the stand-in and unmodified discord.js: `/oil rules` shows the whole rules
 * page in pages of embeds and `/oil log` the whole history, both turned with buttons that edit the clicker's
 * own private reply; out-of-range pages get a clear answer; forged page buttons change nothing.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { race } from '../fixtures/race';
import { answerOf, buttons, isEphemeral, settle, threadIdIn, type Player } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
let thread: string;
let row: number;

/** The message as `who` sees it now (after edits). */
function current(who: Player, channel: string, id: string): APIMessage {
  const m = who.sees(channel).find((x) => x.id === id);
  if (!m) throw new Error(`${who.user} does not see message ${id}`);
  return m;
}

function button(message: APIMessage, label: RegExp) {
  const b = buttons(message).find((x) => label.test(x.label));
  if (!b) throw new Error(`no button ${label} in ${buttons(message).map((x) => x.label)}`);
  return b;
}

/** Every text of a message's embeds, and a check that it fits Discord's limits for one message. */
function embedText(message: APIMessage): string {
  const embeds = message.embeds ?? [];
  expect(embeds.length).toBeGreaterThan(0);
  expect(embeds.length).toBeLessThanOrEqual(10);
  let total = 0;
  for (const e of embeds) {
    expect((e.title ?? '').length).toBeLessThanOrEqual(256);
    expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
    total += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length;
  }
  expect(total).toBeLessThanOrEqual(6000);
  return embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`).join('\n');
}

/** Click through every page of a paged reply with the "forward" button; returns each page's embed text. */
async function readAllPages(who: Player, channel: string, first: APIMessage, forward: RegExp) {
  const texts = [embedText(first)];
  let message = first;
  for (let i = 0; i < 50 && !button(message, forward).disabled; i++) {
    const click = who.click(message, button(message, forward).customId);
    await settle(h, click);
    expect(click.followUps(), 'a page turn sends no new message').toHaveLength(0);
    message = current(who, channel, first.id);
    texts.push(embedText(message));
  }
  return { texts, last: message };
}

describe('/oil rules', () => {
  it('shows the whole rules page in pages with Previous / Next, unwrapped, without repository paths', async () => {
    const first = await ana.run('general', 'oil rules', { game: 'oil-springs' });
    expect(isEphemeral(first)).toBe(true);
    expect(first.embeds?.[0]?.title).toBe('Catan: Oil Springs — rules');
    expect(button(first, /Previous/).disabled).toBe(true);
    const { texts, last } = await readAllPages(ana, 'general', first, /Next/);
    expect(texts.length).toBeGreaterThan(1);
    expect(last.embeds?.at(-1)?.footer?.text).toBe(`Page ${texts.length} of ${texts.length}`);
    expect(button(last, /Next/).disabled).toBe(true);
    const all = texts.join('\n');
    const md = readFileSync('docs/rules/oil-springs.md', 'utf8');
    // Every section of the file is there, as an embed title.
    for (const [, heading] of md.matchAll(/^## (.+)$/gm)) expect(all).toContain(heading);
    // Paragraphs are unwrapped: a sentence the file breaks across two lines reads as one line.
    expect(all).toContain(
      'every 5 oil burnt brings a disaster, and when pollution has removed five number tokens the island',
    );
    // The end of the file is reached (nothing cut off with "full rules: …").
    expect(all).toContain('714 and 783 games/s with greedy bots (428 and 240 on 2026-11-29');
    expect(all).not.toMatch(/full rules/);
    // No repository paths, no relative links; the link to the base rules became the command that shows them.
    expect(all).not.toMatch(/(^|[\s(`'"])(\.{1,2}\/|src\/|docs\/)|\w\.(md|ts)\b/m);
    expect(all).toContain('`/oil rules game:catan`');
    for (const [, url] of all.matchAll(/\]\(([^)]*)\)/g)) expect(url).toMatch(/^https:\/\//);
    // Tables read as lines.
    expect(all).not.toMatch(/^\s*\|/m);
    expect(all).toContain('**the Champion won**: 19 of 40 games, 48 % (464 of 1000, 46 %)');
  });

  it('Previous goes back, editing the same private message', async () => {
    const first = await ana.run('general', 'oil rules', { game: 'catan' });
    const page1 = embedText(first);
    await settle(h, ana.click(first, button(first, /Next/).customId));
    const page2 = current(ana, 'general', first.id);
    expect(page2.embeds?.at(-1)?.footer?.text).toMatch(/^Page 2 of \d+$/);
    expect(embedText(page2)).not.toBe(page1);
    await settle(h, ana.click(page2, button(page2, /Previous/).customId));
    expect(embedText(current(ana, 'general', first.id))).toBe(page1);
    // The table of building costs reads as lines.
    const { texts } = await readAllPages(ana, 'general', current(ana, 'general', first.id), /Next/);
    expect(texts.join('\n')).toContain('• **Road** — Cost: brick + lumber; Rules: On an empty path');
  });

  it('is private: another player cannot click it, and turning their own copy leaves Ana’s alone', async () => {
    const anas = await ana.run('general', 'oil rules', { game: 'oil-springs' });
    const next = button(anas, /Next/).customId;
    expect(() => ben.click(anas.id, next)).toThrow(/cannot see/);
    const bens = await ben.run('general', 'oil rules', { game: 'oil-springs' });
    await settle(h, ben.click(bens, button(bens, /Next/).customId));
    expect(current(ben, 'general', bens.id).embeds?.at(-1)?.footer?.text).toMatch(/^Page 2 of/);
    expect(current(ana, 'general', anas.id).embeds?.at(-1)?.footer?.text).toMatch(/^Page 1 of/);
  });
});

describe('/oil log', () => {
  beforeAll(async () => {
    const reply = await ana.run('general', 'oil new', { game: 'test-race' });
    thread = threadIdIn(reply);
    const lobby = await h.standIn.driver.waitForMessage(
      (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
      { channel: thread },
    );
    const id = (verb: string) =>
      buttons(lobby).find((b) => parseCustomId(b.customId)?.verb === verb)!.customId;
    row = parseCustomId(id('start'))!.row;
    await settle(h, ana.click(lobby.id, id('addbot')));
    await settle(h, ana.click(lobby.id, id('start')));
    // The bot (cautious) and Ana both play safe: +1 each round, 4 log lines a round, 10 rounds to the end.
    for (let round = 0; round < 10; round++) {
      const choices = await h.standIn.driver.autocomplete({
        user: 'ana',
        channel: thread,
        command: 'oil move',
        focused: 'choice',
        options: { choice: 'safe' },
      });
      if (choices.length === 0) break;
      await ana.run(thread, 'oil move', { choice: choices[0]!.value as string });
    }
    // The game is over: its summary goes up and the thread is archived (a reader's /oil log reopens it).
    await h.standIn.driver.waitForMessage((m) => (m.content ?? '').includes('Game over'), {
      channel: thread,
      timeoutMs: 60_000,
    });
    for (let i = 0; i < 200 && !h.standIn.driver.channel(thread).thread?.archived; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
  }, 120_000);

  it('page 1 is the newest; Older / Newer turn the page in place and reach the oldest', async () => {
    const first = await ben.run(thread, 'oil log');
    expect(isEphemeral(first)).toBe(true);
    expect(first.embeds?.[0]?.title).toMatch(/^Game log — page 1 of (\d+) \(newest\)$/);
    const pages = Number(/of (\d+)/.exec(first.embeds![0]!.title!)![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(first.embeds?.[0]?.description).toMatch(/win$/);
    expect(button(first, /Newer/).disabled).toBe(true);
    const { texts, last } = await readAllPages(ben, thread, first, /Older/);
    expect(texts).toHaveLength(pages);
    expect(last.embeds?.[0]?.title).toBe(`Game log — page ${pages} of ${pages} (oldest)`);
    // Read oldest page first, the pages hold the whole history once, in order: 10 rounds of two moves.
    const lines = [...texts].reverse().flatMap((t) => t.split('\n').slice(1));
    expect(lines[0]).toBe('Cautious bot has chosen');
    expect(lines.at(-1)).toMatch(/win$/);
    expect(lines.filter((l) => /plays safe: \+1$/.test(l))).toHaveLength(20);
    expect(lines).toHaveLength(41);
    await settle(h, ben.click(last, button(last, /Newer/).customId));
    expect(current(ben, thread, first.id).embeds?.[0]?.title).toMatch(`page ${pages - 1} of ${pages}`);
  });

  it('a page turned after its thread was archived comes as a new private message', async () => {
    const first = await ben.run(thread, 'oil log'); // reopens the thread
    h.standIn.driver.advanceClock(8 * 24 * 3_600_000); // a quiet week: Discord archives it
    expect(h.standIn.driver.channel(thread).thread?.archived).toBe(true);
    const click = ben.click(first, button(first, /Older/).customId);
    await settle(h, click);
    expect(click.followUps()).toHaveLength(1);
    expect(isEphemeral(click.followUps()[0]!)).toBe(true);
    expect(click.followUps()[0]!.embeds?.[0]?.title).toMatch(/^Game log — page 2 of \d+/);
  });

  it('a page past the end shows the oldest page and says so; page 0 is refused as on Discord', async () => {
    const first = await ben.run(thread, 'oil log');
    const pages = Number(/of (\d+)/.exec(first.embeds![0]!.title!)![1]);
    const huge = await ben.run(thread, 'oil log', { page: 1_000_000 });
    expect(huge.content).toBe(`There are only ${pages} pages: showing page ${pages}.`);
    expect(huge.embeds?.[0]?.title).toBe(`Game log — page ${pages} of ${pages} (oldest)`);
    expect(() => ben.command(thread, 'oil log', { page: 0 })).toThrow(/out of range/);
  });
});

describe('forged page buttons', () => {
  it('get a clear private answer and change nothing', async () => {
    const channel = await h.bot.client.channels.fetch(thread);
    if (!channel?.isSendable()) throw new Error('thread not sendable');
    const ids = {
      pastEnd: 'd1.0.0.page.rules.oil-springs.999',
      noGame: 'd1.0.0.page.rules.monopoly.1',
      pageZero: 'd1.0.0.page.rules.oil-springs.0',
      notANumber: `d1.${row}.0.page.log.two`,
      rulesRow: 'd1.7.0.page.rules.oil-springs.1',
      logPastEnd: `d1.${row}.0.page.log.999`,
      otherGame: 'd1.9999.0.page.log.1',
    };
    const forged = await channel.send({
      content: 'forged pages',
      components: [
        {
          type: 1,
          components: Object.entries(ids)
            .slice(0, 5)
            .map(([label, custom_id]) => ({ type: 2, style: 2, label, custom_id })),
        },
        {
          type: 1,
          components: Object.entries(ids)
            .slice(5)
            .map(([label, custom_id]) => ({ type: 2, style: 2, label, custom_id })),
        },
      ],
    });
    const expected: Record<keyof typeof ids, RegExp> = {
      // A page click is no move: the answer says where to go, not "nothing changed" (docs/glossary.md).
      pastEnd:
        /^That page is not there any more \(the rules page has \d+ pages\)\. Use `\/oil rules` again\.$/,
      noGame: /no rules page for "monopoly"/,
      pageZero: /not one of mine/,
      notANumber: /not one of mine/,
      rulesRow: /not one of mine/,
      logPastEnd: /^That page is not there any more \(the log has \d+ pages\)\. Use `\/oil log` again\.$/,
      otherGame:
        /^That log belongs to a game that is not in this channel: use `\/oil log` in that game’s thread\.$/,
    };
    for (const [name, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
      const click = ana.click(forged.id, id);
      await settle(h, click);
      const answer = answerOf(click);
      expect(answer && isEphemeral(answer), name).toBe(true);
      expect(answer?.content, name).toMatch(expected[name]);
      const after = current(ana, thread, forged.id);
      expect(after.content, name).toBe('forged pages');
      expect(after.embeds ?? [], name).toHaveLength(0);
    }
  });

  it('a real log button clicked in another channel changes nothing', async () => {
    const log = await ana.run(thread, 'oil log');
    const older = button(log, /Older/).customId;
    const general = await h.bot.client.channels.fetch(
      h.standIn.driver.channels().find((c) => c.name === 'general')!.id,
    );
    if (!general?.isSendable()) throw new Error('general not sendable');
    const copy = await general.send({
      content: 'copied',
      components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Older', custom_id: older }] }],
    });
    const click = ana.click(copy.id, older);
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(/belongs to a game somewhere else/);
    expect(current(ana, 'general', copy.id).content).toBe('copied');
  });
});
