/**
 * The playground's memory keeps the pictures of each channel's newest messages only: posted, edited and deleted
 * through unmodified discord.js, the older and the replaced pictures leave the database and the stand-in, the
 * messages' text stays, and a restart brings back what was kept.
 */
import Database from 'better-sqlite3';
import {
  AttachmentBuilder,
  ChannelType,
  MessageFlags,
  type ChatInputCommandInteraction,
  type Message,
  type TextChannel,
} from 'discord.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn } from '../../src/playground';
import { PlaygroundMemory } from '../../src/playground/web/memory';
import { playgroundWorld } from '../../src/playground/web/people';
import { connected } from './helpers';
import { TINY_PNG } from './png';

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'derrick-memory-'));
  path = join(dir, 'derrick.sqlite');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What the database holds: picture ids (sorted) and how many messages. */
function saved(): { pictures: string[]; messages: number } {
  const db = new Database(path, { readonly: true });
  try {
    const pictures = db
      .prepare<[], { id: string }>('SELECT id FROM playground_attachments')
      .all()
      .map((r) => r.id)
      .sort();
    const messages = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM playground_messages').get()?.n;
    return { pictures, messages: messages ?? 0 };
  } finally {
    db.close();
  }
}

const board = (): AttachmentBuilder => new AttachmentBuilder(TINY_PNG, { name: 'board.png' });
const pictureOf = (m: Message): { id: string; url: string } => {
  const a = m.attachments.first();
  if (!a) throw new Error(`message ${m.id} has no picture`);
  return { id: a.id, url: a.url };
};
const idsOf = (messages: Message[]): string[] => messages.map((m) => pictureOf(m).id).sort();
const status = async (url: string): Promise<number> => (await fetch(url)).status;

/** Posts `count` turn messages, each with a board picture, in the first text channel. */
async function postTurns(channel: TextChannel, count: number): Promise<Message[]> {
  const sent: Message[] = [];
  for (let i = 0; i < count; i++) sent.push(await channel.send({ content: `turn ${i}`, files: [board()] }));
  return sent;
}

async function playground(picturesPerChannel: number) {
  const world = await connected({ world: playgroundWorld });
  const memory = new PlaygroundMemory(path, { picturesPerChannel });
  memory.restore(world.standIn.store);
  const forget = memory.follow(world.standIn.store);
  const channel = world.client.channels.cache.find((c): c is TextChannel => c.type === ChannelType.GuildText);
  if (!channel) throw new Error('no text channel');
  return {
    ...world,
    channel,
    close: async () => {
      forget();
      memory.close();
      await world.close();
    },
  };
}

describe('the playground keeps the pictures of the newest messages only', () => {
  it('drops older pictures and replaced or deleted ones, on disk and in the stand-in, and keeps the text', async () => {
    const p = await playground(3);
    try {
      const sent = await postTurns(p.channel, 6);
      expect(saved()).toEqual({ pictures: idsOf(sent.slice(3)), messages: 6 });
      expect(await status(pictureOf(sent[0]!).url)).toBe(404);
      expect(await status(pictureOf(sent[2]!).url)).toBe(404);
      expect(await status(pictureOf(sent[3]!).url)).toBe(200);

      // The turn message edited in place with a new board: the board it replaced goes.
      const replaced = pictureOf(sent[5]!);
      const edited = await sent[5]!.edit({ content: 'turn 5, later', files: [board()], attachments: [] });
      const fresh = pictureOf(edited);
      expect(fresh.id).not.toBe(replaced.id);
      expect(saved().pictures).toEqual([...idsOf(sent.slice(3, 5)), fresh.id].sort());
      expect(await status(replaced.url)).toBe(404);
      expect(await status(fresh.url)).toBe(200);

      // A deleted message takes its picture along.
      await edited.delete();
      expect(saved()).toEqual({ pictures: idsOf(sent.slice(3, 5)), messages: 5 });
      expect(await status(fresh.url)).toBe(404);
      expect(p.standIn.store.attachments.size).toBe(2);
    } finally {
      await p.close();
    }
    // After a restart, the kept pictures are back and still served; the older messages are back without theirs.
    const standIn = await startStandIn({ world: playgroundWorld });
    const memory = new PlaygroundMemory(path, { picturesPerChannel: 3 });
    try {
      expect(memory.restore(standIn.store).messages).toBe(5);
      expect([...standIn.store.attachments.keys()].sort()).toEqual(saved().pictures);
      expect(saved().pictures).toHaveLength(2);
    } finally {
      memory.close();
      await standIn.close();
    }
  });

  it('drops the picture of a private reply once it no longer shows it, or once it is older than the kept ones', async () => {
    const p = await playground(2);
    try {
      await p.client.application?.commands.set([{ name: 'choose', description: 'Choose a spot' }]);
      const ask = async (): Promise<ChatInputCommandInteraction> => {
        const received = new Promise<ChatInputCommandInteraction>((resolve) =>
          p.client.once('interactionCreate', (i) => {
            if (i.isChatInputCommand()) resolve(i);
          }),
        );
        p.standIn.driver.runCommand({ user: 'ana', channel: p.channel.id, command: 'choose' });
        const interaction = await received;
        await interaction.reply({
          content: 'Choose a spot',
          files: [board()],
          flags: MessageFlags.Ephemeral,
        });
        return interaction;
      };
      const chooser = await ask();
      expect(p.standIn.store.attachments.size).toBe(1);
      // Done: the chooser is edited to text only, and its picture goes.
      await chooser.editReply({ content: 'Done: A1.', files: [], attachments: [] });
      expect(p.standIn.store.attachments.size).toBe(0);
      // A chooser left open keeps its picture until two newer public messages (the kept number) came.
      await ask();
      expect(p.standIn.store.attachments.size).toBe(1);
      const turns = await postTurns(p.channel, 2);
      expect([...p.standIn.store.attachments.keys()].sort()).toEqual(idsOf(turns));
      expect(saved().pictures).toEqual(idsOf(turns));
    } finally {
      await p.close();
    }
  });

  it('brings a database that kept every picture down to size when it starts following', async () => {
    const before = await playground(100);
    let sent: Message[];
    try {
      sent = await postTurns(before.channel, 5);
      expect(saved().pictures).toHaveLength(5);
    } finally {
      await before.close();
    }
    const after = await playground(2);
    try {
      expect(saved()).toEqual({ pictures: idsOf(sent.slice(3)), messages: 5 });
      expect(after.standIn.store.attachments.size).toBe(2);
    } finally {
      await after.close();
    }
  });
});
