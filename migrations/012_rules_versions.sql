-- Saved games survive an update of a game's rules code. `rules_version`: the version of the game's rules
-- (`GameModule.rulesVersion`) its state was saved under; every game saved before this is at 1. A game loaded
-- under newer rules is upgraded once (the game's `upgrade` hook) and saved with the new version, and its log
-- is replayed under the new rules only from there: its replay base. `replay_from` is the number of actions
-- logged at that update (0: from the start) and `replay_base` the state then, under `rules_version` (JSON;
-- NULL: the game's setup). Undo, the undo chance, the since picture and `/oil repair` replay from the base and
-- the actions after it, never across it.
ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1 CHECK (rules_version >= 1);
ALTER TABLE games ADD COLUMN replay_from INTEGER NOT NULL DEFAULT 0 CHECK (replay_from >= 0);
ALTER TABLE games ADD COLUMN replay_base TEXT;
