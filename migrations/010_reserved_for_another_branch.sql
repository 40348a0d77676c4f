-- Placeholder in the `settings` branch only: 009 and 010 belong to other branches (see 011_user_settings.sql).
-- Drop this file when merging; migrations must be numbered without gaps for this branch to run.
SELECT 1;
