/**
 * Colour vision deficiencies simulated, for tests of the pictures' colours: Machado, Oliveira and Fernandes
 * (2009) matrices at full severity (protanopia, deuteranopia, tritanopia), applied in linear RGB, and the
 * CIEDE2000 colour difference in CIELAB (D65) between the colours as seen.
 */

/** How a colour is seen: normal vision, or one of the three dichromacies. */
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

/** Machado 2009, severity 1.0: linear RGB in, linear RGB out, row by row. */
const MATRICES: Record<Vision, readonly number[]> = {
  normal: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** A '#RRGGBB' colour as seen with `vision`, in CIELAB. */
export function seenLab(hex: string, vision: Vision): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const m = MATRICES[vision];
  const [r, g, b] = [0, 1, 2].map((row) =>
    Math.min(1, Math.max(0, m[row * 3]! * rgb[0]! + m[row * 3 + 1]! * rgb[1]! + m[row * 3 + 2]! * rgb[2]!)),
  ) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** CIEDE2000 between two CIELAB colours (Sharma, Wu and Dalal's formulation). */
export function deltaE2000(lab1: readonly number[], lab2: readonly number[]): number {
  const [l1, a1, b1] = lab1 as [number, number, number];
  const [l2, a2, b2] = lab2 as [number, number, number];
  const cMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const [a1p, a2p] = [a1 * (1 + g), a2 * (1 + g)];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const hue = (a: number, b: number) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  const [h1, h2] = [hue(a1p, b1), hue(a2p, b2)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(rad(dh / 2));
  const lMean = (l1 + l2) / 2;
  const cpMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) > 180) hMean += hMean < 360 ? 360 : -360;
    hMean /= 2;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hMean - 30)) +
    0.24 * Math.cos(rad(2 * hMean)) +
    0.32 * Math.cos(rad(3 * hMean + 6)) -
    0.2 * Math.cos(rad(4 * hMean - 63));
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  const [dl, dc, dhh] = [(l2 - l1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh);
}

/** The closest pair of `colours` (by name) as seen with any of the visions, and how far apart it is. */
export function closestPair(colours: Readonly<Record<string, string>>): {
  distance: number;
  pair: string;
} {
  const names = Object.keys(colours);
  let best = { distance: Infinity, pair: '' };
  for (const vision of VISIONS)
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) {
        const [a, b] = [names[i]!, names[j]!];
        const distance = deltaE2000(seenLab(colours[a]!, vision), seenLab(colours[b]!, vision));
        if (distance < best.distance) best = { distance, pair: `${a} and ${b} (${vision})` };
      }
  return best;
}
