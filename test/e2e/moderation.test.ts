/**
 * What a server's moderators meet when they clean up: a lobby closed before its start leaves a thread in which
 * the game's commands say it was closed (no empty board, no error), and nothing there turns it into a game.
 */
import { describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { LOBBY_CLOSED_TEXT } from '../../src/discord/texts';
import { race } from '../fixtures/race';
import { buttons, isEphemeral, settle, threadIdIn, type Player } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });

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

describe('a lobby closed before its start', () => {
  it('/oil board and /oil hand say it was closed, and post nothing', async () => {
    const thread = await closedLobby();
    const before = publicMessages(thread).length;
    expect((await ben.run(thread, 'oil board')).content).toBe(LOBBY_CLOSED_TEXT);
    expect((await ben.run(thread, 'oil hand')).content).toBe(LOBBY_CLOSED_TEXT);
    expect(publicMessages(thread)).toHaveLength(before);
  });
});
