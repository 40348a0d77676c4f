/** A render worker that dies on every task (for test/render/pool.test.ts). */
export default function crash(): never {
  process.exit(1);
}
