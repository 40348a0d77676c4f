/**
 * The Node flags the bot runs with (`npm start`'s script; a ShardingManager's shard processes take the
 * manager's, and the load benchmark's bot takes these). A test keeps package.json's `start` script in step.
 *
 * `--optimize-for-size`: V8 grows its heaps less eagerly and gives pages back sooner (in every isolate: the flags
 * are the process's, so the render workers take them too). With 1,000 active games and two render threads, RSS
 * 258 and 265 MB against 301 (quiet machine, `npm run bench -- --only load.activeGames`), for ~8 % more of the
 * bot's CPU (19.6 against 17.9–18.2 ms an interaction at a fixed pace,
 * `LOAD_GAMES=50 LOAD_THINK_MS=1500 npm run bench -- --only load.sustained`, latencies within their targets).
 * What it does in V8 11 (Node 20):
 * - It sets every isolate's semi-spaces to 1 MB, whatever `--max-semi-space-size` says before or after it
 *   (`node --max-semi-space-size=4 --optimize-for-size --print-flag-values -e 0` prints `--max-semi-space-size=1`).
 *   Without it, the young generation's two semi-spaces grow to 16 MB each in a busy process and stay there, nearly
 *   all empty between collections: at 4 MB the process's V8 pages were ~47 MB smaller (docs/scaling-log.md,
 *   *Memory*). The bot ran `--max-semi-space-size=4` beside it until 2026-12-06, when that was found to do nothing.
 * - Every major collection is a memory-reducing one (`--trace-gc`: "Mark-Compact (reduce)"), and the next one's
 *   limit is at most 1.3× what survived (2 MB more at least, against 8). A render worker drawing 70 Oil Springs
 *   boards made 12 major collections (9 reducing) and 34 young ones of its own (besides PictureScavenge's) with it,
 *   against 5 and 9 with `--max-semi-space-size=4` alone: pictures cost ~2.5 ms more (docs/scaling.md).
 *
 * It keeps every isolate's young generation small, the render workers' too: a worker drawing pictures back to
 * back then promoted each picture's garbage and needed a major collection every 4–5 pictures, so each worker
 * collects its young generation after each picture (src/memory/collect.ts, PictureScavenge). The render
 * benchmarks run with these flags (bench/index.ts, AS_THE_BOT), as their pictures are the bot's.
 */
export const BOT_NODE_FLAGS: readonly string[] = ['--optimize-for-size'];
