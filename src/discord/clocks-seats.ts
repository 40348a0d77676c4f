/**
 * After a seat changed hands (left, handed to a bot, returned, taken over): say so in the game's thread (later,
 * when Discord refuses: ./notices-later.ts) and bring its turn message up to date. The bot may have moved for the
 * seat already: its moves are told below the notice, so that nobody reads them as the player's own. If nothing
 * moved, the message is redrawn: its Undo is for the player who plays the seat now, and a seat taken over has a
 * new name. An open vote to end the game then shows whom it waits for now, or closes if that decided it.
 */
import type { SeatChange } from '../table/seats-handover';
import type { App } from './app';
import { postOrKeep } from './notices-later';
import { reviewEndVote } from './components/end-vote';

export async function announceSeatChange(app: App, change: SeatChange, text: string): Promise<void> {
  const { record } = change.game;
  const key = `s${record.id}.${change.seat.seat}.${app.desk.now().toString(36)}`;
  await postOrKeep(app, record.id, record.channelId, text, { row: record.id }, key);
  await app.threads.sync(record.id, { redraw: true, noticeAt: change.at });
  await reviewEndVote(app, record.id);
  await app.threads.archiveIfOver(record.id);
}
