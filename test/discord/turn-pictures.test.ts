/**
 * The turn messages' pictures the bot remembers (src/discord/turn-pictures.ts): the one it last posted or edited,
 * kept by a redraw only when drawn from the same board with the same alt text, read afresh for a finishing edit
 * when forgotten, and no more than `MAX_PICTURES_REMEMBERED`.
 */
import { Collection, type Message, type MessageManager } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import { BOARD_FILE } from '../../src/discord/turn';
import { MAX_PICTURES_REMEMBERED, TurnPictures } from '../../src/discord/turn-pictures';

/** A turn message `id` as Discord answers it: its attachments (the board picture with `alt`, unless null). */
function message(id: string, alt: string | null, name = BOARD_FILE): Pick<Message, 'id' | 'attachments'> {
  const attachments = new Collection(
    alt === null ? [] : [[`a${id}`, { id: `a${id}`, name, description: alt }]],
  );
  return { id, attachments } as unknown as Pick<Message, 'id' | 'attachments'>;
}

/** Game 3 at `version`, Ben's seat played by `botKind` (null: by Ben). */
function game(version: number, botKind: string | null = null): GameSnapshot {
  const record = { gameId: 'catan', version, rulesVersion: 1, replayFrom: 0, lifecycle: 'active' };
  const seats = [
    { seat: 0, userId: 'a', name: 'Ana', botKind: null },
    { seat: 1, userId: 'b', name: 'Ben', botKind },
  ];
  return { record, seats } as unknown as GameSnapshot;
}

/** A message manager whose fetch answers `found` (a failure when null), counting its calls. */
function messagesFinding(found: Pick<Message, 'id' | 'attachments'> | null) {
  const calls: unknown[] = [];
  const fetch = async (options: unknown) => {
    calls.push(options);
    if (!found) throw new Error('Unknown Message');
    return found;
  };
  return { messages: { fetch } as unknown as Pick<MessageManager, 'fetch'>, calls };
}

describe('TurnPictures', () => {
  it('a redraw keeps the picture drawn from the same board with the same alt text', () => {
    const pictures = new TurnPictures();
    pictures.remember(message('1', 'Ana to roll'), game(4));
    expect(pictures.unchanged('1', game(4), () => 'Ana to roll')).toEqual({
      id: 'a1',
      description: 'Ana to roll',
    });
  });

  it('not one of another version, another player at a seat, or another alt text, nor one never remembered', () => {
    const pictures = new TurnPictures();
    pictures.remember(message('1', 'Ana to roll'), game(4));
    expect(pictures.unchanged('1', game(5), () => 'Ana to roll')).toBeNull();
    expect(pictures.unchanged('1', game(4, 'greedy'), () => 'Ana to roll')).toBeNull();
    expect(pictures.unchanged('1', game(4), () => 'Ana to roll. Clock ran out')).toBeNull();
    expect(pictures.unchanged('2', game(4), () => 'Ana to roll')).toBeNull();
  });

  it('a message without a board picture with alt text is not remembered, and forgets the one it had', () => {
    const pictures = new TurnPictures();
    pictures.remember(message('1', 'Ana to roll'), game(4));
    pictures.remember(message('1', null), game(5));
    expect(pictures.size).toBe(0);
    pictures.remember(message('2', 'Ana to roll', 'chart.png'), game(4));
    pictures.remember(message('3', ''), game(4));
    expect(pictures.size).toBe(0);
  });

  it('the finishing edit keeps the remembered picture without reading the message', async () => {
    const pictures = new TurnPictures();
    pictures.remember(message('1', 'Ana to roll'), game(4));
    const { messages, calls } = messagesFinding(null);
    expect(await pictures.kept(messages, '1')).toMatchObject({ id: 'a1', description: 'Ana to roll' });
    expect(calls).toEqual([]);
  });

  it('a forgotten picture (finished, or after a restart) is read afresh from Discord; null when it cannot be', async () => {
    const pictures = new TurnPictures();
    pictures.remember(message('1', 'Ana to roll'), game(4));
    pictures.forget('1');
    const found = messagesFinding(message('1', 'Ben to trade'));
    expect(await pictures.kept(found.messages, '1')).toEqual({ id: 'a1', description: 'Ben to trade' });
    expect(found.calls).toEqual([{ message: '1', force: true }]);
    expect(await pictures.kept(messagesFinding(null).messages, '1')).toBeNull();
  });

  it('past the bound the oldest go first', () => {
    const pictures = new TurnPictures();
    for (let i = 0; i <= MAX_PICTURES_REMEMBERED; i++) pictures.remember(message(`${i}`, 'alt'), game(4));
    expect(pictures.size).toBe(MAX_PICTURES_REMEMBERED);
    expect(pictures.unchanged('0', game(4), () => 'alt')).toBeNull();
    expect(pictures.unchanged('1', game(4), () => 'alt')).not.toBeNull();
  });
});
