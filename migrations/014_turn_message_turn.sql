-- The game's turn (GameModule.turn) when the turn message was first posted: the thread tells from it whether the
-- game is still in that turn (src/discord/thread.ts TurnContext.sameTurn) without replaying the log. NULL when
-- the game does not tell its turns, and for the messages posted before this migration (read as another turn).
ALTER TABLE turn_messages ADD COLUMN turn INTEGER;
