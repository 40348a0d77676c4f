-- What each action drew (src/table/undo-random.ts `Drew`), logged with it: `true` (the game's RNG), `false`
-- (nothing), or the JSON string naming the hidden pile it drew from. With it, whether the last action may be taken
-- back is known without replaying the game's log, also after a restart. NULL for the actions logged before this
-- migration and for bots' (not known: undo then replays the log once to find out, as before).
ALTER TABLE actions ADD COLUMN drew TEXT;
