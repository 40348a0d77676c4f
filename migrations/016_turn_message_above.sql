-- The turn message the current one was posted after, kept until a restart cannot lose it: finished then as the
-- game moved on ("done", "continued below") and ending with the move that did it, its lines are struck through
-- if that move is taken back below (src/discord/messages-above.ts). JSON {messageId, version, first, since, toAct,
-- kept, ending}, what that edit needs. NULL: none to strike (none, struck already, the game is over, or recorded
-- before this migration: such a message stays as it reads).
ALTER TABLE turn_messages ADD COLUMN above TEXT;
