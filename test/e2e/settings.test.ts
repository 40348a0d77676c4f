/**
 * Personal settings end to end, through the stand-in and unmodified discord.js, with a clock the test moves
 * (the reminder timer ticks every 40 ms; the bot's clock is `Date.now() + offset`): `/oil settings` shows and
 * saves settings privately and refuses an unknown time zone; quiet hours keep a player out of the turn
 * message's pings and post their ping (and their DM) when the quiet hours end, after a restart too, or at once
 * when they are turned off meanwhile; reminders off keep a player out of the reminders; a vacation in a game
 * without a turn clock says it stops reminders there (no clock to pause).
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { race } from '../fixtures/race';
import {
  answerOf,
  buttons,
  isEphemeral,
  type Player,
  selects,
  settle,
  openLobby,
  joinAndStart,
  whoActs,
} from './harness';
import { useHarness } from './use-harness';
import { DMS_ON_TEXT, DMS_REFUSED_TEXT } from '../../src/discord/settings-pings';

const HOUR = 3_600_000;
const TICK_MS = 40;
/** The bot's clock runs `offset` ahead of the real one. */
let offset = 0;
const botNow = () => Date.now() + offset;

const { h, ana, ben, dev } = useHarness({
  games: [race],
  bot: { reminders: { afterMs: HOUR, everyMs: TICK_MS, now: botNow } },
  players: ['ana', 'ben', 'dev'],
});
let thread: string;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function turnMessages(): APIMessage[] {
  return ana
    .sees(thread)
    .filter((m) => !isEphemeral(m) && buttons(m).some((b) => b.customId.includes('.hand')));
}

/** Choose "safe" for `p` in the current round. */
async function chooseSafe(p: Player): Promise<void> {
  const turn = p.turnMessage(thread)!;
  const click = p.click(turn, buttons(turn).find((b) => b.customId.includes('.act.choose'))!.customId);
  await settle(h, click);
  const answer = answerOf(click)!;
  const select = selects(answer)[0]!;
  const safe = select.options.find((o) => /safe/i.test(`${o.label} ${o.value}`)) ?? select.options[0]!;
  await settle(h, p.select(answer, select.customId, [safe.value]));
}

function heldPings(): { user_id: string; due_at: number }[] {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    return db
      .prepare<[], { user_id: string; due_at: number }>('SELECT user_id, due_at FROM held_pings')
      .all();
  } finally {
    db.close();
  }
}

/** The turn DMs `p` got (not the greeting `dm:on` sends). */
function dms(p: Player): APIMessage[] {
  return allDms(p).filter((m) => m.content !== DMS_ON_TEXT);
}

function allDms(p: Player): APIMessage[] {
  return p.sees(h.standIn.driver.dmChannel(p.user).id);
}

/** The UTC hour at the bot's clock now. */
const hourNow = () => new Date(botNow()).getUTCHours();

beforeAll(async () => {
  const opened = await openLobby(h, ana, { game: 'test-race' });
  thread = opened.thread;
  await joinAndStart(h, thread, opened.lobby, ana, [ben]);
}, 60_000);

describe('/oil settings', () => {
  it('with no options shows the defaults privately', async () => {
    const reply = await ben.run(thread, 'oil settings');
    expect(isEphemeral(reply)).toBe(true);
    expect(reply.content).toContain('Reminders: **on**');
    expect(reply.content).toContain('Quiet hours: **none**');
    expect(reply.content).toContain('Time zone: **UTC**');
    expect(reply.content).toContain('Direct message when it is your turn: **off**');
    // The vacation days left in this server, which a player otherwise learned only by asking for too many.
    expect(reply.content).toMatch(/• Vacation here: \*\*\d+ days\*\* left of \d+ this year\n/);
  });

  it('an unknown time zone is refused and nothing is saved', async () => {
    const reply = await ben.run(thread, 'oil settings', { timezone: 'Mars/Olympus', dm: 'on' });
    expect(reply.content).toContain('I do not know the time zone “Mars/Olympus”');
    expect(reply.content).toContain(
      'Nothing was saved, not even `dm`: fix `timezone` and send it all again.',
    );
    expect((await ben.run(thread, 'oil settings')).content).toContain(
      'Direct message when it is your turn: **off**',
    );
  });

  it('a vacation asked with other settings is refused, and it says nothing was saved', async () => {
    const reply = await ben.run(thread, 'oil settings', { away: 2, dm: 'on' });
    expect(reply.content).toBe(
      'Nothing was saved: ask for a vacation on its own, then change your other settings.',
    );
    const desk = h.bot.app.desk;
    expect(desk.vacations.vacationStanding(h.guildId, ben.id, desk.now()).awayUntil).toBeNull();
    expect((await ben.run(thread, 'oil settings')).content).toContain(
      'Direct message when it is your turn: **off**',
    );
  });

  it('time zone autocomplete offers the matching names of its short list', async () => {
    const choices = await h.standIn.driver.autocomplete({
      user: 'ben',
      channel: thread,
      command: 'oil settings',
      focused: 'timezone',
      options: { timezone: 'europe/p' },
    });
    expect(choices.map((c) => c.value)).toEqual(['Europe/Paris']);
  });

  it('saves the settings and shows them back', async () => {
    const from = hourNow();
    const reply = await ben.run(thread, 'oil settings', {
      quiet: `${from}-${(from + 2) % 24}`,
      timezone: 'utc',
      dm: 'on',
    });
    expect(reply.content).toContain('✅ Saved.');
    expect(reply.content).toContain(`Quiet hours: **${String(from).padStart(2, '0')}:00–`);
    expect(reply.content).toContain('Time zone: **UTC**');
    expect(reply.content).toContain('Direct message when it is your turn: **on**');
    expect((await ana.run(thread, 'oil settings', { reminders: 'off' })).content).toContain(
      'Reminders: **off**',
    );
  });
});

