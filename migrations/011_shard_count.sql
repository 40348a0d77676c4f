-- Sharding (issue 16): the shard count each lock holder runs with. Every process on one database must use the
-- same count: a process serving every guild (count 1) beside one serving shard 1 of 2 would both handle the
-- games of shard 1's guilds (reminders, clocks, catch-up). A claimant with another count is refused.
ALTER TABLE instance_lock ADD COLUMN shard_count INTEGER NOT NULL DEFAULT 1 CHECK (shard_count >= 1);
