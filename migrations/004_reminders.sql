-- Turn reminders: how often the players to act were reminded while a game waited at one state version, so a
-- restarted bot neither forgets nor repeats them. One row per game and version that got a reminder; a new
-- action moves the game to a new version, which starts with no row (the count starts again).
CREATE TABLE reminders (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  version  INTEGER NOT NULL CHECK (version >= 0),
  count    INTEGER NOT NULL CHECK (count >= 1),   -- reminders sent (or attempted) at this version
  last_at  INTEGER NOT NULL,                      -- ms since the epoch of the latest one
  PRIMARY KEY (game_id, version)
) WITHOUT ROWID;

-- When the game started (ms since the epoch): the wait for the first move counts from here, since
-- updated_at also moves when a message id is saved. NULL for games started before this migration (then
-- updated_at stands in).
ALTER TABLE games ADD COLUMN started_at INTEGER;
