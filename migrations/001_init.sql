-- Games, their seats and the append-only action log.
-- A game's state after `version` actions equals setup(seed, options, seats) followed by actions 1..version.

CREATE TABLE games (
  id            INTEGER PRIMARY KEY,
  guild_id      TEXT,
  channel_id    TEXT    NOT NULL,               -- the channel or thread the game lives in
  game_id       TEXT    NOT NULL,               -- registry id, e.g. "oil-springs"
  options       TEXT    NOT NULL DEFAULT '{}',  -- JSON, parsed with the game's optionsSchema
  seed          TEXT    NOT NULL,
  state         TEXT,                           -- JSON; NULL while in the lobby
  version       INTEGER NOT NULL DEFAULT 0,     -- number of actions applied = seq of the last action
  status        TEXT    NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
  host_user_id  TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,               -- ms since the epoch
  updated_at    INTEGER NOT NULL
);

-- One open (lobby or active) game per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_channel ON games (channel_id, id);
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
  game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat       INTEGER NOT NULL CHECK (seat >= 0),  -- join order in the lobby, play order once started
  user_id    TEXT,                                -- NULL for a bot
  bot_kind   TEXT,                                -- key into the game's bots; NULL for a human
  name       TEXT    NOT NULL,
  joined_at  INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat),
  CHECK ((user_id IS NULL) <> (bot_kind IS NULL))
) WITHOUT ROWID;

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE actions (
  game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL CHECK (seq >= 1),
  seat        INTEGER NOT NULL,
  user_id     TEXT,                               -- NULL when a bot acted
  action      TEXT    NOT NULL,                   -- JSON, parsed with the game's actionSchema
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER actions_append_only BEFORE UPDATE ON actions
BEGIN
  SELECT RAISE(ABORT, 'the action log is append-only');
END;
