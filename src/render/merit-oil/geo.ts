/**
 * The world map inside the board loop: where each sea stage, refinery and port sits (longitude, latitude),
 * rough coastlines, and a piecewise-linear projection that enlarges crowded Europe and the Middle East so
 * that every stage has room for a tanker. Pictures only: the rules' map is SEA_LANES in the game's data.
 */
import { DESTINATION_NAMES, type SeaStage } from '../../games/merit-oil/data';

export interface LonLat {
  lon: number;
  lat: number;
}

/**
 * Where each stage is drawn: near its place, at sea (refineries on their coast). North-west Europe's are drawn in
 * the inset (layout.ts), spread to the estuaries and capes so that their names and the Channel's tankers fit.
 */
export const STAGE_AT: Readonly<Record<SeaStage, LonLat>> = {
  'persian-gulf': { lon: 51.5, lat: 27.2 },
  tripoli: { lon: 34.6, lat: 34.6 },
  'port-of-spain': { lon: -60.5, lat: 11.5 },
  'gulf-of-oman': { lon: 59, lat: 23.8 },
  'arabian-sea': { lon: 62, lat: 15 },
  'gulf-of-aden': { lon: 49, lat: 12.6 },
  'red-sea': { lon: 38.3, lat: 20.5 },
  'suez-canal': { lon: 32.6, lat: 30 },
  'eastern-mediterranean': { lon: 25, lat: 33.2 },
  'central-mediterranean': { lon: 17.5, lat: 34 }, // off Libya (its tankers cleared the Rome and Athens stops of the four-stop air route)
  'western-mediterranean': { lon: 5, lat: 37.6 },
  'strait-of-gibraltar': { lon: -6.5, lat: 36 },
  'cape-finisterre': { lon: -12.5, lat: 42.6 },
  'western-approaches': { lon: -7.8, lat: 48.7 },
  'english-channel': { lon: -4.8, lat: 49.25 },
  'somali-basin': { lon: 54, lat: 2 },
  'mozambique-channel': { lon: 41.5, lat: -17 },
  'natal-coast': { lon: 36, lat: -30 },
  'cape-of-good-hope': { lon: 20, lat: -38.5 },
  'benguela-current': { lon: 8, lat: -26 },
  'st-helena': { lon: -5.7, lat: -16 },
  'ascension-island': { lon: -14.4, lat: -6 },
  'off-freetown': { lon: -19, lat: 6 },
  'cape-verde': { lon: -24, lat: 16 },
  'canary-islands': { lon: -19, lat: 27.5 },
  madeira: { lon: -18, lat: 35 },
  maldives: { lon: 73.5, lat: 6 },
  'equatorial-indian-ocean': { lon: 76, lat: -3 },
  'chagos-archipelago': { lon: 82, lat: -11 },
  'cocos-islands': { lon: 95, lat: -16 },
  'west-australian-basin': { lon: 104, lat: -27.5 },
  'agulhas-basin': { lon: 33, lat: -43 },
  'crozet-islands': { lon: 52, lat: -45 },
  'southern-indian-ocean': { lon: 73, lat: -42 },
  'naturaliste-plateau': { lon: 92, lat: -36 },
  'off-barbados': { lon: -55, lat: 19 },
  'sargasso-sea': { lon: -53, lat: 26 },
  'mid-atlantic': { lon: -41, lat: 33 },
  azores: { lon: -28, lat: 39 },
  'isle-of-grain': { lon: 1, lat: 51.45 },
  fawley: { lon: -1.3, lat: 50.7 },
  'milford-haven': { lon: -5.3, lat: 51.6 },
  rotterdam: { lon: 4.4, lat: 52.3 },
  antwerp: { lon: 3, lat: 51.3 },
  genoa: { lon: 9.8, lat: 43.9 }, // Ligurian Sea; with Lavéra, spread from the Nice stop between them, below the inset
  lavera: { lon: 2.5, lat: 42.5 }, // Gulf of Lion's south: room for Nice's name above it
  kwinana: { lon: 114, lat: -31.5 },
};

