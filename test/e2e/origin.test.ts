/**
 * Clicks from elsewhere (issue 12): a custom id names a game, but the interaction's server, channel and
 * message must be that game's. Real custom ids of a game in one server, copied onto messages in another
 * server and in another channel of the same server, are refused privately and change nothing: no seat taken
 * in another server's lobby, no game ended from a server where the clicker is an admin, no turn applied,
 * no button wiped from the live turn message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { FORGED_TEXT } from '../../src/discord/texts';
import { race } from '../fixtures/race';
import { answerOf, buttons, settle, threadIdIn, versionOf } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro } = useHarness({
  games: [race],
  world: {
    guilds: [
      { name: 'Home', channels: ['general', 'lounge'], members: ['ana', 'ben', 'caro'], admins: ['ana'] },
      // Caro is an admin over there, not at Home.
      { name: 'Away', channels: ['general'], members: ['ana', 'ben', 'caro'], admins: ['caro'] },
    ],
  },
  players: ['ana', 'ben', 'caro'],
});
let home: string; // Ana's game thread in "Home"
let lobbyThread: string; // an open lobby in "Home"
const ELSEWHERE = /belongs to a game somewhere else/;

beforeAll(async () => {
  const opened = await ana.run(channelIn('Home', 'general'), 'oil new', { game: 'test-race' });
  home = threadIdIn(opened);
  const lobby = await h.standIn.driver.waitForMessage((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''), {
    channel: home,
  });
  await settle(h, ben.click(lobby, idOf(lobby, '.join')));
  await settle(h, ana.click(lobby.id, idOf(current(lobby.id, home), '.start')));
  const other = await ben.run(channelIn('Home', 'lounge'), 'oil new', { game: 'test-race' });
  lobbyThread = threadIdIn(other);
}, 60_000);

function channelIn(guild: string, name: string): string {
  const g = h.standIn.driver.guilds().find((x) => x.name === guild)!;
  return h.standIn.driver.channels(g.id).find((c) => c.name === name)!.id;
}

function current(messageId: string, channel: string): APIMessage {
  return ana.sees(channel).find((m) => m.id === messageId)!;
}

function idOf(message: APIMessage, part: string): string {
  const b = buttons(message).find((x) => x.customId.includes(part));
  if (!b) throw new Error(`no ${part} on the message`);
  return b.customId;
}

function turnMessage(): APIMessage {
  return [...ana.sees(home)].reverse().find((m) => buttons(m).some((b) => b.customId.includes('.hand')))!;
}

/** The bot posts `ids` as buttons in `channel` (a forged copy: only a bot can post components). */
async function copyControls(channel: string, ids: string[]): Promise<APIMessage> {
  const target = await h.bot.client.channels.fetch(channel);
  if (!target?.isSendable()) throw new Error('not sendable');
  const sent = await target.send({
    content: 'copied controls',
    components: [
      { type: 1, components: ids.map((id, i) => ({ type: 2, style: 2, label: `c${i}`, custom_id: id })) },
    ],
  });
  return current(sent.id, channel);
}

describe('clicks from elsewhere', () => {
  it('a turn button copied to another server or another channel is refused and changes nothing', async () => {
    const turn = turnMessage();
    const version = versionOf(turn)!;
    const before = JSON.stringify(turn.components);
    const ids = [idOf(turn, '.act.'), idOf(turn, '.hand')];
    let tried = 0;
    for (const where of [channelIn('Away', 'general'), channelIn('Home', 'lounge')]) {
      const copy = await copyControls(where, ids);
      for (const id of ids) {
        const click = ana.click(copy, id);
        await settle(h, click);
        expect(answerOf(click)?.content, `${id} in ${where}`).toMatch(ELSEWHERE);
        tried++;
      }
    }
    expect(tried).toBe(4);
    const after = turnMessage();
    expect(after.id).toBe(turn.id);
    expect(versionOf(after)).toBe(version);
    expect(JSON.stringify(after.components)).toBe(before);
  });

  it('a turn button forged with a version the game has not reached is refused as forged, not as stale', async () => {
    // A playtest's forged button (Merit's "Oil") was told "The game moved on since that button was shown".
    const turn = turnMessage();
    const version = versionOf(turn)!;
    const before = JSON.stringify(turn.components);
    const real = idOf(turn, '.act.');
    const future = real.replace(`.${version}.act.`, `.${version + 5}.act.`);
    expect(future).not.toBe(real);
    // Posted by the bot in the game's own thread, so the message carries it: only its version gives it away.
    const copy = await copyControls(home, [future]);
    const click = ana.click(copy, future);
    await settle(h, click);
    expect(answerOf(click)?.content).toBe(FORGED_TEXT);
    const after = turnMessage();
    expect(after.id).toBe(turn.id);
    expect(versionOf(after)).toBe(version);
    expect(JSON.stringify(after.components)).toBe(before);
  });

  it('a lobby’s Join copied to another server seats nobody', async () => {
    const lobby = ben.sees(lobbyThread).find((m) => /lobby/.test(m.embeds?.[0]?.title ?? ''))!;
    const copy = await copyControls(channelIn('Away', 'general'), [idOf(lobby, '.join')]);
    const click = caro.click(copy, idOf(lobby, '.join'));
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(ELSEWHERE);
    expect(current(lobby.id, lobbyThread).embeds?.[0]?.description).not.toContain(`<@${caro.id}>`);
  });

  it('a game’s end confirmation copied to a server where the clicker is an admin ends nothing', async () => {
    const confirm = await ana.run(home, 'oil end');
    const yes = buttons(confirm).find((b) => b.label.startsWith('Yes'))!.customId;
    const copy = await copyControls(channelIn('Away', 'general'), [yes]);
    const click = caro.click(copy, yes);
    await settle(h, click);
    expect(answerOf(click)?.content).toMatch(ELSEWHERE);
    expect(h.bot.app.desk.byChannel(home)?.record.lifecycle).toBe('active');
  });
});
