-- Each game's current turn message and what it shows. The bot edits it in place while the same players act
-- and posts a new one (the post pings them) when others must act. A game is "behind" when its version is past
-- the version its turn message shows, or it has none yet: the version bump of a move is saved in the move's
-- own transaction, so a bot that crashed between saving a move and posting finds on start what it owes.
CREATE TABLE turn_messages (
  game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  message_id  TEXT    NOT NULL,                     -- the Discord message in the game's thread
  version     INTEGER NOT NULL CHECK (version >= 0), -- the state version it shows
  first       INTEGER NOT NULL CHECK (first >= 0),   -- the version it was posted at (edits keep it)
  since       INTEGER NOT NULL CHECK (since >= 0),   -- its summary lists the events of the actions after this
  to_act      TEXT    NOT NULL DEFAULT '[]',          -- JSON array of the seats it asked to act (and pinged)
  posted_at   INTEGER NOT NULL                        -- ms since the epoch of its latest post or edit
) WITHOUT ROWID;

-- The turn message id moves to turn_messages (with the version it shows): one place, not two. Before this,
-- every action posted a new turn message and saved its id, so the stored one shows the game's version.
INSERT INTO turn_messages (game_id, message_id, version, first, since, to_act, posted_at)
  SELECT id, turn_message_id, version, version, version, '[]', updated_at
  FROM games WHERE turn_message_id IS NOT NULL AND status IN ('active', 'finished');
ALTER TABLE games DROP COLUMN turn_message_id;
