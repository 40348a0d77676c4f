/** A render worker that never answers (for test/render/pool.test.ts). */
export default function hang(): Promise<never> {
  return new Promise(() => undefined);
}
