/**
 * The playground's memory: what the local "Discord" holds (channel ids, game threads, public messages and their
 * pictures) is kept in the same SQLite file as the games, in `playground_*` tables, so a restarted playground
 * shows the same threads with the same turn messages, and their buttons reach the same games.
 *
 * Ephemeral messages are not kept (Discord forgets them too). Restoring happens before the bot connects, so it
 * sees the restored channels in its GUILD_CREATE like any other.
 *
 * Pictures are big (a board is about 300 kB) and every turn brings one, often several as its message is edited
 * in place, and every private spot chooser another. So only the pictures attached now to each channel's newest
 * messages are kept: the newest `picturesPerChannel` public ones and the private ones since (a picture replaced
 * by an edit or on a deleted message goes at once), in the database and in the running stand-in alike; older
 * messages keep their text and the page says their picture is gone.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { APIMessage } from 'discord-api-types/v10';
import { logger } from '../../log';
import { explainDatabaseError } from '../../store/checks';
import type { ChannelRecord, StoredMessage } from '../model';
import type { Store } from '../store';

const log = logger.child({ module: 'playground-memory' });

const SCHEMA = `
CREATE TABLE IF NOT EXISTS playground_channels (
  id TEXT PRIMARY KEY,
  guild_id TEXT NOT NULL,
  name TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS playground_messages (
  id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  guild_id TEXT NOT NULL,
  message TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS playground_messages_by_channel ON playground_messages (channel_id);
CREATE TABLE IF NOT EXISTS playground_attachments (
  id TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS playground_attachments_by_channel ON playground_attachments (channel_id);
CREATE TABLE IF NOT EXISTS playground_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** Whose pictures are kept: the newest this many public messages of each channel. */
export const PICTURES_PER_CHANNEL = 20;

type ChannelRow = { id: string; guild_id: string; name: string; record: string };
type MessageRow = { id: string; channel_id: string; guild_id: string; message: string };
type AttachmentRow = { id: string; channel_id: string; filename: string; content_type: string; data: Buffer };

/** A channel record as JSON (its member set as a list). */
type SavedChannel = Omit<ChannelRecord, 'memberIds'> & { memberIds: string[] };

/** Opens (creating its folder) the playground's tables in `path`; a file it cannot use is named in the error. */
function openMemory(path: string): Database.Database {
  let db: Database.Database | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    return db;
  } catch (err) {
    db?.close();
    throw explainDatabaseError(path, err);
  }
}

export class PlaygroundMemory {
  private readonly db: Database.Database;
  private readonly picturesPerChannel: number;

  constructor(path: string, options: { picturesPerChannel?: number } = {}) {
    this.picturesPerChannel = options.picturesPerChannel ?? PICTURES_PER_CHANNEL;
    this.db = openMemory(path);
  }

