-- Who the game waited on (`to_act`) and who it let act unasked (`may_act`) after each action: JSON arrays of
-- seats, the engine's status then. With them the thread tells a step answered out of turn while the same
-- player kept the move (a trade offer's answers) from a change of turn, without replaying the game. NULL for
-- the actions logged before this migration (not known: the thread then reads such a step as a change of turn).
ALTER TABLE actions ADD COLUMN to_act TEXT;
ALTER TABLE actions ADD COLUMN may_act TEXT;

-- The seats a turn message stands for besides those it asked (`to_act`): asked by an earlier message of the same
-- turn and still holding the move when it was posted (the maker of an offer another player must answer), so
-- it was not pinged again and the message may be edited when the move comes back to them.
ALTER TABLE turn_messages ADD COLUMN kept TEXT NOT NULL DEFAULT '[]';