/** Names printed beside refineries and ports: the log's, "Grain" for Isle of Grain to fit the Thames. */
export const PLACE_LABELS: Readonly<Partial<Record<SeaStage, string>>> = {
  ...DESTINATION_NAMES,
  'isle-of-grain': 'Grain',
  tripoli: 'Tripoli',
  'port-of-spain': 'Port of Spain',
  'persian-gulf': 'Persian Gulf',
  'suez-canal': 'Suez',
  'cape-of-good-hope': 'Cape',
};

/** Where the lorries on the head-office trip and the Kwinana excursion are drawn (on land). */
export const LONDON: LonLat = { lon: -0.4, lat: 51.75 };
export const KWINANA_TOWN: LonLat = { lon: 119.5, lat: -27 };

/**
 * The air route's stops (HOLIDAY.stops, in order), drawn at their cities at the east and north of the
 * Mediterranean, so the flight leaves the Gulf north-west for Europe, each within a ring and a half of its city:
 * Nice a degree west, at sea between Lavéra's and Genoa's marks. Beirut stands inland, east of Tripoli's
 * port: on this map the city and Tripoli (80 km apart) fall on the same pixels. Each
 * with where its name is printed, from the stop: with the places' names (`mapNames` in geometry.ts), every name
 * clears the others and every mark, and lies nearest its own.
 */
export const AIR_STOPS: readonly {
  at: LonLat;
  label: { dx: number; dy: number; align: 'left' | 'right' | 'center' };
}[] = [
  { at: { lon: 41, lat: 34.2 }, label: { dx: 19, dy: -23, align: 'left' } }, // Beirut (35.5° E, 33.9° N)
  { at: { lon: 6.4, lat: 43.8 }, label: { dx: -17, dy: -15, align: 'right' } }, // Nice (7.3° E, 43.7° N)
];

/**
 * The projection's knots: longitude → x fraction, latitude → y fraction (monotonic, piecewise linear). From 48° N
 * to 46° N the map is stretched down: the inset (layout.ts) covers the map above the Mediterranean, and the stretch
 * makes room for it at 2.6 times its region's size (its names at 24 px) with the Mediterranean's names below it.
 */
const LON_KNOTS: ReadonlyArray<readonly [number, number]> = [
  [-68, 0],
  [-16, 0.18],
  [12, 0.46],
  [40, 0.62],
  [64, 0.75],
  [124, 1],
];
const LAT_KNOTS: ReadonlyArray<readonly [number, number]> = [
  [58, 0],
  [48, 0.26 * (10 / 12)], // north of 48° N the scale it had: 58° N to 46° N took 0.26
  [46, 0.365],
  [30, 0.515],
  [0, 0.685],
  [-49, 1],
];

