/** Colour measures the renderer and its tests share. */

/** WCAG relative luminance of an 8-bit RGB colour. */
export function luminance(r: number, g: number, b: number): number {
  const f = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function hexLuminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return luminance((n >> 16) & 255, (n >> 8) & 255, n & 255);
}
