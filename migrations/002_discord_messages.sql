-- What the Discord layer needs to find its messages again, plus a free JSON bag for it.
ALTER TABLE games ADD COLUMN parent_channel_id TEXT;  -- the channel a game thread was opened from
ALTER TABLE games ADD COLUMN lobby_message_id  TEXT;
ALTER TABLE games ADD COLUMN turn_message_id   TEXT;
ALTER TABLE games ADD COLUMN meta              TEXT NOT NULL DEFAULT '{}';
