-- Turn clocks, seats handed to bots and back, vacations (issue 15).

-- A seat handed to a bot keeps its player: `user_id` (the player) and `bot_kind` (the bot now playing it) may
-- both be set. A human seat has only `user_id`, a bot's only `bot_kind`. SQLite cannot change a CHECK in
-- place, so the table is rebuilt with the same rows.
CREATE TABLE seats_new (
  game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat       INTEGER NOT NULL CHECK (seat >= 0),  -- join order in the lobby, play order once started
  user_id    TEXT,                                -- the seat's player; NULL for a bot's own seat
  bot_kind   TEXT,                                -- the bot playing the seat now; NULL while its player plays
  name       TEXT    NOT NULL,
  joined_at  INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat),
  CHECK (user_id IS NOT NULL OR bot_kind IS NOT NULL)
) WITHOUT ROWID;
INSERT INTO seats_new (game_id, seat, user_id, bot_kind, name, joined_at)
  SELECT game_id, seat, user_id, bot_kind, name, joined_at FROM seats;
DROP TABLE seats;
ALTER TABLE seats_new RENAME TO seats;
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

-- May someone not seated take over a bot's seat (`/oil takeover`)? The host decides; 0 = no.
ALTER TABLE games ADD COLUMN takeover_allowed INTEGER NOT NULL DEFAULT 0 CHECK (takeover_allowed IN (0, 1));

-- A game's turn clock, chosen in the lobby (no row = no clock). `kind` 'move': each move must come within
-- `limit_ms` of the seat being asked; 'budget': each player has `limit_ms` in all for the whole game.
-- `policy` says what happens when a clock runs out. `synced_version` is the game version the seat clocks
-- below were last brought up to (-1: never).
CREATE TABLE clocks (
  game_id         INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  kind            TEXT    NOT NULL CHECK (kind IN ('move', 'budget')),
  limit_ms        INTEGER NOT NULL CHECK (limit_ms > 0),
  policy          TEXT    NOT NULL CHECK (policy IN ('bot-move', 'hand-over', 'vote')),
  synced_version  INTEGER NOT NULL DEFAULT -1
);

-- Each seat's clock. `waiting_since`: when the seat was last asked to act and has not yet (NULL: not asked
-- now). `used_ms`: time spent on earlier moves (budget clocks). `extra_ms`: time the other players granted by
-- vote for the current wait. `expired_since`: the `waiting_since` whose running out was already dealt with,
-- so a restart never applies the policy twice for one wait.
CREATE TABLE seat_clocks (
  game_id        INTEGER NOT NULL REFERENCES clocks (game_id) ON DELETE CASCADE,
  seat           INTEGER NOT NULL CHECK (seat >= 0),
  waiting_since  INTEGER,
  used_ms        INTEGER NOT NULL DEFAULT 0 CHECK (used_ms >= 0),
  extra_ms       INTEGER NOT NULL DEFAULT 0 CHECK (extra_ms >= 0),
  expired_since  INTEGER,
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- A vote of the other players on a seat whose clock ran out (policy 'vote'): one per seat and wait.
-- `outcome` NULL while open; 'wait' (more time) or 'bot' (the seat is handed to a bot) once decided.
CREATE TABLE clock_votes (
  game_id     INTEGER NOT NULL REFERENCES clocks (game_id) ON DELETE CASCADE,
  seat        INTEGER NOT NULL,
  since       INTEGER NOT NULL,                   -- the seat's waiting_since the vote is about
  opened_at   INTEGER NOT NULL,
  message_id  TEXT,                               -- the vote's message in the thread, once posted
  outcome     TEXT CHECK (outcome IN ('wait', 'bot')),
  PRIMARY KEY (game_id, seat, since)
) WITHOUT ROWID;

CREATE TABLE clock_ballots (
  game_id   INTEGER NOT NULL,
  seat      INTEGER NOT NULL,
  since     INTEGER NOT NULL,
  user_id   TEXT    NOT NULL,                     -- who voted (one ballot each; a new click changes it)
  choice    TEXT    NOT NULL CHECK (choice IN ('wait', 'bot')),
  PRIMARY KEY (game_id, seat, since, user_id),
  FOREIGN KEY (game_id, seat, since) REFERENCES clock_votes (game_id, seat, since) ON DELETE CASCADE
) WITHOUT ROWID;

-- What happened to seats outside the rules (handed to a bot, back, taken over), for the game log: shown after
-- the action `after_version`.
CREATE TABLE seat_notes (
  game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  after_version  INTEGER NOT NULL CHECK (after_version >= 0),
  seat           INTEGER NOT NULL,
  text           TEXT    NOT NULL,                -- with {pN} seat tokens
  created_at     INTEGER NOT NULL
);
CREATE INDEX seat_notes_by_game ON seat_notes (game_id, after_version);

-- Vacations: a player away from `from_at` to `until_at` (ms since the epoch) in a server; their clocks do not
-- run meanwhile, in every game of that server. Ending early shortens `until_at`.
CREATE TABLE vacations (
  guild_id  TEXT    NOT NULL,
  user_id   TEXT    NOT NULL,
  from_at   INTEGER NOT NULL,
  until_at  INTEGER NOT NULL CHECK (until_at >= from_at),
  PRIMARY KEY (guild_id, user_id, from_at)
) WITHOUT ROWID;

-- How many vacation days a year each player of a server may take (chosen by the server's admins).
CREATE TABLE vacation_allowances (
  guild_id       TEXT    PRIMARY KEY,
  days_per_year  INTEGER NOT NULL CHECK (days_per_year BETWEEN 0 AND 366)
);
