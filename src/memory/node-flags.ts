/**
 * The Node flags the bot runs with (`npm start`'s script; a ShardingManager's shard processes take the
 * manager's, and the load benchmark's bot takes these). A test keeps package.json's `start` script in step.
 *
 * `--max-semi-space-size=4`: V8's young generation is two semi-spaces, which grow to 16 MB each in a busy
 * process and stay there: 32 MB of the main thread's heap and as much in each render worker, nearly all empty
 * between collections. At 4 MB the process's V8 pages were ~47 MB smaller with 1,000 active games and two render
 * threads, for no measurable CPU (the bot's CPU time 122.8 s against 121.6 s over the same moves;
 * docs/scaling-log.md, *Memory*).
 *
 * `--optimize-for-size`: V8 grows its heaps less eagerly and gives pages back sooner (in every isolate: the flags
 * are the process's, so the render workers take them too). With 1,000 active games and two render threads, RSS
 * 258 and 265 MB against 301 (quiet machine, `npm run bench -- --only load.activeGames`), for ~8 % more of the
 * bot's CPU (19.6 against 17.9–18.2 ms an interaction at a fixed pace,
 * `LOAD_GAMES=50 LOAD_THINK_MS=1500 npm run bench -- --only load.sustained`, latencies within their targets).
 *
 * Under `--optimize-for-size` the first flag does nothing: V8 11 implies `--max-semi-space-size=1` from it and that
 * wins whatever the order (`node --max-semi-space-size=4 --optimize-for-size --print-flag-values -e 0` prints
 * `--max-semi-space-size=1`, 2026-12-06): every isolate's semi-spaces stay at 1 MB. The
 * flag also makes every major collection a memory-reducing one (`--trace-gc`: "Mark-Compact (reduce)", compacting
 * and shrinking the young generation) and sets the next one's limit at most 1.3× what survived (2 MB more at least,
 * against 8); a render worker drawing 70 Oil Springs boards made 12 major collections (9 reducing) and 34 young ones
 * of its own (besides PictureScavenge's) with it, against 5 and 9 without.
 *
 * Both keep every isolate's young generation small, the render workers' too: a worker drawing pictures back to
 * back then promoted each picture's garbage and needed a major collection every 4–5 pictures, so each worker
 * collects its young generation after each picture (src/memory/collect.ts, PictureScavenge). The render
 * benchmarks run with these flags (bench/index.ts, AS_THE_BOT), as their pictures are the bot's.
 */
export const BOT_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--optimize-for-size'];
