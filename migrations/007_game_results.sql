-- Stats (issue 15): the final result of each finished game, one row per seat, so `/oil stats` and
-- `/oil leaderboard` read scores and winners without parsing saved states again. Derived from the finished
-- game's saved final state (the game's status(): scores and winners), which never changes once finished; the
-- stats reader writes the rows of a finished game the first time it meets one without them, so games finished
-- before this migration are summed up too. Abandoned games get no rows: they count only as abandoned.
CREATE TABLE game_results (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat     INTEGER NOT NULL CHECK (seat >= 0),
  score    REAL    NOT NULL,                        -- the seat's public score at the end
  won      INTEGER NOT NULL CHECK (won IN (0, 1)),  -- 1 when the seat is among the result's winners
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- Stats list a server's games: find them by server.
CREATE INDEX games_by_guild ON games (guild_id, status);