function interpolate(knots: ReadonlyArray<readonly [number, number]>, v: number): number {
  const first = knots[0]!;
  const last = knots[knots.length - 1]!;
  const ascending = last[0] > first[0];
  for (let i = 1; i < knots.length; i++) {
    const a = knots[i - 1]!;
    const b = knots[i]!;
    const inside = ascending ? v <= b[0] : v >= b[0];
    if (inside || i === knots.length - 1) return a[1] + ((v - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
  }
  return first[1];
}

/** A point of the map as fractions (0..1) of the map box. */
export function project(p: LonLat): { x: number; y: number } {
  return { x: interpolate(LON_KNOTS, p.lon), y: interpolate(LAT_KNOTS, p.lat) };
}

type Ring = ReadonlyArray<readonly [number, number]>;

/** Rough coastlines as [lon, lat] rings (clipped by the map box). Enough to recognise the world of 1960. */
export const LANDS: readonly Ring[] = [
  // Eurasia with Arabia: up the Atlantic coast, east over the top, back along South Asia, round Arabia,
  // through the Levant and west along the northern Mediterranean to Gibraltar.
  [
    [-5.6, 36],
    [-9, 37],
    [-9.3, 43],
    [-1.5, 43.5],
    [-1.2, 46.2],
    [-2.2, 47.1],
    [-4.3, 47.8],
    [-4.8, 48.3],
    [-4, 48.7],
    [-3, 48.8],
    [-2, 48.6],
    [-1.6, 49.65],
    [-1.1, 49.4],
    [0.2, 49.45],
    [1.6, 50.2],
    [1.8, 50.95],
    [2.5, 51.1],
    [3.4, 51.4],
    [4.1, 51.9],
    [4.75, 52.95],
    [6.5, 53.4],
    [7.2, 53.6],
    [8.6, 54],
    [8.2, 56.5],
    [10.5, 57.7],
    [10.5, 60],
    [130, 60],
    [130, 20],
    [109, 21],
    [106, 10],
    [103, 1.5],
    [100, 13],
    [98.5, 8],
    [97.5, 16],
    [94, 18],
    [92, 22.5],
    [87, 21.5],
    [80.2, 15],
    [77.5, 8],
    [73, 19],
    [70, 22.5],
    [67, 24.8],
    [61.5, 25.2],
    [57.3, 25.8],
    [56.3, 27.2],
    [52, 27.8],
    [50.3, 30],
    [48.2, 29.8],
    [48.4, 28.4],
    [49.8, 26.6],
    [50.8, 24.8],
    [51.6, 26.1],
    [51.6, 24.3],
    [54.5, 24.2],
    [56.3, 26.3],
    [56.4, 24.5],
    [59.8, 22.5],
    [57.8, 18.9],
    [52.2, 16],
    [45, 12.8],
    [43.3, 12.8],
    [39, 21.5],
    [35, 28],
    [34.3, 27.9],
    [32.6, 29.9],
    [32.3, 31.2],
    [34.3, 31.4],
    [35.1, 33.1],
    [35.9, 35.3],
    [36.2, 36.6],
    [32, 36.5],
    [28, 36.7],
    [26.3, 39.5],
    [28.5, 41],
    [26.1, 40.6],
    [22.7, 40.4],
    [23.8, 38],
    [22.2, 36.5],
    [21.1, 38.3],
    [19.5, 41.8],
    [15.5, 44.1],
    [12.4, 45.4],
    [12.6, 44],
    [16, 41.5],
    [18.5, 40.2],
    [16.6, 38.9],
    [15.7, 38],
    [15.7, 40],
    [12.3, 41.7],
    [10.4, 43.5],
    [8.8, 44.4],
    [7.3, 43.7],
    [5.5, 43.2],
    [4, 43.5],
    [3.1, 43.1],
    [3.2, 41.9],
    [0.9, 41],
    [-0.1, 38.8],
    [-0.8, 37.6],
    [-2.1, 36.7],
    [-4.4, 36.7],
  ],
  // Africa, clockwise from Tangier.
  [
    [-5.9, 35.8],
    [-1.9, 35.1],
    [3, 36.8],
    [10.2, 37.2],
    [11, 35.3],
    [10.1, 34.1],
    [11.5, 33.1],
    [15.2, 32.3],
    [19.6, 30.4],
    [20.1, 32.2],
    [23.1, 32.6],
    [25.2, 31.6],
    [29.9, 31.3],
    [32.3, 31.2],
    [32.5, 29.9],
    [33.6, 27.6],
    [35.5, 24],
    [37.2, 21],
    [38.6, 18],
    [41.7, 13.7],
    [43.2, 11.6],
    [44.6, 10.4],
    [51.2, 11.8],
    [51.1, 10.4],
    [48.6, 5.4],
    [44, 1.3],
    [40.3, -2.5],
    [39.3, -6.8],
    [40.5, -10.5],
    [40.6, -15.2],
    [35.5, -22],
    [32.6, -26],
    [30.9, -29.9],
    [27.9, -33],
    [22.6, -34],
    [20, -34.8],
    [18.4, -34.3],
    [17.9, -31.5],
    [15.2, -27],
    [11.8, -17.2],
    [13.4, -11.6],
    [12.3, -6],
    [9.3, -1.5],
    [9.6, 3.9],
    [6.3, 4.3],
    [3.4, 6.4],
    [-1.9, 4.8],
    [-7.5, 4.4],
    [-11.5, 6.9],
    [-13.3, 9.5],
    [-16.8, 13.3],
    [-17.5, 14.7],
    [-16.1, 19.8],
    [-17, 21],
    [-14.5, 26.1],
    [-12, 28],
    [-9.8, 29.8],
    [-9.6, 32.5],
    [-6.8, 34.2],
  ],
  // Madagascar.
  [
    [49.3, -12],
    [50.4, -15.6],
    [47.1, -24.9],
    [45, -25.4],
    [43.3, -21.8],
    [44.2, -16.5],
    [47.9, -13.7],
  ],
  // Great Britain, from Dover up the east coast (drawn large in the inset, so with its main capes and bays).
  [
    [1.35, 51.13],
    [1.45, 51.38],
    [0.7, 51.45],
    [0.95, 51.6],
    [1.3, 51.85],
    [1.75, 52.5],
    [1.6, 52.9],
    [0.35, 52.95],
    [0.25, 53.45],
    [0.1, 53.6],
    [-0.2, 54.1],
    [-1.2, 54.6],
    [-1.6, 55.6],
    [-2.1, 57.6],
    [-3.3, 58.6],
    [-5, 58.6],
    [-5.6, 56.6],
    [-5, 55.4],
    [-3.2, 54.8],
    [-3, 53.4],
    [-4.6, 53.3],
    [-4.7, 52.8],
    [-4.1, 52.4],
    [-5.3, 51.9],
    [-5, 51.65],
    [-4.2, 51.55],
    [-3, 51.45],
    [-3.6, 51.2],
    [-4.6, 51.1],
    [-5.7, 50.1],
    [-5.1, 50],
    [-4.1, 50.35],
    [-3.5, 50.25],
    [-2.45, 50.55],
    [-1.3, 50.75],
    [0.25, 50.73],
    [1, 50.95],
  ],
  // Ireland.
  [
    [-6, 52.2],
    [-6.1, 53.9],
    [-5.9, 55.2],
    [-8.2, 55.2],
    [-10.1, 54.2],
    [-9.9, 51.7],
    [-8, 51.6],
  ],
  // Sicily.
  [
    [12.4, 38],
    [15.6, 38.3],
    [15.1, 36.7],
    [12.6, 37.6],
  ],
  // Sri Lanka.
  [
    [79.8, 9.7],
    [81.9, 7.4],
    [81.1, 6.1],
    [79.8, 6.4],
  ],
  // Australia (west and south coasts; the rest is off the map).
  [
    [114.2, -22],
    [113.5, -26.2],
    [114.9, -29.5],
    [115.7, -32.3],
    [115, -34.3],
    [118, -35],
    [123.5, -33.9],
    [130, -31.5],
    [130, -12],
    [122, -17],
    [120, -19.8],
  ],
  // The Americas (the corner that shows).
  [
    [-100, 60],
    [-64, 60],
    [-60.3, 55],
    [-56, 51.6],
    [-59.4, 47.6],
    [-66, 44.5],
    [-70.5, 41.6],
    [-74, 40.5],
    [-75.9, 35.3],
    [-81, 31.5],
    [-80, 26.5],
    [-100, 26],
  ],
  [
    [-100, 12],
    [-72, 12],
    [-68, 10.6],
    [-64, 10.7],
    [-62.3, 10.6],
    [-60.8, 9],
    [-57.5, 6],
    [-52, 5],
    [-50, 0],
    [-44, -2.5],
    [-35, -5.5],
    [-35.3, -9.5],
    [-39, -15],
    [-41, -22],
    [-48, -26],
    [-53, -33.5],
    [-58, -38.5],
    [-65, -42],
    [-68, -50],
    [-100, -50],
  ],
  // Trinidad.
  [
    [-61.9, 10.7],
    [-61, 10.8],
    [-60.9, 10.1],
    [-61.9, 10.1],
  ],
  // Cuba and Hispaniola, a hint of the Antilles.
  [
    [-84.9, 21.9],
    [-79, 23.2],
    [-74.2, 20.2],
    [-77.7, 19.9],
    [-82, 22.6],
  ],
  [
    [-74.4, 19.8],
    [-68.4, 19.6],
    [-68.6, 18.2],
    [-74.4, 18.1],
  ],
];
