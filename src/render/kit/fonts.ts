/**
 * Bundled fonts. The renderer never relies on system fonts: Inter ships in the npm package
 * `@expo-google-fonts/inter` and is registered with Skia at start-up. A font that does not load is a broken
 * install, so it throws at once instead of silently falling back to some other face.
 */
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/** The family name every renderer uses in `ctx.font`. */
export const FONT_FAMILY = 'Inter';

/** The weights we bundle, with their file inside @expo-google-fonts/inter. */
export const FONT_FILES: Readonly<Record<FontWeight, string>> = {
  400: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  600: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  700: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  800: '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf',
};

export type FontWeight = 400 | 600 | 700 | 800;

const require = createRequire(import.meta.url);
let registered = false;

/** Register one font file under `family`. Throws a loud, specific error when it does not load. */
export function registerFontFile(path: string, family: string = FONT_FAMILY): void {
  let key: unknown;
  try {
    key = GlobalFonts.registerFromPath(path, family);
  } catch (err) {
    throw new Error(`Font failed to load: ${path} (${String(err)}). The board renderer cannot draw text.`, {
      cause: err,
    });
  }
  if (key === null || key === undefined) {
    throw new Error(
      `Font failed to load: ${path} (GlobalFonts.registerFromPath returned null). ` +
        'Is @expo-google-fonts/inter installed? The board renderer cannot draw text without it.',
    );
  }
}

/** Resolve a package-relative font path to an absolute file path (throws when the package is missing). */
export function resolveFontFile(spec: string): string {
  try {
    return require.resolve(spec);
  } catch (err) {
    throw new Error(`Font not found: ${spec} (${String(err)}). Run npm install.`, { cause: err });
  }
}

/** Register the bundled fonts once per process. Safe to call many times. */
export function ensureFonts(): void {
  if (registered) return;
  for (const spec of Object.values(FONT_FILES)) registerFontFile(resolveFontFile(spec));
  registered = true;
}

/** A CSS font string for `ctx.font`, e.g. font(24, 700) → "700 24px Inter". */
export function font(sizePx: number, weight: FontWeight = 700): string {
  return `${weight} ${Math.round(sizePx)}px ${FONT_FAMILY}`;
}
