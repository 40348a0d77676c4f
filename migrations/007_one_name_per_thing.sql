-- One name per thing (issue 17).

-- A game record's place in its life is its lifecycle ('lobby', 'active', 'finished', 'abandoned'); "status"
-- is the engine's word for who acts now and the scores.
ALTER TABLE games RENAME COLUMN status TO lifecycle;
DROP INDEX games_by_status;
CREATE INDEX games_by_lifecycle ON games (lifecycle);

-- The Catan engines' action that ends a turn is `endTurn` (it was `end`, which also meant ending a game).
-- The action log is append-only; this rename is the one rewrite it allows, so replays keep matching.
DROP TRIGGER actions_append_only;
UPDATE actions SET action = json_set(action, '$.type', 'endTurn')
 WHERE json_valid(action) AND json_extract(action, '$.type') = 'end'
   AND game_id IN (SELECT id FROM games WHERE game_id IN ('catan', 'oil-springs'));
CREATE TRIGGER actions_append_only BEFORE UPDATE ON actions
BEGIN
  SELECT RAISE(ABORT, 'the action log is append-only');
END;
UPDATE games SET state = json_set(state, '$.last.kind', 'endTurn')
 WHERE game_id IN ('catan', 'oil-springs') AND json_valid(state) AND json_extract(state, '$.last.kind') = 'end';