  /**
   * Puts the remembered channels, threads, messages and pictures back into a fresh stand-in. Text channels
   * keep their old ids (matched by name); messages by the previous run's bot are credited to this run's bot.
   * Returns how many threads and messages came back.
   */
  restore(store: Store): { threads: number; messages: number } {
    const channels = this.db.prepare<[], ChannelRow>('SELECT * FROM playground_channels').all();
    if (channels.length === 0) return { threads: 0, messages: 0 };
    const oldBotId = this.meta('bot_id');
    const newBotId = store.botUser.id;
    let threads = 0;
    for (const row of channels) {
      if (!store.guilds.has(row.guild_id)) continue;
      const saved = JSON.parse(row.record) as SavedChannel;
      const record: ChannelRecord = { ...saved, memberIds: new Set(saved.memberIds) };
      if (record.thread === null) {
        const fresh = [...store.channels.values()].find(
          (c) => c.guildId === record.guildId && c.thread === null && c.name === record.name,
        );
        if (!fresh) continue;
        store.channels.delete(fresh.id);
        store.messages.delete(fresh.id);
        record.position = fresh.position;
      } else {
        threads += 1;
      }
      store.channels.set(record.id, record);
      store.messages.set(record.id, []);
    }
    const attachments = this.db.prepare<[], AttachmentRow>('SELECT * FROM playground_attachments').all();
    for (const a of attachments) {
      store.attachments.set(a.id, {
        id: a.id,
        channelId: a.channel_id,
        filename: a.filename,
        contentType: a.content_type,
        data: a.data,
      });
    }
    const rows = this.db
      .prepare<[], MessageRow>('SELECT * FROM playground_messages ORDER BY length(id), id')
      .all();
    let messages = 0;
    for (const row of rows) {
      const list = store.messages.get(row.channel_id);
      if (!list) continue;
      let text = row.message.replace(/https?:\/\/[^/"]+\/attachments\//g, `${store.baseUrl}/attachments/`);
      if (oldBotId && oldBotId !== newBotId) text = text.split(oldBotId).join(newBotId);
      const stored: StoredMessage = {
        message: JSON.parse(text) as APIMessage,
        guildId: row.guild_id,
        visibleTo: null,
      };
      list.push(stored);
      store.messageIndex.set(stored.message.id, stored);
      messages += 1;
    }
    log.info({ threads, messages }, 'playground restored from the database');
    return { threads, messages };
  }

  /** Writes every change of the stand-in from now on; returns the function that stops. */
  follow(store: Store): () => void {
    this.setMeta('bot_id', store.botUser.id);
    const saveChannel = this.db.prepare(
      `INSERT INTO playground_channels (id, guild_id, name, record) VALUES (@id, @guild_id, @name, @record)
       ON CONFLICT(id) DO UPDATE SET name = excluded.name, record = excluded.record`,
    );
    const saveMessage = this.db.prepare(
      `INSERT INTO playground_messages (id, channel_id, guild_id, message) VALUES (@id, @channel_id, @guild_id, @message)
       ON CONFLICT(id) DO UPDATE SET message = excluded.message`,
    );
    const hasAttachment = this.db.prepare<[string], { id: string }>(
      'SELECT id FROM playground_attachments WHERE id = ?',
    );
    const saveAttachment = this.db.prepare(
      `INSERT OR IGNORE INTO playground_attachments (id, channel_id, filename, content_type, data)
       VALUES (@id, @channel_id, @filename, @content_type, @data)`,
    );
    const deleteMessage = this.db.prepare('DELETE FROM playground_messages WHERE id = ?');
    const savedPictures = this.db.prepare<[string], { id: string }>(
      'SELECT id FROM playground_attachments WHERE channel_id = ?',
    );
    const deletePicture = this.db.prepare('DELETE FROM playground_attachments WHERE id = ?');

    /** Drops the pictures of a channel that none of its newest messages shows. */
    const prune = (channelId: string): void => {
      const shown = new Set<string>();
      let publicOnes = 0;
      const list = store.messages.get(channelId) ?? [];
      for (let i = list.length - 1; i >= 0 && publicOnes < this.picturesPerChannel; i--) {
        const stored = list[i];
        if (!stored) continue;
        if (stored.visibleTo === null) publicOnes += 1;
        for (const a of stored.message.attachments ?? []) shown.add(a.id);
      }
      for (const row of savedPictures.all(channelId)) if (!shown.has(row.id)) deletePicture.run(row.id);
      for (const [id, a] of store.attachments) {
        if (a.channelId === channelId && !shown.has(id)) store.attachments.delete(id);
      }
    };

    const channel = (record: ChannelRecord): void => {
      saveChannel.run({
        id: record.id,
        guild_id: record.guildId,
        name: record.name,
        record: JSON.stringify({ ...record, memberIds: [...record.memberIds] }),
      });
    };
    const message = this.db.transaction((stored: StoredMessage) => {
      const m = stored.message;
      if (stored.visibleTo !== null) {
        // Private replies are not kept, but the pictures they no longer show leave the stand-in all the same.
        prune(m.channel_id);
        return;
      }
      saveMessage.run({
        id: m.id,
        channel_id: m.channel_id,
        guild_id: stored.guildId,
        message: JSON.stringify(m),
      });
      for (const a of m.attachments ?? []) {
        if (hasAttachment.get(a.id)) continue;
        const data = store.attachments.get(a.id);
        if (!data) continue;
        saveAttachment.run({
          id: data.id,
          channel_id: data.channelId,
          filename: data.filename,
          content_type: data.contentType,
          data: data.data,
        });
      }
      const where = store.channels.get(m.channel_id);
      if (where) channel(where);
      prune(m.channel_id);
    });
    const guard =
      <T extends unknown[]>(what: string, fn: (...args: T) => void) =>
      (...args: T): void => {
        try {
          fn(...args);
        } catch (error) {
          log.warn({ err: error }, `could not remember ${what}`);
        }
      };
    const onMessage = guard('a message', (stored: StoredMessage) => message(stored));
    const onDelete = guard(
      'a deletion',
      this.db.transaction((d: { id: string; channelId: string; visibleTo: string | null }) => {
        if (d.visibleTo === null) deleteMessage.run(d.id);
        prune(d.channelId);
      }),
    );
    const onThread = guard('a thread', (record: ChannelRecord) => channel(record));
    for (const record of store.channels.values()) channel(record);
    // A database from before pictures were pruned is brought down to size at once.
    this.db.transaction(() => {
      for (const id of store.channels.keys()) prune(id);
    })();
    store.on('messageCreate', onMessage);
    store.on('messageUpdate', onMessage);
    store.on('messageDelete', onDelete);
    store.on('threadCreate', onThread);
    store.on('threadUpdate', onThread);
    return () => {
      store.off('messageCreate', onMessage);
      store.off('messageUpdate', onMessage);
      store.off('messageDelete', onDelete);
      store.off('threadCreate', onThread);
      store.off('threadUpdate', onThread);
    };
  }

  close(): void {
    this.db.close();
  }

  private meta(key: string): string | undefined {
    return this.db
      .prepare<[string], { value: string }>('SELECT value FROM playground_meta WHERE key = ?')
      .get(key)?.value;
  }

  private setMeta(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO playground_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }
}
