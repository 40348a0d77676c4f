/** A render worker that draws nothing: it answers each task after ~3 ms with its first name as the caption (test/render/pool-order.test.ts). */
export default function echo(task: { names: readonly string[] }): { png: null; caption: string } {
  const until = performance.now() + 3;
  while (performance.now() < until);
  return { png: null, caption: task.names[0] ?? '' };
}
