-- Who left a seat for good mid-game (`/oil leave`; src/table/seats-handover.ts leaveGame). The seat's player
-- becomes NULL then (a bot plays it, or someone who takes it over), so without this a game its player left was no
-- longer theirs in the stats: it vanished from their games and from the lobby's reliability line. One row per
-- person and seat they left (someone who takes a seat over may leave it in turn). `name`: the name they sat with.
CREATE TABLE seat_leavers (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat     INTEGER NOT NULL CHECK (seat >= 0),
  user_id  TEXT    NOT NULL,
  name     TEXT    NOT NULL,
  left_at  INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, user_id)
) WITHOUT ROWID;
CREATE INDEX seat_leavers_by_user ON seat_leavers (user_id);

-- Those who left before this migration, as far as the log tells: each '{pN} left the game' note (migration 009
-- on) names the seat, and the seat's last move made by a person before the note names who played it then. Someone
-- who left before their first move cannot be told. The name is the seat's (the name it was left with, unless
-- someone took the seat over since: then theirs).
INSERT OR IGNORE INTO seat_leavers (game_id, seat, user_id, name, left_at)
  SELECT n.game_id, n.seat, a.user_id, s.name, n.created_at
  FROM seat_notes n
    JOIN seats s ON s.game_id = n.game_id AND s.seat = n.seat
    JOIN actions a ON a.game_id = n.game_id AND a.seq = (
      SELECT MAX(x.seq) FROM actions x
      WHERE x.game_id = n.game_id AND x.seat = n.seat AND x.user_id IS NOT NULL AND x.seq <= n.after_version)
  WHERE n.text LIKE '{p' || n.seat || '} left the game%';
