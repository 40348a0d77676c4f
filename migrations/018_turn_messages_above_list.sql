-- The finished turn messages above the current one whose moves may still be taken back, not only the one just
-- above: an undo can reach back past it (an offer withdrawn, made again in a new message, both taken back and then
-- the first offer too), and every message that tells a move taken back is struck through
-- (src/discord/messages-above.ts). `above` becomes a JSON array of what the one object held, newest first, each
-- with the range of moves it tells (`since`, `version`: the moves after `since` through `version + 1`). A row
-- recorded before this migration knows the message just above only: it becomes a list of that one, so such a
-- game's undos strike as before.
UPDATE turn_messages SET above = json_array(json(above))
  WHERE above IS NOT NULL AND json_valid(above) AND json_type(above) = 'object';
