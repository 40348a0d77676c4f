/**
 * The lists of games name only what their readers may see: a lobby opened in a staff room is not listed by
 * `/oil games` in a channel everyone reads, nor offered by `/oil join` to someone who cannot open its thread;
 * in a server where only a role sees the channels, the games of the channels that role sees are listed. `/oil
 * stats` counts a game played out in the staff room, but links it only there.
 */
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableDesk } from '../../src/discord/desk-table';
import { race } from '../fixtures/race';
import { buttons, messageText, settle, threadIdIn, type Player } from './harness';
import { useHarness } from './use-harness';

const VIEW = PermissionFlagsBits.ViewChannel;
// Only Members see the channels; #staff only Mods (Caro is both). The bot is let in by name or by its role.
const { h, ana, ben, caro } = useHarness({
  games: [race],
  players: ['ana', 'ben', 'caro'],
  world: {
    guilds: [
      {
        name: 'Gated',
        channels: [
          {
            name: 'general',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Members', allow: VIEW },
              { user: 'Derrick', allow: VIEW },
            ],
          },
          {
            name: 'games',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Members', allow: VIEW },
              { role: 'Derrick', allow: VIEW },
            ],
          },
          {
            name: 'staff',
            overwrites: [
              { everyone: true, deny: VIEW },
              { role: 'Mods', allow: VIEW },
              { user: 'Derrick', allow: VIEW },
            ],
          },
        ],
        admins: ['ana'],
        roles: [
          { name: 'Members', permissions: 0n, members: ['ben', 'caro'] },
          { name: 'Mods', permissions: 0n, members: ['caro'] },
        ],
      },
    ],
  },
});

const channelId = (name: string) => h.standIn.driver.channels().find((c) => c.name === name)!.id;
let inGames: string, inStaff: string;

beforeAll(async () => {
  inGames = threadIdIn(await ana.run(channelId('games'), 'oil new', { game: 'test-race' }));
  inStaff = threadIdIn(await ana.run(channelId('staff'), 'oil new', { game: 'test-race' }));
});

describe('the staff room’s lobby', () => {
  it('is not listed by /oil games in a channel the members read, where the others are', async () => {
    const listed = messageText(await ben.run(channelId('general'), 'oil games'));
    expect(listed).toContain(`<#${inGames}>`);
    expect(listed).not.toContain(`<#${inStaff}>`);
  });

  it('is offered by /oil join to a moderator who sees it, and not to a member who does not', async () => {
    const toBen = (await ben.run(channelId('general'), 'oil join')).content ?? '';
    expect(toBen).toContain(`<#${inGames}>`);
    expect(toBen).not.toContain(`<#${inStaff}>`);
    const toCaro = (await caro.run(channelId('general'), 'oil join')).content ?? '';
    expect(toCaro).toContain(`<#${inGames}>`);
    expect(toCaro).toContain(`<#${inStaff}>`);
  });

  it('is listed by /oil games asked in the staff room itself', async () => {
    expect(messageText(await caro.run(channelId('staff'), 'oil games'))).toContain(`<#${inStaff}>`);
  });
});

describe('/oil stats of a server with a game played out in the staff room', () => {
  let played: string;

  /** Open a race in `channel`, seat `others`, start it, and choose "safe" for everyone until someone wins. */
  async function playOut(channel: string, host: Player, others: Player[]): Promise<string> {
    const thread = threadIdIn(await host.run(channel, 'oil new', { game: 'test-race' }));
    const lobby = await h.standIn.driver.waitForMessage((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''), {
      channel: thread,
    });
    const press = async (p: Player, verb: string) => {
      const fresh = host.sees(thread).find((m) => m.id === lobby.id)!;
      await settle(h, p.click(fresh, buttons(fresh).find((b) => b.customId.includes(`.${verb}`))!.customId));
    };
    for (const p of others) await press(p, 'join');
    await press(host, 'start');
    const desk = h.bot.app.desk;
    for (let n = 0; n < 200 && desk.byChannel(thread)?.record.lifecycle === 'active'; n++) {
      const g = desk.byChannel(thread)!;
      const seat = g.seats.find((s) => s.seat === desk.snapshot(g.record.id)!.status.toAct[0])!;
      const r = (desk as TableDesk).table.act({
        channelId: thread,
        userId: seat.userId!,
        action: { type: 'choose', choice: 'safe' },
      });
      if (!r.ok) throw new Error(r.message);
    }
    expect(desk.byChannel(thread)?.record.lifecycle).toBe('finished');
    return thread;
  }

  beforeAll(async () => {
    played = await playOut(channelId('staff'), ana, [caro]);
  }, 60_000);

  it('counts its longest game without linking it where the members read, and links it in the staff room', async () => {
    const inGeneral = messageText(await ben.run(channelId('general'), 'oil stats'));
    expect(inGeneral).toMatch(/Longest: [^\n]*\d+ moves/);
    expect(inGeneral).not.toContain(`<#${played}>`);
    expect(messageText(await caro.run(channelId('staff'), 'oil stats'))).toContain(`<#${played}>`);
  });

  it('a player’s stats do not link it either where the members read', async () => {
    const caros = messageText(await ben.run(channelId('general'), 'oil stats', { user: 'caro' }));
    expect(caros).toMatch(/Longest: [^\n]*\d+ moves/);
    expect(caros).not.toContain(`<#${played}>`);
    expect(messageText(await caro.run(channelId('staff'), 'oil stats', { user: 'caro' }))).toContain(
      `<#${played}>`,
    );
  });
});
