-- Stats (issue 15). A game that is over (finished or abandoned) never changes again, so what stats need of it
-- is written once, the first time the stats reader meets it (games over before this migration included), and
-- `/oil stats` then reads these small tables instead of parsing saved states and walking action logs again.

-- The final result of each finished game, one row per seat: its public score and whether it won, from the
-- game's status() of the saved final state. Abandoned games get none: they count only as abandoned.
CREATE TABLE game_results (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat     INTEGER NOT NULL CHECK (seat >= 0),
  score    REAL    NOT NULL,                        -- the seat's public score at the end
  won      INTEGER NOT NULL CHECK (won IN (0, 1)),  -- 1 when the seat is among the result's winners
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- How long each human move of a game that is over kept the game waiting (for the median time to move): one
-- row per action that starts a run of actions by its seat, with the ms since the action before it (or the
-- start). Games in play are measured from their action log on each request.
CREATE TABLE move_waits (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq      INTEGER NOT NULL CHECK (seq >= 1),       -- the move's action
  user_id  TEXT    NOT NULL,
  waited   INTEGER NOT NULL,                        -- ms
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The games over whose results (when finished and readable) and move waits are written.
CREATE TABLE summed_games (
  game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
);

-- Stats list a server's games: find them by server.
CREATE INDEX games_by_guild ON games (guild_id, lifecycle);
