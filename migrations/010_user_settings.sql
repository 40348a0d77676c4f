-- Personal settings (`/oil settings`), per Discord user and for every game: reminders on/off, quiet hours in
-- the user's time zone (no ping then: it waits), and a direct-message notice when it is their turn.
CREATE TABLE user_settings (
  user_id     TEXT PRIMARY KEY,
  reminders   INTEGER NOT NULL DEFAULT 1 CHECK (reminders IN (0, 1)),
  quiet_from  INTEGER CHECK (quiet_from BETWEEN 0 AND 23),   -- hour of the day the quiet hours start, or NULL
  quiet_until INTEGER CHECK (quiet_until BETWEEN 0 AND 23),  -- hour they end (exclusive), or NULL
  time_zone   TEXT NOT NULL DEFAULT 'UTC',                    -- an IANA name
  dm          INTEGER NOT NULL DEFAULT 0 CHECK (dm IN (0, 1)),
  updated_at  INTEGER NOT NULL,
  CHECK ((quiet_from IS NULL) = (quiet_until IS NULL))
) WITHOUT ROWID;

-- Turn pings held back by someone's quiet hours: posted in the thread (and by DM when asked) once `due_at`
-- has come, if that player still has to act in that game. One row per game and user.
CREATE TABLE held_pings (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  user_id  TEXT NOT NULL,
  version  INTEGER NOT NULL CHECK (version >= 0),  -- the version whose turn message left the ping out
  due_at   INTEGER NOT NULL,                       -- ms since the epoch: when the quiet hours end
  PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;
