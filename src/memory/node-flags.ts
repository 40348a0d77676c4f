/**
 * The Node flags the bot runs with (`npm start`'s script; a ShardingManager's shard processes take the
 * manager's, and the load benchmark's bot takes these). A test keeps package.json's `start` script in step.
 *
 * `--max-semi-space-size=4`: V8's young generation is two semi-spaces, which grow to 16 MB each in a busy
 * process and stay there: 32 MB of the main thread's heap and as much in each render worker, nearly all empty
 * between collections. At 4 MB the process's V8 pages were ~47 MB smaller with 1,000 active games and two render
 * threads, for no measurable CPU (the bot's CPU time 122.8 s against 121.6 s over the same moves;
 * docs/scaling.md, *Memory*).
 */
export const BOT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
