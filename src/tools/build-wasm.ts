/**
 * `npm run build:wasm`: builds the WebAssembly kernels of the render kit from their text source with wabt
 * (a dev dependency: WebAssembly's own toolkit, compiled to JavaScript, so no toolchain to install), and writes
 * each as a TypeScript module of its bytes (base64), which every build of the bot bundles like any module.
 * test/render/palette-map.test.ts checks the written module is its source built (and it is written as prettier
 * formats it).
 *
 * Kernels: src/render/kit/palette-map.wat → src/render/kit/palette-map-wasm.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';
import { invokedDirectly } from './invoked';

const KIT = new URL('../render/kit/', import.meta.url);

/** The palette mapping kernel built from its source, as base64. */
export async function buildPaletteMapWasm(): Promise<string> {
  const tools = await wabt();
  const source = readFileSync(new URL('palette-map.wat', KIT), 'utf8');
  const module = tools.parseWat('palette-map.wat', source, { simd: true });
  try {
    module.validate();
    return Buffer.from(module.toBinary({}).buffer).toString('base64');
  } finally {
    module.destroy();
  }
}

/** The TypeScript module holding the kernel's bytes. */
export function paletteMapModule(base64: string): string {
  return `/**
 * The palette mapping kernel (palette-map.wat) built by \`npm run build:wasm\` (src/tools/build-wasm.ts): do not
 * edit, build it again from its source.
 */
export const PALETTE_MAP_WASM =
  '${base64}';
`;
}

export const PALETTE_MAP_MODULE = new URL('palette-map-wasm.ts', KIT);

async function main(): Promise<void> {
  const written = paletteMapModule(await buildPaletteMapWasm());
  writeFileSync(PALETTE_MAP_MODULE, written);
  process.stdout.write(`wrote ${fileURLToPath(PALETTE_MAP_MODULE)}\n`);
}

if (invokedDirectly(import.meta.url)) await main();
