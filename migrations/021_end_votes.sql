-- A vote of a game's players to end it (`/oil end` by a player who is not the host, src/table/end-votes.ts):
-- one open at a time per game. `opened_at` (ms since the epoch) is also its buttons' nonce, so a click on an
-- older proposal's message never counts on a newer one. `required`: the players whose agreement it needs,
-- fixed when it is proposed. `ballots`: each answer so far, by user id ('agree' or 'refuse'). `outcome` NULL
-- while open; 'passed' (the game ended), 'refused', 'lapsed' (not agreed in time), 'moved' (a player moved
-- since) or 'over' (the game ended otherwise).
CREATE TABLE end_votes (
  game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  opened_at   INTEGER NOT NULL,
  user_id     TEXT    NOT NULL,                                        -- who proposed it
  version     INTEGER NOT NULL CHECK (version >= 0),                   -- the game's version then
  required    TEXT    NOT NULL CHECK (json_valid(required)),           -- JSON array of user ids
  ballots     TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(ballots)),
  message_id  TEXT,                                                    -- its message in the thread, once posted
  outcome     TEXT    CHECK (outcome IN ('passed', 'refused', 'lapsed', 'moved', 'over')),
  PRIMARY KEY (game_id, opened_at)
) WITHOUT ROWID;
CREATE UNIQUE INDEX end_votes_one_open ON end_votes (game_id) WHERE outcome IS NULL;
