/**
 * Personal settings and held pings (tables `user_settings` and `held_pings`, migration 010). Times come from
 * the caller (ms since the epoch); nothing here reads the clock.
 */
import type Database from 'better-sqlite3';

/** One user's settings; a user who never chose any has `DEFAULT_SETTINGS`. */
export interface UserSettings {
  /** Whether turn reminders may ping them. */
  reminders: boolean;
  /** Quiet hours as [from, until) hours of the day in `timeZone`, or null for none. */
  quiet: { from: number; until: number } | null;
  /** An IANA time zone name, e.g. "Europe/Paris". */
  timeZone: string;
  /** A direct message when it becomes their turn. */
  dm: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = { reminders: true, quiet: null, timeZone: 'UTC', dm: false };

/** A ping left out of a turn message during someone's quiet hours. */
export interface HeldPing {
  /** The games row id. */
  id: number;
  userId: string;
  version: number;
  dueAt: number;
}

interface SettingsRow {
  reminders: number;
  quiet_from: number | null;
  quiet_until: number | null;
  time_zone: string;
  dm: number;
}

interface HeldRow {
  game_id: number;
  user_id: string;
  version: number;
  due_at: number;
}

export class SettingsStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      get: db.prepare<[string], SettingsRow>(
        'SELECT reminders, quiet_from, quiet_until, time_zone, dm FROM user_settings WHERE user_id = ?',
      ),
      put: db.prepare<[string, number, number | null, number | null, string, number, number]>(
        `INSERT INTO user_settings (user_id, reminders, quiet_from, quiet_until, time_zone, dm, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET reminders = excluded.reminders, quiet_from = excluded.quiet_from,
           quiet_until = excluded.quiet_until, time_zone = excluded.time_zone, dm = excluded.dm,
           updated_at = excluded.updated_at`,
      ),
      hold: db.prepare<[number, string, number, number]>(
        `INSERT INTO held_pings (game_id, user_id, version, due_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (game_id, user_id) DO UPDATE SET version = excluded.version, due_at = excluded.due_at`,
      ),
      due: db.prepare<[number], HeldRow>(
        `SELECT h.game_id, h.user_id, h.version, h.due_at FROM held_pings h JOIN games g ON g.id = h.game_id
         WHERE h.due_at <= ? AND owns_guild(g.guild_id) ORDER BY h.due_at, h.game_id`,
      ),
      held: db.prepare<[number], HeldRow>(
        'SELECT game_id, user_id, version, due_at FROM held_pings WHERE game_id = ? ORDER BY user_id',
      ),
      heldFor: db.prepare<[string], HeldRow>(
        'SELECT game_id, user_id, version, due_at FROM held_pings WHERE user_id = ? ORDER BY game_id',
      ),
      release: db.prepare<[number, string, number]>(
        'DELETE FROM held_pings WHERE game_id = ? AND user_id = ? AND due_at = ?',
      ),
      drop: db.prepare<[number, string]>('DELETE FROM held_pings WHERE game_id = ? AND user_id = ?'),
    };
  }

  /** The user's settings (the defaults when they never chose any). */
  get(userId: string): UserSettings {
    const r = this.stmt.get.get(userId);
    if (!r) return { ...DEFAULT_SETTINGS };
    return {
      reminders: r.reminders === 1,
      quiet:
        r.quiet_from !== null && r.quiet_until !== null ? { from: r.quiet_from, until: r.quiet_until } : null,
      timeZone: r.time_zone,
      dm: r.dm === 1,
    };
  }

  /** Save the user's whole settings at `at`. */
  put(userId: string, s: UserSettings, at: number): void {
    this.stmt.put.run(
      userId,
      s.reminders ? 1 : 0,
      s.quiet?.from ?? null,
      s.quiet?.until ?? null,
      s.timeZone,
      s.dm ? 1 : 0,
      at,
    );
  }

  /** Hold `userId`'s ping for game `id` (shown at `version`) until `dueAt`; replaces an older hold. */
  hold(ping: HeldPing): void {
    this.stmt.hold.run(ping.id, ping.userId, ping.version, ping.dueAt);
  }

  /** The held pings due at `now` in games of this process's shards, earliest first. */
  due(now: number): HeldPing[] {
    return this.stmt.due.all(now).map(toPing);
  }

  /** The pings held for game `id`. */
  heldIn(id: number): HeldPing[] {
    return this.stmt.held.all(id).map(toPing);
  }

  /** The pings held for `userId`, in every game. */
  heldFor(userId: string): HeldPing[] {
    return this.stmt.heldFor.all(userId).map(toPing);
  }

  /**
   * Take a due ping off the list; true when this call took it (a second tick, or a newer hold for the same
   * player, finds nothing to take).
   */
  release(ping: HeldPing): boolean {
    return this.stmt.release.run(ping.id, ping.userId, ping.dueAt).changes === 1;
  }

  /** Forget any ping held for `userId` in game `id` (they were pinged another way, or acted). */
  drop(id: number, userId: string): void {
    this.stmt.drop.run(id, userId);
  }
}

function toPing(r: HeldRow): HeldPing {
  return { id: r.game_id, userId: r.user_id, version: r.version, dueAt: r.due_at };
}
