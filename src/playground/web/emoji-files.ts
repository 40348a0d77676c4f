/**
 * The emoji pictures the page draws (client/emoji.ts): Twemoji's SVG files from the @discordapp/twemoji package,
 * served by the playground itself so the page needs no emoji font and no network.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const folder = join(dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist', 'svg');

/** A picture's name: code points in hex joined by dashes ("1f3c6", "31-20e3"), nothing that leaves the folder. */
const NAME = /^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6})*\.svg$/;

/** The SVG named `name`, or undefined when there is no such emoji. */
export async function emojiFile(name: string): Promise<Buffer | undefined> {
  if (!NAME.test(name)) return undefined;
  try {
    return await readFile(join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
