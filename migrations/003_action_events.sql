-- The events each action produced (JSON array of GameEvent), stored for the game log (`/oil log`), so
-- reading the log needs no replay. Rows written before this migration have '[]'.
ALTER TABLE actions ADD COLUMN events TEXT NOT NULL DEFAULT '[]';
