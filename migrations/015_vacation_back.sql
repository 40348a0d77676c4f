-- Whether the threads were told that a vacation is over (src/table/clocks-vacation.ts `vacationsOver`): one
-- that ends on its own is told by the clock loop once, one ended early by the player's own command. Those over
-- before this migration count as told, so an upgrade posts nothing about them.
ALTER TABLE vacations ADD COLUMN back_told INTEGER NOT NULL DEFAULT 0 CHECK (back_told IN (0, 1));
UPDATE vacations SET back_told = 1 WHERE until_at <= CAST(strftime('%s', 'now') AS INTEGER) * 1000;
