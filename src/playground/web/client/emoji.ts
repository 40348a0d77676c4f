/**
 * Emoji as Discord draws them: pictures from Twemoji, Discord's own emoji set (the @discordapp/twemoji package),
 * which the playground serves itself (web/server.ts, `/emoji/<code points>.svg`). So the page shows emoji on a
 * machine with no emoji font, offline, and they look as on Discord. A picture's alt is the emoji, so copied text
 * keeps it.
 */
import twemoji from '@discordapp/twemoji';
import { EMOJI_PATH } from '../protocol';

/**
 * A lone symbol of the Basic Multilingual Plane that Unicode shows as text unless U+FE0F follows (▶ ◀ ↗ ⚠):
 * ordinary text fonts have these and browsers draw them as text, so "Next ▶" keeps its plain arrow. Emoji that
 * only emoji fonts have (🏖, astral) become pictures either way.
 */
function textByDefault(emoji: string): boolean {
  return emoji.length === 1 && !/\p{Emoji_Presentation}/u.test(emoji);
}

/** Twemoji's file name for `emoji`: its code points, without U+FE0F unless it is a ZWJ sequence. */
function fileName(emoji: string): string {
  return twemoji.convert.toCodePoint(emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, ''));
}

function picture(emoji: string): HTMLImageElement {
  const img = document.createElement('img');
  img.className = 'twemoji';
  img.alt = emoji;
  img.draggable = false;
  img.src = `${EMOJI_PATH}${fileName(emoji)}.svg`;
  // An emoji newer than the package's pictures shows as the text it was.
  img.addEventListener('error', () => img.replaceWith(emoji), { once: true });
  return img;
}

/** `text` split into plain strings and emoji pictures, or null when it has no emoji to draw. */
function pieces(text: string): (string | HTMLImageElement)[] | null {
  const out: (string | HTMLImageElement)[] = [];
  let last = 0;
  twemoji.replace(text, (emoji: string, ...rest: unknown[]) => {
    // String.replace's replacer: (match, ...groups, offset, whole text).
    const at = rest[rest.length - 2] as number;
    if (textByDefault(emoji)) return emoji;
    if (at > last) out.push(text.slice(last, at));
    out.push(picture(emoji));
    last = at + emoji.length;
    return emoji;
  });
  if (out.length === 0) return null;
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Replaces the emoji in `root`'s text with their pictures; returns `root`. */
export function drawEmoji<T extends Element>(root: T): T {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const parts = pieces(text.data);
    if (parts) text.replaceWith(...parts);
  }
  return root;
}
