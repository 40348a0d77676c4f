/** Where a click comes from: server, channel and the clicked message must be the game's (origin.ts). */
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { ELSEWHERE_TEXT, OLDER_MESSAGE_TEXT, OTHER_GAME_TEXT, originProblem } from '../../src/discord/origin';
import { FORGED_TEXT } from '../../src/discord/texts';

const BOT = '900';
const GAME_7 = { row: 7, version: 3 };
/** Game 7 lives in thread t1 of server g1, at version 3; thread t3 of g1 has a game of its own (game 9). */
const t3Game = { id: 9, guildId: 'g1', channelId: 't3' };
const app = {
  client: { user: { id: BOT } },
  desk: {
    homeOf: (row: number) => (row === 7 ? { guildId: 'g1', channelId: 't1', version: 3 } : null),
    byChannel: (channel: string) => (channel === 't3' ? { record: t3Game } : null),
  },
  threads: {
    currentLink: (record: { channelId: string }) => ({
      url: `https://discord.com/channels/g1/${record.channelId}/m-current`,
      message: true,
    }),
  },
} as unknown as App;

function click(o: {
  guild?: string | null;
  channel?: string;
  author?: string;
  onMessage?: string[];
  id?: string;
}) {
  const customId = o.id ?? 'd1.7.3.act.road';
  return {
    guildId: o.guild === undefined ? 'g1' : o.guild,
    channelId: o.channel ?? 't1',
    customId,
    isMessageComponent: () => true,
    message: {
      author: { id: o.author ?? BOT },
      components: [{ components: (o.onMessage ?? [customId]).map((c) => ({ customId: c })) }],
    },
  } as never;
}

describe('the origin of a click', () => {
  it('the game’s own thread and a bot message carrying the clicked control: allowed', () => {
    expect(originProblem(app, click({}), GAME_7)).toBeNull();
  });

  it('another server, another channel or a DM: refused as elsewhere', () => {
    expect(originProblem(app, click({ guild: 'g2' }), GAME_7)).toBe(ELSEWHERE_TEXT);
    expect(originProblem(app, click({ channel: 't2' }), GAME_7)).toBe(ELSEWHERE_TEXT);
    expect(originProblem(app, click({ guild: null }), GAME_7)).toBe(ELSEWHERE_TEXT);
  });

  it('in a thread with a game of its own (an older message, from before its server moved): refused, with a link to it', () => {
    expect(originProblem(app, click({ channel: 't3' }), GAME_7)).toBe(
      `${OLDER_MESSAGE_TEXT} [Jump to the current turn](https://discord.com/channels/g1/t3/m-current)`,
    );
    // That thread's game is not another server's.
    expect(originProblem(app, click({ guild: 'g2', channel: 't3' }), GAME_7)).toBe(ELSEWHERE_TEXT);
  });

  it('in a thread with a game of its own, on a message not carrying it (copied in): refused as another game’s', () => {
    // A playtest's forged button with another game's id was told "from an older message", words for a move.
    const link = '[Jump to the current turn](https://discord.com/channels/g1/t3/m-current)';
    expect(originProblem(app, click({ channel: 't3', onMessage: ['d1.9.3.act.road'] }), GAME_7)).toBe(
      `${OTHER_GAME_TEXT} ${link}`,
    );
    expect(originProblem(app, click({ channel: 't3', author: '123' }), GAME_7)).toBe(
      `${OTHER_GAME_TEXT} ${link}`,
    );
  });

  it('a message someone else posted, or one without that control: refused as forged', () => {
    expect(originProblem(app, click({ author: '123' }), GAME_7)).toBe(FORGED_TEXT);
    expect(originProblem(app, click({ onMessage: ['d1.7.2.act.road'] }), GAME_7)).toBe(FORGED_TEXT);
  });

  it('a control of the bot’s own message naming a version the game has not reached: refused as forged', () => {
    // A playtest's forged button with a future version was told "The game moved on since that button was shown".
    for (const id of ['d1.7.4.act.road', 'd1.7.99.hand']) {
      expect(originProblem(app, click({ id }), { row: 7, version: Number(id.split('.')[2]) })).toBe(
        FORGED_TEXT,
      );
    }
    // An older one is the handler's to call stale.
    expect(originProblem(app, click({ id: 'd1.7.2.act.road' }), { row: 7, version: 2 })).toBeNull();
  });

  it('a game that no longer exists is left to the handler to say so', () => {
    expect(originProblem(app, click({ id: 'd1.8.0.act.x' }), { row: 8, version: 0 })).toBeNull();
  });
});
