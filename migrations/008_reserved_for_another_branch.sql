-- Placeholder in the `clocks` branch only: 008 and 009 belong to other branches (see 010_clocks.sql).
-- Drop this file when merging; migrations must be numbered without gaps for this branch to run.
SELECT 1;
