import { threadId } from 'node:worker_threads';

/**
 * A render worker that draws nothing: it works for as many milliseconds as the task's first name says, then
 * answers with its thread's id as the caption (test/render/pool-workers.test.ts).
 */
export default function slow(task: { names: readonly string[] }): { png: null; caption: string } {
  const until = performance.now() + Number(task.names[0]);
  while (performance.now() < until);
  return { png: null, caption: String(threadId) };
}
