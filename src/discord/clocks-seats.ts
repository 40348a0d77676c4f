/**
 * After a seat changed hands (left, handed to a bot, returned, taken over): say so in the game's thread
 * and bring its turn message up to date (the bot may have moved already).
 */
import type { SeatChange } from '../table/seats-handover';
import type { App } from './app';
import { postNotice } from './clocks-notice';

export async function announceSeatChange(app: App, change: SeatChange, text: string): Promise<void> {
  const { record } = change.game;
  await postNotice(
    app,
    record.channelId,
    { content: text, allowedMentions: { parse: [] } },
    { row: record.id },
  );
  await app.threads.sync(record.id);
  await app.threads.archiveIfOver(record.id);
}
