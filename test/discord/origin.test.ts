/** Where a click comes from: server, channel and the clicked message must be the game's (origin.ts). */
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { ELSEWHERE_TEXT, originProblem } from '../../src/discord/origin';
import { FORGED_TEXT } from '../../src/discord/texts';

const BOT = '900';
const app = {
  client: { user: { id: BOT } },
  desk: { homeOf: (row: number) => (row === 7 ? { guildId: 'g1', channelId: 't1' } : null) },
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
    expect(originProblem(app, click({}), 7)).toBeNull();
  });

  it('another server, another channel or a DM: refused as elsewhere', () => {
    expect(originProblem(app, click({ guild: 'g2' }), 7)).toBe(ELSEWHERE_TEXT);
    expect(originProblem(app, click({ channel: 't2' }), 7)).toBe(ELSEWHERE_TEXT);
    expect(originProblem(app, click({ guild: null }), 7)).toBe(ELSEWHERE_TEXT);
  });

  it('a message someone else posted, or one without that control: refused as forged', () => {
    expect(originProblem(app, click({ author: '123' }), 7)).toBe(FORGED_TEXT);
    expect(originProblem(app, click({ onMessage: ['d1.7.2.act.road'] }), 7)).toBe(FORGED_TEXT);
  });

  it('a game that no longer exists is left to the handler to say so', () => {
    expect(originProblem(app, click({ id: 'd1.8.0.act.x' }), 8)).toBeNull();
  });
});
