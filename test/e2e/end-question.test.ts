/**
 * `/oil end`'s question and its answers: their ids say whether it asked to close a lobby or to end a game (a
 * lobby keeps version 0 through its start, so the version cannot tell), and the answers on questions asked
 * before the ids said so (ephemeral messages in servers already) are still read by the question's words.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeEach, describe, expect, it } from 'vitest';
import { endQuestion } from '../../src/discord/components';
import { race } from '../fixtures/race';
import { answerOf, buttons, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });

let thread: string;
let row: number;

beforeEach(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'test-race' }));
  await ben.run(thread, 'oil join');
  row = h.bot.app.desk.byChannel(thread)!.record.id;
});

/** The question as the stand-in keeps it (the message a click is made on, and Discord hands the bot). */
function stored(question: APIMessage): APIMessage {
  return h.standIn.store.messageIndex.get(question.id)!.message;
}

/** Give `question` the custom ids (and words) a question asked by an older Derrick carried. */
function asAskedBefore(question: APIMessage, words: string): void {
  const message = stored(question);
  message.content = words;
  for (const line of message.components ?? [])
    if ('components' in line)
      for (const c of line.components)
        if ('custom_id' in c) c.custom_id = c.custom_id.replace(/\.(lobby|game)$/, '');
}

/** Ana answers `question` with the button whose label starts with `label`; resolves with her private answer. */
async function answer(question: APIMessage, label: string): Promise<string> {
  const button = buttons(stored(question)).find((b) => b.label.startsWith(label))!;
  const click = ana.click(question.id, button.customId);
  await settle(h, click);
  return answerOf(click)?.content ?? stored(question).content ?? '';
}

function lifecycle(): string {
  return h.bot.app.desk.byRow(row)!.record.lifecycle;
}

describe('/oil end: what the question asked about', () => {
  it('its answers carry it: a lobby’s question answered after the start leaves the game alone, whatever its words', async () => {
    const question = await ana.run(thread, 'oil end');
    expect(question.content).toBe(endQuestion(true));
    expect(buttons(question).map((b) => b.customId)).toEqual([
      `d1.${row}.0.endok.lobby`,
      `d1.${row}.0.endno.lobby`,
    ]);
    // Words a later release may give the question; the answer must not depend on them.
    stored(question).content = 'Close this lobby?';
    await ana.run(thread, 'oil start');
    expect(lifecycle()).toBe('active');
    expect(h.bot.app.desk.byRow(row)!.record.version).toBe(0);
    expect(await answer(question, 'Yes')).toBe(
      'The game started since you asked, so it goes on: `/oil end` asks again.',
    );
    expect(lifecycle()).toBe('active');
    // A game's question says so too, and its Yes ends the game.
    const again = await ana.run(thread, 'oil end');
    expect(again.content).toBe(endQuestion(false));
    expect(buttons(again)[0]!.customId).toBe(`d1.${row}.0.endok.game`);
    await answer(again, 'Yes');
    expect(lifecycle()).toBe('abandoned');
    // Nothing can be taken back after the end; an ended game has no Rematch, so a new game it is.
    expect((await ben.run(thread, 'oil undo')).content).toBe(
      'This game is over, so nothing can be taken back: undo works only while a game goes on. Start a new one with `/oil new`.',
    );
  });

  it('“No” on a lobby’s question says the lobby stays open, whatever its words', async () => {
    const question = await ana.run(thread, 'oil end');
    stored(question).content = 'Close this lobby?';
    expect(await answer(question, 'No')).toBe('The lobby stays open.');
    expect(lifecycle()).toBe('lobby');
  });

  it('answers on questions asked before their ids said what about are read by the question’s words', async () => {
    const lobbyQuestion = await ana.run(thread, 'oil end');
    asAskedBefore(lobbyQuestion, endQuestion(true));
    expect(buttons(stored(lobbyQuestion))[0]!.customId).toBe(`d1.${row}.0.endok`);
    expect(await answer(lobbyQuestion, 'No')).toBe('The lobby stays open.');
    const stale = await ana.run(thread, 'oil end');
    asAskedBefore(stale, endQuestion(true));
    await ana.run(thread, 'oil start');
    expect(await answer(stale, 'Yes')).toMatch(/^The game started since you asked/);
    const gameQuestion = await ana.run(thread, 'oil end');
    asAskedBefore(gameQuestion, endQuestion(false));
    expect(await answer(gameQuestion, 'Yes')).toBe('Game ended.');
    expect(lifecycle()).toBe('abandoned');
  });
});
