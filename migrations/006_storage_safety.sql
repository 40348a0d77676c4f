-- Storage safety (issue 12).

-- A game whose saved row could not be read is marked here (what was wrong and when), so only that game pauses
-- until an admin rebuilds it from its action log (`/oil repair`); NULL = healthy.
ALTER TABLE games ADD COLUMN damaged TEXT;

-- The write check at start: one row, rewritten by every start, proves the file (and its -wal) is writable.
CREATE TABLE health_check (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at  INTEGER NOT NULL                    -- ms since the epoch of the latest start
);

-- One bot process per database and shard: the holder refreshes heartbeat_at every few seconds; a claimant
-- takes over only when the heartbeat is stale (or the holder's pid is gone on this host).
CREATE TABLE instance_lock (
  shard         INTEGER PRIMARY KEY CHECK (shard >= 0),
  token         TEXT    NOT NULL,                 -- random per holder, so a release never drops another's lock
  pid           INTEGER NOT NULL,
  host          TEXT    NOT NULL,
  acquired_at   INTEGER NOT NULL,                 -- ms since the epoch
  heartbeat_at  INTEGER NOT NULL
);