describe('turn DMs turned on', () => {
  it('greet the player in a direct message, so they see at once that DMs reach them', async () => {
    const reply = await dev.run(thread, 'oil settings', { dm: 'on' });
    expect(reply.content).toContain('Direct message when it is your turn: **on**');
    expect(reply.content).not.toContain(DMS_REFUSED_TEXT);
    expect(allDms(dev).map((m) => m.content)).toEqual([DMS_ON_TEXT]);
  });

  it('say so when Discord refuses the DM, and keep the setting', async () => {
    const dm = h.standIn.driver.dmChannel(dev.user).id;
    const refuse = h.standIn.driver.addFault({
      method: 'POST',
      route: `/channels/${dm}/messages`,
      fault: { kind: 'serverError', status: 500 },
      times: Infinity,
    });
    try {
      const reply = await dev.run(thread, 'oil settings', { dm: 'on' });
      expect(reply.content).toContain('Direct message when it is your turn: **on**');
      expect(reply.content).toContain(DMS_REFUSED_TEXT);
    } finally {
      refuse.remove();
    }
    expect(allDms(dev)).toHaveLength(1); // the first greeting only
  });
});

describe('settings honoured', () => {
  it('quiet hours delay a ping: the new turn pings only the player outside them, and the wait is stored', async () => {
    const before = turnMessages().at(-1)!.id;
    await chooseSafe(ana);
    await chooseSafe(ben);
    // Round 2: a new turn message asks both, but only Ana is pinged; Ben's ping waits for his quiet hours' end.
    const turn = turnMessages().at(-1)!;
    expect(turn.id).not.toBe(before);
    expect(turn.content).toContain(`<@${ben.id}>`);
    expect(turn.mentions.map((u) => u.id)).toEqual([ana.id]);
    const held = heldPings();
    expect(held.map((p) => p.user_id)).toEqual([ben.id]);
    const end = new Date(botNow());
    end.setUTCHours(end.getUTCHours() + 1, 0, 0, 0); // the quiet hours end at the top of an hour, 1–2 h away
    expect([end.getTime(), end.getTime() + HOUR]).toContain(held[0]!.due_at);
    await pause(10 * TICK_MS);
    expect(ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🔔'))).toHaveLength(0);
    expect(dms(ben)).toHaveLength(0);
  });

  it('when the quiet hours end (after a restart) the ping and the DM go out once; reminders skip whoever turned them off', async () => {
    await h.restart();
    offset = 3 * HOUR;
    await h.standIn.driver.waitForMessage((m) => (m.content ?? '').startsWith('🔔'), {
      channel: thread,
      timeoutMs: 5000,
    });
    const turn = turnMessages().at(-1)!;
    const link = `https://discord.com/channels/${h.guildId}/${thread}/${turn.id}`;
    const ping = ana.sees(thread).find((m) => (m.content ?? '').startsWith('🔔'))!;
    expect(ping.content).toBe(`🔔 <@${ben.id}>, it is your turn. [Jump to the turn](${link})`);
    expect(ping.mentions.map((u) => u.id)).toEqual([ben.id]);
    await expect
      .poll(() => dms(ben).map((m) => m.content), { timeout: 5000 })
      .toEqual([`🎲 It is your turn in **Race to 10 (test fixture)**. [Jump to the turn](${link})`]);
    expect(dms(ana)).toHaveLength(0);
    // Both still have to act and waited 3 h: the ping stands for Ben's reminder due meanwhile; the next, a
    // whole wait later, names Ben only, since Ana turned reminders off.
    await pause(10 * TICK_MS);
    expect(ana.sees(thread).filter((m) => (m.content ?? '').startsWith('⏰'))).toEqual([]);
    offset = 4 * HOUR;
    await h.standIn.driver.waitForMessage((m) => (m.content ?? '').startsWith('⏰'), {
      channel: thread,
      timeoutMs: 5000,
    });
    const reminder = ana.sees(thread).find((m) => (m.content ?? '').startsWith('⏰'))!;
    expect(reminder.mentions.map((u) => u.id)).toEqual([ben.id]);
    expect(reminder.content).not.toContain(ana.id);
    await pause(10 * TICK_MS);
    expect(ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🔔'))).toHaveLength(1);
    expect(heldPings()).toEqual([]);
  });

  it('dm on: the DM comes with the turn when it is not quiet hours', async () => {
    await ben.run(thread, 'oil settings', { quiet: 'off' });
    const before = turnMessages().at(-1)!.id;
    await chooseSafe(ana);
    await chooseSafe(ben);
    const turn = turnMessages().at(-1)!;
    expect(turn.id).not.toBe(before);
    expect(turn.mentions.map((u) => u.id).sort()).toEqual([ana.id, ben.id].sort());
    await expect.poll(() => dms(ben).length, { timeout: 5000 }).toBe(2);
    expect(dms(ben).at(-1)!.content).toContain(`/${thread}/${turn.id})`);
    expect(heldPings()).toEqual([]);
  });

  it('a held ping is dropped when the player acted before their quiet hours ended', async () => {
    const from = hourNow();
    await ben.run(thread, 'oil settings', { quiet: `${from}-${(from + 2) % 24}` });
    await chooseSafe(ana);
    await chooseSafe(ben);
    expect(heldPings().map((p) => p.user_id)).toEqual([ben.id]);
    await chooseSafe(ben); // Ben moves anyway, in his quiet hours
    offset += 3 * HOUR;
    await expect.poll(() => heldPings(), { timeout: 5000, interval: TICK_MS }).toEqual([]);
    await pause(5 * TICK_MS);
    expect(ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🔔'))).toHaveLength(1);
  });

  it('quiet hours turned off while a ping is held: it goes out at the next tick, not when the old ones end', async () => {
    const bells = () => ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🔔')).length;
    const from = hourNow();
    await ben.run(thread, 'oil settings', { quiet: `${from}-${(from + 2) % 24}` });
    for (let i = 0; i < 4 && !heldPings().some((p) => p.user_id === ben.id); i++)
      await chooseSafe(whoActs(h, thread, [ana, ben]));
    expect(heldPings().map((p) => p.user_id)).toEqual([ben.id]);
    const before = bells();
    await pause(5 * TICK_MS);
    expect(bells()).toBe(before);
    // Ben is awake after all: with his quiet hours off, his ping need not wait for their old end.
    await ben.run(thread, 'oil settings', { quiet: 'off' });
    await expect.poll(bells, { timeout: 5000, interval: TICK_MS }).toBe(before + 1);
    expect(heldPings()).toEqual([]);
  });

  it('a vacation in a game without a turn clock says what it does there: no reminders, no clock to pause', async () => {
    // A playtest's Ben read "your clocks pause in 2 games" and each thread "their clock is paused", in games
    // that had no turn clock: there the vacation only keeps the reminders off him.
    const notices = () => ana.sees(thread).filter((m) => (m.content ?? '').startsWith('🏖'));
    const away = await ben.run(thread, 'oil settings', { away: 2 });
    expect(away.content).toMatch(
      /^You are away until <t:\d+:f>; no reminders reach you in your 1 game \(none has a turn clock to pause\)\. \d+ days left this year\. Meanwhile the game answers for you when others ask you something \(an offer, a bid, a discard\)\.$/,
    );
    await expect.poll(() => notices().length, { timeout: 5000 }).toBe(1);
    expect(notices()[0]!.content).toMatch(
      /^🏖 Ben is away until <t:\d+:f>: no reminders for them meanwhile, and the game answers what others ask of them\.$/,
    );
    expect((await ben.run(thread, 'oil settings')).content).toMatch(
      /• Vacation here: away until <t:\d+:f> · \*\*\d+ days\*\* left of \d+ this year/,
    );
    const back = await ben.run(thread, 'oil settings', { away: 0 });
    expect(back.content).toMatch(
      /^Welcome back: your reminders are on again\. \d+ days of vacation left this year\.$/,
    );
    await expect.poll(() => notices().length, { timeout: 5000 }).toBe(2);
    expect(notices()[1]!.content).toBe('🏖 Ben is back from vacation.');
  });

  it('a vacation taken by someone in no game says what it does, not "your clocks pause in 0 games"', async () => {
    const away = await dev.run('general', 'oil settings', { away: 2 });
    expect(away.content).toMatch(
      /^You are away until <t:\d+:f>; you play no game here now; in any you join meanwhile, your clock pauses and no reminders reach you\. \d+ days left this year\./,
    );
    await dev.run('general', 'oil settings', { away: 0 });
  });
});
