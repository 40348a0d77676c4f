/**
 * Notices Discord refused (a missing permission, a server error, a rate limit) are kept in the store and posted
 * again at later ticks of the clock loop, less and less often (`retryAt`), until Discord takes them or a day after
 * the first refusal: the players learn their seat was handed over all the same, also when the bot restarted
 * meanwhile. Each is posted with its key as nonce (`postNotice`), so never twice. A notice is one line that pings
 * nobody. A game that ends drops the notices kept before its end (migration 019); one whose thread no longer
 * exists (deleted: Discord says Unknown Channel) drops them all at once, as nothing will take them, and a game still
 * played there ends as abandoned (./deletions.ts), as a reminder or a clock vote finding it gone ends it. A missing
 * permission (Missing Access included) may be granted again, so it waits as a server error does.
 */
import type { App } from './app';
import { postNotice } from './clocks-notice';
import { abandonGoneThread } from './deletions';
import { NONCE_LENGTH } from './nonce';
import { retryAt } from './tick-loop';

/** A notice still refused this long after the first refusal is given up (logged). */
const GIVE_UP_MS = 24 * 3_600_000;

/**
 * Post `content` in game `row`'s thread `channelId` now, or keep it for a later tick when Discord refuses
 * (`NoticesLater`). `key`, unique to what it tells, is its nonce. Whether it was posted now.
 */
export async function postOrKeep(
  app: App,
  row: number,
  channelId: string,
  content: string,
  where: Record<string, unknown>,
  key: string,
): Promise<boolean> {
  const nonce = key.slice(0, NONCE_LENGTH);
  const posted = await postNotice(app, channelId, { content, allowedMentions: { parse: [] } }, where, nonce);
  if (posted === 'gone') {
    threadGone(app, row, where);
    return false;
  }
  if (posted) return true;
  try {
    app.desk.noticesLater.keep({ row, key: nonce, channelId, content, refusedAt: app.desk.now() });
  } catch (err) {
    app.log.error({ ...where, err }, 'a notice Discord refused could not be kept: it is lost');
  }
  return false;
}

/**
 * Game `row`'s thread no longer exists: the game ends as abandoned if it is still played (which drops its kept
 * notices), and the notices kept for it are dropped (logged): a game over may have kept its ending line.
 */
function threadGone(app: App, row: number, where: Record<string, unknown>): void {
  abandonGoneThread(app, row, where);
  const dropped = app.desk.noticesLater.dropGame(row);
  if (dropped > 0) app.log.warn({ ...where, dropped }, 'game thread gone: its kept notices dropped');
}

/** The kept notices' retries: how many ticks each has waited since this process began (a restart asks at once). */
export class NoticesLater {
  private ticks = new Map<string, number>();

  constructor(private readonly app: App) {}

  /**
   * Post again the kept notices whose tick it is at `now`; returns how many Discord took. A game over whose
   * thread one reopened (its ending line, said late) has it archived again, as its end did.
   */
  async retry(now: number, stopped: () => boolean): Promise<number> {
    const { noticesLater } = this.app.desk;
    const ticks = new Map<string, number>();
    const told = new Set<number>();
    const gone = new Set<number>();
    let posted = 0;
    for (const notice of noticesLater.all()) {
      if (gone.has(notice.row)) continue;
      const id = `${notice.row}:${notice.key}`;
      const tick = (this.ticks.get(id) ?? 0) + 1;
      ticks.set(id, tick);
      if (stopped() || !retryAt(tick)) continue;
      const where = { row: notice.row, notice: notice.key };
      const message = { content: notice.content, allowedMentions: { parse: [] } };
      const sent = await postNotice(this.app, notice.channelId, message, where, notice.key);
      if (sent === 'gone') {
        gone.add(notice.row);
        ticks.delete(id);
        threadGone(this.app, notice.row, where);
      } else if (sent) {
        posted++;
        told.add(notice.row);
        noticesLater.drop(notice.row, notice.key);
        ticks.delete(id);
        this.app.log.info(where, 'notice posted again');
      } else if (now - notice.refusedAt >= GIVE_UP_MS) {
        noticesLater.drop(notice.row, notice.key);
        ticks.delete(id);
        this.app.log.warn(where, 'notice given up');
      }
    }
    this.ticks = ticks;
    for (const row of told) await this.app.threads.archiveIfOver(row);
    return posted;
  }
}
