-- What the bot keeps of its own lines in game threads, so that a restart forgets none of them.
--
-- Notices Discord refused (a missing permission, a server error), posted again at later ticks until Discord
-- takes them or a day after the first refusal (src/discord/notices-later.ts). `key`, unique to what the notice
-- tells, is its nonce: posted twice, Discord keeps one. Each notice pings nobody, so its text is all it is.
CREATE TABLE notices_later (
  game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  key         TEXT    NOT NULL CHECK (length(key) BETWEEN 1 AND 25),
  channel_id  TEXT    NOT NULL,
  content     TEXT    NOT NULL,
  refused_at  INTEGER NOT NULL,   -- ms since the epoch of the first refusal
  PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

-- The turn reminders posted lately in each game's thread, struck through when an undo takes back the move they
-- reminded of (src/discord/reminders-shown.ts): the newest few per game.
CREATE TABLE shown_reminders (
  game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  message_id  TEXT    NOT NULL,
  version     INTEGER NOT NULL CHECK (version >= 0),
  content     TEXT    NOT NULL,
  user_ids    TEXT    NOT NULL CHECK (json_valid(user_ids)),   -- JSON array of the users it pinged
  posted_at   INTEGER NOT NULL,
  PRIMARY KEY (game_id, message_id)
) WITHOUT ROWID;

-- A game that ends (finished, or abandoned: ended, its thread deleted, its lobby closed) drops both: no undo
-- comes after its end, and a notice refused before it is moot. A notice kept at its end or after (that it
-- ended) is kept after this, so it is still posted.
CREATE TRIGGER games_over_drop_kept AFTER UPDATE OF lifecycle ON games
  WHEN NEW.lifecycle IN ('finished', 'abandoned') AND OLD.lifecycle IS NOT NEW.lifecycle
BEGIN
  DELETE FROM notices_later WHERE game_id = NEW.id;
  DELETE FROM shown_reminders WHERE game_id = NEW.id;
END;
